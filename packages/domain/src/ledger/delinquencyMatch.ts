/**
 * A delinquency report's rows against the landlord's properties and earlier cases, and the case each row starts
 * (docs/product/rules.md#delinquency-report). Pure rules, no I/O.
 */
import type { Cents, PastDueRentItem } from '../entities.ts';
import { dueDateInMonth, parseRentDueBy, pastDueRentPeriods } from '../rentPeriods.ts';
import { formatLongDate, formatMonthYear, type IsoDate, monthKeyOf, todayInNewJersey } from '../dates.ts';
import type { LeaseTypeTitle } from '../lists.ts';
import type { ReportFact } from '../reportFacts.ts';
import { formatCurrency, sumCents } from '../money.ts';
import { CASE_STATUSES } from '../wizard.ts';
import { DELINQUENCY_MESSAGES, type DelinquencyRow, splitUnit } from './delinquency.ts';
import { nameKey } from './namesCell.ts';

/**
 * Street suffixes and directionals as the Postal Service abbreviates them. Suffixes: USPS Publication 28,
 * Appendix C1 "Street Suffix Abbreviations" (https://pe.usps.com/text/pub28/28apc_002.htm), whose table gives
 * each primary suffix name, its common spellings, and the standard abbreviation they all become (ALLEY, ALLEE,
 * ALLY -> ALY). Directionals: Publication 28, section 233 "Directionals" (NORTH -> N, SOUTHWEST -> SW). The
 * suffixes common in New Jersey street names are listed; a word not listed is compared as written.
 */
const ADDRESS_WORDS: Readonly<Record<string, string>> = {
  alley: 'aly',
  allee: 'aly',
  ally: 'aly',
  avenue: 'ave',
  av: 'ave',
  aven: 'ave',
  avenu: 'ave',
  avn: 'ave',
  avnue: 'ave',
  boulevard: 'blvd',
  boul: 'blvd',
  boulv: 'blvd',
  circle: 'cir',
  circ: 'cir',
  circl: 'cir',
  crcl: 'cir',
  crcle: 'cir',
  court: 'ct',
  courts: 'cts',
  crescent: 'cres',
  crsent: 'cres',
  crsnt: 'cres',
  crossing: 'xing',
  crssng: 'xing',
  center: 'ctr',
  centre: 'ctr',
  cen: 'ctr',
  cent: 'ctr',
  centr: 'ctr',
  cnter: 'ctr',
  cntr: 'ctr',
  drive: 'dr',
  driv: 'dr',
  drv: 'dr',
  estate: 'est',
  estates: 'ests',
  expressway: 'expy',
  expr: 'expy',
  express: 'expy',
  expw: 'expy',
  freeway: 'fwy',
  freewy: 'fwy',
  frway: 'fwy',
  frwy: 'fwy',
  gardens: 'gdns',
  garden: 'gdn',
  gardn: 'gdn',
  grden: 'gdn',
  grdn: 'gdn',
  green: 'grn',
  grove: 'grv',
  grov: 'grv',
  harbor: 'hbr',
  harb: 'hbr',
  harbr: 'hbr',
  heights: 'hts',
  ht: 'hts',
  highway: 'hwy',
  highwy: 'hwy',
  hiway: 'hwy',
  hiwy: 'hwy',
  hway: 'hwy',
  hill: 'hl',
  hills: 'hls',
  hollow: 'holw',
  hllw: 'holw',
  hollows: 'holw',
  holws: 'holw',
  junction: 'jct',
  jction: 'jct',
  jctn: 'jct',
  junctn: 'jct',
  juncton: 'jct',
  lane: 'ln',
  landing: 'lndg',
  lndng: 'lndg',
  manor: 'mnr',
  meadow: 'mdw',
  meadows: 'mdws',
  medows: 'mdws',
  mount: 'mt',
  mnt: 'mt',
  mountain: 'mtn',
  mntain: 'mtn',
  mntn: 'mtn',
  mountin: 'mtn',
  mtin: 'mtn',
  parkway: 'pkwy',
  parkwy: 'pkwy',
  pkway: 'pkwy',
  pky: 'pkwy',
  parkways: 'pkwy',
  pkwys: 'pkwy',
  place: 'pl',
  plaza: 'plz',
  plza: 'plz',
  point: 'pt',
  ridge: 'rdg',
  rdge: 'rdg',
  road: 'rd',
  roads: 'rds',
  route: 'rte',
  square: 'sq',
  sqr: 'sq',
  sqre: 'sq',
  squ: 'sq',
  station: 'sta',
  statn: 'sta',
  stn: 'sta',
  street: 'st',
  strt: 'st',
  str: 'st',
  streets: 'sts',
  terrace: 'ter',
  terr: 'ter',
  trail: 'trl',
  trails: 'trl',
  trls: 'trl',
  turnpike: 'tpke',
  trnpk: 'tpke',
  turnpk: 'tpke',
  valley: 'vly',
  vally: 'vly',
  vlly: 'vly',
  view: 'vw',
  village: 'vlg',
  vill: 'vlg',
  villag: 'vlg',
  villg: 'vlg',
  villiage: 'vlg',
  wy: 'way',
  // Directionals (Publication 28, 233).
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  // "St. Marks Place" and "Saint Marks Place" are one street.
  saint: 'st',
};

