/**
 * The query keys of the client's own data, one per resource, shared by every screen that shows it, so a change
 * made on one screen marks the others' copies stale (docs/product/screens.md#fresh-data).
 */
import type { QueryClient } from '@tanstack/react-query';

export const queryKeys = {
  /** Every page of the dashboard's case list. */
  cases: ['cases'] as const,
  /** One case as the case view reads it. */
  case: (id: number) => ['case', id] as const,
  /** The papers a case offers, with when each was made. */
  pleadings: (caseId: number) => ['pleadings', caseId] as const,
  /** The orders of one case. */
  caseOrders: (caseId: number) => ['caseOrders', caseId] as const,
  /** Every search of the properties page. */
  properties: ['properties'] as const,
};

/**
 * After a case (or its property or tenants) is written: every list and view that shows it reads it again when it
 * is next shown (at once when it is on screen).
 */
export function invalidateCase(queryClient: QueryClient, caseId: number | null): Promise<unknown> {
  const keys: ReadonlyArray<readonly unknown[]> = [queryKeys.cases, queryKeys.properties, ...(caseId ? [queryKeys.case(caseId), queryKeys.pleadings(caseId)] : [])];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
