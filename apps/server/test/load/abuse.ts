/**
 * npm run test:abuse — issue 34's probe replayed against the real server (its own process, the compiled build, on
 * the embedded database: the one that had stalled and been lost), while `/api/health` is asked every 50 ms and the
 * process's memory read every 100 ms. Each item must be refused with a message (or answered) without holding the
 * event loop: health p99 under 100 ms and the process's peak memory (VmHWM) under 1.5 GB over the whole run.
 *
 * 1. Imports: a CSV of one row and a million blank lines, 4.9 MB of them, an .xlsx of a few KB whose sheet unpacks
 *    to 50 MB of spaces; through the ledger preview and the delinquency report's preview.
 * 2. Documents: a HEIC declaring 134 megapixels; PDFs carrying XFA, an automatic web address, a form that sends,
 *    a link to another file, an embedded file, a script; crafted PDFs of 10 MB (130,000 objects) on one case, its
 *    document list read five times, its package made; the case's size limit; renders per account.
 * 3. Per-case limits: court dates past the limit refused with the message.
 * 4. Lockouts: 60 wrong passwords for an account from one address; the owner signs in from another.
 *    A batch of 500 cases from one report, health p99 under 100 ms over the batch alone.
 * 5. The embedded database's lock: the operator command from another host name (a UTS namespace of its own) is
 *    refused and leaves the lock; kill -9 in the middle of saves; an immediate restart; nothing acknowledged lost.
 *
 * Runs in about two minutes. Needs Linux, root and `unshare` (util-linux) for item 5's other host name.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import writeXlsxFile from 'write-excel-file/node';
import {
  CASE_DOCUMENTS_MAX_BYTES,
  CASE_LIMIT_MESSAGES,
  CASE_MAX_COURT_DATES,
  addCourtDays,
  addDays,
  isNjCourtDay,
  DOCUMENT_MESSAGES,
  LEDGER_FILE_MESSAGES,
  pleadings,
  REPORT_FILE_MESSAGES,
  todayInNewJersey,
} from '@rentfile/domain';
import { builtInIssuer } from '../../src/auth/tokens.ts';
import { repoRoot } from '../../../../bench/support.ts';
import { formAction, signInThroughProvider, startAuthorization } from '../api/auth-support.ts';
import { out, runScript, table } from './support/runner.ts';
import { serverSite, type ServerProcess, type ServerSite } from './support/serverProcess.ts';

const HEALTH_P99_MS = 100;
const PEAK_MEMORY_BYTES = 1.5 * 1024 ** 3;
/** A refusal must come within this (the file workers' longest limit is 60 s; a hostile file is refused sooner). */
const REFUSAL_MS = 20_000;
const LIMIT_SECONDS = 600;
/** The batch of issue 34's probe, whose one transaction held health for 20 s. */
const BATCH_ROWS = 500;

interface Outcome {
  name: string;
  ms: number;
  problems: string[];
  note: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** /api/health every 50 ms, and the server's resident memory every 100 ms, until stopped. */
function watch(baseUrl: string, pid: () => number) {
  const latencies: number[] = [];
  /** When each health call started (performance.now()), beside its latency. */
  const at: number[] = [];
  const failures: string[] = [];
  let maxRss = 0;
  let stopped = false;
  const health = (async () => {
    while (!stopped) {
      const start = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`/api/health answered ${res.status}`);
        latencies.push(performance.now() - start);
        at.push(start);
      } catch (err) {
        failures.push(`/api/health: ${err instanceof Error ? err.message : String(err)}`);
        latencies.push(performance.now() - start);
        at.push(start);
      }
      await sleep(50);
    }
  })();
  const memory = (async () => {
    while (!stopped) {
      maxRss = Math.max(maxRss, await statusBytes(pid(), 'VmRSS'));
      await sleep(100);
    }
  })();
  return {
    /** The health calls that started between from and to: how long each took. */
    between: (from: number, to: number) => latencies.filter((_, i) => at[i]! >= from && at[i]! <= to),
    /** The slowest health call that started between from and to. */
    slowestBetween: (from: number, to: number) =>
      Math.max(0, ...latencies.filter((_, i) => at[i]! >= from && at[i]! <= to)),
    /** The slowest health calls: when each started, and how long it took. */
    slowest: (n: number) =>
      latencies
        .map((ms, i) => ({ ms, at: at[i]! }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, n),
    async stop() {
      stopped = true;
      await Promise.all([health, memory]);
      return { latencies, failures, maxRss, peak: Math.max(maxRss, await statusBytes(pid(), 'VmHWM')) };
    },
  };
}

