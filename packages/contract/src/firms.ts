/**
 * Firms and their members (docs/decisions/0042-firms-members-roles.md): a firm owns the data, its members act for it
 * with a role; invitations by e-mail join a firm. The header FIRM_HEADER names the firm a call acts for.
 */
import { z } from 'zod';
import { MAX_INT } from '@rentfile/domain';
import { endpoint, idParam, ok } from './endpoint.ts';

/** The request header naming (by id) the firm a call acts for; without it, the person's own firm. */
export const FIRM_HEADER = 'x-firm';

export const MEMBER_ROLES = ['owner', 'attorney', 'preparer', 'viewer'] as const;
export const memberRole = z.enum(MEMBER_ROLES);
export type MemberRoleName = z.infer<typeof memberRole>;

/** How long an invitation's link can be used. */
export const INVITATION_DAYS = 7;

export const firmMember = z.object({
  id: z.number().int().positive(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: memberRole,
  /** For an attorney: which of the firm's attorneys this member is. */
  attorneyId: z.number().int().positive().nullable(),
  createdAt: z.string(),
  /** The member making the call. */
  isYou: z.boolean(),
});
export type FirmMember = z.infer<typeof firmMember>;

export const invitation = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: memberRole,
  attorneyId: z.number().int().positive().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

const attorneyRef = z.number().int().positive().max(MAX_INT).nullable().optional();

export const invitationRequest = z.object({
  email: z.string().trim().email().max(254),
  role: memberRole,
  attorneyId: attorneyRef,
});

export const memberChange = z.object({ role: memberRole, attorneyId: attorneyRef });

export const myFirm = z.object({
  /** The firm's id: the value of FIRM_HEADER that acts for it. */
  id: z.number().int().positive(),
  name: z.string(),
  role: memberRole,
  /** The firm this call acted for. */
  current: z.boolean(),
});
export type MyFirm = z.infer<typeof myFirm>;

export const firmApi = {
  getMembers: endpoint({ summary: "The firm's current members", response: z.array(firmMember) }),
  updateMember: endpoint({
    summary: "Change a member's role (owners only; the firm keeps at least one owner)",
    params: idParam,
    body: memberChange,
    response: firmMember,
  }),
  removeMember: endpoint({
    summary: 'Remove a member from the firm (owners only; not the last owner)',
    params: idParam,
    response: ok,
  }),
  inviteMember: endpoint({
    summary: `Invite someone by e-mail to join the firm with a role (owners only); the link is single use and expires in ${INVITATION_DAYS} days`,
    body: invitationRequest,
    response: invitation.extend({
      /** The invitation's link, also sent by e-mail when a mail server is configured. */
      link: z.string(),
    }),
  }),
  getInvitations: endpoint({ summary: "The firm's open invitations (owners only)", response: z.array(invitation) }),
  revokeInvitation: endpoint({ summary: 'Revoke an open invitation (owners only)', params: idParam, response: ok }),
  acceptInvitation: endpoint({
    summary: "Join a firm with an invitation's token (the signed-in e-mail must be the invited one)",
    body: z.object({ token: z.string().min(10).max(200) }),
    response: myFirm,
  }),
  getMyFirms: endpoint({ summary: 'The firms the signed-in person is a member of', response: z.array(myFirm) }),
};
