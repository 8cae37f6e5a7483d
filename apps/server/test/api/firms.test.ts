/**
 * Issue 37, firms and teams (decision 0042): a firm owns the data and its members act for it with a role, chosen per
 * call by the x-firm header. Invitations join a firm once, within 7 days, unless revoked; a removal or a change of
 * role holds from the next call; the server refuses what a role does not allow, and the timeline names the member.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseEvent, FirmMember, Invitation, MyFirm } from '@rentfile/contract';
import * as schema from '../../src/db/schema.ts';
import { SAMPLE_SIGNATURE, sampleCase, sign } from './support/signing.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

interface Refusal {
  error: string;
  code: string;
}

let t: TestServer;
let owner: Caller;
let firmId: number;
let caseId: number;

/** The caller acting for the firm `id` on every call (the x-firm header). */
function forFirm(c: Caller, id: number): Caller {
  const h = (headers: Record<string, string> = {}) => ({ 'x-firm': String(id), ...headers });
  return {
    token: c.token,
    get: (p, headers) => c.get(p, h(headers)),
    post: (p, b, headers) => c.post(p, b, h(headers)),
    put: (p, b, headers) => c.put(p, b, h(headers)),
    patch: (p, b, headers) => c.patch(p, b, h(headers)),
    delete: (p, headers) => c.delete(p, h(headers)),
    raw: (p, init) => c.raw(p, { ...init, headers: h(init.headers as Record<string, string>) }),
  };
}

/** A person signed in with their own name and e-mail. */
const person = (sub: string, first: string, last: string) =>
  t.as(`auth0|${sub}`, { email: `${sub}@example.test`, given_name: first, family_name: last });

async function invite(role: string, email: string, attorneyId?: number) {
  const res = await owner.post<Invitation & { link: string }>('/api/firm/invitations', { email, role, attorneyId });
  expect(res.status, res.text).toBe(200);
  return { id: res.body.id, token: res.body.link.split('#')[1]! };
}

/** A new person who joins the firm with the role; answered with them acting for the firm. */
async function member(sub: string, first: string, last: string, role: string, attorneyId?: number) {
  const c = await person(sub, first, last);
  const { token } = await invite(role, `${sub.toUpperCase()}@Example.test`, attorneyId);
  const joined = await c.post<MyFirm>('/api/invitations/accept', { token });
  expect(joined.status, joined.text).toBe(200);
  expect(joined.body).toMatchObject({ id: firmId, role });
  return forFirm(c, firmId);
}

const cases = (c: Caller) => c.get<{ items: Array<{ id: number }>; total: number }>('/api/client/cases');
const memberId = async (email: string) =>
  (await owner.get<FirmMember[]>('/api/firm/members')).body.find((m) => m.email === email)!.id;

beforeAll(async () => {
  t = await startTestServer();
  owner = await person('firm-owner', 'Olive', 'Owens');
  const firms = await owner.get<MyFirm[]>('/api/me/firms');
  expect(firms.body).toHaveLength(1);
  firmId = firms.body[0]!.id;
  caseId = await sampleCase(owner);
}, 120_000);
afterAll(async () => t.close());

describe('a firm of one', () => {
  it('is an account: its owner is its one member, acting for it without a header', async () => {
    const members = await owner.get<FirmMember[]>('/api/firm/members');
    expect(members.body).toEqual([
      expect.objectContaining({ email: 'firm-owner@example.test', role: 'owner', isYou: true, attorneyId: null }),
    ]);
    expect((await owner.get<MyFirm[]>('/api/me/firms')).body).toEqual([
      { id: firmId, name: 'Olive Owens', role: 'owner', current: true },
    ]);
    expect((await cases(owner)).body.items.map((c) => c.id)).toEqual([caseId]);
  });
});

