/** Display helpers of docs/product/data-and-rules.md#validation and docs/product/data-and-rules.md#constants: names, phone numbers, unit suffix, avatar initials and colour. */

/**
 * Joins names with commas and 'and' before the last (docs/product/data-and-rules.md#validation owner names): ['A'] -> 'A', ['A', 'B'] -> 'A and B',
 * ['A', 'B', 'C'] -> 'A, B and C'. Blank names are left out and each name is trimmed.
 */
export function joinNames(names: ReadonlyArray<string | null | undefined>): string {
  const list = names.map((n) => (n ?? '').trim()).filter((n) => n !== '');
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Phone digits capped at 10 (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#constants): every non-digit removed, digits beyond the tenth dropped. */
export function phoneDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, 10);
}

/**
 * Phone format of docs/product/data-and-rules.md#validation: digits only, '(123) 456-7890', digits beyond 10 dropped. Partial input formats
 * progressively so it can be applied on every keystroke: '12' -> '12', '1234' -> '(123) 4', '1234567' -> '(123) 456-7'.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  if (digits.length < 4) return digits;
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  if (digits.length < 7) return `(${area}) ${prefix}`;
  return `(${area}) ${prefix}-${digits.slice(6)}`;
}

/**
 * A unit as an address prints it (docs/product/data-and-rules.md#constants, issue 31): a bare number or letter is
 * named a unit ('2' -> 'Unit 2', '4B' -> 'Unit 4B', 'C' -> 'Unit C'), so it never reads as part of the street
 * number; what the landlord wrote with its own word ('Apt 2B', '#3', '2nd Floor', 'Rear') is kept as written.
 */
export function unitLabel(unitNo: string | null | undefined): string {
  const unit = (unitNo ?? '').trim();
  const bare =
    /^[A-Za-z]$/.test(unit) || (/\d/.test(unit) && /^[A-Za-z0-9-]+$/.test(unit) && !/^\d+(st|nd|rd|th)$/i.test(unit));
  return bare ? `Unit ${unit}` : unit;
}

/** The ', unit' suffix for addresses (docs/product/data-and-rules.md#constants): '4B' -> ', Unit 4B'; a blank unit gives ''. */
export function unitSuffix(unitNo: string | null | undefined): string {
  const unit = unitLabel(unitNo);
  return unit === '' ? '' : `, ${unit}`;
}

/** Street address followed by its unit suffix (docs/product/data-and-rules.md#constants): ('12 Main St', '4B') -> '12 Main St, 4B'. */
export function streetWithUnit(streetAddress: string | null | undefined, unitNo: string | null | undefined): string {
  return `${(streetAddress ?? '').trim()}${unitSuffix(unitNo)}`;
}

/** Avatar initials (docs/product/screens.md#top-bar): first letters of first and last name, upper case: ('jane', 'doe') -> 'JD'. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim().charAt(0);
  const last = (lastName ?? '').trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

/**
 * Avatar initials colour (docs/product/data-and-rules.md#constants): hue from the first letter's position among the 26 letters of the alphabet,
 * (index / 26) * 360 with A = 0, rounded to a whole degree; saturation 68%, lightness 48%. A name that does
 * not start with a letter A-Z gets hue 0. 'Bob' -> 'hsl(14, 68%, 48%)'.
 */
export function avatarColor(name: string | null | undefined): string {
  const letter = (name ?? '').trim().charAt(0).toUpperCase();
  const index = letter >= 'A' && letter <= 'Z' ? letter.charCodeAt(0) - 65 : 0;
  return `hsl(${Math.round((index / 26) * 360)}, 68%, 48%)`;
}

/** Upper-cases the first letter (docs/product/data-and-rules.md#validation add-office form: housing authority, first letter capitalised). */
export function capitalizeFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The landlords of an account (an attorney's landlord clients): every owner on the deeds of its properties, once,
 * in alphabetical order. The dashboard and the properties page filter by one of them.
 */
export function landlordNames(properties: ReadonlyArray<{ deedNames: ReadonlyArray<string> }>): string[] {
  const names = new Set(properties.flatMap((p) => p.deedNames.map((n) => n.trim()).filter((n) => n !== '')));
  return [...names].sort((a, b) => a.localeCompare(b));
}