/**
 * An address as compared: lower case, punctuation removed, street suffixes and directions abbreviated the USPS way
 * (Street -> st, Avenue -> ave, North -> n; see ADDRESS_WORDS), ordinals kept ('1st'), repeated spaces folded.
 */
export function addressKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => ADDRESS_WORDS[w] ?? w)
    .join(' ');
}

/** The words that may come before a unit's number: 'Apt', 'Apartment', 'Unit', 'Suite', 'Ste', '#', 'No'. */
const UNIT_PREFIX = /^(apartment|apt|unit|suite|ste|number|no|#)(?=[\s.#:\d-]|$)[\s.#:-]*/;

/**
 * A unit as compared: lower case, 'apt', 'apartment', 'unit', 'suite', 'ste', '#', 'no' prefixes and punctuation
 * removed, leading zeros removed ('Apt. 03' == '3'). Empty -> ''.
 */
export function unitKey(unit: string | null | undefined): string {
  let text = (unit ?? '').toLowerCase().trim();
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(UNIT_PREFIX, '').trim();
  }
  return text.replace(/[^a-z0-9]+/g, '').replace(/^0+(?=[0-9a-z])/, '');
}

export interface MatchableProperty {
  id: number;
  streetAddress: string | null;
  unitNo: string | null;
  city: string | null;
  completed: boolean;
}

export type RowMatch =
  | { kind: 'property'; propertyId: number }
  | {
      kind: 'newUnit';
      propertyId: number;
      unitNo: string;
      /** The existing unit at the address the row's unit most likely means ("2nd Fl" for "2"), to propose; else null. */
      nearest: { propertyId: number; unitNo: string } | null;
    }
  | { kind: 'none'; reason: string };

/** True when `part` appears in `whole` as whole words ('12 main st' in 'maple apts 12 main st newark nj'). */
const holdsWords = (whole: string, part: string): boolean => part !== '' && ` ${whole} `.includes(` ${part} `);

/** A property with its address, unit and town keys, worked out once per list of properties. */
interface KeyedProperty {
  p: MatchableProperty;
  street: string;
  town: string;
  unit: string;
}

interface PropertyIndex {
  keyed: KeyedProperty[];
  byStreet: Map<string, KeyedProperty[]>;
}

/**
 * The keys of a list of properties, kept while the list is (a report of thousands of rows is matched against one
 * list: computing every property's keys for every row cost seconds).
 */
const indexes = new WeakMap<readonly MatchableProperty[], PropertyIndex>();

