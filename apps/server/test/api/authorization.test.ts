/**
 * The authorization matrix: client A creates one of everything through the API; for every endpoint of the
 * contract that takes an id (in the path, the query or the body), client B calling with A's ids is answered
 * 404 (403 where the id is a user's own identity, auth0Id) and A's data read back afterwards is unchanged.
 * The endpoint list comes from the contract: a new endpoint with neither a case here nor a place on the
 * allow-list of id-less endpoints fails the coverage test.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildPath, type ApiName } from '@rentfile/contract';
import { pleadings } from '@rentfile/domain';
import { documents } from '../../src/db/schema.ts';
import { startTestServer, type CallResult, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
let a: Caller;
let b: Caller;

/** Endpoints that take no id of a client's data: public reference data, or the caller's own lists and profile. */
const ID_LESS: ReadonlySet<ApiName> = new Set<ApiName>([
  'health',
  'healthLive',
  'healthReady',
  // An administrator's backup of the whole database (operations.backup.test.ts: refused to anyone else).
  'createBackup',
  'authConfig',
  'getClient',
  'uploadAvatar',
  'changePassword',
  'signOutEverywhere',
  'exportAccount',
  'deleteAccount',
  'getContactInfos',
  'getAttorneyProfile',
  'saveAttorneyProfile',
  'getAttorneys',
  'getProperties',
  'getCourtInfo',
  'getCounties',
  'getCities',
  'getSocialServiceOffices',
  'addSocialServiceOffice',
  'getUpcomingCourtDates',
  'getCalendarFeed',
  'createCalendarFeed',
  'deleteCalendarFeed',
  // The caller's own remembered ledger column mappings (ledger.test.ts: another account does not see them).
  'saveLedgerMapping',
  // A report read against the caller's own properties, and the caller's own batches (batches.test.ts: another
  // account's properties and batches are not listed).
  'previewDelinquencyReport',
  'getBatches',
  // Its only key is the feed's secret token, never a client's id; a wrong token is a 404 (afterFiling.test.ts).
  'calendarFeed',
  'getCourtReminders',
  'setCourtReminders',
  // Its only key is the e-mail link's secret token; a wrong token is a 404 (reminders.test.ts).
  'courtRemindersOff',
  // The caller's own firm's members and invitations, and the caller's own firms; acting for another firm by its id
  // (the x-firm header) is refused to a non-member with a 403 (firms.test.ts).
  'getMembers',
  'getInvitations',
  'inviteMember',
  'getMyFirms',
  // Its only key is the invitation's secret token; a wrong token is a 404 (firms.test.ts).
  'acceptInvitation',
  // A link to the caller's own address; its only key is the link's secret token, a wrong one a 400 (reminders.test.ts).
  'sendEmailVerification',
  'confirmEmail',
]);

interface Ids {
  auth0Id: string;
  clientId: number;
  contactId: number;
  /** An attorney of the client's firm (issue 18). */
  attorneyId: number;
  propertyId: number;
  caseId: number;
  tenantId: number;
  caseTenantId: number;
  orderId: number;
  documentId: number;
  registrationId: number;
  /** A batch of one case made from a delinquency report row (issue 23). */
  batchId: number;
  /** The client's own membership of its firm, and an open invitation to it (issue 37). */
  memberId: number;
  invitationId: number;
}

