/**
 * One zod schema per screen and dialog (docs/product/data-and-rules.md#validation), with the exact messages of docs/product/data-and-rules.md#validation and docs/product/data-and-rules.md#errors. The web uses them
 * with react-hook-form; the server parses the same data with them. Money fields are integer cents (the web turns
 * typed text into cents with parseAmount first); dates are ISO 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { caseSchema, cents, complaintStatementsSchema, isoDate, sourceRowsSchema } from './entities.ts';
import {
  CLIENT_TYPES,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_TITLES,
  NEW_JERSEY,
  OWNERSHIP_TYPES,
  PHONE_TYPES,
  PROPERTY_TYPES,
  RENT_CYCLES,
  SECTION8_VOUCHER,
} from './lists.ts';
import { capitalizeFirst, formatPhone, phoneDigits } from './format.ts';
import { leaseTermsIssues } from './caseRules.ts';
import { chargeRange, isIncurredAfter } from './charges.ts';
import { todayInNewJersey } from './dates.ts';
import { TENANT_TYPES } from './tenantNames.ts';
import { MESSAGES } from './formRules.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text field (docs/product/data-and-rules.md#validation): 'Item is required' when missing or blank; trimmed. */
export const requiredText = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });
/** An optional text field: '' and null are allowed. */
const optionalText = z.string().trim().nullable().optional();

/** Required e-mail (docs/product/data-and-rules.md#validation): 'E-mail is required' when empty, 'E-mail must be valid' unless it looks like an e-mail. */
export const requiredEmail = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .regex(EMAIL, { error: MESSAGES.emailInvalid });

/** Optional e-mail: empty, or valid. (The tenant e-mail rule exists but is not applied, docs/product/data-and-rules.md#validation.) */
export const optionalEmail = z
  .string()
  .trim()
  .nullable()
  .optional()
  .refine((v) => !v || EMAIL.test(v), { error: MESSAGES.emailInvalid });

/** A phone field (docs/product/data-and-rules.md#validation): stored formatted '(123) 456-7890'; when given it must have 10 digits. */
export const optionalPhone = z
  .string()
  .nullable()
  .optional()
  .refine((v) => !v || phoneDigits(v).length === 10 || phoneDigits(v).length === 0, { error: MESSAGES.phone })
  .transform((v) => (v && phoneDigits(v) ? formatPhone(v) : null));

/** A required phone field, formatted '(123) 456-7890'. */
export const requiredPhone = z
  .string({ error: MESSAGES.required })
  .refine((v) => phoneDigits(v).length > 0, { error: MESSAGES.required, abort: true })
  .refine((v) => phoneDigits(v).length === 10, { error: MESSAGES.phone })
  .transform(formatPhone);

/** True for a New Jersey ZIP code: 07001 to 08999, optionally ZIP+4. */
export function isNewJerseyZip(zip: string): boolean {
  const match = /^(\d{5})(-\d{4})?$/.exec(zip.trim());
  if (!match) return false;
  const base = Number(match[1]);
  return base >= 7001 && base <= 8999;
}

/** A New Jersey ZIP code (docs/product/data-and-rules.md#validation address: state fixed to New Jersey). */
export const njZip = requiredText().refine(isNewJerseyZip, { error: MESSAGES.njZip });
/** Any US ZIP code, for contact addresses that may be out of state. */
const usZip = requiredText().regex(/^\d{5}(-\d{4})?$/, { error: MESSAGES.zip });
const newJersey = z.literal(NEW_JERSEY).default(NEW_JERSEY);

/** Property Type (docs/product/data-and-rules.md#validation: required). */
export const propertyTypeFormSchema = z.object({ propertyType: z.enum(PROPERTY_TYPES, { error: MESSAGES.required }) });

/** Property Address (docs/product/data-and-rules.md#validation): county, street, city and NJ zip required; state fixed; unit optional. */
export const propertyAddressFormSchema = z.object({
  county: requiredText(),
  countyId: z.number().int().positive().nullable().optional(),
  streetAddress: requiredText(),
  unitNo: optionalText,
  city: requiredText(),
  municipalCode: optionalText,
  state: newJersey,
  zipcode: njZip,
});