/** A field of /proc/<pid>/status in bytes (0 when unreadable). */
async function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A signed-in landlord of the site. */
async function landlord(site: ServerSite, sub: string) {
  const token = await site.token(sub);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${site.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  };
  const send = async (path: string, data: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), fileName);
    const started = performance.now();
    const res = await fetch(`${site.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await res.text();
    let error = '';
    try {
      error = (JSON.parse(text) as { error?: string }).error ?? '';
    } catch {
      error = text.slice(0, 200);
    }
    return { status: res.status, error, ms: performance.now() - started, text };
  };
  return { call, send };
}
type Landlord = Awaited<ReturnType<typeof landlord>>;

/**
 * A case ready for its papers (the sample case on its property); given `filed`, signed on a court day ten weeks ago
 * (the site's clock moved back for the call) and recorded as filed on `filed.on`.
 */
async function sampleCase(l: Landlord, filed?: { on: string; site: ServerSite }): Promise<number> {
  const contact = await l.call('POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await l.call('POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.json().id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await l.call('POST', '/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.json().id },
    status: 'vc-sign',
  });
  if (created.status !== 200) throw new Error(`The sample case was refused: ${created.text}`);
  const caseId = created.json().id as number;
  if (filed) {
    const { statements, verifier, scraChecked, scraCheckDate, signatureText } = pleadings.SAMPLE_CASE;
    const signature = { statements, verifier, scraChecked, scraCheckDate, signatureText };
    const signed = await filed.site.onDay(courtDayBefore(addDays(filed.on, -70)), () =>
      l.call('POST', `/api/cases/${caseId}/sign`, signature),
    );
    if (signed.status !== 200) throw new Error(`The sample case was not signed: ${signed.text}`);
    const court = await l.call('PUT', `/api/cases/${caseId}/court`, {
      docketNo: 'UNN-LT-000111-26',
      dateFiled: filed.on,
    });
    if (court.status !== 200) throw new Error(`The court record was refused: ${court.text}`);
  }
  return caseId;
}

/** The court day on or before `day` (the court record takes court days only). */
function courtDayBefore(day: string): string {
  let d = day;
  while (!isNjCourtDay(d)) d = addDays(d, -1);
  return d;
}

/** Expects a refusal with exactly `message` (or, given a list, one of them), within REFUSAL_MS. */
function refusedWith(
  what: string,
  answer: { status: number; error: string; ms: number },
  messages: string | string[],
): string[] {
  const allowed = Array.isArray(messages) ? messages : [messages];
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500)
    problems.push(`${what}: answered ${answer.status}, not a refusal (4xx)`);
  if (!allowed.includes(answer.error)) problems.push(`${what}: refused with "${answer.error}", not the message`);
  if (answer.ms > REFUSAL_MS) problems.push(`${what}: took ${Math.round(answer.ms)} ms (limit ${REFUSAL_MS})`);
  return problems;
}

// --- hostile files ---

const blankLines = (bytes: number) =>
  Buffer.concat([Buffer.from('Date,Description,Amount\n2026-01-01,Rent,1500\n'), Buffer.alloc(bytes, '\n')]);

/** An .xlsx of a few KB whose sheet unpacks to 50 MB: a real workbook, its sheet padded with spaces. */
async function xlsxBomb(): Promise<Uint8Array> {
  const book = await writeXlsxFile([
    [{ value: 'Date' }, { value: 'Description' }, { value: 'Amount' }],
    [{ value: '2026-01-01' }, { value: 'Rent' }, { value: 1500 }],
  ]).toBuffer();
  const parts = unzipSync(new Uint8Array(book));
  const name = Object.keys(parts).find((p) => p.startsWith('xl/worksheets/'))!;
  const sheet = strFromU8(parts[name]!);
  const at = sheet.indexOf('<sheetData>');
  parts[name] = strToU8(`${sheet.slice(0, at)}${' '.repeat(50 * 1024 * 1024)}${sheet.slice(at)}`);
  return zipSync(parts, { level: 9 });
}

/** The fixture's phone HEIC, its image declared 11,600 × 11,600 pixels (134 megapixels). */
function heicBomb(): Buffer {
  const heic = Buffer.from(readFileSync(new URL('../fixtures/registration.heic', import.meta.url)));
  const ispe = heic.indexOf('ispe', 0, 'latin1');
  heic.writeUInt32BE(11_600, ispe + 8);
  heic.writeUInt32BE(11_600, ispe + 12);
  return heic;
}

/** One-page PDFs carrying what a court filing may not. */
async function activePdfs(): Promise<Array<[string, Uint8Array]>> {
  const make = async (mark: (doc: PDFDocument) => void) => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    mark(doc);
    return doc.save({ useObjectStreams: true });
  };
  const c = (doc: PDFDocument) => doc.context;
  return [
    [
      'XFA form',
      await make((d) => d.catalog.set(PDFName.of('AcroForm'), c(d).obj({ Fields: [], XFA: PDFString.of('<xdp/>') }))),
    ],
    [
      'automatic web address',
      await make((d) =>
        d.catalog.set(PDFName.of('OpenAction'), c(d).obj({ S: 'URI', URI: PDFString.of('https://example.test/') })),
      ),
    ],
    [
      'form that sends',
      await make((d) =>
        d.catalog.set(
          PDFName.of('OpenAction'),
          c(d).obj({ S: 'SubmitForm', F: PDFString.of('https://example.test/') }),
        ),
      ),
    ],
    [
      'link to another file',
      await make((d) =>
        d.catalog.set(PDFName.of('OpenAction'), c(d).obj({ S: 'GoToR', F: PDFString.of('other.pdf'), D: [0, 'Fit'] })),
      ),
    ],
    [
      'embedded file',
      await make((d) => d.catalog.set(PDFName.of('Names'), c(d).obj({ EmbeddedFiles: c(d).obj({ Names: [] }) }))),
    ],
    [
      'script',
      await make((d) =>
        d.catalog.set(PDFName.of('OpenAction'), c(d).obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
      ),
    ],
  ];
}

/** A PDF of one page and `objects` small objects besides, about 76 bytes each (130,000: 9.5 MB). */
function crowdedPdf(objects: number): Buffer {
  const parts: string[] = ['%PDF-1.7\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (text: string) => {
    offsets.push(length);
    parts.push(text);
    length += text.length;
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n');
  for (let i = 0; i < objects; i++) add(`${i + 4} 0 obj\n<< /K [${i} 1 2 3 4 5 6 7] /N ${i} >>\nendobj\n`);
  const size = objects + 4;
  const xref = [
    `xref\n0 ${size}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.from([...parts, ...xref, trailer].join(''), 'latin1');
}

