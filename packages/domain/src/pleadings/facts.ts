/**
 * What every pleading says about a case, derived once from the case, its property, the landlord's contact, the
 * client's trial accommodations and the county court (nj-forms-facts.md §2-§6). Pure: the caller passes "today".
 */
import {
  COMPLAINT_STATEMENTS,
  COURT_FIELD_LABELS,
  COURT_PRINTED_FIELDS,
  type Case,
  type ComplaintStatement,
  type ContactInfo,
  type CourtInfo,
  type OwnerContact,
  type Property,
  type SocialServiceOffice,
  type Tenant,
  type Verifier,
} from '../entities.ts';
import { SUBSIDY_TYPES, WEEKDAYS, type ClientType, type OwnershipType } from '../lists.ts';
import { estateName, estateOccupants, isBusinessTenant, tenantCapacity } from '../tenantNames.ts';
import { sumCents } from '../money.ts';
import { addDays, addMonths, formatLongDate, parseIsoDate, weekdayOf, type IsoDate } from '../dates.ts';
import { formatPhone, joinNames, streetWithUnit } from '../format.ts';
import { countedCharges, chargeLabel } from '../charges.ts';
import { attorneyFee, filingFeeLines, filingFeesKnownTotal, type FeeLine } from '../fees.ts';
import { dueDateInMonth, parseRentDueBy, periodRent } from '../rentPeriods.ts';
import { mayFileWithoutAttorney, type AttorneyOfRecord } from '../representation.ts';
import { filingPlanOf, type FilingPlan } from '../filingPlan.ts';
import type { Outcome, PlanAllocation } from '../afterFiling.ts';
import { clrsToComplete, packageAttachments, type AttachedDocument, type PackageAttachment } from './attachments.ts';

/** The client's needs at trial (docs/product/data-and-rules.md#profile-page court accommodations; the complaint's verification asks for them). */
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
  /** The attorney of record the server found for the case (one of the client's attorneys); none when self-filed. */
  attorney?: AttorneyOfRecord | null;
  /** What was recorded after filing (the consent, its missed payments, payments received); absent before filing. */
  afterFiling?: AfterFilingFacts;
  /** The landlord's documents of the case (and the property's registration statement), when the case has any. */
  documents?: ReadonlyArray<AttachedDocument>;
}

/**
 * The court record the post-judgment papers read (docs/product/rules.md#post-judgment, #consent-breach): the
 * docket number, the outcome, the consent's plan with the payments applied to it, and what was received since filing.
 */
export interface AfterFilingFacts {
  docketNo: string;
  dateFiled: IsoDate;
  outcome: Outcome | null;
  /** The Certification by Landlord of Breach of Settlement was made (the breach is on record). */
  breachCertified: boolean;
  /** A consent's plan with every payment since the consent applied to it; null without a consent. */
  allocation: PlanAllocation | null;
  /** Sum of the payments received since filing, in cents. */
  paidSinceFiling: number;
  /** The amount the complaint claimed as filed (the 9A total of the papers filed), in cents. */
  claimedAsFiled: number;
}

export interface Party {
  name: string;
  /** 'an individual', 'a corporation', ... as the complaint identifies each party; an estate, its representative. */
  kind: string;
  /** A deceased tenant's estate, sued through its personal representative. */
  estate?: boolean;
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
  /**
   * The lines the papers leave blank because no source gives them (docs/product/court-offices-and-help-lines.md#blank-lines):
   * the filer completes them by hand, and the instructions' checklist says where to find each.
   */
  blanks: CourtBlank[];
}

/** A line of the papers no source fills: the field, where it prints, and where the filer finds it. */
export interface CourtBlank {
  field:
    'street' | 'city' | 'zip' | 'phone' | 'legal_services_phone' | 'lawyer_referral_phone' | 'welfare_agency_phone';
  label: string;
  printedOn: string;
  findIt: string;
}

export type { FeeLine } from '../fees.ts';

/** A yes/no answer; null while the landlord has not answered it. */
export type Answer = boolean | null;

/**
 * The yes/no facts every paper of a package states, each drawn from the case by one function below, so that the
 * complaint, the verification, the case information statement, the certification of lease and registration, the
 * cover letter and the instructions can never say different things (issue 15). Sources: docs/product/sources.md.
 */
