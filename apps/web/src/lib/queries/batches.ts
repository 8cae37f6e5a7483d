/**
 * Batches of cases made from a delinquency report (docs/product/screens.md#batch-import, docs/product/screens.md#batch):
 * the report's preview, the batch's creation, the list and one batch, and an answer saved to many of its cases. The
 * batches' keys are under 'cases', so every case change (a case signed in the wizard) marks them stale too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type BatchSummary, type CreateBatchRequest } from '@rentfile/contract';
import { formatLongDate, todayInNewJersey, type BatchAnswer } from '@rentfile/domain';
import { callApi, uploadWithProgress } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** Sends a report file to be read (nothing is stored); onProgress follows the upload. */
export function previewDelinquencyReport(file: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(api.previewDelinquencyReport, {}, body, onProgress);
}

export const batchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.batches, queryFn: ({ signal }) => callApi(api.getBatches, {}, { signal }) });

export function useBatches(enabled: boolean) {
  return useQuery({ ...batchesQueryOptions(), enabled });
}

export const batchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.batch(id),
    queryFn: ({ signal }) => callApi(api.getBatch, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useBatch(id: number) {
  return useQuery(batchQueryOptions(id));
}

/** The batch's cases are new cases, some on new units: the case lists and the properties read again. */
function batchChanged(queryClient: ReturnType<typeof useQueryClient>, batch: BatchSummary, caseIds: readonly number[]) {
  queryClient.setQueryData(queryKeys.batch(batch.id), batch);
  const keys: ReadonlyArray<readonly unknown[]> = [
    queryKeys.cases,
    queryKeys.properties,
    ...caseIds.flatMap((id) => [queryKeys.case(id), queryKeys.pleadings(id), queryKeys.timeline(id)]),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBatchRequest) => callApi(api.createBatch, { body }, { showError: false }),
    onSuccess: (batch) => batchChanged(queryClient, batch, []),
  });
}

export function useAnswerBatch(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { caseIds: number[]; answer: BatchAnswer }) =>
      callApi(api.answerBatch, { params: { id: batchId }, body: input }, { showError: false }),
    onSuccess: (result) => batchChanged(queryClient, result.batch, result.answered),
  });
}

/** The day a batch was imported, in New Jersey, in words: 'November 27, 2026'. */
export function importedOn(createdAt: string): string {
  return formatLongDate(todayInNewJersey(new Date(createdAt)));
}
