import { buildPath, api, type CaseDocument } from '@rentfile/contract';
import { DOCUMENT_MESSAGES, PROPERTY_DOCUMENT_KINDS, type DocumentKind, type RegistrationFile, type pleadings } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { findCase } from '../repositories/cases.ts';
import * as repo from '../repositories/documents.ts';
import { findProperty } from '../repositories/properties.ts';
import { documentAsPdf } from '../pleadings/attach.ts';
import { checkDocument, countPages } from './documentUploads.ts';

export const documentUrl = (id: number) => buildPath(api.downloadDocument.path, { id });

export function toRegistrationFile(row: repo.DocumentInfo): RegistrationFile {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, uploadedAt: row.createdAt };
}

/** The pages of each listed document: a PDF's content is read and counted, a picture is one page. */
async function pagesOf(db: Db, clientId: number, rows: repo.DocumentInfo[]): Promise<Map<number, number | null>> {
  const pdfIds = rows.filter((r) => r.contentType === 'application/pdf').map((r) => r.id);
  const contents = await repo.documentContents(db, clientId, pdfIds);
  const data = new Map(pdfIds.map((id, i) => [id, contents[i] ?? null]));
  return new Map(await Promise.all(rows.map(async (r) => [r.id, await countPages(r.contentType, data.get(r.id) ?? null)] as const)));
}

/** A case's documents, each with its pages and the URL that downloads it; name keeps only the documents of that kind. */
export async function listCaseDocuments(db: Db, client: ClientRef, caseId: number, name?: string): Promise<CaseDocument[]> {
  if (!(await findCase(db, client.id, caseId))) throw notFound('Case');
  const rows = await repo.listCaseDocuments(db, client.id, caseId, name?.trim() || undefined);
  const pages = await pagesOf(db, client.id, rows);
  return rows.map((r) => toCaseDocument(r, pages.get(r.id) ?? null));
}

const toCaseDocument = (r: repo.DocumentInfo, pages: number | null): CaseDocument => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  contentType: r.contentType,
  size: r.size,
  pages,
  uploadedAt: r.createdAt,
  url: documentUrl(r.id),
});

export interface DocumentUpload {
  kind: DocumentKind;
  caseId?: number;
  propertyId?: number;
  fileName: string;
  data: Buffer;
}

/**
 * Attaches a checked document to one of the client's cases, or a registration statement to one of its
 * properties (docs/product/rules.md#documents). Nothing is stored when a check fails.
 */
export async function uploadDocument(db: Db, client: ClientRef, upload: DocumentUpload): Promise<CaseDocument> {
  if (upload.caseId !== undefined) {
    if (!(await findCase(db, client.id, upload.caseId))) throw notFound('Case');
  } else if (upload.propertyId !== undefined) {
    if (!(await findProperty(db, client.id, upload.propertyId))) throw notFound('Property');
    if (!PROPERTY_DOCUMENT_KINDS.includes(upload.kind)) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.propertyKind);
  } else throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noOwner);
  const checked = await checkDocument(upload.data);
  const row = await repo.insertDocument(db, client.id, {
    caseId: upload.caseId ?? null,
    propertyId: upload.propertyId ?? null,
    kind: upload.kind,
    name: safeFileName(upload.fileName),
    contentType: checked.contentType,
    data: upload.data,
  });
  return toCaseDocument(row, checked.pages);
}

/** Replaces the file of one of the client's documents, checked as a new upload is; the kind and owner stay. */
export async function replaceDocument(db: Db, client: ClientRef, id: number, fileName: string, data: Buffer): Promise<CaseDocument> {
  if (!(await repo.findDocumentInfo(db, client.id, id))) throw notFound('Document');
  const checked = await checkDocument(data);
  const row = await repo.replaceDocumentFile(db, client.id, id, { name: safeFileName(fileName), contentType: checked.contentType, data });
  if (!row) throw notFound('Document');
  return toCaseDocument(row, checked.pages);
}

/** Deletes one of the client's documents. */
export async function deleteDocument(db: Db, client: ClientRef, id: number): Promise<{ ok: true }> {
  if (!(await repo.deleteDocument(db, client.id, id))) throw notFound('Document');
  return { ok: true };
}

/** The registration files of a property (documents of kind registration), each with its pages. */
export async function listRegistrationFiles(db: Db, client: ClientRef, propertyId: number): Promise<RegistrationFile[]> {
  if (!(await findProperty(db, client.id, propertyId))) throw notFound('Property');
  const rows = await repo.listRegistrationFiles(db, client.id, [propertyId]);
  const pages = await pagesOf(db, client.id, rows);
  return rows.map((r) => ({ ...toRegistrationFile(r), pages: pages.get(r.id) ?? null }));
}

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/**
 * A file name safe for a Content-Disposition header and any file system: no path, no control or quote
 * characters, at most 150 characters; 'document' when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}"'`<>:|?*;%]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150)
    .trim();
  return cleaned || 'document';
}

/** The stored file of one of the client's documents. */
export async function downloadDocument(db: Db, client: ClientRef, id: number): Promise<DocumentDownload> {
  const row = await repo.findDocument(db, client.id, id);
  if (!row) throw notFound('Document');
  return {
    fileName: safeFileName(row.name),
    contentType: MIME_TYPE.test(row.contentType) ? row.contentType.toLowerCase() : 'application/octet-stream',
    data: row.data,
  };
}

/** Content-Disposition for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The documents a case's package can attach: the case's own, and its property's registration statement when the
 * case has none of its own (a property's statement serves each of its cases).
 */
export async function caseAttachments(db: Db, clientId: number, caseId: number, propertyId: number | null | undefined): Promise<pleadings.AttachedDocument[]> {
  const own = await repo.listCaseDocuments(db, clientId, caseId);
  const fromProperty = propertyId && !own.some((d) => d.kind === repo.REGISTRATION_KIND) ? await repo.listRegistrationFiles(db, clientId, [propertyId]) : [];
  return [...own, ...fromProperty].map((d) => ({ id: d.id, kind: d.kind, name: d.name }));
}

/** The content of the given documents of the client, in that order. */
export function attachmentContents(db: Db, clientId: number, ids: number[]): Promise<Buffer[]> {
  return repo.documentContents(db, clientId, ids);
}

/** One of the client's documents as a PDF of its own (a photograph on a Letter page), named for the court's upload. */
export async function downloadDocumentAsPdf(db: Db, client: ClientRef, id: number): Promise<DocumentDownload> {
  const file = await downloadDocument(db, client, id);
  const base = file.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', data: await documentAsPdf(file.data) };
}
