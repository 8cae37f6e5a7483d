import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import type { CaseListItem } from '@rentfile/contract';
import { isWizardRouteName, resumeRoute, wizardPath } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

export { useCasesPage, type SortOrder } from '../../lib/queries/cases.ts';

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteCase, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
  });
}

/**
 * Where Edit Order continues a case: its resume route (docs/product/screens.md#dashboard, docs/product/data-and-rules.md#action-ids). Routes of later flows that this web app
 * does not have yet (trial action, court outcome) open the case view, which shows what comes next.
 */
export function resumePath(c: Pick<CaseListItem, 'id' | 'status' | 'actions'>): string {
  const name = resumeRoute(c);
  return isWizardRouteName(name) ? wizardPath(c.id, name) : pathTo('case-view', { id: c.id });
}
