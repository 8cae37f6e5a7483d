import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CaseListItem } from '@rentfile/contract';
import { isWizardRouteName, resumeRoute, TABLE_PAGE_SIZE, wizardPath, type Client } from '@rentfile/domain';
import { pathTo } from '../../app/routes.ts';
import { callApi, type ApiInput } from '../../lib/api.ts';
import { CLIENT_QUERY_KEY } from '../../lib/session.tsx';

export type SortOrder = 'asc' | 'desc';

export const CASES_QUERY_KEY = ['cases'] as const;

/** One page of the client's cases, searched and sorted on the server (spec §2.3). */
export function useCasesPage(search: string, sort: SortOrder, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CASES_QUERY_KEY, { search, sort, page }],
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
  });
}

type UserChanges = Omit<ApiInput<typeof api.updateUser>['body']['user'], 'auth0Id'>;

/** PUT update-user with the changed fields (spec §7); the answer replaces the cached client. */
export function useUpdateUser(client: Client | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => callApi(api.updateUser, { body: { user: { auth0Id: client!.auth0Id, ...changes } } }),
    onSuccess: (updated) => queryClient.setQueriesData<Client>({ queryKey: CLIENT_QUERY_KEY }, updated),
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