export interface PaperFacts {
  /** A commercial (non-residential) tenancy: no residential-only statements or papers. */
  commercial: boolean;
  /** A subsidized residential tenancy (Section 8 or other program): only the tenant's portion is rent. */
  subsidized: boolean;
  /** Whether the Landlord Registration Act statement belongs on the papers (residential only). */
  registrationApplies: boolean;
  /** The landlord has registered (null: unanswered, or not applicable when registrationApplies is false). */
  registered: Answer;
  /**
   * Not registered because exempt: the certification claims the owner-occupied exemption and the complaint agrees
   * (docs/product/rules.md#registration-agrees), so no warning that a judgment needs a registration.
   */
  registrationExempt: boolean;
  /** Whether the CARES Act question belongs on the papers (a residential "covered dwelling" only). */
  caresApplies: boolean;
  caresCovered: Answer;
  /** The date the CARES Act 30-day notice to vacate was served, for a covered property. */
  caresNoticeDate: IsoDate | null;
  noticesAttached: Answer;
  tenantInMilitary: Answer;
  /** Whether each tenant was checked on the DMDC SCRA website, and when. */
  scraChecked: Answer;
  scraCheckDate: IsoDate | null;
  ownerOccupied: Answer;
  rentControlled: Answer;
  acquiredFromTenant: Answer;
  optionToPurchase: Answer;
}

export interface CaseFacts {
  county: string;
  court: CourtFacts;
  premises: { street: string; city: string; state: string; zipcode: string; oneLine: string; lines: string[] };
  ownerNames: string[];
  ownerName: string;
  /** Each owner of record with how the complaint describes it ('an individual', 'a limited liability company'). */
  owners: Array<{ name: string; kind: string }>;
  /**
   * Each plaintiff as the caption prints them, with their own address, phone and e-mail (rules.md#plaintiffs); an
   * empty address when it is not known (the caption prints a blank and the papers are not ready).
   */
  plaintiffs: Party[];
  /** True when there is more than one plaintiff (co-owners): verbs agree with it. */
  pluralPlaintiffs: boolean;
  /** The plaintiff of record is always the owner (or all co-owners); an agent only prepares the papers. */
  plaintiffOfRecord: 'owner';
  ownershipType: OwnershipType;
  clientType: ClientType;
  /** The person who signs and verifies, as chosen on Review & Sign ('________' until chosen; never inferred). */
  signerName: string;
  verifier: Verifier | null;
  /** The yes/no facts all papers state (one source for every paper). */
  answers: PaperFacts;
  /** The public housing agency chosen for a subsidized tenancy: it gets a copy of the complaint. */
  housingAgency: { name: string; addressLines: string[]; to: string | null } | null;
  landlord: Party;
  /** The agent (property manager) when the client is an agent, with the agent's company. */
  agent: { name: string; company: string | null } | null;
  tenants: Party[];
  /** Every defendant is a person (a business is in possession of premises but does not reside in them). */
  tenantsAreIndividuals: boolean;
  /** The estates sued (of tenants who have died), as the papers name them. */
  estates: string[];
  /** The people sued beside an estate as occupants who reside in the premises (rules.md#estate-occupants). */
  occupants: string[];
  tenantNames: string;
  /** Corporations, LLCs, limited partnerships and trusts must be represented by a New Jersey attorney (docs/product/rules.md#representation). */
  requiresAttorney: boolean;
  attorneyName: string | null;
  /** The attorney of record (docs/product/rules.md#representation): files, signs the complaint and fills the caption's filer block. */
  attorney: AttorneyOfRecord | null;
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
  /** Rent due dates after the complaint's date within three weeks (the earliest a trial can be), then the first one after: 9B. */
  rentDueBeforeTrial: IsoDate[];
  statements: Record<ComplaintStatement, boolean | null>;
  /** The statements this tenancy answers (a commercial case is not asked the residential-only ones). */
  applicableStatements: ComplaintStatement[];
  unansweredStatements: ComplaintStatement[];
  today: IsoDate;
  todayLong: string;
  /** The landlord's documents the package attaches after the papers, in the court's order. */
  attachments: PackageAttachment[];
  /** How the landlord files (null: not chosen yet). */
  filingPlan: FilingPlan | null;
  /** The date the registration statement was filed, as the property records it. */
  registrationFiledDate: string | null;
  /**
   * What the filer must do before the Certification of Lease and Registration Statement can be signed: each item
   * whose box the case and the package cannot tick truthfully (rules.md#clrs-complete). Empty when nothing is left.
   */
  clrsToComplete: string[];
}

