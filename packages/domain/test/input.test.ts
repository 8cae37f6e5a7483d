import { describe, expect, it } from 'vitest';
import { caseSchema, cents, LIST_LIMITS, tenantSchema } from '../src/entities.ts';
import { cleanText, inputText, unprintableCharacters } from '../src/input.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('text typed by users (issue 20, gap 7)', () => {
  it('removes control, zero-width and bidirectional characters, and a line break in a name becomes a space', () => {
    expect(cleanText('Ma\u200Bria\u200D \u202EGarc\u00EDa\u202C\u0007')).toBe('Maria García');
    expect(cleanText('\uFEFFJohn\r\nSmith\tJr.')).toBe('John Smith Jr.');
    expect(tenantSchema.parse({ name: 'Jane\nDoe' }).name).toBe('Jane Doe');
    expect(cleanText('line one\r\nline two\u0000', { multiline: true })).toBe('line one\nline two');
  });

  it('accepts names in Latin, Greek, Cyrillic, CJK, Arabic and Hebrew scripts', () => {
    for (const name of [
      'José Ñúñez-O’Brien',
      'Γιώργος Παπαδόπουλος',
      'Иван Петров',
      '王小明',
      '山田 太郎',
      '김민준',
      'محمد عبد الله',
      'דוד כהן',
      'Ann & Co., $1,200.50 — “Suite” #3',
    ]) {
      expect(unprintableCharacters(name), name).toEqual([]);
      expect(tenantSchema.safeParse({ name }).success, name).toBe(true);
    }
  });

  it('refuses characters the papers cannot print, naming them', () => {
    const r = tenantSchema.safeParse({ name: 'Bob 😀 Smith' });
    expect(r.success).toBe(false);
    expect(messages(r)[0]).toMatch(
      /^Court papers cannot print "😀" \(U\+1F600\)\. Use letters, digits and punctuation/,
    );
    expect(unprintableCharacters('ᚠᚢᚦ ★')).toEqual(['ᚠ', 'ᚢ', 'ᚦ', '★']);
  });

  it('bounds the length after cleaning, with a clear message', () => {
    expect(inputText(5).safeParse('ab\u200Bcde').success).toBe(true);
    expect(messages(inputText(5).safeParse('abcdef'))).toEqual(['Must be at most 5 characters']);
  });
});

describe('amounts and lists of a request (issue 20, gaps 2 and 7)', () => {
  it('never takes a negative amount of money', () => {
    expect(messages(cents.safeParse(-1))).toEqual(['An amount of money cannot be negative']);
    expect(caseSchema.safeParse({ rentAmount: -150000 }).success).toBe(false);
    expect(caseSchema.safeParse({ suitAmount: -1 }).success).toBe(false);
    expect(
      caseSchema.safeParse({
        lateCharges: [
          {
            amount: -5000,
            timePeriod: '2026-03',
            timePeriodDisplay: 'March 2026',
            selected: true,
            type: 'Late Charge',
          },
        ],
      }).success,
    ).toBe(false);
    expect(cents.safeParse(0).success).toBe(true);
  });

  it('bounds every list of a case to what a case can have', () => {
    const tenants = Array.from({ length: LIST_LIMITS.tenants + 1 }, (_, i) => ({ name: `Tenant ${i}` }));
    expect(messages(caseSchema.safeParse({ tenants }))).toEqual([`At most ${LIST_LIMITS.tenants} tenants`]);
    expect(caseSchema.safeParse({ tenants: tenants.slice(1) }).success).toBe(true);
    const charge = {
      amount: 100,
      timePeriod: '2026-03',
      timePeriodDisplay: 'March 2026',
      selected: true,
      type: 'Late Charge',
    };
    expect(
      messages(caseSchema.safeParse({ otherCharges: Array.from({ length: LIST_LIMITS.charges + 1 }, () => charge) })),
    ).toEqual([`At most ${LIST_LIMITS.charges} other charges`]);
    expect(
      caseSchema.safeParse({ deedNames: Array.from({ length: LIST_LIMITS.deedNames + 1 }, () => 'Owner') }).success,
    ).toBe(false);
  });
});
