/**
 * The file worker's bounds (issue 34, decision 0011): work past its time or its heap ends its worker and is refused
 * with a message, an account has two pieces at once, work nobody waits for leaves the queue, and the time limit
 * counts from when the work starts, not while it waits its turn. The event loop stays free while a file is read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, LEDGER_FILE_MESSAGES } from '@rentfile/domain';
import { AppError } from '../../src/errors.ts';
import { CANCELLED, createFileWork, IMPORT_TOO_COMPLEX, OWNER_BUSY, type FileWork } from '../../src/work/pool.ts';

/** A ledger of n rows. */
const ledger = (n: number) =>
  Buffer.from(
    `Date,Description,Amount\n${Array.from({ length: n }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')},Rent ${i},1500.00`).join('\n')}\n`,
  );

/** A PDF of one page and many small objects (what pdf-lib must hold to read it). */
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
  const xref = [
    `xref\n0 ${objects + 4}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  return Buffer.from(
    [...parts, ...xref, `trailer\n<< /Size ${objects + 4} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`].join(''),
    'latin1',
  );
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, message: (err as AppError).message };
};

let work: FileWork | null = null;
afterEach(async () => {
  await work?.close();
  work = null;
});

describe('the file worker', () => {
  it('reads an import off the event loop: the loop keeps turning while a large ledger is read', async () => {
    work = createFileWork();
    await work.readImport('ledger', ledger(10), {});
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 1);
    const read = await work.readImport('ledger', ledger(9_000), {});
    clearInterval(ticker);
    expect(read.rows).toHaveLength(9_000);
    expect(turns).toBeGreaterThan(0);
  });

  it('refuses a CSV of a row and a million blank lines before parsing it, with the row limit’s message', async () => {
    work = createFileWork();
    const started = performance.now();
    const refused = await refusal(work.readImport('ledger', Buffer.concat([ledger(1), Buffer.alloc(1_000_000, '\n')])));
    expect(refused).toEqual({ code: 'UNPROCESSABLE', message: LEDGER_FILE_MESSAGES.tooManyRows });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops work past its time and says so; the next piece runs on a new worker', async () => {
    work = createFileWork({ limitsMs: { readImport: 1 } });
    expect(await refusal(work.readImport('ledger', ledger(9_000)))).toEqual({
      code: 'UNPROCESSABLE',
      message: IMPORT_TOO_COMPLEX,
    });
    await work.close();
    work = createFileWork();
    expect((await work.readImport('ledger', ledger(3))).rows).toHaveLength(3);
  });

  it('ends a worker whose heap passes its cap and refuses the document with a message', async () => {
    work = createFileWork({ heapMb: 24 });
    expect(await refusal(work.checkDocument(crowdedPdf(120_000)))).toEqual({
      code: 'UNPROCESSABLE',
      message: DOCUMENT_MESSAGES.tooComplex,
    });
  }, 60_000);

  it('gives an account two pieces at once, and takes work nobody waits for out of the queue', async () => {
    work = createFileWork();
    const big = ledger(9_000);
    const first = work.readImport('ledger', big, { owner: 'a' });
    const second = work.readImport('ledger', big, { owner: 'a' });
    expect(await refusal(work.readImport('ledger', big, { owner: 'a' }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: OWNER_BUSY,
    });
    const hangUp = new AbortController();
    const waiting = work.readImport('ledger', big, { owner: 'b', signal: hangUp.signal });
    hangUp.abort();
    expect(await refusal(waiting)).toEqual({ code: 'BAD_REQUEST', message: CANCELLED });
    expect((await first).rows).toHaveLength(9_000);
    expect((await second).rows).toHaveLength(9_000);
    expect(work.pending).toBe(0);
  });

  // Tried up to three times: a read slowed past the limit by a neighbour's burst (another test file's server processes
  // starting beside it on two cores) is the machine, not the pool; were the wait counted, every try would refuse
  // the reads at the end of the queue.
  it(
    'counts the time limit from when the work starts, not while it waits its turn',
    { retry: 2, timeout: 120_000 },
    async () => {
      const big = ledger(9_000);
      // How long one read takes on this machine, once the worker has started and read one (its parser compiled): the
      // median of three. A first read, cold, took four times the later ones (the pool below reads one first too).
      const timing = createFileWork();
      await refusal(timing.checkDocument(Buffer.from('not a document')));
      await timing.readImport('ledger', big);
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = performance.now();
        await timing.readImport('ledger', big);
        times.push(performance.now() - before);
      }
      const one = times.sort((a, b) => a - b)[1]!;
      await timing.close();
      // A limit of eight reads (a read slows when another test file runs beside it); thirty asked at once (one worker,
      // the queue holds 32) take nearly four times as long in all, and none is refused.
      const limit = Math.ceil(8 * one) + 50;
      work = createFileWork({ limitsMs: { readImport: limit } });
      await refusal(work.checkDocument(Buffer.from('not a document')));
      await work.readImport('ledger', big);
      const started = performance.now();
      const reads = await Promise.all(Array.from({ length: 30 }, () => work!.readImport('ledger', big)));
      expect(performance.now() - started).toBeGreaterThan(limit);
      expect(reads.every((r) => r.rows.length === 9_000)).toBe(true);
    },
  );
});
