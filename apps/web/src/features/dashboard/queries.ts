import type { CaseListItem } from '@rentfile/contract';
import { isWizardRouteName, resumeRoute, wizardPath } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';

export { useCasesPage, type SortOrder } from '../../lib/queries/cases.ts';
export { useDeleteCase } from '../../lib/queries/caseChanges.ts';

/**
 * Where Edit Order continues a case: its resume route (docs/product/screens.md#dashboard, docs/product/data-and-rules.md#action-ids). Routes of later flows that this web app
 * does not have yet (trial action, court outcome) open the case view, which shows what comes next.
 */
export function resumePath(c: Pick<CaseListItem, 'id' | 'status' | 'actions'>): string {
  const name = resumeRoute(c);
  return isWizardRouteName(name) ? wizardPath(c.id, name) : pathTo('case-view', { id: c.id });
}
