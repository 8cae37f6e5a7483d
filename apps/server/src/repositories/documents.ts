import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cases, documents, issuedPapers, properties } from '../db/schema.ts';
import type { StoredBytes, StoredRef } from '../storage/documentFiles.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInfo = Omit<DocumentRow, 'data' | 'storageKey' | 'sha256'>;

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
  pages: documents.pages,
  createdAt: documents.createdAt,
};

/** A case's documents without their content, optionally only those of one kind (compared case-insensitively). */
export async function listCaseDocuments(
  db: Db,
  clientId: number,
  caseId: number,
  kind?: string,
): Promise<DocumentInfo[]> {
  const conditions = [eq(documents.clientId, clientId), eq(documents.caseId, caseId)];
  if (kind) conditions.push(sql`lower(${documents.kind}) = lower(${kind})`);
  return db
    .select(info)
    .from(documents)
    .where(and(...conditions))
    .orderBy(asc(documents.id));
}

/** The registration files of the given properties, without their content. */
export async function listRegistrationFiles(db: Db, clientId: number, propertyIds: number[]): Promise<DocumentInfo[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select(info)
    .from(documents)
    .where(
      and(
        eq(documents.clientId, clientId),
        inArray(documents.propertyId, propertyIds),
        eq(documents.kind, REGISTRATION_KIND),
      ),
    )
    .orderBy(asc(documents.id));
}

/**
 * The registration statement a property's cases attach: the property's own, else, for a unit of a building, the
 * building's (one statement registers the building's units: a unit added later, as a batch adds one, attaches it
 * without the landlord uploading it again).
 */
export async function registrationFilesOfUnit(db: Db, clientId: number, propertyId: number): Promise<DocumentInfo[]> {
  const own = await listRegistrationFiles(db, clientId, [propertyId]);
  if (own.length > 0) return own;
  const [unit] = await db
    .select({ buildingId: properties.propertyId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.clientId, clientId)));
  return unit?.buildingId ? listRegistrationFiles(db, clientId, [unit.buildingId]) : [];
}

/** One document without its content. */
export async function findDocumentInfo(db: Db, clientId: number, id: number): Promise<DocumentInfo | undefined> {
  const rows = await db
    .select(info)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  return rows[0];
}

/** One document with its content. */
export async function findDocument(db: Db, clientId: number, id: number): Promise<DocumentRow | undefined> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  return rows[0];
}

export interface NewDocument {
  caseId: number | null;
  propertyId: number | null;
  kind: string;
  name: string;
  contentType: string;
  pages: number;
}

const ref = { data: documents.data, storageKey: documents.storageKey, size: documents.size, sha256: documents.sha256 };

/** Stores a document's row with its bytes or their object's key in one statement: a failed write leaves no row. */
export async function insertDocument(
  db: Db,
  clientId: number,
  doc: NewDocument,
  stored: StoredBytes,
): Promise<DocumentInfo> {
  const rows = await db
    .insert(documents)
    .values({ clientId, ...doc, ...stored })
    .returning(info);
  return rows[0]!;
}

/**
 * Replaces the file (and name and type) of one of the client's documents; undefined when there is none. Also
 * returns the object key the row named before, whose object the caller removes.
 */
export async function replaceDocumentFile(
  db: Db,
  clientId: number,
  id: number,
  file: Pick<NewDocument, 'name' | 'contentType' | 'pages'>,
  stored: StoredBytes,
): Promise<{ row: DocumentInfo; previousKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.clientId, clientId)))
      .for('update');
    if (!previous) return undefined;
    const [row] = await tx
      .update(documents)
      .set({ ...file, ...stored })
      .where(and(eq(documents.id, id), eq(documents.clientId, clientId)))
      .returning(info);
    return { row: row!, previousKey: previous.storageKey };
  });
}

/** Stores the page count of a document stored before pages were counted. */
export async function setDocumentPages(db: Db, clientId: number, id: number, pages: number): Promise<void> {
  await db
    .update(documents)
    .set({ pages })
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
}

/** How many documents a case holds and their bytes together (per-case limits, decision 0011). */
export async function caseDocumentTotals(
  db: Db,
  clientId: number,
  caseId: number,
): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${documents.size}), 0)::bigint` })
    .from(documents)
    .where(and(eq(documents.clientId, clientId), eq(documents.caseId, caseId)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Deletes one of the client's documents; undefined when there is none, else the object key it named. */
export async function deleteDocument(
  db: Db,
  clientId: number,
  id: number,
): Promise<{ storageKey: string | null } | undefined> {
  const rows = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)))
    .returning({ storageKey: documents.storageKey });
  return rows[0];
}

/** Where the bytes of one of the client's documents are. */
export async function findDocumentRef(db: Db, clientId: number, id: number): Promise<StoredRef | undefined> {
  const rows = await db
    .select(ref)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.clientId, clientId)));
  return rows[0];
}

/** Where the bytes of the client's documents of the given ids are, in the order asked; missing ids are left out. */
export async function documentRefs(db: Db, clientId: number, ids: number[]): Promise<StoredRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documents.id, ...ref })
    .from(documents)
    .where(and(eq(documents.clientId, clientId), inArray(documents.id, ids)));
  const byId = new Map(rows.map(({ id, ...r }) => [id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of the given object keys a document names (whoever's it is: the object store's sweep asks). */
export async function namedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key])));
}

/**
 * Whether the papers a signed case stands on attach the document: its latest version not superseded names it in its
 * inputs (decision 0026; a case reopened for correction is not signed, so its documents are free again).
 */
export async function attachedToSignedPapers(db: Db, clientId: number, documentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: issuedPapers.id })
    .from(issuedPapers)
    .innerJoin(cases, and(eq(cases.id, issuedPapers.caseId), eq(cases.clientId, clientId)))
    .where(
      and(
        eq(issuedPapers.clientId, clientId),
        isNull(issuedPapers.supersededAt),
        eq(cases.submitted, true),
        sql`(${issuedPapers.inputs})::jsonb -> 'documents' @> ${JSON.stringify([{ id: documentId }])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