/** One owner's own address, phone and e-mail on Deed Information: every part optional here, checked as a whole below. */
const ownerContactFormSchema = z.object({
  streetAddress: optionalText,
  unitNo: optionalText,
  city: optionalText,
  state: optionalText,
  zipcode: optionalText,
  phone: optionalPhone,
  email: optionalEmail,
});

/** The parts of an owner's mailing address, in the order the screen asks for them, with their labels. */
const OWNER_ADDRESS_PARTS = [
  ['streetAddress', 'street address'],
  ['city', 'city'],
  ['state', 'state'],
  ['zipcode', 'ZIP code'],
] as const;

/** 'Enter the ZIP code of Linda Chen (owner 2) on Deed Information.' */
export const ownerAddressMessage = (part: string, name: string, index: number) =>
  `Enter the ${part} of ${name.trim() || `owner ${index + 1}`}${name.trim() ? ` (owner ${index + 1})` : ''} on Deed Information.`;

/**
 * Deed Information (docs/product/data-and-rules.md#validation, docs/product/rules.md#plaintiffs): each owner name
 * required, an entity type chosen; with two or more owners, each owner's own mailing address (street, city, state,
 * ZIP), since each is a plaintiff printed with their own; a phone and an e-mail are optional, valid when given.
 */
export const propertyOwnerFormSchema = z
  .object({
    deedNames: z.array(requiredText(MESSAGES.nameRequired)).min(1, { error: MESSAGES.nameRequired }),
    ownerContacts: z.array(ownerContactFormSchema).default([]),
    ownershipType: z.enum(OWNERSHIP_TYPES, { error: MESSAGES.required }),
  })
  .superRefine((form, ctx) => {
    const several = form.deedNames.length > 1;
    form.deedNames.forEach((name, i) => {
      const contact = form.ownerContacts[i];
      const begun = OWNER_ADDRESS_PARTS.some(([key]) => (contact?.[key] ?? '').trim() !== '' && key !== 'state');
      if (!several && !begun) return;
      for (const [key, label] of OWNER_ADDRESS_PARTS) {
        const value = (contact?.[key] ?? '').trim();
        if (value === '')
          ctx.addIssue({
            code: 'custom',
            path: ['ownerContacts', i, key],
            message: ownerAddressMessage(label, name, i),
          });
        else if (key === 'zipcode' && !/^\d{5}(-\d{4})?$/.test(value))
          ctx.addIssue({ code: 'custom', path: ['ownerContacts', i, key], message: MESSAGES.zip });
      }
    });
  });

/** Association to Owner (docs/product/data-and-rules.md#validation): a role must be chosen. */
export const associationFormSchema = z.object({ clientType: z.enum(CLIENT_TYPES, { error: MESSAGES.required }) });

/** Contact Information (docs/product/data-and-rules.md#validation): names, street, city, state, zip and a valid e-mail required; the rest optional. */
export const contactInfoFormSchema = z.object({
  id: z.number().int().positive().optional(),
  firstName: requiredText(),
  lastName: requiredText(),
  company: optionalText,
  streetAddress: requiredText(),
  unitNo: optionalText,
  city: requiredText(),
  state: requiredText().default(NEW_JERSEY),
  zipcode: usZip,
  phone: optionalPhone,
  phoneType: z.enum(PHONE_TYPES).nullable().optional(),
  ext: optionalText,
  cell: optionalPhone,
  email: requiredEmail,
});

/**
 * Contact Information (docs/product/data-and-rules.md#validation): the contact the court and the tenant reach, one of
 * the client's saved contacts (its id) or, for a guest, the one contact kept in the browser ('guest').
 */
export const contactChoiceFormSchema = z
  .object({ contact: z.union([z.number().int().positive(), z.literal('guest')]).nullable() })
  .superRefine((form, ctx) => {
    if (form.contact === null) ctx.addIssue({ code: 'custom', path: ['contact'], message: MESSAGES.chooseContact });
  });

/** Select Property or Add Unit (docs/product/data-and-rules.md#validation): a property must be chosen; in add-unit mode the unit is required. */
export const selectPropertyFormSchema = z
  .object({
    addUnit: z.boolean().default(false),
    propertyId: z.number().int().positive().nullable().optional(),
    unitNo: optionalText,
  })
  .superRefine((form, ctx) => {
    if (form.propertyId == null)
      ctx.addIssue({ code: 'custom', path: ['propertyId'], message: MESSAGES.selectProperty });
    if (form.addUnit && !form.unitNo) ctx.addIssue({ code: 'custom', path: ['unitNo'], message: MESSAGES.required });
  });

