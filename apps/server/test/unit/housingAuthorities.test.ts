import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOUSING_AUTHORITIES_FILE, parseHousingAuthorities } from '../../src/reference/housingAuthorities.ts';

/** The day the list was compiled: no entry may claim to have been found later. */
const COMPILED = '2026-11-28';
const raw = readFileSync(HOUSING_AUTHORITIES_FILE, 'utf8');
const entries = parseHousingAuthorities(raw);

describe('the public housing agencies data file', () => {
  it('gives every entry an address, city and New Jersey ZIP, a cited source, the date it was found and whether it is confirmed', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    for (const e of entries) {
      const where = e.housing_authority;
      expect(e.address.trim(), where).not.toBe('');
      expect(e.city.trim(), where).not.toBe('');
      expect(e.zipcode, where).toMatch(/^0[78]\d{3}(-\d{4})?$/);
      expect(e.source, where).toMatch(/https?:\/\/|search-index file id/);
      expect(e.found <= COMPILED && !Number.isNaN(Date.parse(e.found)), where).toBe(true);
      expect(typeof e.confirmed, where).toBe('boolean');
    }
  });

  it('never confirms an entry that rests on one third-party source', () => {
    for (const e of entries)
      if (/one third-party source/.test(e.source)) expect(e.confirmed, e.housing_authority).toBe(false);
    expect(entries.some((e) => !e.confirmed)).toBe(true);
  });

  it('refuses a file with an entry listed twice, a malformed phone or ZIP, or an entry without a source', () => {
    const broken = (change: (list: Array<Record<string, unknown>>) => void) => {
      const copy = JSON.parse(raw) as { authorities: Array<Record<string, unknown>> };
      change(copy.authorities);
      return () => parseHousingAuthorities(JSON.stringify(copy));
    };
    expect(
      broken((l) => l.push({ ...l[0]!, housing_authority: String(l[0]!.housing_authority).toUpperCase() })),
    ).toThrow(/is listed twice/);
    expect(broken((l) => (l[1]!.phone = '201-339-8700'))).toThrow(
      /authorities\.1\.phone phone must read \(999\) 999-9999/,
    );
    expect(broken((l) => (l[1]!.zipcode = '10001'))).toThrow(/New Jersey ZIP code/);
    expect(broken((l) => (l[1]!.source = ''))).toThrow(/every entry needs a source/);
  });
});
