/**
 * What every pleading says about a case, derived once from the case, its property, the landlord's contact, the
 * client's trial accommodations and the county court (nj-forms-facts.md §2-§6). Pure: the caller passes "today".
 */
import { COMPLAINT_STATEMENTS, COURT_FIELD_LABELS, COURT_PRINTED_FIELDS, type Case, type ComplaintStatement, type ContactInfo, type CourtInfo, type Property, type Tenant } from '../entities.ts';
import { SUBSIDY_TYPES, WEEKDAYS, type ClientType, type OwnershipType } from '../lists.ts';
import { formatCurrency, sumCents } from '../money.ts';
import { addDays, addMonths, formatLongDate, parseIsoDate, weekdayOf, type IsoDate } from '../dates.ts';
import { formatPhone, joinNames, streetWithUnit } from '../format.ts';
import { countedCharges, chargeLabel } from '../charges.ts';
import { COURT_FEES, attorneyFee, caseMoney } from '../fees.ts';
import { dueDateInMonth, parseRentDueBy, periodRent } from '../rentPeriods.ts';

/** The client's needs at trial (spec §2.5 court accommodations; the complaint's verification asks for them). */
export interface TrialAccommodations {
  interpreter: boolean;
  language: string | null;
  disability: boolean;
  accommodation: string | null;
}

/** Everything a pleading is made from. */
export interface PleadingInput {
  caseInfo: Case;
  property: Property;
  /** The landlord's (or agent's) contact info chosen on the property. */
  contactInfo: ContactInfo | null;
  accommodations: TrialAccommodations;
  /** The Special Civil Part office of the premises' county, if known. */
  court: CourtInfo | null;
  /** Today in New Jersey, 'YYYY-MM-DD' (dates the papers). */
  today: IsoDate;
}

export interface Party {
  name: string;
  /** 'an individual', 'a corporation', ... as the complaint identifies each party. */
  kind: string;
  address: string[];
  phone: string | null;
  email: string | null;
}

export interface AmountRow {
  description: string;
  period: string;
  amount: number;
}

export interface CourtFacts {
  /** "Superior Court of New Jersey, Law Division, Special Civil Part, {County} County" */
  name: string;
  county: string;
  addressLines: string[];
  phone: string | null;
  hours: string | null;
  /** Where landlord/tenant trials are held, when that differs from the office. */
  trialLocation: string | null;
  /** The county's own interpreter/accommodation line; the court's phone when it has none. */
  accommodationContact: string | null;
  /** The tenant's help lines the Tenancy Summons names (Appendix XI-B); null when not on file. */
  legalServices: { name: string | null; phone: string } | null;
  lawyerReferralPhone: string | null;
  welfareAgency: { name: string | null; phone: string } | null;
  /**
   * True when the entry is unconfirmed or incomplete. Only the landlord's own documents (the filing instructions,
   * the notes page) say so: a filed paper never carries a note to the landlord.
   */
  needsConfirmation: boolean;
  /** The printed fields that are missing or not confirmed, in words ('ZIP code', 'Lawyer Referral Service phone'). */
  unconfirmed: string[];
}

export interface FeeLine {
  label: string;
  amount: number;
}

export interface CaseFacts {
  county: string;
  court: CourtFacts;
  premises: { street: string; city: string; state: string; zipcode: string; oneLine: string; lines: string[] };
  ownerNames: string[];
  ownerName: string;
  ownershipType: OwnershipType;
  clientType: ClientType;
  /** The person who signs and verifies: the contact person, else the first owner. */
  signerName: string;
  landlord: Party;
  /** The agent (property manager) when the client is an agent, with the agent's company. */
  agent: { name: string; company: string | null } | null;
  tenants: Party[];
  tenantNames: string;
  /** Corporations, LLCs and limited partnerships must be represented by a New Jersey attorney. */
  requiresAttorney: boolean;
  attorneyName: string | null;
  leaseType: 'Written' | 'Oral';
  leaseStart: string;
  section8: boolean;
  subsidyName: string | null;
  /** The rent the tenant owes each period (the tenant portion for Section 8). */
  periodRent: number;
  /** The full contract rent. */
  contractRent: number;
  rentSchedule: string;
  /** Rows of the complaint's 9A table: rent, additional charges and the attorney fee claimed as rent. */
  amounts: AmountRow[];
  amountsTotal: number;
  nextRentDue: IsoDate | null;
  /** Court fees the landlord pays at filing (the case's legal fees, or the court's schedule). */
  filingFees: FeeLine[];
  filingFeesTotal: number;
  /** The case's suit amount (domain caseMoney, as the server stores it): the 9A total plus the court costs claimed. */
  suitAmount: number;
  /** The court costs claimed in the suit amount (none for Section 8, spec §4.7). */
  costsClaimed: number;
  statements: Record<ComplaintStatement, boolean | null>;
  unansweredStatements: ComplaintStatement[];
  today: IsoDate;
  todayLong: string;
}

