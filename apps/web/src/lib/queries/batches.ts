/**
 * Batches of cases made from a delinquency report (docs/product/screens.md#batch-import, docs/product/screens.md#batch):
 * the list and one batch (the dashboard lists them; the changes are in batchChanges.ts, which only the batch's pages
 * load). The batches' keys are under 'cases', so every case change (a case signed in the wizard) marks them stale too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { formatLongDate, todayInNewJersey } from '@rentfile/domain';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export const batchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.batches, queryFn: ({ signal }) => callApi(routes.getBatches, {}, { signal }) });

export function useBatches(enabled: boolean) {
  return useQuery({ ...batchesQueryOptions(), enabled });
}

export const batchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.batch(id),
    queryFn: ({ signal }) => callApi(routes.getBatch, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useBatch(id: number) {
  return useQuery(batchQueryOptions(id));
}

/** The day a batch was imported, in New Jersey, in words: 'November 27, 2026'. */
export function importedOn(createdAt: string): string {
  return formatLongDate(todayInNewJersey(new Date(createdAt)));
}
