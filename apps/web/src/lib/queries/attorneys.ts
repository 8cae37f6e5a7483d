/**
 * The firm's attorneys (docs/product/rules.md#representation): fetchers, query options (keys from queryKeys.ts),
 * hooks, and the mutations, which mark the attorney lists and every case (their attorney's name) stale.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import type { SavedAttorney } from '@rentfile/contract';
import type { AttorneyInput } from '@rentfile/domain';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export type { SavedAttorney };

/** GET /api/attorneys */
export const getAttorneys = (signal?: AbortSignal) => callApi(routes.getAttorneys, {}, { signal });
/** GET /api/attorney-profile */
export const getAttorneyProfile = (signal?: AbortSignal) => callApi(routes.getAttorneyProfile, {}, { signal });

export const attorneysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.attorneys, queryFn: ({ signal }) => getAttorneys(signal) });
export const attorneyProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.attorneyProfile, queryFn: ({ signal }) => getAttorneyProfile(signal) });

export function useAttorneys(enabled = true) {
  return useQuery({ ...attorneysQueryOptions(), enabled });
}

export function useAttorneyProfile() {
  return useQuery(attorneyProfileQueryOptions());
}

const attorneysChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.attorneys }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
    queryClient.invalidateQueries({ queryKey: queryKeys.everyCase }),
  ]);

/** PUT /api/attorney-profile */
export function useSaveAttorneyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attorney: AttorneyInput) => callApi(routes.saveAttorneyProfile, { body: { attorney } }),
    onSuccess: () => attorneysChanged(queryClient),
  });
}

/** POST /api/attorneys (an id updates that attorney contact) */
export function useSaveAttorney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attorney: AttorneyInput) => callApi(routes.saveAttorney, { body: { attorney } }),
    onSuccess: () => attorneysChanged(queryClient),
  });
}

/** DELETE /api/attorneys/:id */
export function useDeleteAttorney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteAttorney, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.attorneys }),
  });
}
