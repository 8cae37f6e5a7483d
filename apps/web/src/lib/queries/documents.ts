/**
 * Attached documents (docs/product/rules.md#documents): the case's and the property's lists, by kind or whole, and
 * their uploads, replacements and deletions.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath, routes } from '@rentfile/contract/routes';
import type { CaseDocument } from '@rentfile/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type DocumentKind } from '@rentfile/domain';
import { ApiError, callApi, fetchApiBlob, uploadWithProgress } from '../api.ts';
import { documentsChanged, queryKeys } from '../queryKeys.ts';
import { saveFile } from '../saveFile.ts';

const isId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** GET /api/uploads/:caseId: the documents attached to a case. */
export const caseDocumentsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: queryKeys.documents(caseId),
    queryFn: ({ signal }) => callApi(routes.getUploads, { params: { caseId }, query: {} }, { signal }),
    enabled: isId(caseId),
  });

export function useCaseDocuments(caseId: number) {
  return useQuery(caseDocumentsQueryOptions(caseId));
}

/** GET /api/registration/:propertyId: the registration statements attached to a property. */
const registrationFilesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: queryKeys.registrationFiles(propertyId),
    queryFn: ({ signal }) => callApi(routes.getRegistration, { params: { propertyId } }, { signal }),
    enabled: isId(propertyId),
  });

export function useRegistrationFiles(propertyId: number | null | undefined) {
  return useQuery(registrationFilesQueryOptions(isId(propertyId) ? propertyId : 0));
}

/** Where the documents of one kind are attached: a case, or a property (only a registration statement, reused by its cases). */
export type AttachedTo = { caseId: number } | { propertyId: number };

/** A document as the lists of one kind show it. */
export interface AttachedFile {
  id: number;
  name: string;
  size: number;
}

/** The documents of one kind attached to a case, or the registration statements of a property (the same key as useRegistrationFiles). */
export const documentsOfKindQueryOptions = (owner: AttachedTo, kind: DocumentKind) =>
  queryOptions<AttachedFile[], Error, AttachedFile[], readonly unknown[]>({
    queryKey:
      'caseId' in owner ? queryKeys.caseDocuments(owner.caseId, kind) : queryKeys.registrationFiles(owner.propertyId),
    queryFn: ({ signal }) =>
      'caseId' in owner
        ? callApi(routes.getUploads, { params: { caseId: owner.caseId }, query: { name: kind } }, { signal })
        : callApi(routes.getRegistration, { params: { propertyId: owner.propertyId } }, { signal }),
  });

/** Where a document goes: a new one of a kind on a case or a property, or the file of an existing one replaced. */
export type DocumentTarget =
  | { kind: DocumentKind; caseId: number; propertyId?: undefined }
  | { kind: 'registration'; propertyId: number; caseId?: undefined }
  | { replaceId: number; caseId?: number | null; propertyId?: number | null };

/**
 * Sends a file with its progress (0 to 1). A file over the size limit is refused here with the server's own
 * message, without sending it; every other check is the server's.
 */
export function sendDocument(
  target: DocumentTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CaseDocument> {
  if (file.size > DOCUMENT_MAX_BYTES)
    return Promise.reject(
      new ApiError(DOCUMENT_MESSAGES.tooLarge, 'response', 413, { error: DOCUMENT_MESSAGES.tooLarge }),
    );
  const body = new FormData();
  body.append('file', file, file.name);
  if ('replaceId' in target)
    return uploadWithProgress(routes.replaceDocument, { params: { id: target.replaceId } }, body, onProgress);
  const query =
    target.caseId !== undefined
      ? { kind: target.kind, caseId: target.caseId }
      : { kind: target.kind, propertyId: target.propertyId };
  return uploadWithProgress(routes.uploadDocument, { query }, body, onProgress);
}

/** DELETE /api/documents/:id (the caller says why it failed, where the document is shown). */

/** The owner whose lists a change of a document makes stale. */
export interface DocumentOwner {
  caseId?: number | null;
  propertyId?: number | null;
}

/**
 * DELETE /api/documents/:id; the lists that showed it read again. With `showError: false` a failure is the
 * mutation's error for the screen to show, not the banner's.
 */
export function useDeleteDocument(owner: DocumentOwner, { showError = true }: { showError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteDocument, { params: { id } }, { showError }),
    onSettled: () => documentsChanged(queryClient, owner),
  });
}

/** The URL of a document as a PDF of its own (a photograph on a Letter page). */
export const documentPdfUrl = (id: number) => `${buildPath(routes.downloadDocument.path, { id })}?as=pdf`;

/**
 * Opens a document as a PDF of its own (a photograph on a Letter page: GET /api/documents/:id?as=pdf) in a new
 * window; saves it when the browser blocks the window.
 */
export async function viewDocumentPdf(doc: { url: string; name: string }): Promise<void> {
  const pdf = await fetchApiBlob(`${doc.url}?as=pdf`);
  const url = URL.createObjectURL(pdf);
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else saveFile(pdf, `${doc.name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.pdf`);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
