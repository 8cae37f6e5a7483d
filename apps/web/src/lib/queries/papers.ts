/**
 * A paper made as a PDF (POST /api/create-case-pleading-pdf): Review & Sign's preview, and the Filing screen's
 * downloads, after which the case's list of papers made is stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi, type ApiInput } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export type PaperRequest = NonNullable<ApiInput<'createPleadingPdf'>['body']>;

/** The preview's render: cancelled with its signal, its refusal shown where the preview is, not in the banner. */
export function fetchPaperPreview(request: PaperRequest, signal: AbortSignal) {
  return callApi(routes.createPleadingPdf, { body: request }, { signal, showError: false });
}

/** A saved case's paper, with the loading bar; a refusal goes to the banner. */
export function useMakePaper(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaperRequest) => callApi(routes.createPleadingPdf, { body: request }, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pleadings(caseId) }),
  });
}
