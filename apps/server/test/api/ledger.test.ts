import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerPreview } from '@rentfile/contract';
import { LEDGER_FILE_MESSAGES, LEDGER_MAX_ROWS } from '@rentfile/domain';
import { clients } from '../../src/db/schema.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const LEDGER = [
  'Date,Description,Charges,Payments,Balance',
  '01/01/2025,Rent - January,"1,500.00",,"1,500.00"',
  '01/05/2025,Payment,,"1,000.00",500.00',
  '02/01/2025,Rent - February,"1,500.00",,"2,000.00"',
];

function preview(
  c: Caller,
  caseId: number,
  data: Buffer | string,
  fileName = 'ledger.csv',
  type = 'text/csv',
): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  return c.raw(`/api/cases/${caseId}/ledger/preview`, { method: 'POST', body });
}

async function newCase(c: Caller): Promise<number> {
  return (await c.post<{ id: number }>('/api/cases', { caseInfo: {} })).body.id;
}

/** What the account has stored: the case as read back and the remembered mappings. */
async function stored(c: Caller, caseId: number) {
  const clientId = (await c.get<{ id: number }>('/api/client')).body.id;
  const [row] = await t.server.deps.db
    .select({ ledgerMappings: clients.ledgerMappings })
    .from(clients)
    .where(eq(clients.id, clientId));
  const { updatedAt: _u, ...caseInfo } = (await c.get<Record<string, unknown>>(`/api/cases/${caseId}`)).body;
  return { caseInfo, ledgerMappings: row?.ledgerMappings };
}

async function refused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: string }).error).toBe(message);
}

