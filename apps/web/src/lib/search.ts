/**
 * How the app's long lists are searched (municipalities, housing offices): what a person types is matched against
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
