/**
 * Batches of cases made from a delinquency report (docs/product/screens.md#batch-import, docs/product/screens.md#batch):
 * the list, which the dashboard's first paint asks for; one batch and what changes batches are in batch.ts, which only
 * the batch's pages load. The batches' keys are under 'cases', so every case change (a case signed in the wizard)
 * marks them stale too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export const batchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.batches, queryFn: ({ signal }) => callApi(routes.getBatches, {}, { signal }) });

export function useBatches(enabled: boolean) {
  return useQuery({ ...batchesQueryOptions(), enabled });
}