interface Attack {
  label: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Statuses that refuse the call; 404 unless said. */
  refusedWith?: number[];
  /** For calls that are answered but must ignore A's id (checked on the answer). */
  answered?: (res: CallResult, a: Ids) => void;
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');
const { id: _sampleId, ...sampleCase } = pleadings.SAMPLE_CASE;

async function storeDocument(
  clientId: number,
  values: { caseId?: number; propertyId?: number; kind: string; name: string },
): Promise<number> {
  const rows = await t.server.deps.db
    .insert(documents)
    .values({
      clientId,
      caseId: values.caseId ?? null,
      propertyId: values.propertyId ?? null,
      kind: values.kind,
      name: values.name,
      contentType: 'application/pdf',
      size: pdfBytes.length,
      data: pdfBytes,
    })
    .returning({ id: documents.id });
  return rows[0]!.id;
}

function ok<T>(res: CallResult<T>): T {
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const ATTORNEY = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  attorneyId: '012342005',
  streetAddress: '10 Park Place',
  city: 'Newark',
  zipcode: '07102',
  phone: '9735550142',
  email: 'dana@example.test',
};

/** One of everything for a client, created through the API (documents are stored as an upload would). */
async function createEverything(c: Caller, sub: string, tenantName: string): Promise<Ids> {
  const clientId = ok(await c.get<{ id: number }>('/api/client')).id;
  const contactId = ok(
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true }),
  ).id;
  const propertyId = ok(
    await c.post<{ id: number }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId },
    }),
  ).id;
  const attorneyId = ok(await c.post<{ id: number }>('/api/attorneys', { attorney: ATTORNEY })).id;
  const saved = ok(
    await c.post<{ id: number; tenants: Array<{ id: number; caseTenantId: number }> }>('/api/cases', {
      caseInfo: { ...sampleCase, tenants: [{ name: tenantName }, ...(sampleCase.tenants ?? []).slice(1)], propertyId },
      status: 'vc-sign',
    }),
  );
  const orderId = ok(await c.post<{ id: number }>('/api/orders', { caseId: saved.id })).id;
  const pleading = await c.post('/api/create-case-pleading-pdf', {
    caseId: saved.id,
    templateName: 'verified_complaint',
    orderId,
  });
  expect(pleading.status, pleading.text).toBe(200);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  expect((await c.raw('/api/upload_avatar', { method: 'POST', body: form })).status).toBe(200);
  const documentId = await storeDocument(clientId, { caseId: saved.id, kind: 'lease', name: 'Lease.pdf' });
  const registrationId = await storeDocument(clientId, { propertyId, kind: 'registration', name: 'Registration.pdf' });
  const batch = ok(
    await c.post<{ id: number }>('/api/batches', {
      fileName: 'report.csv',
      rentDueBy: '1',
      leaseType: 'Written',
      rows: [reportRow(2, propertyId, tenantName)],
    }),
  );
  const memberId = ok(await c.get<Array<{ id: number }>>('/api/firm/members'))[0]!.id;
  const invitationId = ok(
    await c.post<{ id: number }>('/api/firm/invitations', { email: 'invited@example.test', role: 'viewer' }),
  ).id;
  return {
    auth0Id: sub,
    clientId,
    contactId,
    attorneyId,
    propertyId,
    caseId: saved.id,
    tenantId: saved.tenants[0]!.id,
    caseTenantId: saved.tenants[0]!.caseTenantId,
    orderId,
    documentId,
    registrationId,
    batchId: batch.id,
    memberId,
    invitationId,
  };
}

/** A delinquency report's row for the sample property (48 Elmora Avenue, Apt 2B). */
function reportRow(row: number, propertyId: number, tenantName: string) {
  return {
    row,
    address: '48 Elmora Avenue',
    unit: 'Apt 2B',
    tenantNames: [tenantName],
    balance: 1000_00,
    rent: 1000_00,
    moveIn: '2025-01-01',
    monthsOwed: null,
    propertyId,
  };
}