// --- the items ---

/**
 * Every hostile file, made before the watch starts: making them (50 MB of spaces zipped, 10 MB PDFs) holds this
 * process's own event loop, which would count against the server's health figures.
 */
async function hostileFiles() {
  return {
    imports: [
      ['a row and a million blank lines (1 MB)', blankLines(1_000_000)],
      ['4.9 MB of blank lines', blankLines(4_900_000)],
      ['an .xlsx whose sheet unpacks to 50 MB', await xlsxBomb()],
    ] as Array<[string, Uint8Array]>,
    heic: heicBomb(),
    active: await activePdfs(),
    crowded: crowdedPdf(130_000),
  };
}
type HostileFiles = Awaited<ReturnType<typeof hostileFiles>>;

async function imports(site: ServerSite, hostile: HostileFiles): Promise<Outcome[]> {
  const l = await landlord(site, 'auth0|abuse-imports');
  const caseId = await sampleCase(l);
  const files = hostile.imports;
  const outcomes: Outcome[] = [];
  for (const [label, data] of files) {
    const ledger = await l.send(
      `/api/cases/${caseId}/ledger/preview`,
      data,
      label.includes('xlsx') ? 'ledger.xlsx' : 'ledger.csv',
    );
    const report = await l.send('/api/batches/preview', data, label.includes('xlsx') ? 'report.xlsx' : 'report.csv');
    const xlsxMessage = /^The Excel file unpacks to more than/;
    const problems = [ledger, report].flatMap((answer, i) => {
      const where = `${i === 0 ? 'ledger' : 'report'}: ${label}`;
      if (label.includes('xlsx'))
        return xlsxMessage.test(answer.error) && answer.status === 422 && answer.ms < REFUSAL_MS
          ? []
          : [`${where}: answered ${answer.status} "${answer.error}" in ${Math.round(answer.ms)} ms`];
      return refusedWith(where, answer, i === 0 ? LEDGER_FILE_MESSAGES.tooManyRows : REPORT_FILE_MESSAGES.tooManyRows);
    });
    outcomes.push({
      name: `import: ${label} (${(data.length / 1024).toFixed(0)} KB)`,
      ms: Math.max(ledger.ms, report.ms),
      problems,
      note: `ledger ${ledger.status}, report ${report.status}`,
    });
  }
  return outcomes;
}