const ENTITY_KIND: Record<OwnershipType, string> = {
  Individual: 'an individual',
  'Limited Liability Company': 'a limited liability company',
  'General Partnership': 'a general partnership',
  Corporation: 'a corporation',
  'Limited Partnership': 'a limited partnership',
  Trust: 'a trust',
};

/** How the papers describe an owner of this ownership type ('an individual', 'a corporation'). */
export function ownerKind(ownershipType: OwnershipType): string {
  return ENTITY_KIND[ownershipType];
}

type FactCase = Pick<
  Case,
  'leaseTypeCategory' | 'section8' | 'statements' | 'caresNoticeDate' | 'scraChecked' | 'scraCheckDate'
> &
  Partial<Pick<Case, 'clrsExemption'>>;
type FactProperty = Pick<Property, 'propertyType'>;
const answer = (c: Pick<Case, 'statements'>, key: ComplaintStatement): Answer => c.statements[key] ?? null;

/** A commercial tenancy: the lease category or the property type says so (N.J.S.A. 2A:18-53 rather than 2A:18-61.1). */
export function isCommercial(c: Pick<Case, 'leaseTypeCategory'>, p: FactProperty): boolean {
  return c.leaseTypeCategory === 'Commercial' || p.propertyType === 'Commercial';
}

/** A subsidized residential tenancy (Community Realty Mgmt. v. Harris, 155 N.J. 212 (1998)). */
export function isSubsidized(c: FactCase, p: FactProperty): boolean {
  return c.section8 && !isCommercial(c, p);
}

/** The Landlord Registration Act covers rental dwellings only (N.J.S.A. 46:8-28): never on commercial papers. */
export function registrationApplies(c: FactCase, p: FactProperty): boolean {
  return !isCommercial(c, p);
}

/** Whether the landlord has registered; null when unanswered or not applicable. */
export function isRegistered(c: FactCase, p: FactProperty): Answer {
  return registrationApplies(c, p) ? answer(c, 'landlordRegistered') : null;
}

/** CARES Act section 4024 protects tenants of covered dwellings: a residential question only (15 U.S.C. 9058). */
export function caresApplies(c: FactCase, p: FactProperty): boolean {
  return !isCommercial(c, p);
}

export function isCaresCovered(c: FactCase, p: FactProperty): Answer {
  return caresApplies(c, p) ? answer(c, 'caresActCovered') : null;
}

/** The date the 30-day notice to vacate was served, only for a covered property. */
export function caresNoticeDate(c: FactCase, p: FactProperty): IsoDate | null {
  return isCaresCovered(c, p) === true ? (c.caresNoticeDate ?? null) : null;
}

export function areNoticesAttached(c: FactCase): Answer {
  return answer(c, 'noticesAttached');
}

export function isTenantInMilitary(c: FactCase): Answer {
  return answer(c, 'tenantInMilitary');
}

/** Whether each tenant's status was checked on the DMDC SCRA website (the basis of the military statement). */
export function scraCheck(c: FactCase): { checked: Answer; date: IsoDate | null } {
  return { checked: c.scraChecked ?? null, date: c.scraChecked === true ? (c.scraCheckDate ?? null) : null };
}

/** The statements that apply to this tenancy: a commercial case is not asked the residential-only ones. */
export function applicableStatements(c: FactCase, p: FactProperty): ComplaintStatement[] {
  const commercial = isCommercial(c, p);
  const residentialOnly: ComplaintStatement[] = [
    'ownerOccupied',
    'caresActCovered',
    'rentControlled',
    'landlordRegistered',
  ];
  return COMPLAINT_STATEMENTS.filter((k) => !(commercial && residentialOnly.includes(k)));
}

