import { buildPath, api, type CaseDocument } from '@rentfile/contract';
import {
  CASE_DOCUMENTS_MAX_BYTES,
  CASE_MAX_DOCUMENTS,
  DOCUMENT_MESSAGES,
  PROPERTY_DOCUMENT_KINDS,
  type DocumentFormat,
  type DocumentKind,
  type RegistrationFile,
  type pleadings,
} from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { findCase } from '../repositories/cases.ts';
import * as repo from '../repositories/documents.ts';
import { findProperty } from '../repositories/properties.ts';
import type { DocumentFiles } from '../storage/documentFiles.ts';
import type { FileWork, WorkOptions } from '../work/pool.ts';

export const documentUrl = (id: number) => buildPath(api.downloadDocument.path, { id });

export function toRegistrationFile(row: repo.DocumentInfo): RegistrationFile {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, uploadedAt: row.createdAt };
}

/**
 * The pages of each listed document, as counted when it was stored. A document stored before pages were counted is
 * counted once now, in the file worker, and its count stored; one that cannot be read now (gone meanwhile, the store
 * unreachable, not a PDF that opens) lists no pages rather than failing the list.
 */
async function pagesOf(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  clientId: number,
  rows: repo.DocumentInfo[],
): Promise<Map<number, number | null>> {
  const counted: Array<readonly [number, number | null]> = [];
  for (const r of rows) {
    if (r.pages !== null) {
      counted.push([r.id, r.pages]);
      continue;
    }
    const data = await attachmentContents(db, files, clientId, [r.id]).then(
      (c) => c[0] ?? null,
      () => null,
    );
    const pages = data ? await work.countPages(r.contentType, data).catch(() => null) : null;
    if (pages !== null) await repo.setDocumentPages(db, clientId, r.id, pages);
    counted.push([r.id, pages]);
  }
  return new Map(counted);
}

/** A case's documents, each with its pages and the URL that downloads it; name keeps only the documents of that kind. */
export async function listCaseDocuments(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  client: ClientRef,
  caseId: number,
  name?: string,
): Promise<CaseDocument[]> {
  if (!(await findCase(db, client.id, caseId))) throw notFound('Case');
  const rows = await repo.listCaseDocuments(db, client.id, caseId, name?.trim() || undefined);
  const pages = await pagesOf(db, files, work, client.id, rows);
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
export async function uploadDocument(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  client: ClientRef,
  upload: DocumentUpload,
  options: WorkOptions = {},
): Promise<CaseDocument> {
  if (upload.caseId !== undefined) {
    if (!(await findCase(db, client.id, upload.caseId))) throw notFound('Case');
    await checkCaseRoom(db, client.id, upload.caseId, { bytes: upload.data.length, adding: true });
  } else if (upload.propertyId !== undefined) {
    if (!(await findProperty(db, client.id, upload.propertyId))) throw notFound('Property');
    if (!PROPERTY_DOCUMENT_KINDS.includes(upload.kind))
      throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.propertyKind);
  } else throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noOwner);
  const checked = await work.checkDocument(upload.data, options);
  const doc = {
    caseId: upload.caseId ?? null,
    propertyId: upload.propertyId ?? null,
    kind: upload.kind,
    name: storedName(upload.fileName, checked.format),
    contentType: checked.contentType,
    pages: checked.pages,
  };
  const row = await files.save(client.id, upload.data, checked.contentType, (stored) =>
    repo.insertDocument(db, client.id, doc, stored),
  );
  return toCaseDocument(row, checked.pages);
}

/**
 * A case takes another document (or a replaced one's difference in bytes) only within its limits (CASE_MAX_DOCUMENTS,
 * CASE_DOCUMENTS_MAX_BYTES; decision 0011). Two uploads at once may both pass: each account has two at most.
 */
async function checkCaseRoom(db: Db, clientId: number, caseId: number, added: { bytes: number; adding: boolean }) {
  const totals = await repo.caseDocumentTotals(db, clientId, caseId);
  if (added.adding && totals.count >= CASE_MAX_DOCUMENTS)
    throw new AppError('UNPROCESSABLE', DOCUMENT_MESSAGES.tooManyDocuments);
  if (totals.bytes + added.bytes > CASE_DOCUMENTS_MAX_BYTES)
    throw new AppError('UNPROCESSABLE', DOCUMENT_MESSAGES.caseTooLarge);
}

/**
 * Replaces the file of one of the client's documents, checked as a new upload is; the kind and owner stay. The new
 * bytes are stored before the row names them, and the old object is removed after.
 */
