/**
 * The searches done in the browser: the long pick lists (docs/product/screens.md#searchable-lists) and the office
 * picker's letters (docs/product/data-and-rules.md#wizard); and the dashboard's Representation column. The dashboard's
 * and the properties page's searches run in the database (the server's case and property repositories).
 */
import type { Case, SocialServiceOffice } from './entities.ts';
import { TEXTS } from './constants.ts';

/** The Representation column (docs/product/screens.md#dashboard): the attorney's initials, or 'Pro Se'. */
export function representation(c: Pick<Case, 'attorneyId' | 'attorneyFirstName' | 'attorneyLastName'>): string {
  if (c.attorneyId == null) return TEXTS.proSe;
  const text =
    `${(c.attorneyFirstName ?? '').trim().charAt(0)}${(c.attorneyLastName ?? '').trim().charAt(0)}`.toUpperCase();
  return text === '' ? TEXTS.proSe : text;
}

/** The letters A to Z of the office picker (docs/product/data-and-rules.md#wizard). */
export const OFFICE_LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** The letter an office is listed under: its housing authority's first, in capitals. */
export function officeLetter(office: Pick<SocialServiceOffice, 'housingAuthority'>): string {
  return office.housingAuthority.trim().charAt(0).toUpperCase();
}

/** Offices whose housing authority starts with a letter (docs/product/data-and-rules.md#wizard), sorted by name. */
export function officesStartingWith<T extends Pick<SocialServiceOffice, 'housingAuthority'>>(
  offices: ReadonlyArray<T>,
  letter: string,
): T[] {
  const wanted = letter.toUpperCase();
  return offices
    .filter((o) => officeLetter(o) === wanted)
    .sort((a, b) => a.housingAuthority.localeCompare(b.housingAuthority));
}

/**
 * How the long pick lists are searched (docs/product/screens.md#searchable-lists) (municipalities, housing offices): what a person types is matched against
 * the words of each entry, ignoring case, accents, apostrophes and other punctuation; every typed word must begin a word of the entry,
 * in any order; the usual abbreviations of New Jersey municipality kinds ("twp", "boro", "mt", "st") count as the
 * word they stand for.
 */

const ABBREVIATIONS: Record<string, string> = {
  twp: 'township',
  boro: 'borough',
  bor: 'borough',
  mt: 'mount',
  st: 'saint',
  ft: 'fort',
  pt: 'point',
  hts: 'heights',
  vlg: 'village',
  e: 'east',
  w: 'west',
  n: 'north',
  s: 'south',
};

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** True when every word typed in `query` begins a word of `text` (or its long form); an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const typed = words(query);
  if (typed.length === 0) return true;
  const own = words(text);
  return typed.every((word) => {
    const long = ABBREVIATIONS[word];
    return own.some((w) => w.startsWith(word) || (long !== undefined && w.startsWith(long)));
  });
}

/** The entries matching `query`, those whose first word the query begins listed first, in their own order otherwise. */
export function searchList<T>(list: readonly T[], query: string, text: (item: T) => string): T[] {
  const found = list.filter((item) => matchesSearch(text(item), query));
  const first = words(query)[0];
  if (first === undefined) return found;
  const leads = (item: T) => (words(text(item))[0] ?? '').startsWith(ABBREVIATIONS[first] ?? first);
  return [...found.filter(leads), ...found.filter((item) => !leads(item))];
}
