/**
 * A user's own data (issue 20, last gap): download all of it as one zip archive, and delete the account with all
 * of it. Another user's data is never in the archive and is untouched by the deletion; both are in the audit log.
 */
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import * as schema from '../../src/db/schema.ts';
import { registerAccount } from '../../src/auth/accounts.ts';
import { signInThroughProvider } from './auth-support.ts';
import { startTestServer, type CallResult, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
const PASSWORD = 'Landlord2024';
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');
const { id: _sampleId, ...sampleCase } = pleadings.SAMPLE_CASE;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => t?.close());

function ok<T>(res: CallResult<T>): T {
  expect(res.status, res.text).toBe(200);
  return res.body;
}

interface Owner {
  caller: Caller;
  auth0Id: string;
  clientId: number;
  caseId: number;
  propertyId: number;
  email: string;
  tenantName: string;
  street: string;
}

/** An account with one of everything: contact, property, case with tenants, order, papers, documents, picture, offices. */
async function owner(email: string, tenantName: string, street: string): Promise<Owner> {
  const account = await registerAccount(t.server.deps.db, {
    email,
    firstName: 'Olive',
    lastName: 'Owner',
    password: PASSWORD,
  });
  const caller = await t.as(account.id, { email });
  const clientId = ok(await caller.get<{ id: number }>('/api/client')).id;
  const contactId = ok(
    await caller.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...pleadings.SAMPLE_CONTACT, streetAddress: street },
      saveAsDefault: true,
    }),
  ).id;
  const propertyId = ok(
    await caller.post<{ id: number }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, streetAddress: street, contactInfoId: contactId },
    }),
  ).id;
  const saved = ok(
    await caller.post<{ id: number }>('/api/cases', {
      caseInfo: { ...sampleCase, streetAddress: street, tenants: [{ name: tenantName }], propertyId },
      status: 'vc-sign',
    }),
  );
  const orderId = ok(await caller.post<{ id: number }>('/api/orders', { caseId: saved.id })).id;
  ok(
    await caller.post('/api/create-case-pleading-pdf', {
      caseId: saved.id,
      templateName: 'verified_complaint',
      orderId,
    }),
  );
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  expect((await caller.raw('/api/upload_avatar', { method: 'POST', body: form })).status).toBe(200);
  const doc = (values: { caseId?: number; propertyId?: number; kind: string; name: string }) =>
    t.server.deps.db.insert(schema.documents).values({
      clientId,
      caseId: values.caseId ?? null,
      propertyId: values.propertyId ?? null,
      kind: values.kind,
      name: values.name,
      contentType: 'application/pdf',
      size: pdfBytes.length,
      data: pdfBytes,
    });
  await doc({ caseId: saved.id, kind: 'lease', name: 'Lease of ../../etc.pdf' });
  await doc({ propertyId, kind: 'registration', name: 'Registration.pdf' });
  const office = {
    housingAuthority: `${tenantName} Housing Authority`,
    address: street,
    city: 'Newark',
    state: 'New Jersey',
    zipcode: '07102',
    phone: '(973) 555-0100',
    email: 'office@example.test',
  };
  ok(await caller.post('/api/socialServiceOffices', office));
  ok(
    await caller.post('/api/socialServiceOffices', {
      ...office,
      housingAuthority: `Published ${tenantName} Authority`,
    }),
  );
  await t.server.deps.db
    .update(schema.socialServiceOffices)
    .set({ published: true })
    .where(eq(schema.socialServiceOffices.housingAuthority, `Published ${tenantName} Authority`));
  return { caller, auth0Id: account.id, clientId, caseId: saved.id, propertyId, email, tenantName, street };
}

/** Every row of every table, as JSON text, by table. */
async function everyRow(): Promise<Array<{ table: string; row: string }>> {
  const out: Array<{ table: string; row: string }> = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await t.server.deps.db.select().from(table);
    for (const row of rows) out.push({ table: getTableName(table), row: JSON.stringify(row) });
  }
  return out;
}

