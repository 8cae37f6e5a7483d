/**
 * Firms and their members (docs/decisions/0042-firms-members-roles.md): owners invite people by e-mail with a role,
 * change roles and remove members; a person joins with the invitation's link, signed in with the invited e-mail.
 * Every change is recorded in the audit log.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  INVITATION_DAYS,
  type FirmMember,
  type Invitation,
  type invitationRequest,
  type memberChange,
  type MyFirm,
} from '@rentfile/contract';
import type { Mailer } from '../auth/mail.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { findAttorney } from '../repositories/attorneys.ts';
import { recordAudit } from '../repositories/audit.ts';
import { findCase } from '../repositories/cases.ts';
import type { ClientRef, ClientRow } from '../repositories/clients.ts';
import * as repo from '../repositories/members.ts';

type MemberRow = repo.MemberRow;

const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toMember(row: MemberRow, you: MemberRow | null): FirmMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    attorneyId: row.attorneyId,
    createdAt: row.createdAt,
    isYou: you?.id === row.id,
  };
}

function toInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    attorneyId: row.attorneyId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

function firmName(firm: repo.Membership['firm']): string {
  const name = [firm.firstName, firm.lastName].filter((p) => p && p.trim() !== '').join(' ');
  return name || firm.email || `Firm ${firm.id}`;
}

/** The attorney an attorney member is (one of the firm's attorneys); none for the other roles. */
async function attorneyOfRole(db: Db, client: ClientRef, role: string, attorneyId: number | null | undefined) {
  if (role !== 'attorney' || attorneyId == null) return null;
  if (!(await findAttorney(db, client.id, attorneyId))) throw badRequest("That attorney is not one of the firm's.");
  return attorneyId;
}

export async function listMembers(db: Db, client: ClientRef, you: MemberRow | null): Promise<FirmMember[]> {
  return (await repo.listMembers(db, client.id)).map((m) => toMember(m, you));
}

export async function listInvitations(db: Db, client: ClientRef): Promise<Invitation[]> {
  return (await repo.listOpenInvitations(db, client.id)).map(toInvitation);
}

export async function invite(
  db: Db,
  mail: { mailer: Mailer | null; publicUrl: string },
  client: ClientRef,
  by: ClientRef,
  input: z.output<typeof invitationRequest>,
  now = new Date(),
): Promise<Invitation & { link: string }> {
  const attorneyId = await attorneyOfRole(db, client, input.role, input.attorneyId);
  const token = randomBytes(32).toString('base64url');
  const row = await repo.insertInvitation(db, {
    clientId: client.id,
    email: input.email,
    role: input.role,
    attorneyId,
    tokenHash: hashToken(token),
    invitedBy: by.auth0Id,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
  });
  await recordAudit(db, {
    actorAuth0Id: by.auth0Id,
    action: 'firm.invite',
    detail: { firmId: client.id, invitationId: row.id, role: row.role },
  });
  // The token travels in the fragment, which browsers do not send: it stays out of every server's logs.
  const link = `${mail.publicUrl}/invitation#${token}`;
  if (mail.mailer) {
    await mail.mailer.send({
      to: input.email,
      subject: 'You are invited to join a firm on RentFile NJ',
      text: [
        `You are invited to join a firm on RentFile NJ as ${row.role}.`,
        `Sign in with this e-mail address (${input.email}) and open this link within ${INVITATION_DAYS} days to accept:`,
        link,
        'If you did not expect this invitation, ignore this e-mail.',
      ].join('\n\n'),
    });
  }
  return { ...toInvitation(row), link };
}

export async function revokeInvitation(db: Db, client: ClientRef, by: ClientRef, id: number): Promise<void> {
  const row = await repo.revokeInvitation(db, client.id, id);
  if (!row) throw notFound('Invitation');
  await recordAudit(db, {
    actorAuth0Id: by.auth0Id,
    action: 'firm.invitation-revoke',
    detail: { firmId: client.id, invitationId: id },
  });
}