/** Everything A can read of A's own data, bytes of files included. */
async function snapshot(c: Caller, ids: Ids): Promise<Record<string, unknown>> {
  const bytes = async (p: string) => {
    const res = await c.raw(p, { method: 'GET' });
    return { status: res.status, data: Buffer.from(await res.arrayBuffer()).toString('base64') };
  };
  return {
    client: (await c.get('/api/client')).body,
    contacts: (await c.get('/api/contactInfos')).body,
    properties: (await c.get('/api/properties')).body,
    property: (await c.get(`/api/property/${ids.propertyId}`)).body,
    registration: (await c.get(`/api/registration/${ids.propertyId}`)).body,
    cases: (await c.get('/api/client/cases?pageSize=100')).body,
    case: (await c.get(`/api/cases/${ids.caseId}`)).body,
    orders: (await c.get(`/api/caseOrders/${ids.caseId}`)).body,
    pleadings: (await c.get(`/api/pleadings/${ids.caseId}`)).body,
    uploads: (await c.get(`/api/uploads/${ids.caseId}`)).body,
    pleadingFile: await bytes(`/api/pleadings/${ids.caseId}/verified_complaint/file`),
    document: await bytes(`/api/documents/${ids.documentId}`),
    avatar: await bytes(`/api/avatar/${ids.clientId}`),
    batch: (await c.get(`/api/batches/${ids.batchId}`)).body,
    members: (await c.get('/api/firm/members')).body,
    invitations: (await c.get('/api/firm/invitations')).body,
  };
}

