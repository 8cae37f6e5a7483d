/**
 * One batch and what changes batches (docs/product/screens.md#batch-import, docs/product/screens.md#batch): the
 * batch's query, the report's preview, the batch's creation and an answer saved to many of its cases, apart from the
 * list (batches.ts) so that the dashboard's first paint does not load them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchSummary, CreateBatchRequest } from '@rentfile/contract';
import { routes } from '@rentfile/contract/routes';
import { formatLongDate, todayInNewJersey, type BatchAnswer, type ReportFactField } from '@rentfile/domain';
import { callApi, uploadWithProgress } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

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

/** Sends a report file to be read (nothing is stored); onProgress follows the upload. */
export function previewDelinquencyReport(file: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(routes.previewDelinquencyReport, {}, body, onProgress);
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
    mutationFn: (body: CreateBatchRequest) => callApi(routes.createBatch, { body }, { showError: false }),
    onSuccess: (batch) => batchChanged(queryClient, batch, []),
  });
}

export function useAnswerBatch(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { caseIds: number[]; answer: BatchAnswer }) =>
      callApi(routes.answerBatch, { params: { id: batchId }, body: input }, { showError: false }),
    onSuccess: (result) => batchChanged(queryClient, result.batch, result.answered),
  });
}

/** Confirms the report's facts of the given fields on the cases chosen, as each case holds them. */
export function useConfirmBatchFacts(batchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { caseIds: number[]; fields: ReportFactField[] }) =>
      callApi(routes.confirmBatchFacts, { params: { id: batchId }, body: input }, { showError: false }),
    onSuccess: (result) => batchChanged(queryClient, result.batch, result.answered),
  });
}
