import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CaseListItem } from '@rentfile/contract';
import { isWizardRouteName, resumeRoute, TABLE_PAGE_SIZE, wizardPath } from '@rentfile/domain';
import { pathTo } from '../../app/routes.ts';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

export type SortOrder = 'asc' | 'desc';


/** One page of the client's cases, searched and sorted on the server (spec §2.3). */
export function useCasesPage(search: string, sort: SortOrder, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.cases, { search, sort, page }],
    queryFn: ({ signal }) =>
      callApi(api.getClientCases, { query: { search: search || undefined, sort, page, pageSize: TABLE_PAGE_SIZE } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.deleteCase, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
  });
}


/**
 * Where Edit Order continues a case: its resume route (spec §2.3, §4.4). Routes of later flows that this web app
 * does not have yet (trial action, court outcome) open the case view, which shows what comes next.
 */
export function resumePath(c: Pick<CaseListItem, 'id' | 'status' | 'actions'>): string {
  const name = resumeRoute(c);
  return isWizardRouteName(name) ? wizardPath(c.id, name) : pathTo('case-view', { id: c.id });
}
