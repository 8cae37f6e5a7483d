import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInfo = Omit<DocumentRow, 'data'>;

export const REGISTRATION_KIND = 'registration';

const info = {
  id: documents.id,
  clientId: documents.clientId,
  caseId: documents.caseId,
  propertyId: documents.propertyId,
  kind: documents.kind,
  name: documents.name,
  contentType: documents.contentType,
  size: documents.size,
  createdAt: documents.createdAt,
};

/** A case's documents without their content, optionally only those of one kind (compared case-insensitively). */
export async function listCaseDocuments(db: Db, clientId: number, caseId: number, kind?: string): Promise<DocumentInfo[]> {
  const conditions = [eq(documents.clientId, clientId), eq(documents.caseId, caseId)];
  if (kind) conditions.push(sql`lower(${documents.kind}) = lower(${kind})`);
  return db.select(info).from(documents).where(and(...conditions)).orderBy(asc(documents.id));
}

/** The registration files of the given properties, without their content. */
export async function listRegistrationFiles(db: Db, clientId: number, propertyIds: number[]): Promise<DocumentInfo[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select(info)
    .from(documents)
    .where(and(eq(documents.clientId, clientId), inArray(documents.propertyId, propertyIds), eq(documents.kind, REGISTRATION_KIND)))
    .orderBy(asc(documents.id));
}

/** One document without its content. */
export async function findDocumentInfo(db: Db, clientId: number, id: number): Promise<DocumentInfo | undefined> {
  const rows = await db.select(info).from(documents).where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  return rows[0];
}

/** One document with its content. */
export async function findDocument(db: Db, clientId: number, id: number): Promise<DocumentRow | undefined> {
  const rows = await db.select().from(documents).where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  return rows[0];
}

export interface NewDocument {
  caseId: number | null;
  propertyId: number | null;
  kind: string;
  name: string;
  contentType: string;
  data: Buffer;
}

/** Stores a document and its content in one statement: a failed write leaves no row. */
export async function insertDocument(db: Db, clientId: number, doc: NewDocument): Promise<DocumentInfo> {
  const rows = await db
    .insert(documents)
    .values({ clientId, ...doc, size: doc.data.length })
    .returning(info);
  return rows[0]!;
}

/** Replaces the content (and name and type) of one of the client's documents; undefined when there is none. */
export async function replaceDocumentFile(db: Db, clientId: number, id: number, file: Pick<NewDocument, 'name' | 'contentType' | 'data'>): Promise<DocumentInfo | undefined> {
  const rows = await db
    .update(documents)
    .set({ ...file, size: file.data.length })
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)))
    .returning(info);
  return rows[0];
}

/** Deletes one of the client's documents; false when there is none. */
export async function deleteDocument(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db.delete(documents).where(and(eq(documents.id, id), eq(documents.clientId, clientId))).returning({ id: documents.id });
  return rows.length > 0;
}

/** The content of the client's documents of the given ids, in the order asked; missing ids are left out. */
export async function documentContents(db: Db, clientId: number, ids: number[]): Promise<Buffer[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: documents.id, data: documents.data }).from(documents).where(and(eq(documents.clientId, clientId), inArray(documents.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r.data]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
