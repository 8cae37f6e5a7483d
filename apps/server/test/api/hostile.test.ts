/**
 * Hostile input: for every endpoint of the contract, generated path params, queries and bodies of wrong types,
 * huge strings, unicode, SQL and HTML fragments, negative and enormous numbers and impossible dates. Never a 5xx;
 * every refusal is JSON with an `error` message (the 401 token bodies excepted); refused calls change nothing
 * (a client's data reads back as its valid setup created it). Plus the body limit, CORS, security headers, and
 * text with HTML kept as data in JSON and in a generated PDF.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, buildPath, type ApiName } from '@rentfile/contract';
import { cleanText, pleadings } from '@rentfile/domain';
import { answeredPdf, pdfText } from './support/pdfText.ts';
import { startTestServer, type CallResult, type Caller, type TestServer } from './support/server.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 15);
const BODY_LIMIT = 1024 * 1024;

let t: TestServer;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Ids {
  auth0Id: string;
  contactId: number;
  propertyId: number;
  caseId: number;
  tenants: Array<{ id: number; caseTenantId: number; name: string }>;
  orderId: number;
}

const { id: _sampleId, ...sampleCase } = pleadings.SAMPLE_CASE;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function ok<T>(res: CallResult<T>): T {
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** A valid setup: contact, property, case with three tenants and six months owed, an order. */
async function setUp(c: Caller, auth0Id: string): Promise<Ids> {
  const contactId = ok(
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true }),
  ).id;
  const propertyId = ok(
    await c.post<{ id: number }>('/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contactId },
    }),
  ).id;
  const saved = ok(
    await c.post<{ id: number; tenants: Ids['tenants'] }>('/api/cases', {
      caseInfo: { ...sampleCase, propertyId },
      status: 'vc-sign',
    }),
  );
  const orderId = ok(await c.post<{ id: number }>('/api/orders', { caseId: saved.id })).id;
  return { auth0Id, contactId, propertyId, caseId: saved.id, tenants: saved.tenants, orderId };
}

/** Everything a client can read of its own data. */
async function snapshot(c: Caller, ids: Ids): Promise<Record<string, unknown>> {
  return {
    client: (await c.get('/api/client')).body,
    contacts: (await c.get('/api/contactInfos')).body,
    properties: (await c.get('/api/properties')).body,
    cases: (await c.get('/api/client/cases?pageSize=100')).body,
    case: (await c.get(`/api/cases/${ids.caseId}`)).body,
    orders: (await c.get(`/api/caseOrders/${ids.caseId}`)).body,
    pleadings: (await c.get(`/api/pleadings/${ids.caseId}`)).body,
    offices: (await c.get('/api/socialServiceOffices')).body,
  };
}

/** A valid body per endpoint with one, for the given client's ids. */
function validBodies(ids: Ids): Partial<Record<ApiName, Json>> {
  const office = {
    housingAuthority: 'Example Housing Authority',
    address: '1 Example Plaza',
    city: 'Newark',
    state: 'New Jersey',
    zipcode: '07102',
    phone: '(973) 555-0100',
    email: 'office@nha.example',
  };
  return clone({
    updateUser: {
      user: { auth0Id: ids.auth0Id, firstName: 'Fay', language: 'Spanish', accommodation: 'Wheelchair access' },
    },
    setPassword: { auth0Id: ids.auth0Id, p: 'Another-Passw0rd!', current: 'Guessing-Passw0rd!' },
    changePassword: { p: 'Another-Passw0rd!', current: 'Guessing-Passw0rd!' },
    deleteAccount: { password: 'Guessing-Passw0rd!' },
    saveContactInfo: { contactInfo: { ...pleadings.SAMPLE_CONTACT, id: ids.contactId }, saveAsDefault: false },
    saveProperty: { property: { ...pleadings.SAMPLE_PROPERTY, id: ids.propertyId, contactInfoId: ids.contactId } },
    newUnit: { unitNo: '3C', propertyId: ids.propertyId },
    createCase: { caseInfo: { ...sampleCase, propertyId: ids.propertyId }, status: 'vc-sign' },
    updateCase: { caseInfo: { ...sampleCase, tenants: ids.tenants }, status: 'vc-pastDueRent' },
    deleteTenant: { caseTenantId: ids.tenants[2]!.caseTenantId, caseId: ids.caseId },
    createOrder: { caseId: ids.caseId },
    createPleadingPdf: { caseId: ids.caseId, templateName: 'verified_complaint' },
    addSocialServiceOffice: office,
    migrateGuestData: {
      property: pleadings.SAMPLE_PROPERTY,
      caseInfo: sampleCase,
      userData: { contactInfo: pleadings.SAMPLE_CONTACT },
      guestOrder: { payment_status: 'Pending', packageId: 1, flowType: '01' },
    },
  }) as Partial<Record<ApiName, Json>>;
}