function indexOf(properties: readonly MatchableProperty[]): PropertyIndex {
  const known = indexes.get(properties);
  if (known) return known;
  const keyed = properties.map((p) => ({
    p,
    street: addressKey(p.streetAddress ?? ''),
    town: addressKey(p.city ?? ''),
    unit: unitKey(p.unitNo),
  }));
  const byStreet = new Map<string, KeyedProperty[]>();
  for (const k of keyed) byStreet.set(k.street, [...(byStreet.get(k.street) ?? []), k]);
  const index = { keyed, byStreet };
  indexes.set(properties, index);
  return index;
}

/**
 * The properties at a row's street address: those whose address key is the row's; else, for a report that writes
 * more than the street ("Maple Apts - 12 Main St Newark, NJ 07102"), those whose street address (with a house
 * number) appears in it as whole words. When they are in more than one town, the town written in the row decides.
 */
function propertiesAt(address: string, properties: readonly MatchableProperty[]): KeyedProperty[] | 'ambiguous' {
  const key = addressKey(address);
  if (key === '') return [];
  const index = indexOf(properties);
  let found = index.byStreet.get(key) ?? [];
  if (found.length === 0)
    found = index.keyed.filter((k) => /\d/.test(k.street) && k.street.includes(' ') && holdsWords(key, k.street));
  const streets = new Set(found.map((k) => k.street));
  const towns = new Set(found.map((k) => k.town));
  if (streets.size <= 1 && towns.size <= 1) return found;
  const inTown = found.filter((k) => holdsWords(key, k.town));
  const inTownStreets = new Set(inTown.map((k) => k.street));
  const inTownTowns = new Set(inTown.map((k) => k.town));
  return inTown.length > 0 && inTownStreets.size === 1 && inTownTowns.size === 1 ? inTown : 'ambiguous';
}

const lowestId = (properties: readonly KeyedProperty[]): MatchableProperty | undefined =>
  [...properties].sort((a, b) => a.p.id - b.p.id)[0]?.p;

/**
 * The property a row's case is for (a unit still written in the address is split out first, as splitUnit does):
 * the complete property with its address and unit; else, when the address matches a complete property but no
 * property has this unit, a new unit copied from it (the property without a unit, else the lowest id); else none,
 * with why.
 */
export function matchDelinquencyRow(row: DelinquencyRow, properties: readonly MatchableProperty[]): RowMatch {
  const { address, unit: given } = splitUnit(row.address, row.unit);
  const at = propertiesAt(address, properties);
  if (at === 'ambiguous') return { kind: 'none', reason: DELINQUENCY_MESSAGES.ambiguousAddress };
  if (at.length === 0) return { kind: 'none', reason: DELINQUENCY_MESSAGES.noProperty };
  const complete = at.filter((k) => k.p.completed);
  if (complete.length === 0) return { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty };
  const unit = unitKey(given);
  const same = lowestId(complete.filter((k) => k.unit === unit));
  if (same) return { kind: 'property', propertyId: same.id };
  if (at.some((k) => k.unit === unit)) return { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty };
  if (unit === '') return { kind: 'none', reason: DELINQUENCY_MESSAGES.unitMissing };
  const near = nearestUnit(unit, complete);
  // A new unit is copied from the unit it most likely means (a store from the store, so it stays commercial), else
  // from the building itself.
  const source = near ?? lowestId(complete.filter((k) => k.unit === '')) ?? lowestId(complete)!;
  return {
    kind: 'newUnit',
    propertyId: source.id,
    unitNo: (given ?? '').trim(),
    nearest: near ? { propertyId: near.id, unitNo: near.unitNo ?? '' } : null,
  };
}

/**
 * The existing unit a unit written differently most likely means: the one with the same number ("2nd Fl" and "2",
 * "Apt 2-R" and "2R" have the digits 2), else the one whose key holds the other's ("Store 1" and "Store"); null when
 * none or more than one fits.
 */
