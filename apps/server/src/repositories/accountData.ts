/**
 * Everything stored for one client, read for its export, and its deletion. Every client-owned table hangs on
 * clients.id with ON DELETE CASCADE, so deleting the client row deletes the rest; published public housing offices
 * that the client added stay in the shared list, without their author.
 */
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  auditLog,
  avatars,
  caseBatchCases,
  caseBatches,
  cases,
  caseTenants,
  clients,
  contactInfos,
  documents,
  issuedPapers,
  members,
  orders,
  pleadings,
  properties,
  rateLimits,
  socialServiceOffices,
  tenants,
} from '../db/schema.ts';

const { data: _pleadingData, ...pleadingColumns } = getTableColumns(pleadings);
const {
  data: _documentData,
  storageKey: _storageKey,
  sha256: _sha256,
  ...documentColumns
} = getTableColumns(documents);
const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(accounts);

/** The client's rows, table by table; files without their bytes (readFiles gives those one at a time). */
export async function readClientRows(db: Db, clientId: number, auth0Id: string) {
  const [
    client,
    account,
    contacts,
    ownProperties,
    ownCases,
    ownTenants,
    links,
    ownOrders,
    papers,
    files,
    offices,
    audit,
    batches,
    batchCases,
    issued,
  ] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, clientId)),
    db.select(accountColumns).from(accounts).where(eq(accounts.id, auth0Id)),
    db.select().from(contactInfos).where(eq(contactInfos.clientId, clientId)),
    db.select().from(properties).where(eq(properties.clientId, clientId)),
    db.select().from(cases).where(eq(cases.clientId, clientId)),
    db.select().from(tenants).where(eq(tenants.clientId, clientId)),
    db.select().from(caseTenants).where(eq(caseTenants.clientId, clientId)),
    db.select().from(orders).where(eq(orders.clientId, clientId)),
    db.select(pleadingColumns).from(pleadings).where(eq(pleadings.clientId, clientId)),
    db.select(documentColumns).from(documents).where(eq(documents.clientId, clientId)),
    db.select().from(socialServiceOffices).where(eq(socialServiceOffices.clientId, clientId)),
    db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.actorAuth0Id, auth0Id), eq(auditLog.subjectAuth0Id, auth0Id))),
    db.select().from(caseBatches).where(eq(caseBatches.clientId, clientId)),
    db.select().from(caseBatchCases).where(eq(caseBatchCases.clientId, clientId)),
    db.select().from(issuedPapers).where(eq(issuedPapers.clientId, clientId)),
  ]);
  return {
    client: client[0] ?? null,
    account: account[0] ?? null,
    contactInfos: contacts,
    properties: ownProperties,
    cases: ownCases,
    tenants: ownTenants,
    caseTenants: links,
    orders: ownOrders,
    pleadings: papers,
    documents: files,
    socialServiceOffices: offices,
    auditLog: audit,
    caseBatches: batches,
    caseBatchCases: batchCases,
    issuedPapers: issued,
  };
}
export type ClientRows = Awaited<ReturnType<typeof readClientRows>>;

/** A stored paper's bytes when its row holds them (null: kept as a file on the embedded database). */
export async function readPleadingFile(db: Db, clientId: number, id: number): Promise<Buffer | null> {
  const rows = await db
    .select({ data: pleadings.data })
    .from(pleadings)
    .where(and(eq(pleadings.id, id), eq(pleadings.clientId, clientId)));
  return rows[0]?.data ?? null;
}

export async function readAvatar(db: Db, clientId: number): Promise<{ contentType: string; data: Buffer } | undefined> {
  const rows = await db
    .select({ contentType: avatars.contentType, data: avatars.data })
    .from(avatars)
    .where(eq(avatars.clientId, clientId));
  return rows[0];
}

/**
 * Deletes the client with everything it owns, its memberships of other firms (their name and e-mail with them), and
 * its built-in account (when there is one) with its attempt counters, in one transaction. Published offices it
 * added are kept for everyone, without their author.
 */
export async function deleteClientAndAccount(
  db: Db,
  input: {
    clientId: number | null;
    subject: string;
    accountId: string | null;
    attemptKeys: string[];
    attemptKeyPrefix: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.clientId !== null) {
      await tx
        .update(socialServiceOffices)
        .set({ clientId: null })
        .where(and(eq(socialServiceOffices.clientId, input.clientId), eq(socialServiceOffices.published, true)));
      await tx.delete(clients).where(eq(clients.id, input.clientId));
    }
    await tx.delete(members).where(eq(members.subject, input.subject));
    if (input.accountId !== null) await tx.delete(accounts).where(eq(accounts.id, input.accountId));
    if (input.attemptKeys.length > 0) await tx.delete(rateLimits).where(inArray(rateLimits.key, input.attemptKeys));
    if (input.attemptKeyPrefix !== null)
      await tx.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${input.attemptKeyPrefix})`);
  });
}