async function documents(site: ServerSite, hostile: HostileFiles): Promise<Outcome[]> {
  const l = await landlord(site, 'auth0|abuse-documents');
  const caseId = await sampleCase(l);
  const outcomes: Outcome[] = [];
  const upload = (data: Uint8Array, name: string) => l.send(`/api/documents?caseId=${caseId}&kind=lease`, data, name);

  const heic = await upload(hostile.heic, 'IMG_0001.HEIC');
  outcomes.push({
    name: 'document: a HEIC of 15 KB declaring 134 megapixels',
    ms: heic.ms,
    problems: refusedWith('HEIC', heic, DOCUMENT_MESSAGES.imageTooLarge),
    note: String(heic.status),
  });

  for (const [label, pdf] of hostile.active) {
    const answer = await upload(pdf, `${label}.pdf`);
    outcomes.push({
      name: `document: a PDF with an ${label}`
        .replace('an script', 'a script')
        .replace('an form', 'a form')
        .replace('an link', 'a link'),
      ms: answer.ms,
      problems: refusedWith(label, answer, DOCUMENT_MESSAGES.activePdf),
      note: String(answer.status),
    });
  }

  // Crafted PDFs of 10 MB: each read in the file worker within its limits; the fourth takes the case past 30 MB.
  const crowded = hostile.crowded;
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await upload(crowded, `crowded-${i}.pdf`));
  const kept = answers.filter((a) => a.status === 200).length;
  const problems = answers.flatMap((a, i) =>
    a.status === 200
      ? []
      : refusedWith(`crafted PDF ${i + 1}`, a, [DOCUMENT_MESSAGES.caseTooLarge, DOCUMENT_MESSAGES.tooComplex]),
  );
  const keptBytes = kept * crowded.length;
  if (keptBytes > CASE_DOCUMENTS_MAX_BYTES)
    problems.push(`the case kept ${(keptBytes / 1024 / 1024).toFixed(1)} MB of documents, past its 30 MB`);
  outcomes.push({
    name: `document: four crafted PDFs of ${(crowded.length / 1024 / 1024).toFixed(1)} MB on one case`,
    ms: Math.max(...answers.map((a) => a.ms)),
    problems,
    note: `${answers.map((a) => `${a.status} in ${Math.round(a.ms)} ms${a.error ? ` (${a.error.slice(0, 40)}…)` : ''}`).join(', ')}: ${kept} kept`,
  });

  const listings: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const list = await l.call('GET', `/api/uploads/${caseId}`);
    listings.push(performance.now() - started);
    if (list.status !== 200) problems.push(`the document list answered ${list.status}`);
  }
  outcomes.push({
    name: 'document: the case’s list read five times',
    ms: Math.max(...listings),
    problems:
      Math.max(...listings) > 1_000
        ? [`a listing took ${Math.round(Math.max(...listings))} ms (pages are stored)`]
        : [],
    note: `slowest ${Math.round(Math.max(...listings))} ms`,
  });

  // The package of the case with those PDFs: made, or refused with a message, within its limits.
  const packaged = performance.now();
  const pack = await l.call('POST', '/api/create-case-pleading-pdf', { caseId, templateName: 'print_all' });
  outcomes.push({
    name: 'document: the package of the case with those PDFs',
    ms: performance.now() - packaged,
    problems:
      pack.status === 200 || (pack.status === 422 && String(pack.json().error).length > 0)
        ? []
        : [`the package answered ${pack.status}: ${pack.text.slice(0, 200)}`],
    note: String(pack.status),
  });

  // Renders per account: six at once of a case without documents; the fifth and sixth wait their turn (429).
  const plain = await sampleCase(l);
  const started = performance.now();
  const renders = await Promise.all(
    Array.from({ length: 6 }, () =>
      l.call('POST', '/api/create-case-pleading-pdf', { caseId: plain, templateName: 'print_all' }),
    ),
  );
  const limited = renders.filter((r) => r.status === 429);
  const renderProblems: string[] = [];
  if (limited.length === 0) renderProblems.push('six packages at once for one account: none was refused (4 at once)');
  for (const r of limited)
    if (!/papers are still being prepared/.test(String(r.json().error)))
      renderProblems.push(`a refused package said "${String(r.json().error)}"`);
  for (const r of renders.filter((x) => x.status !== 200 && x.status !== 429))
    renderProblems.push(`a package answered ${r.status}: ${r.text.slice(0, 200)}`);
  outcomes.push({
    name: 'render: six packages at once, one account',
    ms: performance.now() - started,
    problems: renderProblems,
    note: renders.map((r) => r.status).join(', '),
  });
  return outcomes;
}

