/**
 * The entities of docs/product/data-and-rules.md#entities as zod schemas and types: the one shape the web, the API contract, the server
 * and the pleadings share. Money is integer cents (docs/decisions/0002-money-in-integer-cents.md); calendar
 * dates are ISO 'YYYY-MM-DD' strings; statusDate keeps the spec's 'MM.DD.YY'.
 */
import { z } from 'zod';
import { isValidIsoDate } from './dates.ts';
import { inputText } from './input.ts';
import { MAX_CENTS } from './money.ts';
import {
  CLIENT_TYPES,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_TITLES,
  OWNERSHIP_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_CYCLES,
  VERIFIER_ROLES,
} from './lists.ts';
import { TENANT_TYPES } from './tenantNames.ts';
import { REPORT_FACT_FIELDS, reportFactSchema } from './reportFacts.ts';

/**
 * An amount of money in integer cents; never a binary float of dollars. Never negative: no amount of the spec
 * (rent, subsidies, charges, fees, the suit amount) can be below zero.
 */
export const cents = z
  .number()
  .int('An amount must be a whole number of cents')
  .min(0, 'An amount of money cannot be negative')
  .max(MAX_CENTS, 'The amount is too large');
export type Cents = number;
/** A calendar date, 'YYYY-MM-DD'. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isValidIsoDate, 'Date must be a real calendar date');
/** Largest value of an integer column (ids, counts): a bigger number is refused before it reaches the database. */
export const MAX_INT = 2_147_483_647;
export const id = z.number().int().positive().max(MAX_INT, 'Not a valid id');

/**
 * Bounds of the lists a request may carry, fitted to the product: a case has a few tenants and deed owners, a
 * few years of monthly periods at most, a handful of charges of each kind (issue 20: an unbounded list let one
 * request cost seconds of CPU).
 */
export const LIST_LIMITS = {
  tenants: 20,
  deedNames: 10,
  pastDueRent: 120,
  charges: 60,
  legalFees: 10,
  actions: 50,
  registrationFiles: 20,
} as const;

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `At most ${max} ${what}`);

/** One line of text a user types: invisible characters and line breaks removed, printable, at most max characters. */
const text = (max = 200) => inputText(max);
const optText = (max = 200) => inputText(max).nullable().optional();