describe('ledger preview (docs/product/rules.md#ledger-import)', () => {
  it('reads a comma-separated UTF-8 ledger into rows with a guessed mapping and stores nothing', async () => {
    const a = await t.as('auth0|ledger-csv');
    const caseId = await newCase(a);
    const before = await stored(a, caseId);
    const res = await preview(a, caseId, LEDGER.join('\r\n') + '\r\n');
    expect(res.status).toBe(200);
    const body = (await res.json()) as LedgerPreview;
    expect(body).toEqual({
      fileName: 'ledger.csv',
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
      headerRow: 1,
      headers: ['Date', 'Description', 'Charges', 'Payments', 'Balance'],
      rows: [
        ['01/01/2025', 'Rent - January', '1,500.00', '', '1,500.00'],
        ['01/05/2025', 'Payment', '', '1,000.00', '500.00'],
        ['02/01/2025', 'Rent - February', '1,500.00', '', '2,000.00'],
      ],
      mapping: { date: 0, description: 1, charge: 2, payment: 3, amount: null, balance: 4 },
      mappingSource: 'guess',
      preset: null,
      formulaRows: [],
    });
    expect(await stored(a, caseId)).toEqual(before);
  });

  it('finds semicolons, tabs, a byte-order mark, Windows-1252 text and title lines above the header', async () => {
    const a = await t.as('auth0|ledger-variants');
    const caseId = await newCase(a);
    const semicolon = (await (
      await preview(
        a,
        caseId,
        Buffer.from(
          '\uFEFF' +
            LEDGER.map((l) =>
              l.replaceAll(',', ';').replace(/"([\d;.]+)"/g, (_, v: string) => v.replace(';', '')),
            ).join('\n'),
        ),
      )
    ).json()) as LedgerPreview;
    expect(semicolon).toMatchObject({
      encoding: 'utf-8-bom',
      delimiter: ';',
      headers: ['Date', 'Description', 'Charges', 'Payments', 'Balance'],
    });
    expect(semicolon.rows[0]).toEqual(['01/01/2025', 'Rent - January', '1500.00', '', '1500.00']);

    const tab = (await (
      await preview(
        a,
        caseId,
        'Tenant Ledger\nUnit 4B\n\nDate\tMemo\tAmount\n2025-01-01\tRent\t1500\n2025-01-03\tPayment\t(1500)\n',
        'ledger.txt',
        'text/plain',
      )
    ).json()) as LedgerPreview;
    expect(tab).toMatchObject({
      delimiter: '\t',
      headerRow: 4,
      headers: ['Date', 'Memo', 'Amount'],
      mapping: { date: 0, description: 1, amount: 2, charge: null, payment: null, balance: null },
    });
    expect(tab.rows).toEqual([
      ['2025-01-01', 'Rent', '1500'],
      ['2025-01-03', 'Payment', '(1500)'],
    ]);

    const cp1252 = iconv.encode('Date,Description,Charges,Payments\n01/01/2025,“Rent” – café,1500.00,\n', 'win1252');
    const decoded = (await (await preview(a, caseId, cp1252)).json()) as LedgerPreview;
    expect(decoded).toMatchObject({ encoding: 'windows-1252', rows: [['01/01/2025', '“Rent” – café', '1500.00', '']] });
  });

  it('reads the first sheet of an .xlsx made with write-excel-file: dates as dates, numbers to the cent', async () => {
    const a = await t.as('auth0|ledger-xlsx');
    const caseId = await newCase(a);
    const xlsx = await writeXlsxFile([
      [
        { value: 'Date' },
        { value: 'Payer' },
        { value: 'Description' },
        { value: 'Debit' },
        { value: 'Credit' },
        { value: 'Balance' },
      ],
      [
        { value: new Date(Date.UTC(2025, 0, 1)), type: Date, format: 'mm/dd/yyyy' },
        { value: '' },
        { value: 'Rent' },
        { value: 1500 },
        null,
        { value: 1500 },
      ],
      [
        { value: new Date(Date.UTC(2025, 0, 4)), type: Date, format: 'mm/dd/yyyy' },
        { value: 'Jane Tenant' },
        { value: 'Payment' },
        null,
        { value: 999.995 },
        { value: 500.01 },
      ],
    ]).toBuffer();
    const res = await preview(
      a,
      caseId,
      xlsx,
      'ledger.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as LedgerPreview;
    expect(body).toMatchObject({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      mappingSource: 'preset',
      preset: { id: 'appfolio-tenant-ledger' },
    });
    expect(body.mapping).toEqual({ date: 0, description: 2, charge: 3, payment: 4, amount: null, balance: 5 });
    expect(body.rows).toEqual([
      ['2025-01-01', '', 'Rent', '1500', '', '1500'],
      ['2025-01-04', 'Jane Tenant', 'Payment', '', '1000', '500.01'],
    ]);
  });

  it('keeps a formula-injection cell as text and flags its row', async () => {
    const a = await t.as('auth0|ledger-formula');
    const caseId = await newCase(a);
    const res = await preview(
      a,
      caseId,
      [
        ...LEDGER,
        '02/02/2025,"=HYPERLINK(""http://evil.example"",""Pay here"")",10.00,,"2,010.00"',
        '02/03/2025,@SUM(1+1),,,',
      ].join('\n'),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as LedgerPreview;
    expect(body.rows[3]).toEqual([
      '02/02/2025',
      '=HYPERLINK("http://evil.example","Pay here")',
      '10.00',
      '',
      '2,010.00',
    ]);
    expect(body.formulaRows).toEqual([5, 6]);
  });

  it('remembers the mapping the landlord chose for ledgers with the same headers', async () => {
    const a = await t.as('auth0|ledger-remember');
    const caseId = await newCase(a);
    const headers = ['Date', 'Description', 'Charges', 'Payments', 'Balance'];
    const chosen = { date: 0, description: 1, charge: 2, payment: 3, amount: null, balance: null };
    expect((await a.put('/api/ledger/mapping', { headers, mapping: chosen })).status).toBe(200);
    const body = (await (await preview(a, caseId, LEDGER.join('\n'))).json()) as LedgerPreview;
    expect(body).toMatchObject({ mapping: chosen, mappingSource: 'remembered' });
    const other = await t.as('auth0|ledger-remember-other');
    const theirs = (await (await preview(other, await newCase(other), LEDGER.join('\n'))).json()) as LedgerPreview;
    expect(theirs.mappingSource).toBe('guess');
    const bad = await a.put('/api/ledger/mapping', { headers, mapping: { ...chosen, date: null } });
    expect(bad.status).toBe(400);
  });
});

describe('bad ledger files are refused with a clear message and nothing stored', () => {
  it.each([
    ['a wrong delimiter', 'Date|Description|Charges\n01/01/2025|Rent|1500\n', 422, LEDGER_FILE_MESSAGES.delimiter],
    [
      'a quote never closed',
      'Date,Description,Charges\n01/01/2025,Rent,1500\n01/02/2025,"Late fee,50\n01/03/2025,Water,20\n',
      422,
      LEDGER_FILE_MESSAGES.brokenQuote(3),
    ],
    [
      'a quote inside a cell',
      'Date,Description,Charges\n01/01/2025,Rent "Jan",1500\n',
      422,
      LEDGER_FILE_MESSAGES.badQuote(2),
    ],
    [
      'UTF-16 text',
      iconv.encode('\uFEFFDate,Description,Charges\n01/01/2025,Rent,1500\n', 'utf16le'),
      422,
      LEDGER_FILE_MESSAGES.encoding,
    ],
    [
      'bytes of no known encoding',
      Buffer.concat([
        Buffer.from('Date,Description,Charges\n01/01/2025,Rent'),
        Buffer.from([0x81, 0x8d]),
        Buffer.from(',1500\n'),
      ]),
      422,
      LEDGER_FILE_MESSAGES.encoding,
    ],
    [
      'an old .xls file',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
      422,
      LEDGER_FILE_MESSAGES.oldExcel,
    ],
    [
      'a damaged .xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]),
      422,
      LEDGER_FILE_MESSAGES.badExcel,
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 422, LEDGER_FILE_MESSAGES.notLedger],
    ['an empty file', '', 422, LEDGER_FILE_MESSAGES.empty],
    ['a header without rows', 'Date,Description,Charges\n', 422, LEDGER_FILE_MESSAGES.noRows],
  ])('%s', async (_name, data, status, message) => {
    const a = await t.as('auth0|ledger-bad');
    const caseId = await newCase(a);
    const before = await stored(a, caseId);
    await refused(await preview(a, caseId, data), status, message);
    expect(await stored(a, caseId)).toEqual(before);
  });

  it('refuses more than 10,000 rows and a 50 MB file', async () => {
    const a = await t.as('auth0|ledger-big');
    const caseId = await newCase(a);
    const before = await stored(a, caseId);
    const many = [
      'Date,Description,Charges',
      ...Array.from({ length: LEDGER_MAX_ROWS + 1 }, (_, i) => `01/01/2025,Rent ${i},1.00`),
    ].join('\n');
    await refused(await preview(a, caseId, many), 422, LEDGER_FILE_MESSAGES.tooManyRows);
    const exactly = [
      'Date,Description,Charges',
      ...Array.from({ length: LEDGER_MAX_ROWS }, (_, i) => `01/01/2025,Rent ${i},1.00`),
    ].join('\n');
    expect((await preview(a, caseId, exactly)).status).toBe(200);
    await refused(
      await preview(a, caseId, Buffer.alloc(50 * 1024 * 1024, 'a,b\n')),
      413,
      LEDGER_FILE_MESSAGES.tooLarge,
    );
    expect(await stored(a, caseId)).toEqual(before);
  });

  it('answers 404 for a case of another account and a missing file field', async () => {
    const a = await t.as('auth0|ledger-owner');
    const caseId = await newCase(a);
    const b = await t.as('auth0|ledger-stranger');
    expect((await preview(b, caseId, LEDGER.join('\n'))).status).toBe(404);
    const body = new FormData();
    body.append('other', 'x');
    expect((await a.raw(`/api/cases/${caseId}/ledger/preview`, { method: 'POST', body })).status).toBe(400);
  });
});
