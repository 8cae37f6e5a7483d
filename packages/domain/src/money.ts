/**
 * Money in integer cents (architecture brief: "Money as integer cents, never binary floats"; docs/product/data-and-rules.md#constants currency
 * format). Every amount of the domain is a whole number of cents, so 0.10 + 0.20 is exactly 0.30.
 */
import type { Cents } from './entities.ts';
import { fail, ok, type Result } from './errors.ts';

export const AMOUNT_MESSAGES = {
  invalid: 'Enter an amount in dollars and cents, for example 1,250.50.',
  negative: 'The amount cannot be negative.',
  tooManyDecimals: 'The amount can have at most two decimals (cents).',
  tooLarge: 'The amount is too large.',
} as const;

/** Largest amount the product accepts: one billion dollars, matching the `cents` schema of entities.ts. */
export const MAX_CENTS = 1_000_000_000_00;

const PLAIN = /^(\d*)(?:\.(\d*))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/**
 * Parses an amount typed by a user (docs/product/data-and-rules.md#validation: rent amount, attorney fee, charge amounts) into cents.
 * Accepts an optional leading '$', thousands separators in their proper places and up to two decimals:
 * "1,250.5" -> 125050, "$0.10" -> 10, ".5" -> 50, "12." -> 1200. Refuses anything else with a clear message.
 */
export function parseAmount(input: string): Result<Cents> {
  let text = input.trim();
  if (text.startsWith('-')) return fail('invalid_amount', AMOUNT_MESSAGES.negative);
  if (text.startsWith('$')) text = text.slice(1).trim();
  const match = PLAIN.exec(text) ?? GROUPED.exec(text);
  if (!match) return fail('invalid_amount', AMOUNT_MESSAGES.invalid);
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return fail('invalid_amount', AMOUNT_MESSAGES.invalid);
  if (fraction.length > 2) return fail('invalid_amount', AMOUNT_MESSAGES.tooManyDecimals);
  if (whole.replace(/^0+/, '').length > 10) return fail('invalid_amount', AMOUNT_MESSAGES.tooLarge);
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (value > MAX_CENTS) return fail('invalid_amount', AMOUNT_MESSAGES.tooLarge);
  return ok(value);
}

/**
 * parseAmount for the amount field named `field` (docs/product/data-and-rules.md#validation): a text that is not an
 * amount is refused with a message that names the field, "Rent amount: The amount cannot be negative.", so a screen
 * with several amounts (or an amount inside a table row) says which one is wrong.
 */
export function parseAmountOf(field: string, input: string): Result<Cents> {
  const parsed = parseAmount(input);
  return parsed.ok ? parsed : fail(parsed.error.code, `${field}: ${parsed.error.message}`);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Cents as a plain decimal with thousands separators and two decimals: 125050 -> "1,250.50" (docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#constants).
 * A value that is not whole cents is rounded to the nearest cent; a value that is not a finite number shows 0.00.
 */
export function formatAmount(amount: Cents | null | undefined): string {
  const value = Number.isFinite(amount) ? Math.round(amount ?? 0) : 0;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${groupThousands(String(dollars))}.${String(rest).padStart(2, '0')}`;
}

/**
 * The currency format of docs/product/data-and-rules.md#constants: dollar sign, thousands separators, two decimals; empty (null or undefined)
 * shows $0.00. 125050 -> "$1,250.50"; -500 -> "-$5.00".
 */
export function formatCurrency(amount: Cents | null | undefined): string {
  const text = formatAmount(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Cents as the text an amount input holds, without separators: 125050 -> "1250.50" (docs/product/data-and-rules.md#validation rent amount input). */
export function centsToInput(amount: Cents | null | undefined): string {
  return formatAmount(amount).replaceAll(',', '');
}

/** Exact sum of amounts in cents; null and undefined count as zero (docs/product/data-and-rules.md#charges sums). */
export function sumCents(amounts: ReadonlyArray<Cents | null | undefined>): Cents {
  return amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);
}

/** Exact sum of two or more amounts in cents. */
export function addCents(...amounts: ReadonlyArray<Cents | null | undefined>): Cents {
  return sumCents(amounts);
}

/** Amount times a whole count, e.g. the tenant fee per additional tenant (docs/product/data-and-rules.md#constants). */
export function multiplyCents(amount: Cents, count: number): Cents {
  if (!Number.isInteger(count)) throw new RangeError('count must be a whole number');
  return amount * count;
}

/**
 * Splits a total in cents across weights so the parts add up exactly to the total (largest-remainder rounding):
 * each part is the floor of its exact share, and the cents left over go one by one to the parts with the
 * largest fractional remainders, earlier parts first on ties. Used for proration over months (docs/product/data-and-rules.md#charges).
 * allocate(100, [1, 1, 1]) -> [34, 33, 33].
 */
export function allocate(total: Cents, weights: ReadonlyArray<number>): Cents[] {
  if (!Number.isInteger(total)) throw new RangeError('total must be whole cents');
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) throw new RangeError('weights must be whole numbers >= 0');
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) throw new RangeError('weights must not all be zero');
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const parts = weights.map((w) => {
    const numerator = abs * w;
    return { floor: Math.floor(numerator / weightSum), remainder: numerator % weightSum };
  });
  let left = abs - parts.reduce((a, p) => a + p.floor, 0);
  const order = parts
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = parts.map((p) => p.floor);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result.map((part) => part * sign || 0);
}
