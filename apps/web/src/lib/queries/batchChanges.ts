/**
 * What changes batches (docs/product/screens.md#batch-import, docs/product/screens.md#batch): the report's preview,
 * the batch's creation and an answer saved to many of its cases, apart from the queries so that the dashboard's first
 * paint does not load them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchSummary, CreateBatchRequest } from '@rentfile/contract';
import { routes } from '@rentfile/contract/routes';
import type { BatchAnswer } from '@rentfile/domain';
import { callApi, uploadWithProgress } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

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
