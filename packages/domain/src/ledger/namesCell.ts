/**
 * The tenant names of one cell of a delinquency report (docs/product/rules.md#names-cell): "Maria & Jose Lopez",
 * "De La Cruz, Juan", "A&J Barber Shop LLC", "Baptiste, Harold (Deceased)". Pure: the names the case will hold, the
 * deceased tenant whose estate is sued, and every reading that is not certain, in words, for the manager to check.
 */
import { isBusinessName } from '../tenantNames.ts';

export interface NamesCellReading {
  /** The tenants as the case will hold them ("Maria Lopez"; an estate as "Estate of Harold Baptiste"). */
  names: string[];
  /** The deceased tenant's name when the cell names an estate or a tenant marked deceased; else null. */
  deceased: string | null;
  /** Each reading that is not certain, in plain words (shown to the manager before the case is made). */
  doubts: string[];
}

/** Words that are part of a surname written before it ("De La Cruz", "Van der Berg", "St. John"). */
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'la',
  'las',
  'los',
  'le',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'st',
  'st.',
  'mac',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
]);

/** Generational suffixes that follow a name ("John Smith Jr.", "Smith, John, III"). */
const SUFFIX = /^(jr|sr|ii|iii|iv|v|2nd|3rd|esq)\.?$/i;

/** Company words that may follow a comma without being a first name ("ACME, LLC"). */
const COMPANY_SUFFIX = /^(llc|l\.l\.c|inc|corp|corporation|co|company|ltd|lp|llp|pc|pa|pllc|trust)\.?$/i;

/** Business words that keep "&" and "and" inside one name ("Smith & Sons Plumbing", "A&J Barber Shop"). */
const BUSINESS_WORDS =
  /\b(shop|store|market|deli|salon|barber|barbers|cafe|restaurant|pizza|grill|bakery|cleaners|services?|sons|associates|group|enterprises?|holdings|partners|bros|brothers|auto|repair|plumbing|construction|church|ministries|school|daycare|laundromat|liquors?|pharmacy|realty|management|studio|boutique|nails|wireless|tax)\b/i;

