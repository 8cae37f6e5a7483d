/**
 * The entities of spec §3 as zod schemas and types: the one shape the web, the API contract, the server
 * and the pleadings share. Money is integer cents (docs/decisions/0002-money-in-integer-cents.md); calendar
 * dates are ISO 'YYYY-MM-DD' strings; statusDate keeps the spec's 'MM.DD.YY'.
 */
import { z } from 'zod';
import { isValidIsoDate } from './dates.ts';
import {
  CLIENT_TYPES,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_TITLES,
  OWNERSHIP_TYPES,
  PROPERTY_TYPES,
  RENT_CYCLES,
  TENANT_TYPES,
  VERIFIER_ROLES,
} from './lists.ts';

/** An amount of money in integer cents; never a binary float of dollars. */
export const cents = z.number().int().min(-1_000_000_000_00).max(1_000_000_000_00);
export type Cents = number;
/** A calendar date, 'YYYY-MM-DD'. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isValidIsoDate, 'Date must be a real calendar date');
export const id = z.number().int().positive();

const text = (max = 200) => z.string().max(max);
const optText = (max = 200) => z.string().max(max).nullable().optional();

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

export const PROPERTY_STATUSES = ['type', 'address', 'registration', 'owner', 'associationToOwner', 'contact'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const registrationFileSchema = z.object({ id, name: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type RegistrationFile = z.infer<typeof registrationFileSchema>;

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
  deedNames: z.array(text(200)).default(['']),
  ownershipType: z.enum(OWNERSHIP_TYPES).nullable().optional(),
  clientType: z.enum(CLIENT_TYPES).nullable().optional(),
  contactInfoId: id.nullable().optional(),
  contactInfo: z.object({ firstName: z.string(), lastName: z.string() }).nullable().optional(),
  completed: z.boolean().default(false),
  registrationFiled: z.boolean().default(false),
  registrationFiles: z.array(registrationFileSchema).default([]),
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

export const pastDueRentItemSchema = z.object({
  timePeriod: isoDate,
  timePeriodDisplay: z.string(),
  amount: cents,
  selected: z.boolean(),
});
export type PastDueRentItem = z.infer<typeof pastDueRentItemSchema>;

export const chargeEntrySchema = z.object({
  amount: cents,
  timePeriod: timePeriodSchema,
  timePeriodDisplay: z.string(),
  selected: z.boolean(),
  type: text(100),
  other: optText(200),
});
export type ChargeEntry = z.infer<typeof chargeEntrySchema>;

export const legalFeeItemSchema = z.object({
  type: z.enum(['Filing Fee', 'Mileage Fee', 'Attorney Fee', 'Tenant Fee']),
  amount: cents,
  selected: z.boolean(),
});
export type LegalFeeItem = z.infer<typeof legalFeeItemSchema>;

export const caseActionSchema = z.object({
  clientRouteName: z.string(),
  actionId: z.number().int(),
  actionStringId: z.string(),
  name: z.string(),
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

/** The case: every field of spec §3 the product uses. */
export const caseSchema = z.object({
  id: id.optional(),
  propertyId: id.nullable().optional(),
  clientId: id.optional(),
  deedNames: z.array(text(200)).default([]),
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
  actions: z.array(caseActionSchema).default([]),
  attorneyId: id.nullable().optional(),
  attorneyFirstName: optText(100),
  attorneyLastName: optText(100),
  trialAction: optText(100),
  trialDate: isoDate.nullable().optional(),
  trialTime: optText(10),
  trialType: optText(40),
  additionalChargesPermitted: z.boolean().nullable().default(null),
  legalFeesPermitted: z.boolean().nullable().default(null),
  tenants: z.array(tenantSchema).default([]),
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
  section8Type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable().optional(),
  section8Subsidy: cents.nullable().optional(),
  section8TenantPortion: cents.nullable().optional(),
  publicHousingOfficeSection8: z
    .object({ id, housingAuthority: z.string(), address: z.string(), address2: z.string().nullable().optional(), city: z.string(), state: z.string(), zipcode: z.string(), phone: z.string().nullable().optional(), email: z.string().nullable().optional(), to: z.string().nullable().optional() })
    .nullable()
    .optional(),
  pastDueRent: z.array(pastDueRentItemSchema).default([]),
  lateCharges: z.array(chargeEntrySchema).default([]),
  utilities: z.array(chargeEntrySchema).default([]),
  fees: z.array(chargeEntrySchema).default([]),
  otherCharges: z.array(chargeEntrySchema).default([]),
  legalFees: z.array(legalFeeItemSchema).default([]),
  statements: complaintStatementsSchema.default(Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, null])) as ComplaintStatements),
  /** Who verifies and signs (Review & Sign); null until chosen. */
  verifier: verifierSchema.nullable().default(null),
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
  clrsDraft: z.number().int().nullable().optional(),
  clrsSubmission: z.boolean().default(false),
  clrsExemption: z.boolean().default(false),
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

export const COURT_CONFIDENCE = ['high', 'medium', 'low'] as const;
export const courtInfoSchema = z.object({
  county: z.string(),
  superiorCourtName: z.string().nullable(),
  superiorCourtStreet: z.string().nullable(),
  superiorCourtCity: z.string().nullable(),
  superiorCourtState: z.string().nullable(),
  superiorCourtZipcode: z.string().nullable(),
  superiorCourtPhone: z.string().nullable(),
  confidence: z.string(),
  /** True when the entry is unconfirmed or incomplete: "confirm this address with the court before filing". */
  needsConfirmation: z.boolean(),
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

export const pleadingSchema = z.object({ name: z.string(), templateName: z.string(), drafted: z.string().nullable(), updated: z.string().nullable() });
export type Pleading = z.infer<typeof pleadingSchema>;
