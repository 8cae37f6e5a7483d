import { buildPath, api, type CaseDocument } from '@rentfile/contract';
import type { RegistrationFile } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import { findCase } from '../repositories/cases.ts';
import * as repo from '../repositories/documents.ts';
import { findProperty } from '../repositories/properties.ts';

export const documentUrl = (id: number) => buildPath(api.downloadDocument.path, { id });

export function toRegistrationFile(row: repo.DocumentInfo): RegistrationFile {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, uploadedAt: row.createdAt };
}

/** A case's documents, each with the URL that downloads it; name keeps only the documents of that kind. */
export async function listCaseDocuments(db: Db, client: ClientRef, caseId: number, name?: string): Promise<CaseDocument[]> {
  if (!(await findCase(db, client.id, caseId))) throw notFound('Case');
  const rows = await repo.listCaseDocuments(db, client.id, caseId, name?.trim() || undefined);
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, contentType: r.contentType, size: r.size, url: documentUrl(r.id) }));
}

/** The registration files of a property (documents of kind registration). */
export async function listRegistrationFiles(db: Db, client: ClientRef, propertyId: number): Promise<RegistrationFile[]> {
  if (!(await findProperty(db, client.id, propertyId))) throw notFound('Property');
  return (await repo.listRegistrationFiles(db, client.id, [propertyId])).map(toRegistrationFile);
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
