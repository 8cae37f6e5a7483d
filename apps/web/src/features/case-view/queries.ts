import { buildPath, routes } from '@rentfile/contract/routes';
import { isWizardRouteName, pleadings, resumeRoute, statusPosition, wizardPath, type Case } from '@rentfile/domain';
import { fetchApiBlob } from '../../lib/api.ts';
import { useCounties, useCourtInfo as useCourtOfCounty } from '../../lib/queries/reference.ts';
import { saveFile } from '../../lib/saveFile.ts';

export { useCase, usePleadings } from '../../lib/queries/cases.ts';

/** The court office of the case's county (GET courtServiceInfo/{countyId}), once the county is known. */
export function useCourtInfo(countyName: string | null | undefined) {
  const counties = useCounties(Boolean(countyName));
  const wanted = (countyName ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');
  const countyId =
    counties.data?.find(
      (c) =>
        c.countyName
          .trim()
          .toLowerCase()
          .replace(/\s+county$/, '') === wanted,
    )?.countyId ?? null;
  const court = useCourtOfCounty(countyId);
  return { court, countyKnown: countyId !== null, loading: counties.isLoading || court.isLoading };
}

type TemplateName = (typeof pleadings.PLEADING_TEMPLATE_NAMES)[number];

function isTemplateName(name: string): name is TemplateName {
  return (pleadings.PLEADING_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/** Downloads a stored pleading through the API wrapper (the file needs the bearer token) and saves it. */
export async function downloadPleading(caseId: number, templateName: string, fileName: string): Promise<void> {
  if (!isTemplateName(templateName)) return;
  const path = `${buildPath(routes.getPleadingFile.path, { caseId, templateName })}?disposition=attachment`;
  saveFile(await fetchApiBlob(path), fileName);
}

/** The next step of a case: its resume route (docs/product/data-and-rules.md#action-ids) when it is a screen of the wizard. */
export function nextStep(c: Pick<Case, 'status' | 'actions'> & { id: number }): {
  routeName: string;
  path: string | null;
} {
  const routeName = resumeRoute(c);
  return { routeName, path: isWizardRouteName(routeName) ? wizardPath(c.id, routeName) : null };
}

/** Where a paper not made yet is made: the complaint's papers at the Filing step once signed, the post-judgment ones in the Papers after filing section. */
export function notMadeYet(templateName: string, signed: boolean): string {
  if (pleadings.isPostJudgmentTemplate(templateName))
    return 'Not made yet: it is made in the Papers after filing section above, when the court record makes it due.';
  return signed ? 'Not made yet: make it at the Filing step.' : 'Prepared when you sign the complaint.';
}

/** Where a signed complaint stands in the step order: the court record follows it. */
export const COMPLAINT_DONE = statusPosition({ status: 'verifiedComplaintComplete', actions: [] });