export async function replaceDocument(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  client: ClientRef,
  id: number,
  upload: { fileName: string; data: Buffer },
  options: WorkOptions = {},
): Promise<CaseDocument> {
  const { fileName, data } = upload;
  const current = await repo.findDocumentInfo(db, client.id, id);
  if (!current) throw notFound('Document');
  if (current.caseId !== null)
    await checkCaseRoom(db, client.id, current.caseId, { bytes: data.length - current.size, adding: false });
  const checked = await work.checkDocument(data, options);
  const { row, previousKey } = await files.save(client.id, data, checked.contentType, async (stored) => {
    const replaced = await repo.replaceDocumentFile(
      db,
      client.id,
      id,
      { name: storedName(fileName, checked.format), contentType: checked.contentType, pages: checked.pages },
      stored,
    );
    if (!replaced) throw notFound('Document');
    return replaced;
  });
  await files.discard(previousKey);
  return toCaseDocument(row, checked.pages);
}

/** Deletes one of the client's documents: the row, then its object. */
export async function deleteDocument(
  db: Db,
  files: DocumentFiles,
  client: ClientRef,
  id: number,
): Promise<{ ok: true }> {
  const deleted = await repo.deleteDocument(db, client.id, id);
  if (!deleted) throw notFound('Document');
  await files.discard(deleted.storageKey);
  return { ok: true };
}

/**
 * Removes the object store's objects that no document names and that are older than DOCUMENTS_S3_ORPHAN_MINUTES
 * before `now` (docs/decisions/0022-document-object-store.md). Returns how many were removed.
 */
export function sweepOrphanDocuments(db: Db, files: DocumentFiles, now = new Date()): Promise<number> {
  return files.sweep(new Date(now.getTime() - files.orphanMinutes * 60_000), (keys) => repo.namedStorageKeys(db, keys));
}

/** The registration files of a property (documents of kind registration), each with its pages. */
export async function listRegistrationFiles(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  client: ClientRef,
  propertyId: number,
): Promise<RegistrationFile[]> {
  if (!(await findProperty(db, client.id, propertyId))) throw notFound('Property');
  const rows = await repo.listRegistrationFiles(db, client.id, [propertyId]);
  const pages = await pagesOf(db, files, work, client.id, rows);
  return rows.map((r) => ({ ...toRegistrationFile(r), pages: pages.get(r.id) ?? null }));
}

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const EXTENSIONS: Record<DocumentFormat, readonly string[]> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  heic: ['heic', 'heif'],
};

/**
 * A stored document's name ends with the extension of what its content is (issue 34: an HTML/PDF polyglot was kept
 * as "page.html", and a download opened it as a web page): another extension is replaced, a missing one added.
 */
export function storedName(fileName: string, format: DocumentFormat): string {
  const name = safeFileName(fileName);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[format].includes(extension)) return name;
  const base = dot > 0 && /^[a-z0-9]{1,5}$/.test(extension) ? name.slice(0, dot) : name;
  return `${base}.${EXTENSIONS[format][0]}`;
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

/** The stored file of one of the client's documents, checked against the size (and SHA-256) its row recorded. */
export async function downloadDocument(
  db: Db,
  files: DocumentFiles,
  client: ClientRef,
  id: number,
): Promise<DocumentDownload> {
  const row = await repo.findDocument(db, client.id, id);
  if (!row) throw notFound('Document');
  return {
    fileName: safeFileName(row.name),
    contentType: MIME_TYPE.test(row.contentType) ? row.contentType.toLowerCase() : 'application/octet-stream',
    data: await files.load(row),
  };
}

/** Content-Disposition for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The documents a case's package can attach: the case's own, and its property's registration statement (a unit's
 * building's, when the unit has none) when the case has none of its own (a property's statement serves each of its
 * cases).
 */
export async function caseAttachments(
  db: Db,
  clientId: number,
  caseId: number,
  propertyId: number | null | undefined,
): Promise<pleadings.AttachedDocument[]> {
  const own = await repo.listCaseDocuments(db, clientId, caseId);
  const fromProperty =
    propertyId && !own.some((d) => d.kind === repo.REGISTRATION_KIND)
      ? await repo.registrationFilesOfUnit(db, clientId, propertyId)
      : [];
  return [...own, ...fromProperty].map((d) => ({ id: d.id, kind: d.kind, name: d.name }));
}

/** The content of the given documents of the client, in that order. */
export async function attachmentContents(
  db: Db,
  files: DocumentFiles,
  clientId: number,
  ids: number[],
): Promise<Buffer[]> {
  return Promise.all((await repo.documentRefs(db, clientId, ids)).map((r) => files.load(r)));
}

/** One of the client's documents as a PDF of its own (a photograph on a Letter page), named for the court's upload. */
export async function downloadDocumentAsPdf(
  db: Db,
  files: DocumentFiles,
  work: FileWork,
  client: ClientRef,
  id: number,
  options: WorkOptions = {},
): Promise<DocumentDownload> {
  const file = await downloadDocument(db, files, client, id);
  const base = file.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const data = file.contentType === 'application/pdf' ? file.data : await work.documentAsPdf(file.data, options);
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', data };
}
