/**
 * Loaded into the server process of the journeys and of the load, fault and abuse tests (node --import: e2e/support/
 * global-setup.ts, apps/server/test/load/support/serverProcess.ts), never into the product: the server's
 * clock runs this many milliseconds off the real one, as written in the file TEST_CLOCK_FILE (0 when the file says
 * nothing). A journey that needs a complaint signed weeks ago, before a filing the court record dates on a past court
 * day, moves the clock back for the signing call alone (api.ts signByApi), and forward again.
 */
import { readFileSync } from 'node:fs';

const file = process.env.TEST_CLOCK_FILE;
const RealDate = Date;

function offset() {
  if (!file) return 0;
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function ShiftedDate(...args) {
  const now = () => new RealDate(RealDate.now() + offset());
  if (!new.target) return now().toString();
  return args.length === 0 ? now() : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offset();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
globalThis.Date = ShiftedDate;
