import { describe, expect, it } from 'vitest';
import { capLine, pathOnly, redactMessage, serializeError } from '../../src/http/logging.ts';

describe('log redaction (issue 20, gap 6)', () => {
  it('drops the query string of a URL', () => {
    expect(pathOnly('/api/properties?search=Lopez')).toBe('/api/properties?[redacted]');
    expect(pathOnly('/api/health')).toBe('/api/health');
    // Tokens in a path are secrets too (issue 34).
    expect(pathOnly('/api/calendar-feed/AbC123_secret/court-dates.ics')).toBe(
      '/api/calendar-feed/[redacted]/court-dates.ics',
    );
    expect(pathOnly('/api/court-reminders/off/tok-42?x=1')).toBe('/api/court-reminders/off/[redacted]?[redacted]');
  });

  it("removes a failed statement's values and quoted values from an error and its causes", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (email)=(maria@lopez.example) already exists.',
    });
    const err = new Error(
      'Failed query: insert into "contact_infos" ("first_name") values ($1)\nparams: Maria,Lopez,12 Main Street',
      { cause },
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('"code":"23505"');
    for (const secret of ['Maria', 'Lopez', 'Main Street', 'maria@lopez.example']) expect(logged).not.toContain(secret);
    expect(redactMessage('invalid input syntax for type date: "2026-99-99"')).toBe(
      'invalid input syntax for type date: "[redacted]"',
    );
  });

  it('replaces a line over the cap by a short one of the same level and time', () => {
    const long = `${JSON.stringify({ level: 50, time: 1764000000000, msg: 'request failed', field: 'x'.repeat(100_000) })}\n`;
    const capped = JSON.parse(capLine(long, 1000)) as Record<string, unknown>;
    expect(capped).toEqual({
      level: 50,
      time: 1764000000000,
      msg: 'request failed',
      truncated: true,
      length: long.length,
    });
    expect(capLine('{"level":30}\n', 1000)).toBe('{"level":30}\n');
  });
});
