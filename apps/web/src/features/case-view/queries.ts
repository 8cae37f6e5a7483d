import { useQuery } from '@tanstack/react-query';
import { api, buildPath } from '@rentfile/contract';
import { isWizardRouteName, NEW_JERSEY_STATE_ID, pleadings, resumeRoute, wizardPath, type Case } from '@rentfile/domain';
import { callApi, fetchApiBlob } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { saveFile } from '../../lib/saveFile.ts';

export function useCase(id: number) {
  return useQuery({ queryKey: queryKeys.case(id), queryFn: ({ signal }) => callApi(api.getCase, { params: { id } }, { signal }), enabled: Number.isInteger(id) && id > 0 });
}

/** The court office of the case's county (GET courtServiceInfo/{countyId}), once the county is known. */
export function useCourtInfo(countyName: string | null | undefined) {
  const counties = useQuery({
    queryKey: ['counties', NEW_JERSEY_STATE_ID],
    queryFn: ({ signal }) => callApi(api.getCounties, { query: { stateId: NEW_JERSEY_STATE_ID } }, { signal }),
    enabled: Boolean(countyName),
    staleTime: Infinity,
  });
  const wanted = (countyName ?? '').trim().toLowerCase().replace(/\s+county$/, '');
  const countyId = counties.data?.find((c) => c.countyName.trim().toLowerCase().replace(/\s+county$/, '') === wanted)?.countyId ?? null;
  const court = useQuery({
    queryKey: ['court', countyId],
    queryFn: ({ signal }) => callApi(api.getCourtInfo, { params: { countyId: countyId! } }, { signal }),
    enabled: countyId !== null,
    staleTime: 60 * 60_000,
  });
  return { court, countyKnown: countyId !== null, loading: counties.isLoading || court.isLoading };
}

export function usePleadings(caseId: number) {
  return useQuery({ queryKey: queryKeys.pleadings(caseId), queryFn: ({ signal }) => callApi(api.getPleadings, { params: { caseId } }, { signal }) });
}

type TemplateName = (typeof pleadings.PLEADING_TEMPLATE_NAMES)[number];

function isTemplateName(name: string): name is TemplateName {
  return (pleadings.PLEADING_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/** Downloads a stored pleading through the API wrapper (the file needs the bearer token) and saves it. */
export async function downloadPleading(caseId: number, templateName: string, fileName: string): Promise<void> {
  if (!isTemplateName(templateName)) return;
  const path = `${buildPath(api.getPleadingFile.path, { caseId, templateName })}?disposition=attachment`;
  saveFile(await fetchApiBlob(path), fileName);
}

/** The next step of a case: its resume route (spec §4.4) when it is a screen of the wizard. */
export function nextStep(c: Pick<Case, 'status' | 'actions'> & { id: number }): { routeName: string; path: string | null } {
  const routeName = resumeRoute(c);
  return { routeName, path: isWizardRouteName(routeName) ? wizardPath(c.id, routeName) : null };
}