const ENTITY_KIND: Record<OwnershipType, string> = {
  Individual: 'an individual',
  'Limited Liability Company': 'a limited liability company',
  'General Partnership': 'a general partnership',
  Corporation: 'a corporation',
};

/** Entities that cannot appear without a New Jersey attorney (nj-forms-facts.md §2). */
export const ENTITIES_REQUIRING_ATTORNEY: ReadonlyArray<OwnershipType> = ['Limited Liability Company', 'Corporation'];

/** The labels the papers use for the yes/no statements of the complaint (nj-forms-facts.md §3). */
export const STATEMENT_LABELS: Record<ComplaintStatement, string> = {
  ownerOccupied: 'Whether the rental property is owner-occupied',
  tenantInMilitary: 'Whether any tenant (or spouse, child or dependent living there) is in the U.S. military',
  caresActCovered: 'Whether the property is a covered property under the federal CARES Act',
  rentControlled: 'Whether the tenancy is subject to a municipal rent control ordinance',
  noticesAttached: 'Whether the required notices are attached',
  landlordRegistered: 'Whether the landlord has registered the leasehold (N.J.S.A. 46:8-27)',
  acquiredFromTenant: 'Whether the landlord acquired ownership of the property from the tenant(s)',
  optionToPurchase: 'Whether the landlord gave the tenant(s) an option to purchase',
};