describe('invitations', () => {
  it('joins with the role once, for the invited e-mail only (letter case aside)', async () => {
    const { token } = await invite('viewer', 'Vera-once@example.test');
    const stranger = await person('stranger', 'Sam', 'Stranger');
    const wrong = await stranger.post<Refusal>('/api/invitations/accept', { token });
    expect([wrong.status, wrong.body.error]).toEqual([
      403,
      'This invitation is for another e-mail address: sign in with the invited one.',
    ]);
    const vera = await person('vera-once', 'Vera', 'Once');
    expect((await vera.post('/api/invitations/accept', { token })).status).toBe(200);
    const again = await vera.post<Refusal>('/api/invitations/accept', { token });
    expect([again.status, again.body.error]).toEqual([409, 'This invitation was already used.']);
    const members = await owner.get<FirmMember[]>('/api/firm/members');
    expect(members.body.find((m) => m.email === 'vera-once@example.test')?.role).toBe('viewer');
  });

  it('refuses a revoked or expired invitation and an unknown token, and lists only the open ones', async () => {
    const revoked = await invite('preparer', 'rita@example.test');
    const expired = await invite('preparer', 'rita@example.test');
    const open = await invite('preparer', 'olga@example.test');
    expect((await owner.delete(`/api/firm/invitations/${revoked.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/firm/invitations/${revoked.id}`)).status).toBe(404);
    await t.server.deps.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(schema.invitations.id, expired.id));
    const listed = await owner.get<Invitation[]>('/api/firm/invitations');
    expect(listed.body.map((i) => i.id)).toContain(open.id);
    expect(listed.body.map((i) => i.id)).not.toContain(revoked.id);
    expect(listed.body.map((i) => i.id)).not.toContain(expired.id);
    const rita = await person('rita', 'Rita', 'Late');
    const r1 = await rita.post<Refusal>('/api/invitations/accept', { token: revoked.token });
    expect([r1.status, r1.body.error]).toEqual([409, 'This invitation was revoked.']);
    const r2 = await rita.post<Refusal>('/api/invitations/accept', { token: expired.token });
    expect([r2.status, r2.body.error]).toEqual([409, 'This invitation has expired: ask the firm for a new one.']);
    expect((await rita.post('/api/invitations/accept', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await forFirm(rita, firmId).get('/api/client/cases')).status).toBe(403);
  });
});

describe('roles', () => {
  it('lets a viewer read everything and change nothing', async () => {
    const viewer = await member('vic', 'Vic', 'Viewer', 'viewer');
    expect((await cases(viewer)).body.items.map((c) => c.id)).toEqual([caseId]);
    expect((await viewer.get(`/api/cases/${caseId}`)).status).toBe(200);
    const write = await viewer.post<Refusal>('/api/cases', { caseInfo: {} });
    expect([write.status, write.body.error]).toEqual([
      403,
      'Your role in this firm (viewer) only allows reading: ask an owner of the firm for another role.',
    ]);
    expect((await viewer.post(`/api/case/${caseId}`, { caseInfo: { unitNo: '9' } })).status).toBe(403);
    expect((await viewer.delete(`/api/case/${caseId}`)).status).toBe(403);
    expect((await viewer.post(`/api/cases/${caseId}/sign`, SAMPLE_SIGNATURE)).status).toBe(403);
    expect(
      (await viewer.post('/api/create-case-pleading-pdf', { caseId, templateName: 'verified_complaint' })).status,
    ).toBe(403);
    expect((await owner.get(`/api/cases/${caseId}`)).status).toBe(200);
  });

  it('lets a preparer make cases, named on the timeline, but not manage members', async () => {
    const preparer = await member('pat', 'Pat', 'Preparer', 'preparer');
    const created = await preparer.post<{ id: number }>('/api/cases', { caseInfo: {} });
    expect(created.status, created.text).toBe(200);
    const events = await owner.get<CaseEvent[]>(`/api/cases/${created.body.id}/timeline`);
    expect(events.body.map((e) => [e.kind, e.actorName])).toEqual([['case_created', 'Pat Preparer']]);
    const refused = await preparer.post<Refusal>('/api/firm/invitations', { email: 'x@example.test', role: 'owner' });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'Only an owner of the firm can manage its members and its account.',
    ]);
    expect((await preparer.get('/api/firm/invitations')).status).toBe(403);
    const ownerId = await memberId('firm-owner@example.test');
    expect((await preparer.patch(`/api/firm/members/${ownerId}`, { role: 'viewer' })).status).toBe(403);
    expect((await preparer.delete(`/api/firm/members/${ownerId}`)).status).toBe(403);
    expect((await preparer.put('/api/update-user', { user: { firstName: 'X' } })).status).toBe(403);
    expect((await preparer.get<FirmMember[]>('/api/firm/members')).body.find((m) => m.isYou)?.role).toBe('preparer');
  });

  it('lets only the attorney of record or an owner sign papers that name an attorney', async () => {
    const partner = await owner.post<{ id: number }>('/api/attorneys', {
      attorney: {
        firstName: 'Omar',
        lastName: 'Ames',
        attorneyId: '004561998',
        firm: 'Whitfield & Ames LLP',
        streetAddress: '10 Park Place',
        city: 'Newark',
        state: 'New Jersey',
        zipcode: '07102',
        phone: '(973) 555-0199',
        email: 'omar@whitfieldames.example',
      },
    });
    expect(partner.status, partner.text).toBe(200);
    const represented = await sampleCase(owner, { caseInfo: { attorneyId: partner.body.id } });
    const preparer = await member('penny', 'Penny', 'Preparer', 'preparer');
    const signature = { ...SAMPLE_SIGNATURE, attorneyId: partner.body.id };
    const refused = await preparer.post<Refusal>(`/api/cases/${represented}/sign`, signature);
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'These papers name an attorney of record: only that attorney or an owner of the firm can sign them.',
    ]);
    // Clearing the attorney in the signing itself does not get round it.
    const cleared = await preparer.post(`/api/cases/${represented}/sign`, { ...SAMPLE_SIGNATURE, attorneyId: null });
    expect(cleared.status).toBe(403);
    const attorney = await member('omar', 'Omar', 'Ames', 'attorney', partner.body.id);
    await sign(attorney, represented, { attorneyId: partner.body.id });
    const events = await owner.get<CaseEvent[]>(`/api/cases/${represented}/timeline`);
    expect(events.body.find((e) => e.kind === 'papers_signed')?.actorName).toBe('Omar Ames');
  });
});