export const contactInfoSchema = z.object({
  id: id.optional(),
  firstName: text(100),
  lastName: text(100),
  company: optText(200),
  streetAddress: text(200),
  unitNo: optText(50),
  city: text(100),
  state: text(60).default('New Jersey'),
  zipcode: text(10),
  phone: optText(20),
  phoneType: optText(20),
  ext: optText(10),
  cell: optText(20),
  email: text(254),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const clientSchema = z.object({
  id,
  auth0Id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  created_at: z.string(),
  defaultContactInfoId: id.nullable(),
  closedUpcomingBanner: z.boolean(),
  closedEvictionBannerTime: z.string().nullable(),
  interpreter: z.boolean(),
  language: z.string().nullable(),
  disability: z.boolean(),
  accommodation: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const registrationFileSchema = z.object({
  id,
  name: z.string().max(1000),
  contentType: z.string().max(255),
  size: z.number().int(),
  uploadedAt: z.string().max(40),
  /** Counted when the property's statements are listed on their own (GET registration); null when it cannot be. */
  pages: z.number().int().nullable().optional(),
});
export type RegistrationFile = z.infer<typeof registrationFileSchema>;

/**
 * One deed owner's own mailing address, phone and e-mail, asked on Deed Information (docs/product/rules.md#plaintiffs):
 * the caption prints each plaintiff with these, never another owner's.
 */
export const ownerContactSchema = z.object({
  streetAddress: optText(200),
  unitNo: optText(50),
  city: optText(100),
  state: optText(60),
  zipcode: optText(10),
  phone: optText(20),
  email: optText(254),
});
export type OwnerContact = z.infer<typeof ownerContactSchema>;

export const propertySchema = z.object({
  id: id.optional(),
  propertyId: id.nullable().optional(),
  propertyType: z.enum(PROPERTY_TYPES).nullable().optional(),
  streetAddress: optText(200),
  unitNo: optText(50),
  city: optText(100),
  municipalCode: optText(4),
  county: optText(60),
  countyId: id.nullable().optional(),
  subdivision: optText(100),
  state: text(60).default('New Jersey'),
  zipcode: optText(10),
  deedNames: list(text(200), LIST_LIMITS.deedNames, 'owners').default(['']),
  /** Each owner's own contact, by position in deedNames (none on properties saved before it was asked). */
  ownerContacts: list(ownerContactSchema, LIST_LIMITS.deedNames, 'owners').default([]),
  ownershipType: z.enum(OWNERSHIP_TYPES).nullable().optional(),
  clientType: z.enum(CLIENT_TYPES).nullable().optional(),
  contactInfoId: id.nullable().optional(),
  contactInfo: z
    .object({ firstName: text(100), lastName: text(100) })
    .nullable()
    .optional(),
  completed: z.boolean().default(false),
  registrationFiled: z.boolean().default(false),
  registrationFiles: list(registrationFileSchema, LIST_LIMITS.registrationFiles, 'registration files').default([]),
  registrationDocsFiledDate: isoDate.nullable().optional(),
  status: z.enum(PROPERTY_STATUSES).default('type'),
});
export type Property = z.infer<typeof propertySchema>;

export const tenantSchema = z.object({
  id: id.optional(),
  caseTenantId: id.optional(),
  name: text(200),
  tenantType: z.enum(TENANT_TYPES).default('individual'),
  phone: optText(20),
  ext: optText(10),
  phoneType: optText(20),
  cell: optText(20),
  email: optText(254),
  contactName: optText(200),
  mailingAddressStreet: optText(200),
  mailingAddressUnit: optText(50),
  mailingAddressCity: optText(100),
  mailingAddressState: optText(60),
  mailingAddressZip: optText(10),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** A month 'YYYY-MM', or a range of two ISO dates. */
export const timePeriodSchema = z.union([
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
  isoDate,
  z.tuple([isoDate, isoDate]),
]);
export type TimePeriod = z.infer<typeof timePeriodSchema>;

/** The file rows of an imported ledger a line came from, kept for the review (docs/product/rules.md#ledger-import). */
export const sourceRowsSchema = z.array(z.number().int().min(1).max(MAX_INT)).max(100).optional();

export const pastDueRentItemSchema = z.object({
  timePeriod: isoDate,
  timePeriodDisplay: text(100),
  amount: cents,
  selected: z.boolean(),
  sourceRows: sourceRowsSchema,
});
export type PastDueRentItem = z.infer<typeof pastDueRentItemSchema>;

export const chargeEntrySchema = z.object({
  amount: cents,
  timePeriod: timePeriodSchema,
  timePeriodDisplay: text(100),
  selected: z.boolean(),
  type: text(100),
  other: optText(200),
  sourceRows: sourceRowsSchema,
});
export type ChargeEntry = z.infer<typeof chargeEntrySchema>;

export const legalFeeItemSchema = z.object({
  type: z.enum(['Filing Fee', 'Mileage Fee', 'Attorney Fee', 'Tenant Fee']),
  amount: cents,
  selected: z.boolean(),
});
export type LegalFeeItem = z.infer<typeof legalFeeItemSchema>;

export const caseActionSchema = z.object({
  clientRouteName: z.string().max(100),
  actionId: z.number().int().min(0).max(MAX_INT),
  actionStringId: z.string().max(100),
  name: text(200),
});
export type CaseAction = z.infer<typeof caseActionSchema>;

/**
 * The yes/no statements the verified complaint must answer (nj-forms-facts.md §3). null = not answered yet;
 * no complaint is generated while one is null.
 */
export const COMPLAINT_STATEMENTS = [
  'ownerOccupied',
  'tenantInMilitary',
  'caresActCovered',
  'rentControlled',
  'noticesAttached',
  'landlordRegistered',
  'acquiredFromTenant',
  'optionToPurchase',
] as const;
export type ComplaintStatement = (typeof COMPLAINT_STATEMENTS)[number];
export const complaintStatementsSchema = z.object(
  Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, z.boolean().nullable().default(null)])) as Record<
    ComplaintStatement,
    z.ZodDefault<z.ZodNullable<z.ZodBoolean>>
  >,
);
export type ComplaintStatements = z.infer<typeof complaintStatementsSchema>;

/** The person who verifies the complaint and signs the certifications, chosen on Review & Sign (issue 15). */
export const verifierSchema = z.object({
  role: z.enum(VERIFIER_ROLES),
  name: text(200),
  /** Their title or capacity as they sign: 'President', 'Managing Member', 'Property Manager'. */
  title: optText(100),
});
export type Verifier = z.infer<typeof verifierSchema>;

/** The case: every field of docs/product/data-and-rules.md#entities the product uses. */
export const caseSchema = z.object({
  id: id.optional(),
  propertyId: id.nullable().optional(),
  clientId: id.optional(),
  deedNames: list(text(200), LIST_LIMITS.deedNames, 'owners').default([]),
  streetAddress: optText(200),
  unitNo: optText(50),
  city: optText(100),
  state: text(60).default('New Jersey'),
  zipcode: optText(10),
  county: optText(60),
  docketNo: optText(40),
  status: text(60).default('vc-property'),
  statusDate: optText(8),
  submitted: z.boolean().default(false),
  isDeleted: optText(20),
  actions: list(caseActionSchema, LIST_LIMITS.actions, 'actions').default([]),
  attorneyId: id.nullable().optional(),
  attorneyFirstName: optText(100),
  attorneyLastName: optText(100),
  trialAction: optText(100),
  trialDate: isoDate.nullable().optional(),
  trialTime: optText(10),
  trialType: optText(40),
  /** The date the judgment for possession was entered (post-judgment papers; docs/product/rules.md#post-judgment). */
  judgmentDate: isoDate.nullable().optional(),
  additionalChargesPermitted: z.boolean().nullable().default(null),
  legalFeesPermitted: z.boolean().nullable().default(null),
  tenants: list(tenantSchema, LIST_LIMITS.tenants, 'tenants').default([]),
  tenantType: z.enum(TENANT_TYPES).default('individual'),
  tenantInfoCorrect: z.boolean().nullable().default(null),
  tenantsSaved: z.boolean().default(false),
  tenantMailingAddress: z.boolean().default(false),
  tenantCompanyName: optText(200),
  leaseTypeTitle: z.enum(LEASE_TYPE_TITLES).default('Written'),
  leaseTypeCategory: z.enum(LEASE_TYPE_CATEGORIES).default('Residential'),
  leaseStartDate: isoDate.nullable().optional(),
  rentCycle: z.enum(RENT_CYCLES).default('Monthly'),
  /** Day of month '1'..'31' (Monthly), weekday '0'..'6' (Weekly), or two days 'd1,d2' (Semi-monthly). */
  rentDueBy: optText(10),
  rentAmount: cents.nullable().optional(),
  section8: z.boolean().default(false),
  section8Type: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .nullable()
    .optional(),
  section8Subsidy: cents.nullable().optional(),
  section8TenantPortion: cents.nullable().optional(),
  publicHousingOfficeSection8: z
    .object({
      id,
      housingAuthority: text(200),
      address: text(200),
      address2: optText(200),
      city: text(100),
      state: text(60),
      zipcode: text(10),
      phone: optText(20),
      email: optText(254),
      to: optText(200),
    })
    .nullable()
    .optional(),
  pastDueRent: list(pastDueRentItemSchema, LIST_LIMITS.pastDueRent, 'rent periods').default([]),
  lateCharges: list(chargeEntrySchema, LIST_LIMITS.charges, 'late charges').default([]),
  utilities: list(chargeEntrySchema, LIST_LIMITS.charges, 'utility charges').default([]),
  fees: list(chargeEntrySchema, LIST_LIMITS.charges, 'fees').default([]),
  otherCharges: list(chargeEntrySchema, LIST_LIMITS.charges, 'other charges').default([]),
  legalFees: list(legalFeeItemSchema, LIST_LIMITS.legalFees, 'legal fees').default([]),
  statements: complaintStatementsSchema.default(
    Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, null])) as ComplaintStatements,
  ),
  /** Who verifies and signs (Review & Sign); null until chosen. */
  verifier: verifierSchema.nullable().default(null),
  /**
   * The facts a delinquency report gave the case or the batch assumed, each confirmed before signing
   * (docs/product/rules.md#report-facts). Written by the server only: a save confirms the facts of the fields it holds.
   */
  reportFacts: list(reportFactSchema, REPORT_FACT_FIELDS.length, 'report facts').default([]),
  /** Whether the landlord checked each tenant on the DMDC SCRA website (50 U.S.C. 3931); null until answered. */
  scraChecked: z.boolean().nullable().default(null),
  /** The date of that check. */
  scraCheckDate: isoDate.nullable().optional(),
  /** The date the CARES Act 30-day notice to vacate was served (a covered property), when it was. */
  caresNoticeDate: isoDate.nullable().optional(),
  signatureText: optText(200),
  signatureImage: z.string().max(400_000).nullable().optional(),
  vcDateDrafted: isoDate.nullable().optional(),
  vcDateFiled: isoDate.nullable().optional(),
  filingPlan: optText(20),
  isClrsInStandAloneForm: z.boolean().default(false),
  clrsDraft: z.number().int().min(0).max(MAX_INT).nullable().optional(),
  clrsSubmission: z.boolean().default(false),
  clrsExemption: z.boolean().default(false),
  /** What of a written lease is attached: all of it, or its relevant parts when it is longer than 10 pages (rules.md#lease-copy). */
  leaseCopySubmission: z.enum(['complete', 'relevant-portions']).nullable().optional(),
  confirmation: z.boolean().nullable().default(null),
  verification: z.boolean().nullable().default(null),
  /** Recomputed by the server from the charge lists on every save (never trusted from a browser). */
  suitAmount: cents.default(0),
  updated_at: z.string().optional(),
});
export type Case = z.infer<typeof caseSchema>;
export type CaseInput = z.input<typeof caseSchema>;