function nearestUnit(unit: string, at: readonly KeyedProperty[]): MatchableProperty | null {
  const units = at.filter((k) => k.unit !== '');
  const digits = (key: string) => key.replace(/\D+/g, '');
  const byNumber = digits(unit) === '' ? [] : units.filter((k) => digits(k.unit) === digits(unit));
  const byWords = units.filter((k) => /[a-z]/.test(k.unit) && (k.unit.includes(unit) || unit.includes(k.unit)));
  const found = byNumber.length > 0 ? byNumber : byWords;
  return found.length === 1 ? found[0]!.p : null;
}

/**
 * Where a row goes when the landlord may choose its property (the import's preview and the batch's creation alike):
 * the unit proposed for a unit written differently, when chosen (unless the landlord confirmed a new unit); the
 * match when no property was chosen or the match names the chosen one; else the chosen property as it is, unit and
 * all, when it is one of the list's and finished.
 */
export function chosenRowMatch(
  row: DelinquencyRow,
  properties: readonly MatchableProperty[],
  chosenId: number | null | undefined,
  newUnit = false,
): RowMatch {
  const match = matchDelinquencyRow(row, properties);
  // The unit proposed, chosen: the row goes to that unit (a new unit copied from it only when the landlord says so).
  if (match.kind === 'newUnit' && !newUnit && chosenId != null && match.nearest?.propertyId === chosenId)
    return { kind: 'property', propertyId: chosenId };
  // A unit the property does not have, sent to the building itself: still the unit to choose or confirm, never the
  // building without a unit.
  const building = properties.find((p) => p.id === chosenId && unitKey(p.unitNo) === '');
  if (
    match.kind === 'newUnit' &&
    !newUnit &&
    building &&
    addressKey(building.streetAddress ?? '') === addressKey(splitUnit(row.address, row.unit).address)
  )
    return match;
  if (chosenId == null || (match.kind !== 'none' && match.propertyId === chosenId)) return match;
  const chosen = properties.find((p) => p.id === chosenId);
  if (!chosen) return { kind: 'none', reason: DELINQUENCY_MESSAGES.notYourProperty };
  if (!chosen.completed) return { kind: 'none', reason: DELINQUENCY_MESSAGES.unfinishedProperty };
  return { kind: 'property', propertyId: chosen.id };
}

/**
 * The tenant names as the case will hold them: a name that matches (case, punctuation and word order ignored) a
 * name of an earlier case at the same property takes that spelling and is marked known.
 */
export function knownTenantNames(
  names: readonly string[],
  earlier: readonly string[],
): Array<{ name: string; known: boolean }> {
  const byKey = new Map<string, string>();
  for (const name of earlier) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  return names.map((name) => {
    const spelling = byKey.get(nameKey(name));
    return spelling === undefined ? { name, known: false } : { name: spelling, known: true };
  });
}

/**
 * Reasons a row cannot become a case yet (empty when it can): a unit the property does not have, until the landlord
 * chooses the unit proposed (or another) or confirms it is a new one; no tenant name; balance not an amount; nothing
 * owed (balance <= 0); the match's reason.
 */
export function delinquencyRowProblems(row: DelinquencyRow, match: RowMatch, newUnitConfirmed = false): string[] {
  const problems: string[] = [];
  if (match.kind === 'newUnit' && !newUnitConfirmed)
    problems.push(
      match.nearest
        ? DELINQUENCY_MESSAGES.nearestUnit(match.unitNo, match.nearest.unitNo)
        : DELINQUENCY_MESSAGES.newUnit(match.unitNo),
    );
  if (row.tenantNames.length === 0) problems.push(DELINQUENCY_MESSAGES.noTenant);
  if (row.balance === null) problems.push(DELINQUENCY_MESSAGES.badBalance);
  else if (row.balance <= 0) problems.push(DELINQUENCY_MESSAGES.nothingOwed);
  if (match.kind === 'none') problems.push(match.reason);
  return problems;
}