/** B's calls with A's ids, per endpoint; B's own ids are used where the call needs one of B's things too. */
function attacks(A: Ids, B: Ids): Partial<Record<ApiName, Attack[]>> {
  const tenant = { id: A.tenantId, name: 'Taken Over' };
  return {
    updateUser: [
      { label: "A's auth0Id", body: { user: { auth0Id: A.auth0Id, firstName: 'Mallory' } }, refusedWith: [403, 404] },
      {
        label: "A's contact as B's default",
        body: { user: { auth0Id: B.auth0Id, defaultContactInfoId: A.contactId } },
      },
    ],
    getAvatar: [{ label: "A's client id", params: { id: A.clientId } }],
    updateMember: [{ label: "A's membership", params: { id: A.memberId }, body: { role: 'viewer' } }],
    removeMember: [{ label: "A's membership", params: { id: A.memberId } }],
    revokeInvitation: [{ label: "A's invitation", params: { id: A.invitationId } }],
    setPassword: [
      {
        label: "A's auth0Id",
        body: { auth0Id: A.auth0Id, p: 'Another-Passw0rd!', current: 'Guessing-Passw0rd!' },
        refusedWith: [403, 404],
      },
    ],
    saveContactInfo: [
      {
        label: "A's contact id",
        body: { contactInfo: { ...pleadings.SAMPLE_CONTACT, id: A.contactId, firstName: 'Mallory' } },
      },
    ],
    deleteContactInfo: [{ label: "A's contact id", params: { id: A.contactId } }],
    saveAttorney: [
      { label: "A's attorney id", body: { attorney: { ...ATTORNEY, id: A.attorneyId, firstName: 'Mallory' } } },
    ],
    deleteAttorney: [{ label: "A's attorney id", params: { id: A.attorneyId } }],
    getProperty: [{ label: "A's property id", params: { id: A.propertyId } }],
    saveProperty: [
      {
        label: "A's property id",
        body: { property: { ...pleadings.SAMPLE_PROPERTY, id: A.propertyId, streetAddress: '1 Mallory Lane' } },
      },
      {
        label: "A's contact on B's property",
        body: { property: { ...pleadings.SAMPLE_PROPERTY, id: B.propertyId, contactInfoId: A.contactId } },
      },
      {
        label: "A's property as the parent of a new unit",
        body: { property: { ...pleadings.SAMPLE_PROPERTY, propertyId: A.propertyId, unitNo: '9Z' } },
      },
    ],
    newUnit: [{ label: "A's property id", body: { unitNo: '9Z', propertyId: A.propertyId } }],
    deleteProperty: [
      { label: "A's property id", params: { propertyId: A.propertyId } },
      {
        label: "A's property id, deleting its cases",
        params: { propertyId: A.propertyId },
        query: { cases: 'delete' },
      },
    ],
    getRegistration: [{ label: "A's property id", params: { propertyId: A.propertyId } }],
    getClientCases: [
      {
        label: "A's client id in the query is ignored",
        query: { clientId: A.clientId, pageSize: 100 },
        answered: (res, owner) => {
          const body = res.body as { items: Array<{ id: number }> };
          expect(body.items.map((i) => i.id)).not.toContain(owner.caseId);
        },
      },
    ],
    getCase: [{ label: "A's case id", params: { id: A.caseId } }],
    createCase: [
      { label: "A's property id", body: { caseInfo: { ...sampleCase, propertyId: A.propertyId } } },
      { label: "A's tenant id", body: { caseInfo: { tenants: [tenant] } } },
      {
        label: "A's caseTenantId",
        body: { caseInfo: { tenants: [{ caseTenantId: A.caseTenantId, name: 'Taken Over' }] } },
      },
    ],
    updateCase: [
      {
        label: "A's case id",
        params: { id: A.caseId },
        body: { caseInfo: { rentAmount: 1 }, status: 'vc-pastDueRent' },
      },
      { label: "A's property on B's case", params: { id: B.caseId }, body: { caseInfo: { propertyId: A.propertyId } } },
      { label: "A's tenant on B's case", params: { id: B.caseId }, body: { caseInfo: { tenants: [tenant] } } },
      {
        label: "A's caseTenantId on B's case",
        params: { id: B.caseId },
        body: { caseInfo: { tenants: [{ caseTenantId: A.caseTenantId, name: 'Taken Over' }] } },
      },
    ],
    deleteCase: [{ label: "A's case id", params: { id: A.caseId } }],
    signCase: [{ label: "A's case id", params: { id: A.caseId }, body: { signatureText: 'Taken Over' } }],
    correctPapers: [{ label: "A's case id", params: { id: A.caseId } }],
    getIssuedPapers: [{ label: "A's case id", params: { id: A.caseId } }],
    deleteTenant: [
      { label: "A's case and tenant", body: { caseTenantId: A.caseTenantId, caseId: A.caseId } },
      { label: "A's tenant on B's case", body: { caseTenantId: A.caseTenantId, caseId: B.caseId } },
    ],
    getUploads: [{ label: "A's case id", params: { caseId: A.caseId } }],
    downloadDocument: [
      { label: "A's document id", params: { id: A.documentId } },
      { label: "A's registration file id", params: { id: A.registrationId } },
    ],
    // A multipart upload naming A's case or property, or replacing A's document: refused before any file is read
    // (404), or as a body that is not a file (415); documents.upload.test.ts sends real files across clients.
    uploadDocument: [
      { label: "A's case id", query: { kind: 'lease', caseId: A.caseId }, refusedWith: [404, 415] },
      { label: "A's property id", query: { kind: 'registration', propertyId: A.propertyId }, refusedWith: [404, 415] },
    ],
    // A ledger file read for A's case: refused (404) whatever the file, or 415 for a body that is not a file;
    // ledger.test.ts sends a real file across accounts.
    previewLedger: [{ label: "A's case id", params: { caseId: A.caseId }, refusedWith: [404, 415] }],
    // A report's row sent to A's property: refused with the row's reason, nothing made.
    createBatch: [
      {
        label: "A's property id",
        body: { fileName: 'r.csv', rentDueBy: '1', leaseType: 'Written', rows: [reportRow(2, A.propertyId, 'Eve')] },
        refusedWith: [400],
      },
    ],
    getBatch: [{ label: "A's batch id", params: { id: A.batchId } }],
    answerBatch: [
      {
        label: "A's batch id",
        params: { id: A.batchId },
        body: { caseIds: [A.caseId], answer: { question: 'additionalChargesPermitted', value: false } },
      },
      {
        label: "A's case in B's batch",
        params: { id: B.batchId },
        body: { caseIds: [A.caseId], answer: { question: 'additionalChargesPermitted', value: false } },
        answered: (res, a) =>
          expect((res.body as { answered: number[]; skipped: Array<{ caseId: number }> }).skipped).toEqual([
            expect.objectContaining({ caseId: a.caseId }),
          ]),
      },
    ],
    confirmBatchFacts: [
      { label: "A's batch id", params: { id: A.batchId }, body: { caseIds: [A.caseId], fields: ['tenants'] } },
      {
        label: "A's case in B's batch",
        params: { id: B.batchId },
        body: { caseIds: [A.caseId], fields: ['tenants'] },
        answered: (res, a) =>
          expect((res.body as { answered: number[]; skipped: Array<{ caseId: number }> }).skipped).toEqual([
            expect.objectContaining({ caseId: a.caseId }),
          ]),
      },
    ],
    replaceDocument: [{ label: "A's document id", params: { id: A.documentId }, refusedWith: [404, 415] }],
    deleteDocument: [{ label: "A's document id", params: { id: A.documentId } }],
    getCourt: [{ label: "A's case id", params: { id: A.caseId } }],
    getCourtPapers: [{ label: "A's case id", params: { id: A.caseId } }],
    saveCourtRecord: [
      {
        label: "A's case id",
        params: { id: A.caseId },
        body: { docketNo: 'UNN-LT-000999-26', dateFiled: '2026-11-02' },
      },
    ],
    addCourtDate: [
      { label: "A's case id", params: { id: A.caseId }, body: { kind: 'trial', date: '2026-12-02', time: '09:00' } },
    ],
    adjournCourtDate: [
      { label: "A's case id", params: { id: A.caseId, dateId: 1 }, body: { date: '2026-12-09', time: '09:00' } },
    ],
    courtDateIcs: [{ label: "A's case id", params: { id: A.caseId, dateId: 1 } }],
    saveOutcome: [{ label: "A's case id", params: { id: A.caseId }, body: { kind: 'dismissed', date: '2026-11-02' } }],
    correctCourtDate: [
      {
        label: "A's case id",
        params: { id: A.caseId, dateId: 1 },
        body: { kind: 'trial', date: '2026-12-02', time: '09:00' },
      },
    ],
    removeCourtDate: [{ label: "A's case id", params: { id: A.caseId, dateId: 1 } }],
    addPayment: [{ label: "A's case id", params: { id: A.caseId }, body: { receivedOn: '2026-11-02', amount: 100 } }],
    correctPayment: [
      { label: "A's case id", params: { id: A.caseId, paymentId: 1 }, body: { receivedOn: '2026-11-02', amount: 100 } },
    ],
    removePayment: [{ label: "A's case id", params: { id: A.caseId, paymentId: 1 } }],
    getTimeline: [{ label: "A's case id", params: { id: A.caseId } }],
    getCaseOrders: [{ label: "A's case id", params: { caseId: A.caseId } }],
    createOrder: [{ label: "A's case id", body: { caseId: A.caseId } }],
    getPleadings: [{ label: "A's case id", params: { caseId: A.caseId } }],
    getPleadingFile: [{ label: "A's case id", params: { caseId: A.caseId, templateName: 'verified_complaint' } }],
    createPleadingPdf: [
      { label: "A's case id", body: { caseId: A.caseId, templateName: 'verified_complaint' } },
      {
        label: "A's order on B's case",
        body: { caseId: B.caseId, templateName: 'verified_complaint', orderId: A.orderId },
      },
    ],
    migrateGuestData: [
      {
        label: "A's tenant in a guest case",
        body: {
          property: pleadings.SAMPLE_PROPERTY,
          caseInfo: { ...sampleCase, tenants: [tenant] },
          userData: { contactInfo: pleadings.SAMPLE_CONTACT },
        },
      },
      {
        label: "A's ids on a guest property and case are not A's things",
        body: {
          property: { ...pleadings.SAMPLE_PROPERTY, id: A.propertyId, propertyId: A.propertyId },
          caseInfo: { ...sampleCase, id: A.caseId, propertyId: A.propertyId },
          userData: { contactInfo: { ...pleadings.SAMPLE_CONTACT, id: A.contactId } },
        },
        refusedWith: [404],
        answered: (res, owner) => {
          const body = res.body as { caseDataInfo: { id: number } | null; propertyInfo: { id: number } | null };
          expect(body.caseDataInfo?.id).not.toBe(owner.caseId);
          expect(body.propertyInfo?.id).not.toBe(owner.propertyId);
        },
      },
    ],
  };
}