/** Every yes/no fact of the papers, each from its one function. */
export function paperFacts(c: FactCase, p: FactProperty): PaperFacts {
  const residential = !isCommercial(c, p);
  const scra = scraCheck(c);
  return {
    commercial: !residential,
    subsidized: isSubsidized(c, p),
    registrationApplies: registrationApplies(c, p),
    registered: isRegistered(c, p),
    registrationExempt:
      registrationApplies(c, p) &&
      c.clrsExemption === true &&
      answer(c, 'ownerOccupied') === true &&
      answer(c, 'landlordRegistered') !== true,
    caresApplies: caresApplies(c, p),
    caresCovered: isCaresCovered(c, p),
    caresNoticeDate: caresNoticeDate(c, p),
    noticesAttached: areNoticesAttached(c),
    tenantInMilitary: isTenantInMilitary(c),
    scraChecked: scra.checked,
    scraCheckDate: scra.date,
    ownerOccupied: residential ? answer(c, 'ownerOccupied') : null,
    rentControlled: residential ? answer(c, 'rentControlled') : null,
    acquiredFromTenant: answer(c, 'acquiredFromTenant'),
    optionToPurchase: answer(c, 'optionToPurchase'),
  };
}

/** The labels the papers use for the yes/no statements of the complaint (nj-forms-facts.md §3). */
export const STATEMENT_LABELS: Record<ComplaintStatement, string> = {
  ownerOccupied: 'Whether the rental property is owner-occupied',
  tenantInMilitary: 'Whether any tenant (or spouse, child or dependent living there) is in the U.S. military',
  caresActCovered: 'Whether the property is a covered property under the federal CARES Act',
  rentControlled: 'Whether the tenancy is subject to a municipal rent control ordinance',
  noticesAttached: 'Whether the required notices are attached',
  landlordRegistered: 'Whether the landlord has registered the rental (N.J.S.A. 46:8-28)',
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
export function rentScheduleText(c: { rentCycle: string } & Pick<Case, 'rentDueBy'>): string {
  const days = parseRentDueBy(c.rentDueBy);
  if (c.rentCycle === 'Weekly') {
    const weekday = WEEKDAYS[days[0] ?? -1];
    return weekday ? `weekly, every ${weekday}` : 'weekly';
  }
  if (c.rentCycle === 'Semi-monthly') {
    return days.length === 2
      ? `twice a month, on the ${ordinal(days[0]!)} and the ${ordinal(days[1]!)} day of each month`
      : 'twice a month';
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

/** The date the complaint bears: the day it was signed, else (a draft or a preview) today. */
export function complaintDate(c: Pick<Case, 'vcDateDrafted'>, today: IsoDate): IsoDate {
  return c.vcDateDrafted ?? today;
}

/** The rent due dates after today up to and including the first one at least three weeks away (9B). */
export function rentDueDatesAhead(c: Pick<Case, 'rentCycle' | 'rentDueBy'>, today: IsoDate): IsoDate[] {
  const horizon = addDays(today, 21);
  const dates: IsoDate[] = [];
  let from = today;
  for (let i = 0; i < 8; i += 1) {
    const next = nextRentDue(c, from);
    if (!next) break;
    dates.push(next);
    if (next >= horizon) break;
    from = next;
  }
  return dates;
}

function partyAddress(
  street: string | null | undefined,
  unit: string | null | undefined,
  city: string | null | undefined,
  state: string | null | undefined,
  zip: string | null | undefined,
): string[] {
  const first = streetWithUnit(street, unit);
  const second = [
    clean(city),
    [clean(state) === 'New Jersey' ? 'NJ' : clean(state), clean(zip)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [first, second].filter((l) => l !== '');
}

function tenantParty(t: Tenant, premisesLines: string[], useMailing: boolean): Party {
  const mailing = useMailing && clean(t.mailingAddressStreet) !== '';
  return {
    name: t.tenantType === 'estate' ? estateName(clean(t.name)) : clean(t.name),
    kind: tenantCapacity(t),
    estate: t.tenantType === 'estate',
    address: mailing
      ? partyAddress(
          t.mailingAddressStreet,
          t.mailingAddressUnit,
          t.mailingAddressCity,
          t.mailingAddressState,
          t.mailingAddressZip,
        )
      : premisesLines,
    phone: clean(t.phone) || clean(t.cell) ? formatPhone(clean(t.phone) || clean(t.cell)) : null,
    email: clean(t.email) || null,
  };
}

/** A blank the filer writes a missing line on. */
export const BLANK_LINE = '______________________________';

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
    // A partly known address prints what is known, with a blank for the filer where a part is missing.
    addressLines: complete
      ? [street, `${city}, ${state} ${zip}`]
      : street || city || zip
        ? [street || BLANK_LINE, `${city || BLANK_LINE}, ${state} ${zip || '__________'}`]
        : [],
    phone: clean(court?.superiorCourtPhone) || null,
    hours: clean(court?.hours) || null,
    trialLocation: clean(court?.trialLocation) || null,
    accommodationContact: clean(court?.accommodationContact) || null,
    legalServices: legalPhone ? { name: clean(court?.legalServicesName) || null, phone: legalPhone } : null,
    lawyerReferralPhone: clean(court?.lawyerReferralPhone) || null,
    welfareAgency: welfarePhone ? { name: clean(court?.welfareAgencyName) || null, phone: welfarePhone } : null,
    needsConfirmation: !court || court.needsConfirmation || !complete,
    unconfirmed: unconfirmed.map((f) => COURT_FIELD_LABELS[f]),
    blanks: courtBlanks(county, court),
  };
}

/** Where the filer finds a court office line no source gives (njcourts.gov, or the office itself). */
const COURT_DIRECTORY = (county: string) =>
  `on njcourts.gov (Courts, then ${county || 'your'} County's vicinage, then its court locations and the Special Civil Part), or ask the Special Civil Part office`;
const HELP_DIRECTORY =
  "in the New Jersey Courts' directory of county Lawyer Referral and Legal Services offices (njcourts.gov), or ask the Special Civil Part office";

/**
 * The printed lines of a county's court office that no source fills (docs/product/court-offices-and-help-lines.md#blank-lines):
 * the papers print a blank for each, and the package is not ready until the filer has completed them.
 */
export function courtBlanks(county: string, court: CourtInfo | null): CourtBlank[] {
  const caption = 'the caption of every paper and the summons';
  const summons = 'the Tenancy Summons';
  const checks: Array<[CourtBlank['field'], string | null | undefined, string, string]> = [
    ['street', court?.superiorCourtStreet, caption, COURT_DIRECTORY(county)],
    ['city', court?.superiorCourtCity, caption, COURT_DIRECTORY(county)],
    ['zip', court?.superiorCourtZipcode, caption, COURT_DIRECTORY(county)],
    ['phone', court?.superiorCourtPhone, `${caption} (the interpreter line)`, COURT_DIRECTORY(county)],
    ['legal_services_phone', court?.legalServicesPhone, summons, HELP_DIRECTORY],
    ['lawyer_referral_phone', court?.lawyerReferralPhone, summons, HELP_DIRECTORY],
    [
      'welfare_agency_phone',
      court?.welfareAgencyPhone,
      summons,
      `on the county's board of social services page (nj.gov), or ask the Special Civil Part office`,
    ],
  ];
  return checks
    .filter(([, value]) => clean(value) === '')
    .map(([field, , printedOn, findIt]) => ({ field, label: COURT_FIELD_LABELS[field], printedOn, findIt }));
}

/**
 * The 9A table: selected rent periods, counted additional charges, and the attorney fee. For a subsidized tenancy
 * only the tenant's portion of the rent is rent: no late charge, attorney fee, utility, fee or other charge is
 * claimed as rent (Community Realty Mgmt. v. Harris, 155 N.J. 212 (1998); docs/product/sources.md).
 */
function amountRows(c: Case, subsidized: boolean): AmountRow[] {
  const rows: AmountRow[] = [];
  const rent = c.pastDueRent.filter((p) => p.selected).sort((a, b) => a.timePeriod.localeCompare(b.timePeriod));
  for (const p of rent) rows.push({ description: 'Rent', period: p.timePeriodDisplay, amount: p.amount });
  if (subsidized) return rows;
  for (const charge of countedCharges(c).filter((e) => e.selected)) {
    rows.push({ description: chargeLabel(charge), period: charge.timePeriodDisplay, amount: charge.amount });
  }
  const fee = attorneyFee(c);
  if (fee > 0) rows.push({ description: 'Attorney Fee', period: '', amount: fee });
  return rows;
}

function housingAgency(
  office: Case['publicHousingOfficeSection8'] | SocialServiceOffice | null | undefined,
): CaseFacts['housingAgency'] {
  if (!office || clean(office.housingAuthority) === '') return null;
  const street = [clean(office.address), clean(office.address2)].filter(Boolean).join(', ');
  const place = [
    clean(office.city),
    [clean(office.state) === 'New Jersey' ? 'NJ' : clean(office.state), clean(office.zipcode)]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: clean(office.housingAuthority),
    addressLines: [street, place].filter((l) => l !== ''),
    to: clean(office.to) || null,
  };
}

/** The owners of record: the case's own copy of the deed names, or the property's. */
export function ownerNamesOf(c: Pick<Case, 'deedNames'>, p: Pick<Property, 'deedNames'>): string[] {
  return (c.deedNames.some((n) => clean(n) !== '') ? c.deedNames : p.deedNames).map(clean).filter((n) => n !== '');
}

/**
 * An owner's own mailing address, phone and e-mail as Deed Information holds them, found by name (a case keeps its
 * own copy of the names); null when that owner has no complete address of their own.
 */
export function ownContact(p: Pick<Property, 'deedNames' | 'ownerContacts'>, name: string): OwnerContact | null {
  const i = p.deedNames.findIndex((n) => clean(n).toLowerCase() === name.toLowerCase());
  const own = i >= 0 ? p.ownerContacts?.[i] : undefined;
  return own && clean(own.streetAddress) && clean(own.city) && clean(own.zipcode) ? own : null;
}

/**
 * The owners whose mailing address the papers cannot state (rules.md#plaintiffs): a co-owner after the first with no
 * address of their own, when no managing agent receives the plaintiffs' mail. The first owner without one is
 * printed with the contact chosen on the property (the landlord's own), as before owners' addresses were asked.
 */
export function ownersWithoutAddress(
  c: Pick<Case, 'deedNames'>,
  p: Pick<Property, 'deedNames' | 'ownerContacts' | 'clientType'>,
): string[] {
  if (p.clientType === 'agent') return [];
  return ownerNamesOf(c, p).filter((name, i) => i > 0 && !ownContact(p, name));
}

export function caseFacts(input: PleadingInput): CaseFacts {
  const { caseInfo: c, property: p, contactInfo } = input;
  const county = clean(c.county) || clean(p.county);
  const premisesStreet = streetWithUnit(
    clean(c.streetAddress) || clean(p.streetAddress),
    clean(c.unitNo) || clean(p.unitNo),
  );
  const premisesCity = clean(c.city) || clean(p.city);
  const premisesZip = clean(c.zipcode) || clean(p.zipcode);
  const premisesLines = [premisesStreet, `${premisesCity}, NJ ${premisesZip}`.trim()];
  const ownerNames = ownerNamesOf(c, p);
  const ownerName = joinNames(ownerNames) || '________';
  const ownershipType: OwnershipType = p.ownershipType ?? 'Individual';
  const clientType: ClientType = p.clientType ?? 'owner';
  const verifier =
    c.verifier && clean(c.verifier.name) !== ''
      ? { ...c.verifier, name: clean(c.verifier.name), title: clean(c.verifier.title) || null }
      : null;
  const signerName = verifier?.name ?? '________';
  const contactName = contactInfo ? `${clean(contactInfo.firstName)} ${clean(contactInfo.lastName)}`.trim() : '';
  const contactAddress = contactInfo
    ? partyAddress(
        contactInfo.streetAddress,
        contactInfo.unitNo,
        contactInfo.city,
        contactInfo.state,
        contactInfo.zipcode,
      )
    : [];
  const agentName = verifier?.role === 'managingAgent' ? verifier.name : contactName || '________';
  const agent = clientType === 'agent' ? { name: agentName, company: clean(contactInfo?.company) || null } : null;
  const landlordAddress = agent ? [`c/o ${agent.company ?? agent.name}`, ...contactAddress] : contactAddress;
  const landlord: Party = {
    name: ownerName,
    kind: ENTITY_KIND[ownershipType],
    address: landlordAddress.length > 0 ? landlordAddress : premisesLines,
    phone:
      contactInfo && (clean(contactInfo.phone) || clean(contactInfo.cell))
        ? formatPhone(clean(contactInfo.phone) || clean(contactInfo.cell))
        : null,
    email: clean(contactInfo?.email) || null,
  };
  // Each plaintiff with their own details; the contact stands only for the first owner, or for all in care of an agent.
  const plaintiffs = ownerNames.map((name, i): Party => {
    const own = ownContact(p, name);
    if (own)
      return {
        name,
        kind: landlord.kind,
        address: partyAddress(own.streetAddress, own.unitNo, own.city, own.state, own.zipcode),
        phone: clean(own.phone) ? formatPhone(own.phone) : null,
        email: clean(own.email) || null,
      };
    if (agent || i === 0) return { ...landlord, name };
    return { name, kind: landlord.kind, address: [], phone: null, email: null };
  });
  const answers = paperFacts(c, p);
  const attachments = packageAttachments(input.documents ?? [], answers);
  const tenants = c.tenants.map((t) => tenantParty(t, premisesLines, c.tenantMailingAddress));
  const registrationFiledDate = p.registrationFiled ? formatLongDate(p.registrationDocsFiledDate) || null : null;
  const amounts = amountRows(c, answers.subsidized);
  const fees = filingFeeLines(c.tenants.length);
  const statements = Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, c.statements[k] ?? null])) as Record<
    ComplaintStatement,
    boolean | null
  >;
  const applicable = applicableStatements(c, p);
  const kind = ENTITY_KIND[ownershipType];
  return {
    county,
    court: courtFacts(county, input.court),
    premises: {
      street: premisesStreet,
      city: premisesCity,
      state: 'NJ',
      zipcode: premisesZip,
      oneLine: `${premisesStreet}, ${premisesCity}, NJ ${premisesZip}`,
      lines: premisesLines,
    },
    ownerNames,
    ownerName,
    owners: ownerNames.map((name) => ({ name, kind })),
    plaintiffs,
    pluralPlaintiffs: ownerNames.length > 1,
    plaintiffOfRecord: 'owner',
    ownershipType,
    clientType,
    signerName,
    verifier,
    answers,
    housingAgency: answers.subsidized ? housingAgency(c.publicHousingOfficeSection8) : null,
    landlord,
    agent,
    tenants,
    tenantsAreIndividuals: c.tenants.every((t) => !isBusinessTenant(t.tenantType)),
    estates: c.tenants.filter((t) => t.tenantType === 'estate').map((t) => estateName(clean(t.name))),
    occupants: estateOccupants(c.tenants).map((t) => clean(t.name)),
    // As the caption names them: an estate as "Estate of X", never the deceased tenant's own name.
    tenantNames: joinNames(tenants.map((t) => t.name)) || '________',
    requiresAttorney: !mayFileWithoutAttorney(ownershipType),
    attorneyName: input.attorney?.name ?? null,
    attorney: input.attorney ?? null,
    leaseType: c.leaseTypeTitle,
    leaseStart: formatLongDate(c.leaseStartDate) || '________',
    section8: answers.subsidized,
    subsidyName: answers.subsidized ? (c.section8Type ? SUBSIDY_TYPES[c.section8Type] : 'Section 8') : null,
    periodRent: answers.subsidized ? periodRent(c) : (c.rentAmount ?? 0),
    contractRent: c.rentAmount ?? 0,
    rentSchedule: rentScheduleText(c),
    amounts,
    amountsTotal: sumCents(amounts.map((r) => r.amount)),
    // 9B counts from the complaint's date (the day it is signed), not from the day the papers are printed.
    nextRentDue: nextRentDue(c, complaintDate(c, input.today)),
    rentDueBeforeTrial: rentDueDatesAhead(c, complaintDate(c, input.today)),
    filingFees: fees,
    filingFeesTotal: filingFeesKnownTotal(fees),
    statements,
    applicableStatements: applicable,
    unansweredStatements: applicable.filter((k) => statements[k] === null),
    today: input.today,
    todayLong: formatLongDate(input.today),
    attachments,
    filingPlan: filingPlanOf(c.filingPlan),
    registrationFiledDate,
    clrsToComplete: clrsToComplete(c, answers, attachments, registrationFiledDate),
  };
}