const clean = (value: string | null | undefined): string => (value ?? '').trim();

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** How the rent is payable (the complaint's allegation 8). */
export function rentScheduleText(c: Pick<Case, 'rentCycle' | 'rentDueBy'>): string {
  const days = parseRentDueBy(c.rentDueBy);
  if (c.rentCycle === 'Weekly') {
    const weekday = WEEKDAYS[days[0] ?? -1];
    return weekday ? `weekly, every ${weekday}` : 'weekly';
  }
  if (c.rentCycle === 'Semi-monthly') {
    return days.length === 2 ? `twice a month, on the ${ordinal(days[0]!)} and the ${ordinal(days[1]!)} day of each month` : 'twice a month';
  }
  return days[0] ? `monthly, on the ${ordinal(days[0])} day of each month` : 'monthly';
}

/**
 * The first rent due date after today (the complaint's 9B: "the date the next rent is due"). Null when the
 * lease's due days are not set.
 */
export function nextRentDue(c: Pick<Case, 'rentCycle' | 'rentDueBy'>, today: IsoDate): IsoDate | null {
  const days = parseRentDueBy(c.rentDueBy);
  const parts = parseIsoDate(today);
  if (!parts || days.length === 0) return null;
  if (c.rentCycle === 'Weekly') {
    const weekday = days[0]!;
    if (weekday > 6) return null;
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    return addDays(today, ahead === 0 ? 7 : ahead);
  }
  const candidates: IsoDate[] = [];
  for (const delta of [0, 1]) {
    const { year, month } = addMonths(parts.year, parts.month, delta);
    for (const day of days) if (day >= 1 && day <= 31) candidates.push(dueDateInMonth(year, month, day));
  }
  return candidates.filter((d) => d > today).sort()[0] ?? null;
}

function partyAddress(street: string | null | undefined, unit: string | null | undefined, city: string | null | undefined, state: string | null | undefined, zip: string | null | undefined): string[] {
  const first = streetWithUnit(street, unit);
  const second = [clean(city), [clean(state) === 'New Jersey' ? 'NJ' : clean(state), clean(zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [first, second].filter((l) => l !== '');
}

function tenantParty(t: Tenant, premisesLines: string[], useMailing: boolean): Party {
  const mailing = useMailing && clean(t.mailingAddressStreet) !== '';
  return {
    name: clean(t.name),
    kind: t.tenantType === 'corporation' ? 'a corporation' : 'an individual',
    address: mailing ? partyAddress(t.mailingAddressStreet, t.mailingAddressUnit, t.mailingAddressCity, t.mailingAddressState, t.mailingAddressZip) : premisesLines,
    phone: clean(t.phone) || clean(t.cell) ? formatPhone(clean(t.phone) || clean(t.cell)) : null,
    email: clean(t.email) || null,
  };
}

function courtFacts(county: string, court: CourtInfo | null): CourtFacts {
  const street = clean(court?.superiorCourtStreet);
  const city = clean(court?.superiorCourtCity);
  const zip = clean(court?.superiorCourtZipcode);
  const state = clean(court?.superiorCourtState) || 'NJ';
  const complete = street !== '' && city !== '' && zip !== '';
  const legalPhone = clean(court?.legalServicesPhone);
  const welfarePhone = clean(court?.welfareAgencyPhone);
  const unconfirmed = court ? court.unconfirmedFields : COURT_PRINTED_FIELDS;
  return {
    name: `Superior Court of New Jersey, Law Division, Special Civil Part, ${county || '________'} County`,
    county,
    addressLines: complete ? [street, `${city}, ${state} ${zip}`] : [],
    phone: clean(court?.superiorCourtPhone) || null,
    hours: clean(court?.hours) || null,
    trialLocation: clean(court?.trialLocation) || null,
    accommodationContact: clean(court?.accommodationContact) || null,
    legalServices: legalPhone ? { name: clean(court?.legalServicesName) || null, phone: legalPhone } : null,
    lawyerReferralPhone: clean(court?.lawyerReferralPhone) || null,
    welfareAgency: welfarePhone ? { name: clean(court?.welfareAgencyName) || null, phone: welfarePhone } : null,
    needsConfirmation: !court || court.needsConfirmation || !complete,
    unconfirmed: unconfirmed.map((f) => COURT_FIELD_LABELS[f]),
  };
}

/** The court fees paid at filing (nj-forms-facts.md §10): from the case's legal fees, else the court's schedule. */
function filingFees(c: Case): FeeLine[] {
  const tenantCount = Math.max(1, c.tenants.length);
  const fromCase = (type: 'Filing Fee' | 'Mileage Fee' | 'Tenant Fee') => c.legalFees.find((f) => f.type === type && f.selected)?.amount;
  const lines: FeeLine[] = [
    { label: 'Filing fee (complaint, first defendant)', amount: fromCase('Filing Fee') ?? COURT_FEES.filingFee },
  ];
  if (tenantCount > 1) {
    lines.push({ label: `Additional defendants (${tenantCount - 1} x ${formatCurrency(COURT_FEES.tenantFee)})`, amount: fromCase('Tenant Fee') ?? COURT_FEES.tenantFee * (tenantCount - 1) });
  }
  lines.push({ label: 'Court officer mileage (service of the summons)', amount: fromCase('Mileage Fee') ?? COURT_FEES.mileageFee });
  return lines;
}

/** The 9A table: selected rent periods, counted additional charges, and the attorney fee (never for Section 8). */
function amountRows(c: Case): AmountRow[] {
  const rows: AmountRow[] = [];
  const rent = c.pastDueRent.filter((p) => p.selected).sort((a, b) => a.timePeriod.localeCompare(b.timePeriod));
  for (const p of rent) rows.push({ description: 'Rent', period: p.timePeriodDisplay, amount: p.amount });
  for (const charge of countedCharges(c).filter((e) => e.selected)) {
    rows.push({ description: chargeLabel(charge), period: charge.timePeriodDisplay, amount: charge.amount });
  }
  const fee = c.section8 ? 0 : attorneyFee(c);
  if (fee > 0) rows.push({ description: 'Attorney Fee', period: '', amount: fee });
  return rows;
}

export function caseFacts(input: PleadingInput): CaseFacts {
  const { caseInfo: c, property: p, contactInfo } = input;
  const county = clean(c.county) || clean(p.county);
  const premisesStreet = streetWithUnit(clean(c.streetAddress) || clean(p.streetAddress), clean(c.unitNo) || clean(p.unitNo));
  const premisesCity = clean(c.city) || clean(p.city);
  const premisesZip = clean(c.zipcode) || clean(p.zipcode);
  const premisesLines = [premisesStreet, `${premisesCity}, NJ ${premisesZip}`.trim()];
  const ownerNames = (c.deedNames.some((n) => clean(n) !== '') ? c.deedNames : p.deedNames).map(clean).filter((n) => n !== '');
  const ownerName = joinNames(ownerNames) || '________';
  const ownershipType: OwnershipType = p.ownershipType ?? 'Individual';
  const clientType: ClientType = p.clientType ?? 'owner';
  const contactName = contactInfo ? `${clean(contactInfo.firstName)} ${clean(contactInfo.lastName)}`.trim() : '';
  const signerName = contactName || (ownershipType === 'Individual' ? (ownerNames[0] ?? '') : '') || '________';
  const contactAddress = contactInfo ? partyAddress(contactInfo.streetAddress, contactInfo.unitNo, contactInfo.city, contactInfo.state, contactInfo.zipcode) : [];
  const agent = clientType === 'agent' ? { name: signerName, company: clean(contactInfo?.company) || null } : null;
  const landlordAddress = agent ? [`c/o ${agent.company ?? agent.name}`, ...contactAddress] : contactAddress;
  const amounts = amountRows(c);
  const fees = filingFees(c);
  const money = caseMoney(c);
  const attorney = `${clean(c.attorneyFirstName)} ${clean(c.attorneyLastName)}`.trim();
  const statements = Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, c.statements[k] ?? null])) as Record<ComplaintStatement, boolean | null>;
  return {
    county,
    court: courtFacts(county, input.court),
    premises: { street: premisesStreet, city: premisesCity, state: 'NJ', zipcode: premisesZip, oneLine: `${premisesStreet}, ${premisesCity}, NJ ${premisesZip}`, lines: premisesLines },
    ownerNames,
    ownerName,
    ownershipType,
    clientType,
    signerName,
    landlord: {
      name: ownerName,
      kind: ENTITY_KIND[ownershipType],
      address: landlordAddress.length > 0 ? landlordAddress : premisesLines,
      phone: contactInfo && (clean(contactInfo.phone) || clean(contactInfo.cell)) ? formatPhone(clean(contactInfo.phone) || clean(contactInfo.cell)) : null,
      email: clean(contactInfo?.email) || null,
    },
    agent,
    tenants: c.tenants.map((t) => tenantParty(t, premisesLines, c.tenantMailingAddress)),
    tenantNames: joinNames(c.tenants.map((t) => t.name)) || '________',
    requiresAttorney: ENTITIES_REQUIRING_ATTORNEY.includes(ownershipType),
    attorneyName: attorney || null,
    leaseType: c.leaseTypeTitle,
    leaseStart: formatLongDate(c.leaseStartDate) || '________',
    section8: c.section8,
    subsidyName: c.section8 ? (c.section8Type ? SUBSIDY_TYPES[c.section8Type] : 'Section 8') : null,
    periodRent: periodRent(c),
    contractRent: c.rentAmount ?? 0,
    rentSchedule: rentScheduleText(c),
    amounts,
    amountsTotal: sumCents(amounts.map((r) => r.amount)),
    nextRentDue: nextRentDue(c, input.today),
    filingFees: fees,
    filingFeesTotal: sumCents(fees.map((f) => f.amount)),
    suitAmount: money.suitAmount,
    costsClaimed: money.suitAmount - sumCents(amounts.map((r) => r.amount)),
    statements,
    unansweredStatements: COMPLAINT_STATEMENTS.filter((k) => statements[k] === null),
    today: input.today,
    todayLong: formatLongDate(input.today),
  };
}