function send(c: Caller, name: ApiName, attack: Attack): Promise<CallResult> {
  const e = api[name];
  const query = attack.query
    ? `?${new URLSearchParams(Object.entries(attack.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const p = buildPath(e.path, attack.params) + query;
  switch (e.method) {
    case 'GET':
      return c.get(p);
    case 'DELETE':
      return c.delete(p);
    case 'POST':
      return c.post(p, attack.body);
    case 'PUT':
      return c.put(p, attack.body);
    case 'PATCH':
      return c.patch(p, attack.body);
  }
}

/** A's first tenant: no answer to B may name them. */
const A_TENANT = 'Alfred Aardvark';
let A: Ids;
let B: Ids;
let before: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestServer();
  a = await t.as('auth0|authz-a');
  b = await t.as('auth0|authz-b');
  A = await createEverything(a, 'auth0|authz-a', A_TENANT);
  B = await createEverything(b, 'auth0|authz-b', 'Barbara Bystander');
  before = await snapshot(a, A);
}, 120_000);
afterAll(async () => t?.close());

describe('authorization matrix', () => {
  it('covers every endpoint of the contract: each takes an id and has cases here, or is on the id-less allow-list', () => {
    const matrix = attacks(A, B);
    const uncovered = (Object.keys(api) as ApiName[]).filter((name) => !ID_LESS.has(name) && !matrix[name]?.length);
    expect(uncovered).toEqual([]);
    const both = (Object.keys(matrix) as ApiName[]).filter((name) => ID_LESS.has(name));
    expect(both).toEqual([]);
    for (const name of ID_LESS) expect(Object.keys(api)).toContain(name);
  });

  it('A sees every thing A created', () => {
    const snap = before as {
      case: { id: number };
      orders: unknown[];
      uploads: unknown[];
      registration: unknown[];
      pleadingFile: { status: number };
      document: { status: number };
      avatar: { status: number };
    };
    expect(snap.case.id).toBe(A.caseId);
    expect(snap.orders).toHaveLength(1);
    expect(snap.uploads).toHaveLength(1);
    expect(snap.registration).toHaveLength(1);
    expect([snap.pleadingFile.status, snap.document.status, snap.avatar.status]).toEqual([200, 200, 200]);
  });

  const matrixNames = (Object.keys(api) as ApiName[]).filter((name) => !ID_LESS.has(name));
  for (const name of matrixNames) {
    it(`${name} (${api[name].method} ${api[name].path}): B with A's ids is refused and A's data stays`, async () => {
      const list = attacks(A, B)[name] ?? [];
      expect(list.length).toBeGreaterThan(0);
      for (const attack of list) {
        const res = await send(b, name, attack);
        if (attack.answered && res.status === 200) {
          attack.answered(res, A);
        } else {
          expect(attack.refusedWith ?? [404], `${attack.label}: ${res.status} ${res.text}`).toContain(res.status);
          expect((res.body as { error?: unknown }).error, attack.label).toEqual(expect.any(String));
        }
        expect(res.text, attack.label).not.toContain(A_TENANT);
      }
      expect(await snapshot(a, A)).toEqual(before);
    });
  }

  it("B's lists hold none of A's things", async () => {
    const contacts = ok(await b.get<Array<{ id: number }>>('/api/contactInfos'));
    const properties = ok(await b.get<Array<{ id: number }>>('/api/properties'));
    const cases = ok(await b.get<{ items: Array<{ id: number }> }>('/api/client/cases?pageSize=100'));
    expect(contacts.map((x) => x.id)).not.toContain(A.contactId);
    expect(properties.map((x) => x.id)).not.toContain(A.propertyId);
    expect(cases.items.map((x) => x.id)).not.toContain(A.caseId);
    expect(await snapshot(a, A)).toEqual(before);
  });
});