/** One tenant of the Tenant Information screen (docs/product/data-and-rules.md#validation): the name is required. */
export const tenantFormSchema = z.object({
  id: z.number().int().positive().optional(),
  caseTenantId: z.number().int().positive().optional(),
  name: requiredText(MESSAGES.nameRequired),
  tenantType: z.enum(TENANT_TYPES).default('individual'),
  phone: optionalPhone,
  ext: optionalText,
  phoneType: optionalText,
  cell: optionalPhone,
  email: optionalText,
  contactName: optionalText,
  mailingAddressStreet: optionalText,
  mailingAddressUnit: optionalText,
  mailingAddressCity: optionalText,
  mailingAddressState: optionalText,
  mailingAddressZip: optionalText,
});

/** Tenant Information (docs/product/data-and-rules.md#validation): a tenant type and at least one tenant, each named. */
export const tenantsFormSchema = z.object({
  tenantType: z.enum(TENANT_TYPES, { error: MESSAGES.required }),
  tenants: z.array(tenantFormSchema).min(1, { error: MESSAGES.atLeastOneTenant }),
});

const officeSchema = z.object({
  id: z.number().int().positive(),
  housingAuthority: z.string(),
  address: z.string(),
  address2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
});

/**
 * Lease Details (docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#validation; the lease rule of caseRules.ts, docs/product/rules.md#lease-terms): start date required; Monthly needs a due day, Weekly a weekday, Semi-monthly
 * exactly two days ('Please select two (2) dates.'); rent amount required, zero valid. With Section 8 on: rent is
 * monthly, the type must be 2 (Section 8 Voucher), full rent and tenant portion are required, and the form is valid
 * only with a public housing office that has an address ('select office required').
 */
export const leaseDetailsFormSchema = z
  .object({
    leaseTypeTitle: z.enum(LEASE_TYPE_TITLES, { error: MESSAGES.required }),
    leaseTypeCategory: z.enum(LEASE_TYPE_CATEGORIES, { error: MESSAGES.required }),
    leaseStartDate: isoDate.nullable().optional(),
    rentCycle: z.enum(RENT_CYCLES, { error: MESSAGES.required }),
    rentDueBy: z.string().nullable().optional(),
    rentAmount: cents.min(0).nullable().optional(),
    section8: z.boolean().default(false),
    section8Type: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .nullable()
      .optional(),
    section8Subsidy: cents.min(0).nullable().optional(),
    section8TenantPortion: cents.min(0).nullable().optional(),
    publicHousingOfficeSection8: officeSchema.nullable().optional(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const lease of leaseTermsIssues(form, true)) {
      issue(
        lease.field,
        lease.field === 'rentDueBy' && form.rentCycle === 'Semi-monthly' ? MESSAGES.twoDates : MESSAGES.required,
      );
    }
    if (!form.section8) return;
    if (form.rentCycle !== 'Monthly') issue('rentCycle', MESSAGES.section8Monthly);
    if (form.section8Type == null) issue('section8Type', MESSAGES.required);
    else if (form.section8Type !== SECTION8_VOUCHER) issue('section8Type', MESSAGES.section8VoucherOnly);
    if (form.section8TenantPortion == null) issue('section8TenantPortion', MESSAGES.required);
    else if (form.rentAmount != null && form.section8TenantPortion > form.rentAmount)
      issue('section8TenantPortion', MESSAGES.tenantPortionTooHigh);
    if (!form.publicHousingOfficeSection8?.address?.trim()) issue('publicHousingOfficeSection8', MESSAGES.selectOffice);
  });

/** Past Due Rent (docs/product/data-and-rules.md#validation): valid once at least one period is selected (continue is not disabled). */
export const pastDueRentFormSchema = z.object({
  pastDueRent: z
    .array(
      z.object({
        timePeriod: isoDate,
        timePeriodDisplay: z.string(),
        amount: cents.min(0),
        selected: z.boolean(),
        sourceRows: sourceRowsSchema,
      }),
    )
    .refine((items) => items.some((i) => i.selected), { error: MESSAGES.atLeastOnePeriod }),
});