export const socialServiceOfficeSchema = z.object({
  id,
  socialServiceAddresseId: id.optional(),
  housingAuthority: z.string(),
  address: z.string(),
  address2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  published: z.boolean().optional(),
});
export type SocialServiceOffice = z.infer<typeof socialServiceOfficeSchema>;

export const countySchema = z.object({ countyId: id, countyName: z.string() });
export type County = z.infer<typeof countySchema>;
export const citySchema = z.object({ cityName: z.string(), municipalCode: z.string() });
export type City = z.infer<typeof citySchema>;

/**
 * How far a county's court office is confirmed (apps/server/src/reference/nj-data/SOURCES.md): 'confirmed' when its
 * street, city, ZIP and phone each come from a current official page or two independent sources; 'partial' when
 * the address is on file but not all of it is confirmed; 'unconfirmed' otherwise.
 */
export const COURT_CONFIDENCE = ['confirmed', 'partial', 'unconfirmed'] as const;
export type CourtConfidence = (typeof COURT_CONFIDENCE)[number];

/** The fields of a county's court office and tenant help lines, each with its own source in the data file. */
export const COURT_FIELDS = [
  'court_name',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'trial_location',
  'accommodation_contact',
  'hours',
  'legal_services_name',
  'legal_services_phone',
  'lawyer_referral_phone',
  'welfare_agency_name',
  'welfare_agency_phone',
] as const;
export type CourtField = (typeof COURT_FIELDS)[number];