describe('download all my data', () => {
  it('is one zip archive with data.json, the papers, the documents and the picture, only the caller\u2019s, and is logged', async () => {
    const a = await owner('export-a@example.test', 'Xavier Exportable', '11 Archive Road');
    const b = await owner('export-b@example.test', 'Bella Bystander', '22 Other Street');
    const res = await a.caller.raw('/api/account/export', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('rentfile-nj-my-data.zip');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'data.json',
      expect.stringMatching(/^documents\/case-\d+\/\d+-Lease of \.\._\.\._etc\.pdf$/),
      expect.stringMatching(/^documents\/property-\d+\/\d+-Registration\.pdf$/),
      expect.stringMatching(new RegExp(`^papers/case-${a.caseId}/\\d+-.+\\.pdf$`)),
      'picture.webp',
    ]);
    const paper = names.find((n) => n.startsWith('papers/'))!;
    expect(strFromU8(files[paper]!.slice(0, 5))).toBe('%PDF-');
    expect(Buffer.from(files[names[1]!]!).equals(pdfBytes)).toBe(true);

    const text = strFromU8(files['data.json']!);
    const data = JSON.parse(text) as Record<string, unknown> & {
      account: Record<string, unknown>;
      cases: Array<{ id: number }>;
      tenants: Array<{ name: string }>;
      auditLog: Array<{ action: string }>;
    };
    expect(data.account).toMatchObject({ id: a.auth0Id, email: a.email, firstName: 'Olive' });
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('scrypt$');
    expect(data.cases.map((c) => c.id)).toEqual([a.caseId]);
    expect(data.tenants.map((x) => x.name)).toEqual([a.tenantName]);
    for (const key of [
      'client',
      'contactInfos',
      'properties',
      'caseTenants',
      'orders',
      'pleadings',
      'documents',
      'socialServiceOffices',
      'caseBatches',
      'caseBatchCases',
    ])
      expect(data).toHaveProperty(key);
    expect(data.auditLog.map((r) => r.action)).toContain('account.export');
    for (const other of [b.tenantName, b.street, b.email, b.auth0Id]) expect(text).not.toContain(other);
  }, 60_000);

  it('is refused to an administrator acting as the user', async () => {
    const a = await owner('export-c@example.test', 'Carl Careful', '33 Guarded Way');
    const admin = await t.as('auth0|export-admin');
    await admin.get('/api/client');
    await t.server.deps.db
      .update(schema.clients)
      .set({ isAdmin: true })
      .where(eq(schema.clients.auth0Id, 'auth0|export-admin'));
    const res = await admin.get('/api/account/export', { 'as-user': a.auth0Id });
    expect(res.status).toBe(403);
    const deleted = await admin.post('/api/account/delete', { password: PASSWORD }, { 'as-user': a.auth0Id });
    expect(deleted.status).toBe(403);
    expect((await a.caller.get('/api/client')).status).toBe(200);
  }, 60_000);
});

describe('delete my account', () => {
  it('asks for the password, then leaves nothing of the user (but the audit log\u2019s opaque id) and nothing of others changed', async () => {
    const a = await owner('delete-a@example.test', 'Desmond Deletable', '44 Vanishing Lane');
    const b = await owner('delete-b@example.test', 'Bruno Bystander', '55 Staying Street');
    const signedIn = await signInThroughProvider({
      issuer: t.server.deps.verifier.issuer,
      redirectUri: `${t.server.deps.config.publicUrl}/`,
      form: { email: a.email, password: PASSWORD },
    });
    const bBefore = (await everyRow()).filter(
      (r) => r.row.includes(b.email) || r.row.includes(b.tenantName) || r.row.includes(b.street),
    );

    const none = await a.caller.post<{ error: string }>('/api/account/delete', {});
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Enter your password to delete your account.');
    const wrong = await a.caller.post<{ error: string }>('/api/account/delete', { password: 'Wrong12345' });
    expect(wrong.status).toBe(400);
    expect((await a.caller.get('/api/client')).status).toBe(200);

    ok(await a.caller.post('/api/account/delete', { password: PASSWORD }));

    // Every token of the user is refused, and no new client row appears for it.
    for (const token of [a.caller.token!, signedIn.accessToken]) {
      const res = await t.anonymous.get('/api/client', { authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
    const rows = await everyRow();
    for (const needle of [a.email, a.tenantName, a.street]) {
      const left = rows.filter((r) => r.row.includes(needle) && !r.row.includes('Published Desmond'));
      expect(left, needle).toEqual([]);
    }
    const withId = rows.filter((r) => r.row.includes(a.auth0Id));
    expect([...new Set(withId.map((r) => r.table))].sort()).toEqual(['audit_log', 'token_revocations']);
    expect(
      withId.filter((r) => r.table === 'audit_log').map((r) => (JSON.parse(r.row) as { action: string }).action),
    ).toEqual(['account.delete']);
    // The office it published stays in the shared list, without its author.
    const published = rows.filter((r) => r.row.includes('Published Desmond'));
    expect(published).toHaveLength(1);
    expect(JSON.parse(published[0]!.row)).toMatchObject({ clientId: null, published: true });
    // The other user is untouched.
    expect(
      rows.filter((r) => r.row.includes(b.email) || r.row.includes(b.tenantName) || r.row.includes(b.street)),
    ).toEqual(bBefore);
    expect((await b.caller.get(`/api/cases/${b.caseId}`)).status).toBe(200);
    // The e-mail can be used for a new account.
    await expect(
      registerAccount(t.server.deps.db, { email: a.email, firstName: 'New', lastName: 'Start', password: PASSWORD }),
    ).resolves.toHaveProperty('id');
  }, 60_000);
});