/**
 * Late Charges, Utilities and Fees (docs/product/rules.md#additional-charges-permitted): the three lists as the case
 * keeps them (each entry checked as the case's are, each list within the case's bound); empty lists are valid.
 */
export const extendedChargesFormSchema = z.object({
  lateCharges: caseSchema.shape.lateCharges.unwrap(),
  utilities: caseSchema.shape.utilities.unwrap(),
  fees: caseSchema.shape.fees.unwrap(),
});

/** Confirmation (docs/product/screens.md#confirmation): every statement of the complaint answered yes or no. */
export const confirmationFormSchema = z.object({
  statements: complaintStatementsSchema.refine(
    (statements) => Object.values(statements).every((answer) => answer === true || answer === false),
    {
      error: 'Answer every question before you continue.',
    },
  ),
});

/** Additional Charges (docs/product/data-and-rules.md#validation): a yes/no answer is needed. */
export const additionalChargesFormSchema = z.object({
  additionalChargesPermitted: z.boolean({ error: MESSAGES.required }),
});

const chargeTimePeriod = z.union([z.string(), z.tuple([z.string(), z.string()])], { error: MESSAGES.required });

function chargeBlock(now: Date) {
  const today = todayInNewJersey(now);
  return z.object({
    timePeriod: chargeTimePeriod.superRefine((period, ctx) => {
      if (!chargeRange(period)) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      else if (isIncurredAfter(period, today)) ctx.addIssue({ code: 'custom', message: MESSAGES.futureDate });
    }),
    amount: z.number({ error: MESSAGES.required }).int().positive({ error: MESSAGES.amountAboveZero }),
  });
}

/** Late charge dialog (docs/product/data-and-rules.md#validation): every block needs a date period (not in the future, docs/product/data-and-rules.md#charges) and an amount. */
export function lateChargesFormSchema(now: Date = new Date()) {
  return z.object({ charges: z.array(chargeBlock(now)).min(1, { error: MESSAGES.required }) });
}

/** Utilities/fees dialog (docs/product/data-and-rules.md#validation): as the late charge dialog, plus a type, and for 'Other' the text specified. */
export function utilitiesFeesFormSchema(now: Date = new Date()) {
  const block = chargeBlock(now)
    .extend({ type: requiredText(), other: optionalText })
    .superRefine((form, ctx) => {
      if (form.type === 'Other' && !form.other)
        ctx.addIssue({ code: 'custom', path: ['other'], message: MESSAGES.required });
    });
  return z.object({ charges: z.array(block).min(1, { error: MESSAGES.required }) });
}

/** Legal Fees (docs/product/data-and-rules.md#validation): an answer is needed; with 'yes' the attorney fee must not be null (zero is valid). */
export const legalFeesFormSchema = z
  .object({
    legalFeesPermitted: z.boolean({ error: MESSAGES.required }),
    attorneyFee: cents.min(0).nullable().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.legalFeesPermitted && form.attorneyFee == null)
      ctx.addIssue({ code: 'custom', path: ['attorneyFee'], message: MESSAGES.required });
  });

/** Add-office form (docs/product/data-and-rules.md#validation): housing authority (first letter capitalised), address, city, NJ zip, phone and e-mail. */
export const addOfficeFormSchema = z.object({
  housingAuthority: requiredText().transform(capitalizeFirst),
  address: requiredText(),
  city: requiredText(),
  state: newJersey,
  zipcode: njZip,
  phone: requiredPhone,
  email: requiredEmail,
});

/** Profile interpreter (docs/product/data-and-rules.md#validation): a blank language clears it (language empty, interpreter false). */
export function interpreterUpdate(language: string | null | undefined): { language: string; interpreter: boolean } {
  const value = (language ?? '').trim();
  return { language: value, interpreter: value !== '' };
}

/** Profile accommodation (docs/product/data-and-rules.md#validation): a blank accommodation clears it (accommodation empty, disability false). */
export function accommodationUpdate(accommodation: string | null | undefined): {
  accommodation: string;
  disability: boolean;
} {
  const value = (accommodation ?? '').trim();
  return { accommodation: value, disability: value !== '' };
}