export const COURT_FIELD_LABELS: Record<CourtField, string> = {
  court_name: 'court name',
  street: 'street address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
  phone: 'phone',
  trial_location: 'landlord/tenant trial location',
  accommodation_contact: 'interpreter and accommodation contact',
  hours: 'office hours',
  legal_services_name: 'Legal Services office',
  legal_services_phone: 'Legal Services phone',
  lawyer_referral_phone: 'Lawyer Referral Service phone',
  welfare_agency_name: 'county welfare agency',
  welfare_agency_phone: 'county welfare agency phone',
};

/** The fields the papers print; one that is missing or not confirmed is named in the filing instructions. */
export const COURT_PRINTED_FIELDS: ReadonlyArray<CourtField> = [
  'street',
  'city',
  'zip',
  'phone',
  'legal_services_phone',
  'lawyer_referral_phone',
  'welfare_agency_phone',
];

export const courtInfoSchema = z.object({
  county: z.string(),
  superiorCourtName: z.string().nullable(),
  superiorCourtStreet: z.string().nullable(),
  superiorCourtCity: z.string().nullable(),
  superiorCourtState: z.string().nullable(),
  superiorCourtZipcode: z.string().nullable(),
  superiorCourtPhone: z.string().nullable(),
  /** Where landlord/tenant trials are held when that differs from the office. */
  trialLocation: z.string().nullable(),
  /** Whom to call for an interpreter or a disability accommodation, when the county has its own line. */
  accommodationContact: z.string().nullable(),
  hours: z.string().nullable(),
  /** The tenant's help lines that the Tenancy Summons names (Appendix XI-B). */
  legalServicesName: z.string().nullable(),
  legalServicesPhone: z.string().nullable(),
  lawyerReferralPhone: z.string().nullable(),
  welfareAgencyName: z.string().nullable(),
  welfareAgencyPhone: z.string().nullable(),
  confidence: z.enum([...COURT_CONFIDENCE, 'none']),
  /** True unless the office is confirmed: the filing instructions and the Filing screen then say how to check it. */
  needsConfirmation: z.boolean(),
  /** The printed fields (COURT_PRINTED_FIELDS) that are missing or not confirmed. */
  unconfirmedFields: z.array(z.enum(COURT_FIELDS)),
  notes: z.string().nullable(),
  sources: z.array(z.string()),
});
export type CourtInfo = z.infer<typeof courtInfoSchema>;

export const orderSchema = z.object({
  id,
  caseId: id,
  payment_status: z.string(),
  packageId: z.number().int(),
  flowType: z.string(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const pleadingSchema = z.object({
  name: z.string(),
  templateName: z.string(),
  drafted: z.string().nullable(),
  updated: z.string().nullable(),
});
export type Pleading = z.infer<typeof pleadingSchema>;
