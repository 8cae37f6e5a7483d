/** The members of firms and the invitations to join them (docs/decisions/0042-firms-members-roles.md). */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedFor, type Db } from '../db/client.ts';
import type { MemberRoleName } from '@rentfile/contract';
import { clients, invitations, members } from '../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** A current membership of a subject, with its firm's identity and name. */
export interface Membership {
  member: MemberRow;
  firm: { id: number; auth0Id: string; firstName: string | null; lastName: string | null; email: string | null };
}

const membershipsOfSubject = preparedFor((db) =>
  db
    .select({
      member: members,
      firm: {
        id: clients.id,
        auth0Id: clients.auth0Id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      },
    })
    .from(members)
    .innerJoin(clients, eq(clients.id, members.clientId))
    .where(and(eq(members.subject, sql.placeholder('subject')), isNull(members.removedAt)))
    .orderBy(asc(members.id))
    .prepare('memberships_of_subject'),
);

/**
 * Every firm the subject is a current member of, oldest membership first (read on every call: no cache), each with
 * the firm's identity and name (for the subject's own firm, the subject's own profile name).
 */
export async function membershipsOf(db: Db, subject: string): Promise<Membership[]> {
  return membershipsOfSubject(db).execute({ subject });
}

/** Makes a new client the owner of its own firm (nothing if it already is). */
export async function insertOwner(
  db: Db,
  client: { id: number; auth0Id: string; email: string | null; firstName: string | null; lastName: string | null },
): Promise<void> {
  await db
    .insert(members)
    .values({
      clientId: client.id,
      subject: client.auth0Id,
      email: client.email,
      firstName: client.firstName,
      lastName: client.lastName,
      role: 'owner',
    })
    .onConflictDoNothing();
}

export function listMembers(db: Db, clientId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(and(eq(members.clientId, clientId), isNull(members.removedAt)))
    .orderBy(asc(members.id));
}

export async function findMember(db: Db, clientId: number, id: number): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.id, id), isNull(members.removedAt)));
  return rows[0];
}

/** How many current owners the firm has. */
export async function countOwners(db: Db, clientId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.role, 'owner'), isNull(members.removedAt)));
  return rows[0]!.n;
}

/** Locks the firm's row so that two changes of its owners are made one after the other. */
export async function lockFirm(db: Db, clientId: number): Promise<void> {
  await db.execute(sql`select 1 from ${clients} where ${clients.id} = ${clientId} for update`);
}

export async function updateMember(
  db: Db,
  clientId: number,
  id: number,
  changes: { role: MemberRoleName; attorneyId: number | null },
): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set(changes)
    .where(and(eq(members.clientId, clientId), eq(members.id, id), isNull(members.removedAt)))
    .returning();
  return rows[0];
}

export async function removeMember(db: Db, clientId: number, id: number): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set({ removedAt: sql`now()` })
    .where(and(eq(members.clientId, clientId), eq(members.id, id), isNull(members.removedAt)))
    .returning();
  return rows[0];
}

/** Adds a member; undefined when the subject is already a current member of the firm. */
export async function insertMember(
  db: Db,
  values: Omit<typeof members.$inferInsert, 'id' | 'createdAt' | 'removedAt'>,
): Promise<MemberRow | undefined> {
  const rows = await db.insert(members).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function insertInvitation(
  db: Db,
  values: Omit<typeof invitations.$inferInsert, 'id' | 'createdAt' | 'acceptedAt' | 'revokedAt'>,
): Promise<InvitationRow> {
  const rows = await db.insert(invitations).values(values).returning();
  return rows[0]!;
}

/** The firm's invitations still open: neither accepted, revoked nor expired. */
export function listOpenInvitations(db: Db, clientId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.clientId, clientId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(invitations.id));
}

export async function revokeInvitation(db: Db, clientId: number, id: number): Promise<InvitationRow | undefined> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.clientId, clientId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return rows[0];
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const rows = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return rows[0];
}

/** Marks an open invitation accepted; undefined when it was used, revoked or expired meanwhile (single use). */
export async function markInvitationAccepted(db: Db, id: number): Promise<InvitationRow | undefined> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}
