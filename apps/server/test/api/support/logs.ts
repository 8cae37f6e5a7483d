/**
 * The server's log lines during an API test, scanned as they are written for what a log must never carry
 * (issue 20, gap 6): the personal data of the test fixtures (names, addresses, e-mails, phone numbers, search
 * terms), access tokens, and lines longer than the cap.
 */
import { pleadings } from '@rentfile/domain';
import { LOG_LINE_CAP } from '../../../src/http/logging.ts';

/** Texts of the fixtures every API test uses; none may appear in a log line. */
export const PERSONAL_DATA = [
  pleadings.SAMPLE_CONTACT.lastName,
  pleadings.SAMPLE_CONTACT.streetAddress,
  pleadings.SAMPLE_CONTACT.email,
  pleadings.SAMPLE_CONTACT.phone!,
  '48 Elmora',
  'Walker',
  'Robert Chen',
  '@example.test',
  '@example.com',
  'Bearer ',
];

/**
 * A JSON Web Token: a base64url JSON header ("eyJ") and two more dot-separated parts. Not the bare "eyJ", which a
 * random identifier of the sign-in provider (an interaction id in a URL) carries now and then.
 */
const TOKEN = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+\./;

export class LogCapture {
  readonly lines: string[] = [];
  readonly problems: string[] = [];
  /** Lines kept for a test to read, at most (the scan sees every line). */
  readonly #keep: number;

  constructor(keep = 5_000) {
    this.#keep = keep;
  }

  write(line: string): void {
    if (this.lines.length < this.#keep) this.lines.push(line);
    if (line.length > LOG_LINE_CAP + 1)
      this.problems.push(`a log line of ${line.length} characters (cap ${LOG_LINE_CAP})`);
    for (const text of PERSONAL_DATA) {
      if (line.includes(text)) this.problems.push(`a log line carries "${text}": ${line.slice(0, 500)}`);
    }
    if (TOKEN.test(line)) this.problems.push(`a log line carries a token: ${line.slice(0, 500)}`);
  }

  /** Throws when any line logged so far carried personal data or a secret, or was too long. */
  assertClean(): void {
    if (this.problems.length > 0)
      throw new Error(`The server's log is not clean:\n${this.problems.slice(0, 10).join('\n')}`);
  }
}
