import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCents,
  allocate,
  AMOUNT_MESSAGES,
  centsToInput,
  formatAmount,
  formatCurrency,
  parseAmount,
  parseAmountOf,
  sumCents,
} from '../src/money.ts';

describe('parseAmount', () => {
  it.each([
    ['1,250.5', 125050],
    ['1250.50', 125050],
    ['$1,250.50', 125050],
    ['0.10', 10],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    [' 7 ', 700],
    ['1,000,000', 100000000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseAmount(input)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['abc', AMOUNT_MESSAGES.invalid],
    ['', AMOUNT_MESSAGES.invalid],
    ['.', AMOUNT_MESSAGES.invalid],
    ['12a', AMOUNT_MESSAGES.invalid],
    ['1,25.00', AMOUNT_MESSAGES.invalid],
    ['1.2.3', AMOUNT_MESSAGES.invalid],
    ['-5', AMOUNT_MESSAGES.negative],
    ['1.234', AMOUNT_MESSAGES.tooManyDecimals],
    ['99999999999', AMOUNT_MESSAGES.tooLarge],
  ])('refuses %j with a clear message', (input, message) => {
    const result = parseAmount(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(message);
      expect(result.error.code).toBe('invalid_amount');
    }
  });

  it('names the field in the message of a text that is not an amount', () => {
    expect(parseAmountOf('Rent amount', '12a')).toMatchObject({
      ok: false,
      error: { code: 'invalid_amount', message: `Rent amount: ${AMOUNT_MESSAGES.invalid}` },
    });
    expect(parseAmountOf('Attorney fee', '-5')).toMatchObject({
      ok: false,
      error: { message: `Attorney fee: ${AMOUNT_MESSAGES.negative}` },
    });
    expect(parseAmountOf('Rent amount', '1,250.50')).toEqual({ ok: true, value: 125050 });
  });

  it('0.10 + 0.20 is exactly 0.30', () => {
    const a = parseAmount('0.10');
    const b = parseAmount('0.20');
    expect(a.ok && b.ok && formatCurrency(addCents(a.value, b.value))).toBe('$0.30');
  });

  it('reads back what formatAmount and formatCurrency write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (cents) => {
        expect(parseAmount(formatAmount(cents))).toEqual({ ok: true, value: cents });
        expect(parseAmount(formatCurrency(cents))).toEqual({ ok: true, value: cents });
        expect(parseAmount(centsToInput(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('formatCurrency (docs/product/data-and-rules.md#constants)', () => {
  it.each([
    [125050, '$1,250.50'],
    [0, '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [5, '$0.05'],
    [100000000, '$1,000,000.00'],
    [99999, '$999.99'],
    [-500, '-$5.00'],
    [12.6, '$0.13'],
    [Number.NaN, '$0.00'],
  ])('formats %j as %s', (cents, text) => {
    expect(formatCurrency(cents)).toBe(text);
  });

  it('formats the input value without separators', () => {
    expect(centsToInput(125050)).toBe('1250.50');
    expect(centsToInput(null)).toBe('0.00');
  });
});

describe('sums', () => {
  it('adds exactly and treats missing amounts as zero', () => {
    expect(sumCents([10, 20, null, undefined, 5000])).toBe(5030);
    expect(sumCents([])).toBe(0);
    expect(addCents(5000, 700, 500)).toBe(6200);
  });
});

describe('allocate (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100000, [16, 15], [51613, 48387]],
    [1000, [31, 28, 31], [345, 311, 344]],
    [1, [1, 1], [1, 0]],
    [0, [3, 4], [0, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [500, [0, 5], [0, 500]],
  ])('splits %i over %j as %j', (total, weights, parts) => {
    expect(allocate(total, weights)).toEqual(parts);
  });

  it('parts always add up to the whole and differ from the exact share by less than a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 30 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(sumCents(parts)).toBe(total);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (total * (weights[i] ?? 0)) / weightSum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('refuses weights that are all zero', () => {
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
  });
});
