/**
 * Cases, one file per resource (fetchers, query options with their key from queryKeys.ts, and the hooks that
 * screens use). Mutations invalidate with the same keys (invalidateCase, caseSaved).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { CASE_STATUSES, SIGNED_ARCHIVE_MAX, TABLE_PAGE_SIZE } from '@rentfile/domain';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export type SortOrder = 'asc' | 'desc';

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /api/cases/:id */
export const getCase = (id: number, signal?: AbortSignal) => callApi(routes.getCase, { params: { id } }, { signal });

export const caseQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.case(id), queryFn: ({ signal }) => getCase(id, signal), enabled: isId(id) });

export function useCase(id: number) {
  return useQuery(caseQueryOptions(id));
}

/** One page of the client's cases, searched and sorted on the server (docs/product/screens.md#dashboard). */
export const casesPageQueryOptions = (search: string, sort: SortOrder, page: number, owner = '') =>
  queryOptions({
    queryKey: queryKeys.casesPage({ search, sort, page, owner }),
    queryFn: ({ signal }) =>
      callApi(
        routes.getClientCases,
        { query: { search: search || undefined, owner: owner || undefined, sort, page, pageSize: TABLE_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useCasesPage(search: string, sort: SortOrder, page: number, enabled: boolean, owner = '') {
  return useQuery({ ...casesPageQueryOptions(search, sort, page, owner), enabled });
}

/** The signed cases, newest first, at most 100 (the archive of signed papers, docs/product/screens.md#signed-archive). */
export const signedCasesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.signedCases,
    queryFn: ({ signal }) =>
      callApi(
        routes.getClientCases,
        { query: { status: CASE_STATUSES.complete, sort: 'desc', page: 0, pageSize: SIGNED_ARCHIVE_MAX } },
        { signal },
      ),
  });

export function useSignedCases(enabled: boolean) {
  return useQuery({ ...signedCasesQueryOptions(), enabled });
}

/** The papers a case offers (GET /api/pleadings/:caseId). */
export const pleadingsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: queryKeys.pleadings(caseId),
    queryFn: ({ signal }) => callApi(routes.getPleadings, { params: { caseId } }, { signal }),
    enabled: isId(caseId),
  });

export function usePleadings(caseId: number) {
  return useQuery(pleadingsQueryOptions(caseId));
}

/** The orders of a case (GET /api/caseOrders/:caseId), oldest first. */
export const caseOrdersQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: queryKeys.caseOrders(caseId),
    queryFn: ({ signal }) => callApi(routes.getCaseOrders, { params: { caseId }, query: {} }, { signal }),
    enabled: isId(caseId),
  });

export function useCaseOrders(caseId: number) {
  return useQuery(caseOrdersQueryOptions(caseId));
}
