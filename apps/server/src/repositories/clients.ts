import { and, eq, sql } from 'drizzle-orm';
import type { ColumnMapping } from '@rentfile/domain';
import type { Db } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { insertOwner } from './members.ts';

export type ClientRow = typeof clients.$inferSelect;
/** What never changes about a client once created (no path deletes a client or changes its auth0Id). */
export type ClientRef = Pick<ClientRow, 'id' | 'auth0Id'>;

export async function findClientByAuth0Id(db: Db, auth0Id: string): Promise<ClientRow | undefined> {
  const rows = await db.select().from(clients).where(eq(clients.auth0Id, auth0Id));
  return rows[0];
}

export interface ClientClaims {
  auth0Id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Set only when the sign-in provider decides it (an external provider's claim). */
  isAdmin?: boolean | undefined;
  /** The provider's email_verified claim: it vouches that `email` is the user's. */
  emailVerified?: boolean | undefined;
}

/** Whether the provider vouches for the row's own address (a token's e-mail may differ from the one first stored). */
const vouchesFor = (claims: ClientClaims, row: ClientRow) =>
  claims.emailVerified === true &&
  row.emailVerifiedAt === null &&
  claims.email !== null &&
  row.email !== null &&
  claims.email.toLowerCase() === row.email.toLowerCase();

/**
 * The client row of a token's subject, created on first sight from the token's claims as a firm of which it is the
 * owner; a provider's email_verified claim marks its address verified (on first sight, or later when the provider has
 * verified it since).
 */
export async function ensureClient(db: Db, claims: ClientClaims): Promise<ClientRow> {
  let found = await findClientByAuth0Id(db, claims.auth0Id);
  if (found && vouchesFor(claims, found)) found = (await markEmailVerified(db, found.id, found.email!)) ?? found;
  if (found && (claims.isAdmin === undefined || claims.isAdmin === found.isAdmin)) return found;
  const rows = await db
    .insert(clients)
    .values({
      auth0Id: claims.auth0Id,
      email: claims.email,
      emailVerifiedAt: claims.emailVerified === true && claims.email !== null ? sql`now()` : null,
      firstName: claims.firstName,
      lastName: claims.lastName,
      isAdmin: claims.isAdmin ?? false,
    })
    .onConflictDoUpdate({
      target: clients.auth0Id,
      set: claims.isAdmin === undefined ? { auth0Id: sql`excluded.auth0_id` } : { isAdmin: claims.isAdmin },
    })
    .returning();
  if (!found) await insertOwner(db, rows[0]!);
  return rows[0]!;
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const rows = await db.select().from(clients).where(eq(clients.id, id));
  return rows[0];
}

/** Marks the client's e-mail verified, if it is still this address; the row as it is then (undefined: another address). */
export async function markEmailVerified(db: Db, id: number, email: string): Promise<ClientRow | undefined> {
  const rows = await db
    .update(clients)
    .set({ emailVerifiedAt: sql`coalesce(${clients.emailVerifiedAt}, now())` })
    .where(and(eq(clients.id, id), sql`lower(${clients.email}) = lower(${email})`))
    .returning();
  return rows[0];
}

/** The client whose e-mail is this one, letter case aside. */
export async function findClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  const rows = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${email})`);
  return rows[0];
}

/** The client's default contact, read now (another request or server process may have just changed it). */
export async function defaultContactInfoIdOf(db: Db, id: number): Promise<number | null> {
  const rows = await db.select({ id: clients.defaultContactInfoId }).from(clients).where(eq(clients.id, id));
  return rows[0]?.id ?? null;
}

export async function updateClient(
  db: Db,
  id: number,
  changes: Partial<typeof clients.$inferInsert>,
): Promise<ClientRow> {
  const rows = await db.update(clients).set(changes).where(eq(clients.id, id)).returning();
  return rows[0]!;
}

/** The ledger column mappings an account remembers, by header set (docs/product/rules.md#ledger-import). */
export async function ledgerMappingsOf(db: Db, id: number): Promise<Record<string, ColumnMapping>> {
  const rows = await db.select({ ledgerMappings: clients.ledgerMappings }).from(clients).where(eq(clients.id, id));
  return rows[0]?.ledgerMappings ?? {};
}

export async function writeLedgerMappings(db: Db, id: number, mappings: Record<string, ColumnMapping>): Promise<void> {
  await db.update(clients).set({ ledgerMappings: mappings }).where(eq(clients.id, id));
}