async function courtDates(site: ServerSite): Promise<Outcome[]> {
  const l = await landlord(site, 'auth0|abuse-dates');
  const today = todayInNewJersey();
  const caseId = await sampleCase(l, { on: courtDayBefore(addDays(today, -30)), site });
  const started = performance.now();
  const statuses: number[] = [];
  let refusal = '';
  for (let i = 0; i < CASE_MAX_COURT_DATES + 5; i++) {
    const res = await l.call('POST', `/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: addCourtDays(today, 10 + i),
      time: '09:00',
    });
    statuses.push(res.status);
    if (res.status !== 200) refusal = String(res.json().error);
  }
  const accepted = statuses.filter((s) => s === 200).length;
  const problems: string[] = [];
  if (accepted !== CASE_MAX_COURT_DATES) problems.push(`${accepted} court dates accepted, not ${CASE_MAX_COURT_DATES}`);
  if (refusal !== CASE_LIMIT_MESSAGES.courtDates) problems.push(`the date past the limit: "${refusal}"`);
  return [
    {
      name: `court dates: ${CASE_MAX_COURT_DATES + 5} on one case`,
      ms: performance.now() - started,
      problems,
      note: `${accepted} kept, the rest 400 with the message`,
    },
  ];
}

/**
 * A batch of 500 cases from a delinquency report, made while health is asked: the embedded database has one
 * connection, and the batch must let health in between its cases (p99 under 100 ms over the batch alone).
 */
async function bigBatch(site: ServerSite, health: (from: number, to: number) => number[]): Promise<Outcome[]> {
  const l = await landlord(site, 'auth0|abuse-batch');
  const contact = await l.call('POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await l.call('POST', '/api/properties/save', {
    property: {
      ...pleadings.SAMPLE_PROPERTY,
      streetAddress: '12 Main Street',
      unitNo: 'Apt 1A',
      contactInfoId: contact.json().id,
    },
  });
  const rows = Array.from({ length: BATCH_ROWS }, (_, i) => ({
    row: i + 3,
    propertyId: property.json().id as number,
    address: '12 Main Street',
    unit: 'Apt 1A',
    tenantNames: [`Tenant Number${i}`],
    balance: 3000_00,
    rent: 1000_00,
    moveIn: '2025-01-01',
    monthsOwed: ['2026-08', '2026-09', '2026-10'],
    formula: false,
  }));
  const started = performance.now();
  const made = await l.call('POST', '/api/batches', {
    fileName: 'big.csv',
    rentDueBy: '1',
    leaseType: 'Written',
    rows,
  });
  const ended = performance.now();
  const during = health(started, ended);
  const p99 = percentile(during, 99);
  const problems: string[] = [];
  if (made.status !== 200) problems.push(`the batch answered ${made.status}: ${made.text.slice(0, 200)}`);
  else if ((made.json().cases as unknown[]).length !== BATCH_ROWS)
    problems.push(`the batch holds ${(made.json().cases as unknown[]).length} cases, not ${BATCH_ROWS}`);
  if (during.length < 10)
    problems.push(`health was asked ${during.length} times during the batch: nothing was measured`);
  if (p99 >= HEALTH_P99_MS)
    problems.push(`/api/health p99 ${p99.toFixed(1)} ms during the batch (limit ${HEALTH_P99_MS} ms)`);
  return [
    {
      name: `batch: ${BATCH_ROWS} cases from one report`,
      ms: ended - started,
      problems,
      note: `${made.status}; health ${during.length} calls meanwhile, p99 ${p99.toFixed(1)} ms, max ${Math.max(0, ...during).toFixed(1)} ms`,
    },
  ];
}

async function lockouts(site: ServerSite): Promise<Outcome[]> {
  const issuer = builtInIssuer(site.baseUrl);
  const redirectUri = `${site.baseUrl}/`;
  const email = 'owner-abuse@example.test';
  const password = 'Correct-Horse-42';
  const started = performance.now();
  await signInThroughProvider({
    issuer,
    redirectUri,
    screenHint: 'signup',
    form: { email, password, firstName: 'Owen', lastName: 'Owner', terms: 'on' },
  });
  const attempt = async (pass: string, ip: string) => {
    const flow = await startAuthorization({ issuer, redirectUri });
    const action = new URL(formAction(flow.page), flow.pageUrl).href;
    const res = await flow.browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ email, password: pass }).toString(),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const tries: number[] = [];
  for (let i = 0; i < 60; i++) tries.push(await attempt('Wrong-Guess-1', '198.51.100.7'));
  const attacker = await attempt(password, '198.51.100.7');
  const owner = await attempt(password, '192.0.2.44');
  const problems: string[] = [];
  if (owner !== 303) problems.push(`the owner, right password, another address: ${owner} (not signed in)`);
  if (attacker !== 429) problems.push(`the guessing address with the right password: ${attacker}, not 429`);
  return [
    {
      name: 'lockout: 60 wrong passwords from one address',
      ms: performance.now() - started,
      problems,
      note: `${tries.filter((s) => s === 429).length} refused; owner elsewhere ${owner}`,
    },
  ];
}

/** npm run admin -- args on the site's embedded database, from a process with another host name. */
function adminElsewhere(site: ServerSite, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'unshare',
      [
        '--uts',
        'sh',
        '-c',
        'hostname "$0" && exec "$@"',
        'admin-host',
        process.execPath,
        '--import',
        'tsx',
        'apps/server/src/cli/admin.ts',
        ...args,
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: site.dataDir,
          PUBLIC_URL: site.baseUrl,
          LOG_LEVEL: 'silent',
          DATABASE_URL: undefined,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

async function lockAndKill(
  site: ServerSite,
  server: ServerProcess,
  restart: () => Promise<ServerProcess>,
): Promise<Outcome[]> {
  const started = performance.now();
  const problems: string[] = [];
  const lockFile = `${site.dataDir}/rentfile.lock`;
  const before = readFileSync(lockFile, 'utf8');
  const refused = await adminElsewhere(site, ['grant-admin', 'nobody@example.test']);
  if (refused.code !== 3 || !/is open in another process/.test(refused.stderr))
    problems.push(`the command from another host name: exit ${refused.code}, "${refused.stderr}" (not refused)`);
  if (!existsSync(lockFile) || readFileSync(lockFile, 'utf8') !== before)
    problems.push('the command from another host name removed or changed the server’s lock');

  const l = await landlord(site, 'auth0|abuse-kill');
  const acknowledged: string[] = [];
  let stop = false;
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      const name = `W${w}N${i}`;
      try {
        const res = await l.call('POST', '/api/contactInfo', {
          contactInfo: {
            firstName: name,
            lastName: 'Kill',
            streetAddress: '1 Elm St',
            city: 'Trenton',
            state: 'New Jersey',
            zipcode: '08608',
            email: 'kill@example.test',
          },
        });
        if (res.status === 200) acknowledged.push(name);
      } catch {
        return;
      }
    }
  });
  await sleep(1_500);
  await server.kill();
  stop = true;
  await Promise.all(writers);
  const again = await restart();
  const list = await l.call('GET', '/api/contactInfos');
  const names = new Set((JSON.parse(list.text) as Array<{ firstName: string }>).map((c) => c.firstName));
  const lost = acknowledged.filter((n) => !names.has(n));
  if (list.status !== 200) problems.push(`after the restart the contacts answered ${list.status}`);
  if (lost.length > 0)
    problems.push(`${lost.length} acknowledged saves lost after kill -9, e.g. ${lost.slice(0, 3).join(', ')}`);
  if (acknowledged.length === 0) problems.push('no save was acknowledged before the kill: nothing was tested');
  return [
    {
      name: 'lock: the command from another host name, then kill -9 mid-save and a restart',
      ms: performance.now() - started,
      problems,
      note: `refused (exit ${refused.code}); ${acknowledged.length} saves acknowledged, ${lost.length} lost; restarted as pid ${again.pid}`,
    },
  ];
}

runScript('abuse test', LIMIT_SECONDS, async (onCleanup) => {
  // Behind a proxy the client's address is the forwarded one: the lockout item signs in from two addresses.
  const site = await serverSite(null, { TRUST_PROXY: '127.0.0.1' });
  onCleanup(() => site.close());
  const hostile = await hostileFiles();
  let server = await site.start();
  out(`Abuse test: server pid ${server.pid} on ${site.baseUrl}, embedded database in ${site.dataDir}`);
  // Warm: the first calls of a new process compile its code; the figures are of a running server.
  await sampleCase(await landlord(site, 'auth0|abuse-warm'));
  for (let i = 0; i < 20; i++) await (await fetch(`${site.baseUrl}/api/health`)).arrayBuffer();
  const loadBefore = loadavg()[0]!;
  const watcher = watch(site.baseUrl, () => server.pid);
  const started = performance.now();
  const outcomes: Outcome[] = [];
  const windows: Array<{ name: string; from: number; to: number }> = [];
  const run = async (name: string, item: () => Promise<Outcome[]>) => {
    const from = performance.now();
    const done = await item();
    windows.push({ name, from, to: performance.now() });
    for (const o of done)
      out(`  ${o.problems.length === 0 ? 'ok  ' : 'FAIL'} ${o.name} (${Math.round(o.ms)} ms): ${o.note}`);
    out(`       slowest /api/health meanwhile: ${watcher.slowestBetween(from, performance.now()).toFixed(0)} ms`);
    outcomes.push(...done);
  };
  await run('imports', () => imports(site, hostile));
  await run('documents', () => documents(site, hostile));
  await run('courtDates', () => courtDates(site));
  await run('lockouts', () => lockouts(site));
  await run('batch', () => bigBatch(site, watcher.between));
  const watched = await watcher.stop();
  // The kill comes last, apart from the figures: a restart is not a stall.
  await run('lock', () =>
    lockAndKill(site, server, async () => {
      server = await site.start();
      return server;
    }),
  );

  const p99 = percentile(watched.latencies, 99);
  const problems = outcomes.flatMap((o) => o.problems.map((p) => `${o.name}: ${p}`));
  if (p99 >= HEALTH_P99_MS) problems.push(`/api/health p99 ${p99.toFixed(1)} ms (limit ${HEALTH_P99_MS} ms)`);
  if (watched.peak >= PEAK_MEMORY_BYTES)
    problems.push(`the server's memory reached ${(watched.peak / 1024 ** 3).toFixed(2)} GB (limit 1.5 GB)`);
  problems.push(...[...new Set(watched.failures)].slice(0, 5));
  const during = (t: number) => windows.find((w) => t >= w.from && t <= w.to);
  const slowest = watcher.slowest(12).map((c) => {
    const w = during(c.at);
    return `${c.ms.toFixed(0)} ms at ${((c.at - started) / 1000).toFixed(1)} s${w ? ` (${w.name}, ${((c.at - w.from) / 1000).toFixed(1)} s in)` : ''}`;
  });
  table('\nWhile the items ran (before the kill):', [
    [
      '/api/health',
      `${watched.latencies.length} calls: p50 ${percentile(watched.latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...watched.latencies).toFixed(1)} ms (limit p99 ${HEALTH_P99_MS} ms)`,
    ],
    [
      'memory',
      `peak resident ${(watched.peak / 1024 ** 2).toFixed(0)} MB (VmHWM; sampled max ${(watched.maxRss / 1024 ** 2).toFixed(0)} MB; limit 1,536 MB)`,
    ],
    ['slowest calls', slowest.join('; ')],
    ['time', `${((performance.now() - started) / 1000).toFixed(1)} s in all`],
    [
      'machine',
      `${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after (other work on the machine shows in the latencies)`,
    ],
  ]);
  return problems;
});