// ---- generators ----

const FRAGMENTS = [
  "' OR 1=1 --",
  "'); DROP TABLE cases; --",
  '"; SELECT pg_sleep(5); --',
  '<script>alert(1)</script> & Sons',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '🏠💸👨‍👩‍👧',
  'Zoë Ñúñez-Øster',
  '\u202Egnp.exe',
  '../../etc/passwd',
  '%00%27',
  '${7*7}{{7*7}}',
  '2025-02-30',
  '0000-00-00',
  '2025-13-45T99:99:99Z',
  '-1',
  '1e309',
  'NaN',
  '',
  '   ',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.integer({ min: 5_000, max: 400_000 }).map((n) => '<b>'.concat('x'.repeat(n))), weight: 1 },
);
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0.5,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    -99_999_999_99,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const hostileLeaf: fc.Arbitrary<Json> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: hostileLeaf, weight: 4 },
  { arbitrary: fc.array(hostileLeaf, { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'caseId', 'clientId'), fc.string({ maxLength: 8 })),
      hostileLeaf,
      { maxKeys: 4 },
    ),
    weight: 1,
  },
);

type PathKey = Array<string | number>;

/** Every position in a JSON value (the root included) that holds something other than null. */
function positions(value: Json, at: PathKey = []): PathKey[] {
  if (value === null) return [];
  const here = [at];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => positions(v, [...at, i])));
  if (typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([k, v]) => positions(v, [...at, k])));
  return here;
}

function getAt(value: Json, at: PathKey): Json {
  return at.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, value);
}

function setAt(value: Json, at: PathKey, replacement: Json): Json {
  if (at.length === 0) return replacement;
  const copy = clone(value);
  const parent = getAt(copy, at.slice(0, -1)) as Record<string | number, Json>;
  parent[at.at(-1)!] = replacement;
  return copy;
}

/** A value of another JSON type than the one given (never null, which a nullable field would take). */
function wrongTypeFor(value: Json): fc.Arbitrary<Json> {
  const options: Array<fc.Arbitrary<Json>> = [];
  if (typeof value !== 'string') options.push(hostileString);
  if (typeof value !== 'number') options.push(hostileNumber);
  if (typeof value !== 'boolean') options.push(fc.boolean());
  if (!Array.isArray(value)) options.push(fc.array(hostileLeaf, { maxLength: 3 }));
  if (typeof value !== 'object' || Array.isArray(value))
    options.push(fc.dictionary(fc.string({ maxLength: 6 }), hostileLeaf, { maxKeys: 3 }));
  return fc.oneof(...options);
}

/** A valid body with hostile text in some of its strings and exactly one value of a wrong type: always refused. */
function refusedBody(valid: Json): fc.Arbitrary<Json> {
  const all = positions(valid);
  const strings = all.filter((p) => typeof getAt(valid, p) === 'string');
  return fc
    .tuple(
      fc.nat({ max: all.length - 1 }),
      fc.array(fc.tuple(fc.nat({ max: Math.max(0, strings.length - 1) }), fc.constantFrom(...FRAGMENTS)), {
        maxLength: strings.length ? 4 : 0,
      }),
    )
    .chain(([wrong, texts]) => {
      let body = valid;
      for (const [i, text] of texts) body = setAt(body, strings[i]!, text);
      const at = all[wrong]!;
      return wrongTypeFor(getAt(body, at)).map((replacement) => setAt(body, at, replacement));
    });
}

/** Any body: garbage, or a valid one with one value replaced by something hostile (which may be accepted). */
function anyBody(valid: Json | undefined): fc.Arbitrary<Json> {
  if (valid === undefined) return hostileValue;
  const all = positions(valid);
  return fc.oneof(
    hostileValue,
    fc.tuple(fc.nat({ max: all.length - 1 }), hostileValue).map(([i, v]) => setAt(valid, all[i]!, v)),
  );
}

/**
 * The path with its params filled in; a param that is not well-formed unicode (a lone surrogate) goes on the
 * wire as the malformed percent-encoding %ED%A0%80, as a hostile client could send it.
 */
