/** Documents attached to a case or a property (docs/product/rules.md#documents): fetchers, query options, upload calls. */
import { queryOptions } from '@tanstack/react-query';
import { api, buildPath } from '@rentfile/contract';
import type { DocumentKind } from '@rentfile/domain';
import { callApi, uploadWithProgress } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** Where a document is attached: a case, or a property (only a registration statement, reused by its cases). */
export type DocumentTarget = { caseId: number } | { propertyId: number };

/** A document as the screens list it. */
export interface AttachedFile {
  id: number;
  name: string;
  size: number;
}

/** The documents of one kind attached to a case, or the registration statements of a property. */
export const documentsQueryOptions = (target: DocumentTarget, kind: DocumentKind) =>
  queryOptions<AttachedFile[], Error, AttachedFile[], readonly unknown[]>({
    queryKey: 'caseId' in target ? queryKeys.caseDocuments(target.caseId, kind) : queryKeys.propertyDocuments(target.propertyId),
    queryFn: ({ signal }) =>
      'caseId' in target
        ? callApi(api.getUploads, { params: { caseId: target.caseId }, query: { name: kind } }, { signal })
        : callApi(api.getRegistration, { params: { propertyId: target.propertyId } }, { signal }),
  });

/** POST /api/documents: attaches a file, reporting the share sent. */
export function uploadDocument(target: DocumentTarget, kind: DocumentKind, file: File, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(api.uploadDocument, { query: { kind, ...target }, body }, onProgress);
}

/** PUT /api/documents/:id: replaces a document's file, keeping its kind and owner. */
export function replaceDocument(id: number, file: File, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(api.replaceDocument, { params: { id }, body }, onProgress);
}

/** DELETE /api/documents/:id */
export const deleteDocument = (id: number) => callApi(api.deleteDocument, { params: { id } }, { showError: false });

/** The URL of a document as a PDF of its own (a photograph on a Letter page). */
export const documentPdfUrl = (id: number) => `${buildPath(api.downloadDocument.path, { id })}?as=pdf`;