export interface DelinquencyCaseSeed {
  tenants: Array<{ name: string }>;
  lease: {
    rentCycle: 'Monthly';
    rentDueBy: string | null;
    rentAmount: number | null;
    leaseStartDate: string | null;
    leaseTypeTitle: LeaseTypeTitle;
    section8: boolean;
  };
  /** The periods the case claims: each selected, amount = rent; empty when the report does not tell them. */
  pastDueRent: PastDueRentItem[];
  /**
   * The earliest step with a question the report leaves open: CASE_STATUSES.leaseDetails when the rent, the move-in
   * date, the due day or the lease type is missing, or the tenancy is subsidized (the Section 8 questions);
   * CASE_STATUSES.pastDueRent when the report does not tell the months owed, or they come to more than the balance;
   * CASE_STATUSES.additionalCharges when the listed months are claimed.
   */
  status: string;
  /** Sum of pastDueRent amounts (cents). */
  claimed: Cents;
  /** balance - claimed (cents): what the report's balance holds beyond the rent claimed; shown, never claimed. */
  difference: Cents;
  /** The lease and rent facts the case takes from the report or assumes, each to be confirmed before signing. */
  facts: ReportFact[];
  /** Plain words for the landlord. */
  notes: string[];
}

/** The answers a manager gave once for all of a report's tenants, where the report has no column for them. */
export interface DelinquencyAnswers {
  rentDueBy?: string | null | undefined;
  leaseType?: LeaseTypeTitle | null | undefined;
}

/**
 * Why a listed month is not claimed: the lease's periods run from the lease start to today, so a month not among
 * them falls due after today or before the lease start.
 */
function leftOutNote(month: string, dueDay: number, today: IsoDate): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const label = formatMonthYear(`${month}-01`);
  return dueDateInMonth(year, monthNo, dueDay) > today
    ? DELINQUENCY_MESSAGES.notDueYet(label)
    : DELINQUENCY_MESSAGES.beforeLeaseStart(label);
}

const fact = (field: ReportFact['field'], source: ReportFact['source'], value: string, note: string | null = null) =>
  ({ field, source, value, note, confirmed: false }) satisfies ReportFact;

/**
 * The case a row starts (docs/product/rules.md#delinquency-report): Monthly rent; the due day and the lease type from
 * the report's columns, else the manager's answer for all, else asked on Lease Details; lease start = move-in (an
 * assumption, shown); Section 8 as the report's Subsidy or Notes say (a subsidized tenancy goes through the Section 8
 * questions, nothing claimed until the tenant's share is known), else assumed none and shown. Periods come only from
 * the months the report lists, each at the rent, and only when the balance covers them; a balance alone, or a
 * balance below the listed months, leaves the periods to Past Due Rent. Never a period not yet due nor before the
 * lease start (a listed month left out is noted).
 */