/** Joins the invitation's firm with its role: once, within its days, signed in with the invited e-mail. */
export async function acceptInvitation(db: Db, person: ClientRow, token: string): Promise<MyFirm> {
  return db.transaction(async (tx) => {
    const found = await repo.findInvitationByTokenHash(tx, hashToken(token));
    if (!found) throw notFound('Invitation');
    if (found.revokedAt) throw new AppError('CONFLICT', 'This invitation was revoked.');
    if (found.acceptedAt) throw new AppError('CONFLICT', 'This invitation was already used.');
    if (new Date(found.expiresAt).getTime() <= Date.now())
      throw new AppError('CONFLICT', 'This invitation has expired: ask the firm for a new one.');
    if ((person.email ?? '').trim().toLowerCase() !== found.email.trim().toLowerCase())
      throw new AppError('FORBIDDEN', 'This invitation is for another e-mail address: sign in with the invited one.');
    if (!(await repo.markInvitationAccepted(tx, found.id)))
      throw new AppError('CONFLICT', 'This invitation was already used.');
    const member = await repo.insertMember(tx, {
      clientId: found.clientId,
      subject: person.auth0Id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      role: found.role,
      attorneyId: found.attorneyId,
    });
    if (!member) throw new AppError('CONFLICT', 'You are already a member of this firm.');
    await recordAudit(tx, {
      actorAuth0Id: person.auth0Id,
      action: 'firm.invitation-accept',
      detail: { firmId: found.clientId, invitationId: found.id, memberId: member.id, role: member.role },
    });
    const joined = (await repo.membershipsOf(tx, person.auth0Id)).find((m) => m.member.id === member.id)!;
    return { id: joined.firm.id, name: firmName(joined.firm), role: member.role, current: false };
  });
}

/** A change of an owner that would leave the firm without one is refused. */
async function keepAnOwner(tx: Db, client: ClientRef, member: MemberRow, stillOwner: boolean): Promise<void> {
  if (member.role === 'owner' && !stillOwner && (await repo.countOwners(tx, client.id)) <= 1)
    throw new AppError('CONFLICT', 'A firm keeps at least one owner: make another member an owner first.');
}

export async function changeRole(
  db: Db,
  client: ClientRef,
  by: ClientRef,
  id: number,
  change: z.output<typeof memberChange>,
): Promise<FirmMember> {
  return db.transaction(async (tx) => {
    await repo.lockFirm(tx, client.id);
    const member = await repo.findMember(tx, client.id, id);
    if (!member) throw notFound('Member');
    await keepAnOwner(tx, client, member, change.role === 'owner');
    const attorneyId = await attorneyOfRole(tx, client, change.role, change.attorneyId);
    const updated = (await repo.updateMember(tx, client.id, id, { role: change.role, attorneyId }))!;
    await recordAudit(tx, {
      actorAuth0Id: by.auth0Id,
      subjectAuth0Id: member.subject,
      action: 'firm.role-change',
      detail: { firmId: client.id, memberId: id, from: member.role, to: updated.role, attorneyId },
    });
    return toMember(updated, null);
  });
}

export async function removeMember(db: Db, client: ClientRef, by: ClientRef, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockFirm(tx, client.id);
    const member = await repo.findMember(tx, client.id, id);
    if (!member) throw notFound('Member');
    await keepAnOwner(tx, client, member, false);
    await repo.removeMember(tx, client.id, id);
    await recordAudit(tx, {
      actorAuth0Id: by.auth0Id,
      subjectAuth0Id: member.subject,
      action: 'firm.member-remove',
      detail: { firmId: client.id, memberId: id, role: member.role },
    });
  });
}

/** The firms the person may act for, the one of this call marked current. */
export async function myFirms(db: Db, person: ClientRef, current: ClientRef): Promise<MyFirm[]> {
  return (await repo.membershipsOf(db, person.auth0Id)).map((m) => ({
    id: m.firm.id,
    name: firmName(m.firm),
    role: m.member.role,
    current: m.firm.id === current.id,
  }));
}

/**
 * Papers that name an attorney of record (the case's, or the one the signing sends) are signed only by that attorney
 * (a member with the attorney role who is that attorney) or an owner of the firm; papers without one by any member
 * who may sign. An administrator acting for the account (no member) signs as the account.
 */
export async function assertMaySign(
  db: Db,
  client: ClientRef,
  member: MemberRow | null,
  caseId: number,
  attorneyIdSent: number | null | undefined,
): Promise<void> {
  if (!member || member.role === 'owner') return;
  const row = await findCase(db, client.id, caseId);
  if (!row) return;
  const named = [row.attorneyId, attorneyIdSent].filter((id): id is number => id != null);
  if (named.every((id) => member.role === 'attorney' && member.attorneyId === id)) return;
  throw new AppError(
    'FORBIDDEN',
    'These papers name an attorney of record: only that attorney or an owner of the firm can sign them.',
  );
}