describe('several firms', () => {
  it("keeps a member of another firm out of this firm's cases, by header or by id", async () => {
    const other = await person('other-owner', 'Otto', 'Other');
    const header = await forFirm(other, firmId).get<Refusal>('/api/client/cases');
    expect([header.status, header.body.error]).toEqual([403, 'You are not a member of that firm.']);
    expect((await cases(other)).body.total).toBe(0);
    expect((await other.get(`/api/cases/${caseId}`)).status).toBe(404);
    expect((await other.post(`/api/case/${caseId}`, { caseInfo: { unitNo: '13' } })).status).toBe(404);
    expect((await other.delete(`/api/case/${caseId}`)).status).toBe(404);
    const ownerId = await memberId('firm-owner@example.test');
    expect((await other.patch(`/api/firm/members/${ownerId}`, { role: 'viewer' })).status).toBe(404);
    expect((await other.delete(`/api/firm/members/${ownerId}`)).status).toBe(404);
    const read = await owner.get<{ unitNo?: string | null }>(`/api/cases/${caseId}`);
    expect(read.status).toBe(200);
    expect(read.body.unitNo).not.toBe('13');
  });

  it('lets a person in two firms switch with the header, their own firm by default', async () => {
    const dual = await person('dual', 'Dee', 'Dual');
    const own = await dual.post<{ id: number }>('/api/cases', { caseInfo: {} });
    expect(own.status).toBe(200);
    const { token } = await invite('preparer', 'dual@example.test');
    expect((await dual.post('/api/invitations/accept', { token })).status).toBe(200);
    const firms = await dual.get<MyFirm[]>('/api/me/firms');
    expect(firms.body.map((f) => [f.id === firmId, f.role, f.current])).toEqual([
      [false, 'owner', true],
      [true, 'preparer', false],
    ]);
    expect((await cases(dual)).body.items.map((c) => c.id)).toEqual([own.body.id]);
    const acting = forFirm(dual, firmId);
    expect((await cases(acting)).body.items.map((c) => c.id)).toContain(caseId);
    expect((await cases(acting)).body.items.map((c) => c.id)).not.toContain(own.body.id);
    expect((await acting.get<MyFirm[]>('/api/me/firms')).body.find((f) => f.current)?.id).toBe(firmId);
  });
});

describe('changes of members', () => {
  it('holds a role change and a removal from the next call, keeps an owner, and records each in the audit log', async () => {
    const mo = await member('mo', 'Mo', 'Moved', 'preparer');
    const id = await memberId('mo@example.test');
    expect((await mo.post('/api/cases', { caseInfo: {} })).status).toBe(200);
    const changed = await owner.patch<FirmMember>(`/api/firm/members/${id}`, { role: 'viewer' });
    expect([changed.status, changed.body.role]).toEqual([200, 'viewer']);
    expect((await mo.post('/api/cases', { caseInfo: {} })).status).toBe(403);
    expect((await owner.delete(`/api/firm/members/${id}`)).status).toBe(200);
    const gone = await mo.get<Refusal>('/api/client/cases');
    expect([gone.status, gone.body.error]).toEqual([403, 'You are not a member of that firm.']);
    const ownerId = await memberId('firm-owner@example.test');
    const last = await owner.delete<Refusal>(`/api/firm/members/${ownerId}`);
    expect([last.status, last.body.error]).toEqual([
      409,
      'A firm keeps at least one owner: make another member an owner first.',
    ]);
    expect((await owner.patch(`/api/firm/members/${ownerId}`, { role: 'preparer' })).status).toBe(409);
    const audit = await t.server.deps.db.select().from(schema.auditLog);
    const actions = audit.filter((a) => (a.detail as { memberId?: number } | null)?.memberId === id);
    expect(actions.map((a) => [a.action, a.actorAuth0Id])).toEqual([
      ['firm.invitation-accept', 'auth0|mo'],
      ['firm.role-change', 'auth0|firm-owner'],
      ['firm.member-remove', 'auth0|firm-owner'],
    ]);
    expect(audit.filter((a) => a.action === 'firm.invite').length).toBeGreaterThan(0);
    expect(audit.filter((a) => a.action === 'firm.invitation-revoke').length).toBe(1);
  });
});