/** "(Deceased)", ", Deceased", "- dec'd", "(dec.)" after a name. */
const DECEASED_MARK = /[\s,(-]*\b(deceased|dec'd|decd|dec\.)\)?\s*$/i;
/** "Estate of X", "Est. of X", "The Estate of X". */
const ESTATE_OF = /^(the\s+)?(estate|est\.?)\s+of\s+(.+)$/i;
/** "X Estate" ("Harold Baptiste Estate"). */
const ESTATE_AFTER = /^(.+?)[\s,]+estate$/i;
/** A line that names no one: "All Occupants", "and all other occupants", "John Doe occupants". */
const OCCUPANTS = /^((and\s+)?all\s+(other\s+)?)?occupants?$/i;
/** "a/k/a", "aka", "f/k/a", "c/o" and what follows them: another name of the same person, or a mailing name. */
const ALIAS = /\s*\b(a\/k\/a|aka|f\/k\/a|fka|c\/o)\b\.?\s*([^;\r\n]*)/gi;

const words = (text: string) => text.split(' ').filter((w) => w !== '');
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim()
    .replace(/^[,;]+|[,;]+$/g, '')
    .trim();

/** True when a surname written first may hold these words: one word, or particles before the last word. */
function isSurname(text: string): boolean {
  const ws = words(text);
  if (ws.length === 0) return false;
  return ws.slice(0, -1).every((w) => PARTICLES.has(w.toLowerCase()));
}

/** A part with a comma: "Smith, John" becomes "John Smith"; "John Smith, Jr." keeps its suffix; "ACME, LLC" stays. */
function orderedName(part: string, doubts: string[]): string[] {
  const pieces = part
    .split(',')
    .map(tidy)
    .filter((p) => p !== '');
  if (pieces.length <= 1) return pieces;
  if (COMPANY_SUFFIX.test(pieces[pieces.length - 1]!)) return [pieces.join(', ')];
  const suffixes = pieces.filter((p) => SUFFIX.test(p));
  const rest = pieces.filter((p) => !SUFFIX.test(p));
  const suffix = suffixes.length > 0 ? ` ${suffixes.join(' ')}` : '';
  if (rest.length === 1) return [`${rest[0]!}${suffix}`];
  if (rest.length === 2) {
    const [written, first] = rest as [string, string];
    // "Smith Jr., John": the suffix written after the surname goes to the end.
    const lastWords = words(written);
    const suffixed = lastWords.length > 1 && SUFFIX.test(lastWords[lastWords.length - 1]!);
    const last = suffixed ? lastWords.slice(0, -1).join(' ') : written;
    const writtenSuffix = suffixed ? ` ${lastWords[lastWords.length - 1]!}` : '';
    if (isSurname(last) && words(first).length <= 3) {
      const firstWords = words(first);
      const trailing = firstWords.length > 1 && SUFFIX.test(firstWords[firstWords.length - 1]!);
      const given = trailing ? firstWords.slice(0, -1).join(' ') : first;
      const own = trailing ? ` ${firstWords[firstWords.length - 1]!}` : writtenSuffix || suffix;
      return [`${given} ${last}${own}`];
    }
    if (words(written).length >= 2 && words(first).length >= 2) return [written, first];
  }
  doubts.push(`“${part}” could not be read as one name or as names apart: it is kept as written.`);
  return [pieces.join(', ')];
}

/** The surname of a full name: its last word, with the particles before it ("Juan De La Cruz" -> "De La Cruz"). */
function surnameOf(name: string): string {
  const ws = words(name).filter((w) => !SUFFIX.test(w));
  let start = ws.length - 1;
  while (start > 1 && PARTICLES.has(ws[start - 1]!.toLowerCase())) start -= 1;
  return ws.slice(start).join(' ');
}

/**
 * One person's or business's part split on "&" / "and": "John Smith & Jane Doe" two names; "Maria & Jose Lopez" a
 * couple sharing the surname written once (an uncertain reading); "Lopez, Maria & Jose" the same in last-first
 * order; a business's name, or letters joined by "&" ("A&J"), is never split.
 */
function namesOfAmpersandPart(part: string, doubts: string[]): string[] {
  const text = tidy(part);
  if (text === '') return [];
  if (isBusinessName(text) || BUSINESS_WORDS.test(text)) return [text];
  const sides = text
    .split(/\s+&\s+|(?<=\S)&(?=\S{2,})|(?<=\S{2,})&(?=\S)|\s+and\s+/i)
    .map(tidy)
    .filter((s) => s !== '');
  if (sides.length <= 1) return orderedName(text, doubts);
  const lastFirst = /^([^,]+),\s*(.+)$/.exec(sides[0]!);
  if (lastFirst && isSurname(lastFirst[1]!) && sides.slice(1).every((s) => !s.includes(',') && words(s).length === 1)) {
    const surname = lastFirst[1]!.trim();
    return [lastFirst[2]!, ...sides.slice(1)].map((first) => `${first.trim()} ${surname}`);
  }
  const last = sides[sides.length - 1]!;
  const lastNames = orderedName(last, doubts);
  const full = lastNames[lastNames.length - 1] ?? last;
  if (words(full).length >= 2 && sides.slice(0, -1).every((s) => words(s).length === 1 && !s.includes(','))) {
    const surname = surnameOf(full);
    const couple = [...sides.slice(0, -1).map((first) => `${first} ${surname}`), ...lastNames];
    doubts.push(
      `“${text}” was read as ${couple.join(' and ')}, each with the surname ${surname}: check each tenant’s full name.`,
    );
    return couple;
  }
  return sides.flatMap((side) => orderedName(side, doubts));
}

/** The estate's decedent named by a part ("Estate of Harold Baptiste", "Baptiste, Harold (Deceased)"), or null. */
function decedentOf(part: string, doubts: string[]): string | null {
  const estate = ESTATE_OF.exec(part) ?? null;
  if (estate) return orderedName(tidy(estate[3]!.replace(DECEASED_MARK, '')), doubts).join(' ');
  const after = ESTATE_AFTER.exec(part);
  if (after && !isBusinessName(part)) return orderedName(tidy(after[1]!), doubts).join(' ');
  if (DECEASED_MARK.test(part)) return orderedName(tidy(part.replace(DECEASED_MARK, '')), doubts).join(' ');
  return null;
}

/** A name as compared: lower case, punctuation removed, words in order. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, '')
    .split(/\s+/)
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

/**
 * Reads a names cell: split on ";", "/" and new lines, then each part on "&" and "and" (never inside a business's
 * name); "Last, First" turned around, a surname's particles kept with it ("De La Cruz"), suffixes kept at the end; a
 * tenant marked deceased, or an estate, named as "Estate of X"; "All occupants" and aliases ("a/k/a") left out with
 * a doubt; blanks and repeats dropped.
 */
export function readNamesCell(cell: string): NamesCellReading {
  const doubts: string[] = [];
  const names: string[] = [];
  const seen = new Set<string>();
  let deceased: string | null = null;
  const add = (name: string) => {
    const key = nameKey(name);
    if (name === '' || key === '' || seen.has(key)) return;
    seen.add(key);
    names.push(name);
  };
  const parts = cell
    .replace(ALIAS, (_match, word: string, rest: string) => {
      if (rest.trim() !== '')
        doubts.push(`“${word} ${tidy(rest)}” was left out: it names the same tenant another way, or a mailing name.`);
      return '';
    })
    .split(/[;/\r\n]+/);
  for (const raw of parts) {
    const part = tidy(raw);
    if (part === '') continue;
    if (OCCUPANTS.test(part)) {
      doubts.push(`“${part}” was left out: name each occupant who is to be a defendant on Tenant Information.`);
      continue;
    }
    const decedent = decedentOf(part, doubts);
    if (decedent !== null && decedent !== '') {
      deceased ??= decedent;
      add(`Estate of ${decedent}`);
      doubts.push(
        `“${part}” names a tenant who has died: the case is against the Estate of ${decedent}, through its personal representative.`,
      );
      continue;
    }
    const occupants = /^(.*?)\s+(?:&|and)\s+(?:all\s+)?(?:other\s+)?occupants?$/i.exec(part);
    if (occupants) {
      doubts.push(
        `“${part}”: the occupants were left out; name each one who is to be a defendant on Tenant Information.`,
      );
      for (const name of namesOfAmpersandPart(occupants[1]!, doubts)) add(name);
      continue;
    }
    for (const name of namesOfAmpersandPart(part, doubts)) add(name);
  }
  return { names, deceased, doubts };
}