function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name] ?? '';
    return !wellFormed(v)
      ? encodeURIComponent(v.replace(LONE_SURROGATE, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80')
      : encodeURIComponent(v);
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (v: string) => !new RegExp(LONE_SURROGATE.source).test(v);

function paramNames(e: { path: string }): string[] {
  return [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

function queryKeys(e: { query?: z.ZodType }): string[] {
  return e.query instanceof z.ZodObject ? Object.keys(e.query.shape) : [];
}

const paramValue = (real: number[]): fc.Arbitrary<string> =>
  fc.oneof(
    hostileString.filter((s) => s.length < 2000),
    hostileNumber.map(String),
    fc.constantFrom(...real.map(String)),
  );

// ---- sending and judging ----

interface Request {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Json | undefined;
}

async function send(c: Caller, name: ApiName, r: Request): Promise<CallResult> {
  const e = api[name];
  const query = Object.keys(r.query).length ? `?${new URLSearchParams(r.query).toString()}` : '';
  const p = fillPath(e.path, r.params) + query;
  if (e.method === 'GET' || e.method === 'DELETE') return e.method === 'GET' ? c.get(p) : c.delete(p);
  const res = await c.raw(p, {
    method: e.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(r.body ?? null),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** Never a 5xx; a refusal is JSON with an error message, but for the 401 token bodies. */
function judge(name: ApiName, r: Request, res: CallResult): void {
  const what = `${name} ${JSON.stringify({ params: r.params, query: r.query, body: r.body }).slice(0, 600)} -> ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  // A bad or expired token is answered with the bare error name (docs/product/data-and-rules.md#roles); a call without any token, like a
  // guest asking for a stored case's papers, says in JSON that signing in is needed.
  if (res.status === 401 && ['JsonWebTokenError', 'TokenExpiredError'].includes(res.text)) return;
  expect(res.headers.get('content-type') ?? '', what).toMatch(/^application\/json/);
  const error = (res.body as { error?: unknown }).error;
  expect(typeof error === 'string' && error.trim().length > 0, what).toBe(true);
}

const names = Object.keys(api) as ApiName[];

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('hostile input on every endpoint', () => {
  let fuzzer: Caller;
  let owner: Caller;
  let fuzzIds: Ids;
  let ownerIds: Ids;
  let before: Record<string, unknown>;
  let leavers = 0;

  beforeAll(async () => {
    fuzzer = await t.as('auth0|hostile-fuzzer');
    owner = await t.as('auth0|hostile-owner');
    fuzzIds = await setUp(fuzzer, 'auth0|hostile-fuzzer');
    ownerIds = await setUp(owner, 'auth0|hostile-owner');
    before = await snapshot(owner, ownerIds);
  }, 120_000);

  for (const name of names) {
    it(`${name} (${api[name].method} ${api[name].path}): any params, query and body: never a 5xx, refusals say what is wrong`, async () => {
      const e = api[name];
      const valid = validBodies(fuzzIds)[name];
      const real = [fuzzIds.caseId, fuzzIds.propertyId, fuzzIds.contactId, fuzzIds.orderId];
      const params = fc.record(
        Object.fromEntries(paramNames(e).map((p) => [p, paramValue(real)])) as Record<string, fc.Arbitrary<string>>,
      );
      const keys = [...queryKeys(e), 'clientId', 'sort', '__proto__'];
      const query = fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(
          hostileString.filter((s) => s.length < 2000),
          hostileNumber.map(String),
        ),
        { maxKeys: 3 },
      );
      const body = e.method === 'GET' || e.method === 'DELETE' ? fc.constant(undefined) : anyBody(valid);
      const who = fc.constantFrom<'signed-in' | 'anonymous' | 'forged'>(
        'signed-in',
        'signed-in',
        'signed-in',
        'anonymous',
        'forged',
      );
      await fc.assert(
        fc.asyncProperty(params, query, body, who, async (p, q, b, caller) => {
          const r: Request = { params: p, query: q, body: b };
          // Signing out everywhere ends the caller's tokens: it is sent by a caller of its own each time.
          const signedIn = name === 'signOutEverywhere' ? await t.as(`auth0|hostile-leaver-${leavers++}`) : fuzzer;
          const res =
            caller === 'forged'
              ? await sendWith(name, r, { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' })
              : await send(caller === 'signed-in' ? signedIn : t.anonymous, name, r);
          judge(name, r, res);
        }),
        { numRuns: RUNS },
      );
    });
  }

  for (const name of names) {
    const e = api[name];
    const hasBody = !(e.method === 'GET' || e.method === 'DELETE');
    if (!hasBody && paramNames(e).length === 0) continue;
    // A call that takes no input at all (signing out everywhere, a new calendar feed) has nothing to refuse; it is fuzzed above.
    if (!('body' in e && e.body) && paramNames(e).length === 0 && !('query' in e && e.query)) continue;
    it(`${name}: a refused call on the owner's data (one value of a wrong type, or an id no row can have) changes nothing`, async () => {
      const valid = validBodies(ownerIds)[name];
      const realParams = {
        id: ownerIds.caseId,
        caseId: ownerIds.caseId,
        propertyId: ownerIds.propertyId,
        countyId: 20,
        templateName: 'verified_complaint',
      } as Record<string, string | number>;
      const impossibleId = fc.oneof(
        fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', "1' OR '1'='1", '<script>'),
        fc.integer({ max: 0 }).map(String),
      );
      const params = fc.record(
        Object.fromEntries(
          paramNames(e).map((p) => [
            p,
            hasBody && valid !== undefined ? fc.constant(String(realParams[p])) : impossibleId,
          ]),
        ) as Record<string, fc.Arbitrary<string>>,
      );
      const body = hasBody ? refusedBody(valid ?? {}) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(params, body, async (p, b) => {
          const r: Request = { params: p, query: {}, body: b };
          const res = await send(owner, name, r);
          judge(name, r, res);
          expect(
            res.status,
            `${name} ${JSON.stringify(r).slice(0, 400)} -> ${res.status} ${res.text.slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("leaves the owner's data as the valid setup created it", async () => {
    expect(await snapshot(owner, ownerIds)).toEqual(before);
  });

  it('keeps hostile text that is accepted as data: a contact reads back as sent, less the invisible characters input drops (SQL, HTML, unicode)', async () => {
    // Well-formed text (a lone surrogate is stored as U+FFFD, as UTF-8 must) without NUL (refused with a message).
    const text = fc
      .oneof(
        fc.constantFrom(...FRAGMENTS),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      )
      .filter((v) => v.trim() !== '' && wellFormed(v) && !v.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(text, text, async (firstName, company) => {
        const contactInfo = { ...pleadings.SAMPLE_CONTACT, firstName, company };
        const res = await fuzzer.post<{ id?: number; error?: string }>('/api/contactInfo', { contactInfo });
        judge('saveContactInfo', { params: {}, query: {}, body: { contactInfo } }, res);
        if (res.status !== 200) return;
        const list = ok(
          await fuzzer.get<Array<{ id: number; firstName: string; company: string | null }>>('/api/contactInfos'),
        );
        const stored = list.find((x) => x.id === res.body.id);
        expect(stored).toMatchObject({ firstName: cleanText(firstName), company: cleanText(company) });
      }),
      { numRuns: RUNS },
    );
  });
});

async function sendWith(name: ApiName, r: Request, headers: Record<string, string>): Promise<CallResult> {
  const e = api[name];
  const query = Object.keys(r.query).length ? `?${new URLSearchParams(r.query).toString()}` : '';
  const hasBody = !(e.method === 'GET' || e.method === 'DELETE');
  const res = await fetch(t.baseUrl + fillPath(e.path, r.params) + query, {
    method: e.method,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: JSON.stringify(r.body ?? null) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: res.headers };
}

describe('limits and headers', () => {
  let c: Caller;
  beforeAll(async () => {
    c = await t.as('auth0|hostile-limits');
  });

  it('answers a body over 1 MB with 413 and a message, on every endpoint that takes a body', async () => {
    const big = JSON.stringify({ caseInfo: { notes: 'x'.repeat(BODY_LIMIT + 10) } });
    for (const name of names) {
      const e = api[name];
      if (e.method === 'GET' || e.method === 'DELETE' || name === 'uploadAvatar') continue;
      const res = await c.raw(buildPath(e.path, Object.fromEntries(paramNames(e).map((p) => [p, '1']))), {
        method: e.method,
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      const body = (await res.json()) as { error?: string };
      expect(res.status, name).toBe(413);
      expect(body.error, name).toMatch(/too large/i);
    }
  });

  it('keeps CORS closed to other origins', async () => {
    const preflight = await fetch(`${t.baseUrl}/api/cases`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    await preflight.arrayBuffer();
    expect(preflight.status).toBeLessThan(500);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await c.get('/api/client', { origin: 'https://evil.example' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the security headers on pages and on the API', async () => {
    for (const p of ['/', '/dashboard', '/api/health', '/api/no-such-thing']) {
      const res = await fetch(t.baseUrl + p);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(csp, p).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBeTruthy();
    }
  });

  it('returns text with HTML as data (JSON), and prints it literally in a generated PDF', async () => {
    const name = '<script>alert(1)</script> & Sons';
    const ids = await setUp(c, 'auth0|hostile-limits');
    const updated = await c.post<{ tenants: Array<{ name: string }> }>(`/api/case/${ids.caseId}`, {
      caseInfo: { tenants: [{ ...ids.tenants[0]!, name }] },
    });
    expect(updated.status, updated.text).toBe(200);
    const read = await c.get<{ tenants: Array<{ name: string }> }>(`/api/cases/${ids.caseId}`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.body.tenants[0]!.name).toBe(name);
    const list = await c.get<{ items: Array<{ tenants: string[] }> }>('/api/client/cases?pageSize=100');
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.body.items.flatMap((i) => i.tenants)).toContain(name);

    const pdf = await c.post<{ fileData: string | null; fileUrl: string | null }>('/api/create-case-pleading-pdf', {
      caseId: ids.caseId,
      templateName: 'verified_complaint',
    });
    expect(pdf.status, pdf.text).toBe(200);
    const text = await pdfText(await answeredPdf(c, pdf.body));
    expect(text).toContain(name);
  });
});