export function delinquencyCaseSeed(
  row: DelinquencyRow,
  answers: DelinquencyAnswers,
  now: Date = new Date(),
): DelinquencyCaseSeed {
  const rentDueBy = row.dueDay ?? answers.rentDueBy ?? null;
  const leaseType = row.leaseType ?? answers.leaseType ?? null;
  const lease = {
    rentCycle: 'Monthly' as const,
    rentDueBy,
    rentAmount: row.rent,
    leaseStartDate: row.moveIn,
    leaseTypeTitle: leaseType ?? ('Written' as const),
    section8: row.subsidized ?? false,
  };
  const notes: string[] = [];
  const facts: ReportFact[] = [];
  if (row.rent !== null) facts.push(fact('rentAmount', 'report', formatCurrency(row.rent)));
  if (row.moveIn !== null)
    facts.push(fact('leaseStartDate', 'assumed', formatLongDate(row.moveIn), DELINQUENCY_MESSAGES.moveInIsLeaseStart));
  if (row.dueDay !== null) facts.push(fact('rentDueBy', 'report', `Day ${row.dueDay} of the month`));
  if (row.leaseType !== null) facts.push(fact('leaseTypeTitle', 'report', row.leaseType));
  else if (leaseType === null)
    facts.push(fact('leaseTypeTitle', 'assumed', 'Written', DELINQUENCY_MESSAGES.noLeaseType));
  if (row.subsidized !== null)
    facts.push(fact('section8', 'report', row.subsidized ? 'Subsidized (Section 8)' : 'No subsidy'));
  else facts.push(fact('section8', 'assumed', 'No subsidy', DELINQUENCY_MESSAGES.subsidyUnknown));
  const balance = row.balance ?? 0;
  const seed = (pastDueRent: PastDueRentItem[], status: string): DelinquencyCaseSeed => {
    const claimed = sumCents(pastDueRent.map((p) => p.amount));
    const difference = balance - claimed;
    if (row.balance !== null && difference > 0 && pastDueRent.length > 0)
      notes.push(DELINQUENCY_MESSAGES.moreThanClaimed(formatCurrency(difference)));
    if (pastDueRent.length > 0)
      facts.push(
        fact(
          'pastDueRent',
          'report',
          `${pastDueRent.map((p) => p.timePeriodDisplay).join(', ')} at ${formatCurrency(pastDueRent[0]!.amount)} each`,
        ),
      );
    return {
      tenants: row.tenantNames.map((name) => ({ name })),
      lease,
      pastDueRent,
      status,
      claimed,
      difference,
      facts,
      notes,
    };
  };
  if (row.rent === null) notes.push(DELINQUENCY_MESSAGES.noRent);
  if (row.moveIn === null) notes.push(DELINQUENCY_MESSAGES.noMoveIn);
  if (rentDueBy === null) notes.push(DELINQUENCY_MESSAGES.noDueDay);
  if (leaseType === null) notes.push(DELINQUENCY_MESSAGES.noLeaseType);
  if (row.subsidized === true) notes.push(DELINQUENCY_MESSAGES.subsidized);
  else if (row.subsidized === null) notes.push(DELINQUENCY_MESSAGES.subsidyUnknown);
  const rent = row.rent;
  if (rent === null || row.moveIn === null || rentDueBy === null || leaseType === null || row.subsidized === true)
    return seed([], CASE_STATUSES.leaseDetails);
  const generated = pastDueRentPeriods({ ...lease, rentDueBy, section8: false, section8TenantPortion: null }, now);
  if (!generated.ok) {
    notes.push(DELINQUENCY_MESSAGES.badDueDay);
    return seed([], CASE_STATUSES.leaseDetails);
  }
  if (row.monthsOwed === null || row.monthsOwed.length === 0) {
    const question = DELINQUENCY_MESSAGES.balanceOnly(formatCurrency(balance));
    notes.push(question);
    facts.push(fact('pastDueRent', 'report', `A balance of ${formatCurrency(balance)}, months not listed`, question));
    return seed([], CASE_STATUSES.pastDueRent);
  }
  if (rent <= 0) {
    notes.push(DELINQUENCY_MESSAGES.zeroRent);
    return seed([], CASE_STATUSES.leaseDetails);
  }
  const listed = new Set(row.monthsOwed);
  const due = generated.value.filter((p) => listed.has(monthKeyOf(p.timePeriod)));
  const found = new Set(due.map((p) => monthKeyOf(p.timePeriod)));
  const dueDay = parseRentDueBy(rentDueBy)[0]!;
  const today = todayInNewJersey(now);
  for (const month of row.monthsOwed) if (!found.has(month)) notes.push(leftOutNote(month, dueDay, today));
  if (due.length === 0) {
    notes.push(DELINQUENCY_MESSAGES.noPeriods);
    return seed([], CASE_STATUSES.pastDueRent);
  }
  if (row.balance !== null && row.balance < rent * due.length) {
    const months = due.map((p) => p.timePeriodDisplay).join(', ');
    const question = DELINQUENCY_MESSAGES.balanceBelowMonths(formatCurrency(row.balance), months);
    notes.push(question);
    facts.push(fact('pastDueRent', 'report', `A balance of ${formatCurrency(row.balance)} for ${months}`, question));
    return seed([], CASE_STATUSES.pastDueRent);
  }
  return seed(
    due.map((p) => ({ ...p, amount: rent, selected: true })),
    CASE_STATUSES.additionalCharges,
  );
}
