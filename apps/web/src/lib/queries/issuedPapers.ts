/**
 * The versions of a case's papers as issued (GET /api/cases/:id/issued-papers), the first first, and the reopening
 * of a signed complaint for a correction; a module of its own, as only the case view shows them (the dashboard's
 * first paint stays as it was).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { invalidateCase, queryKeys } from '../queryKeys.ts';

export function useIssuedPapers(caseId: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.issuedPapers(caseId),
      queryFn: ({ signal }) => callApi(routes.getIssuedPapers, { params: { id: caseId } }, { signal }),
      enabled: Number.isInteger(caseId) && caseId > 0,
    }),
  );
}

/** Reopens the signed complaint before filing; a refusal is shown where the button is, not in the banner. */
export function useCorrectPapers(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.correctPapers, { params: { id: caseId } }, { loading: true, showError: false }),
    onSuccess: () => invalidateCase(queryClient, caseId),
  });
}
