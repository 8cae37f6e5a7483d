import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accommodationUpdate,
  addOfficeFormSchema,
  additionalChargesFormSchema,
  associationFormSchema,
  changePasswordFormSchema,
  contactInfoFormSchema,
  interpreterUpdate,
  isNewJerseyZip,
  lateChargesFormSchema,
  leaseDetailsFormSchema,
  legalFeesFormSchema,
  pastDueRentFormSchema,
  passwordRefusal,
  passwordRuleChecks,
  PASSWORD_MESSAGES,
  propertyAddressFormSchema,
  propertyOwnerFormSchema,
  propertyTypeFormSchema,
  selectPropertyFormSchema,
  contactChoiceFormSchema,
  tenantsFormSchema,
  utilitiesFeesFormSchema,
} from '../src/index.ts';

/** The messages of a failed parse keyed by field path, or {} when valid. */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(form)';
    out[key] ??= issue.message;
  }
  return out;
}

describe('property screens (docs/product/data-and-rules.md#validation)', () => {
  it('requires a property type', () => {
    expect(errors(propertyTypeFormSchema, {})).toEqual({ propertyType: 'Item is required' });
    expect(errors(propertyTypeFormSchema, { propertyType: 'Residential' })).toEqual({});
  });

  const address = { county: 'Essex', streetAddress: '12 Main St', city: 'Newark', zipcode: '07102' };
  it('requires county, street, city and a New Jersey zip', () => {
    expect(errors(propertyAddressFormSchema, address)).toEqual({});
    expect(propertyAddressFormSchema.parse(address).state).toBe('New Jersey');
    expect(
      errors(propertyAddressFormSchema, { ...address, county: '', streetAddress: '  ', city: undefined, zipcode: '' }),
    ).toEqual({
      county: 'Item is required',
      streetAddress: 'Item is required',
      city: 'Item is required',
      zipcode: 'Item is required',
    });
    expect(errors(propertyAddressFormSchema, { ...address, zipcode: '10001' })).toEqual({
      zipcode: 'Enter a New Jersey ZIP code (07001 to 08999).',
    });
    expect(errors(propertyAddressFormSchema, { ...address, state: 'New York' })).toHaveProperty('state');
  });

  it.each([
    ['07001', true],
    ['08999', true],
    ['08102-1234', true],
    ['07000', false],
    ['09000', false],
    ['7102', false],
    ['0710a', false],
  ])('NJ zip %s is %s', (zip, valid) => {
    expect(isNewJerseyZip(zip)).toBe(valid);
  });

  it('requires each deed name and an entity type', () => {
    expect(errors(propertyOwnerFormSchema, { deedNames: ['Jane Doe', ''], ownershipType: 'Individual' })).toEqual({
      'deedNames.1': 'Name is required',
    });
    expect(errors(propertyOwnerFormSchema, { deedNames: ['Acme LLC'] })).toEqual({ ownershipType: 'Item is required' });
  });

  it('requires a role', () => {
    expect(errors(associationFormSchema, { clientType: null })).toEqual({ clientType: 'Item is required' });
    expect(errors(associationFormSchema, { clientType: 'agent' })).toEqual({});
  });
});

describe('contact info (docs/product/data-and-rules.md#validation)', () => {
  const contact = {
    firstName: 'Jane',
    lastName: 'Doe',
    streetAddress: '1 Elm St',
    city: 'Trenton',
    state: 'New Jersey',
    zipcode: '08608',
    email: 'jane@example.com',
  };
  it('accepts a complete contact and formats its phone', () => {
    expect(contactInfoFormSchema.parse({ ...contact, phone: '6095550199' }).phone).toBe('(609) 555-0199');
  });

  it.each([
    [{ email: '' }, { email: 'E-mail is required' }],
    [{ email: undefined }, { email: 'E-mail is required' }],
    [{ email: 'jane@' }, { email: 'E-mail must be valid' }],
    [
      { firstName: ' ', zipcode: '' },
      { firstName: 'Item is required', zipcode: 'Item is required' },
    ],
    [{ phone: '609555' }, { phone: 'Enter a 10-digit phone number.' }],
  ])('%j -> %j', (change, expected) => {
    expect(errors(contactInfoFormSchema, { ...contact, ...change })).toEqual(expected);
  });
});

describe('select property and tenants (docs/product/data-and-rules.md#validation)', () => {
  it("asks to 'Select a property.' and, when adding a unit, for the unit", () => {
    expect(errors(selectPropertyFormSchema, {})).toEqual({ propertyId: 'Select a property.' });
    expect(errors(selectPropertyFormSchema, { propertyId: 3 })).toEqual({});
    expect(errors(contactChoiceFormSchema, { contact: null })).toEqual({
      contact: 'Choose the contact for this case, or add one.',
    });
    expect(errors(contactChoiceFormSchema, { contact: 7 })).toEqual({});
    expect(errors(contactChoiceFormSchema, { contact: 'guest' })).toEqual({});
    expect(errors(contactChoiceFormSchema, { contact: 0 })).not.toEqual({});
    expect(errors(selectPropertyFormSchema, { propertyId: 3, addUnit: true, unitNo: '' })).toEqual({
      unitNo: 'Item is required',
    });
    expect(errors(selectPropertyFormSchema, { propertyId: 3, addUnit: true, unitNo: '2B' })).toEqual({});
  });

  it('requires a tenant type and each name', () => {
    expect(errors(tenantsFormSchema, { tenantType: 'individual', tenants: [{ name: 'Ann' }, { name: '' }] })).toEqual({
      'tenants.1.name': 'Name is required',
    });
    expect(errors(tenantsFormSchema, { tenantType: 'individual', tenants: [] })).toEqual({
      tenants: 'Add at least one tenant.',
    });
    expect(errors(tenantsFormSchema, { tenants: [{ name: 'Ann' }] })).toEqual({ tenantType: 'Item is required' });
  });
});

describe('lease details (docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#validation)', () => {
  const lease = {
    leaseTypeTitle: 'Written',
    leaseTypeCategory: 'Residential',
    leaseStartDate: '2025-01-01',
    rentCycle: 'Monthly',
    rentDueBy: '1',
    rentAmount: 150000,
  };
  const office = {
    id: 1,
    housingAuthority: 'Newark Housing Authority',
    address: '500 Broad St',
    city: 'Newark',
    state: 'New Jersey',
    zipcode: '07102',
  };
  const section8 = {
    ...lease,
    section8: true,
    section8Type: 2,
    section8TenantPortion: 30000,
    publicHousingOfficeSection8: office,
  };

  it.each([
    [{}, {}],
    [{ rentAmount: 0 }, {}],
    [
      { rentAmount: null, leaseStartDate: null },
      { leaseStartDate: 'Item is required', rentAmount: 'Item is required' },
    ],
    [{ rentDueBy: '' }, { rentDueBy: 'Item is required' }],
    [{ rentCycle: 'Semi-monthly', rentDueBy: '1' }, { rentDueBy: 'Please select two (2) dates.' }],
    [{ rentCycle: 'Semi-monthly', rentDueBy: '1,15,20' }, { rentDueBy: 'Please select two (2) dates.' }],
    [{ rentCycle: 'Semi-monthly', rentDueBy: '1,15' }, {}],
    [{ rentCycle: 'Weekly', rentDueBy: '5' }, {}],
    [{ rentCycle: 'Weekly', rentDueBy: '7' }, { rentDueBy: 'Item is required' }],
  ])('%j -> %j', (change, expected) => {
    expect(errors(leaseDetailsFormSchema, { ...lease, ...change })).toEqual(expected);
  });

  it.each([
    [{}, {}],
    [
      { section8Type: 1 },
      { section8Type: 'You may proceed only if the tenant is enrolled in the Section 8 Housing Voucher program.' },
    ],
    [{ section8Type: null }, { section8Type: 'Item is required' }],
    [{ publicHousingOfficeSection8: null }, { publicHousingOfficeSection8: 'select office required' }],
    [
      { publicHousingOfficeSection8: { ...office, address: ' ' } },
      { publicHousingOfficeSection8: 'select office required' },
    ],
    [{ section8TenantPortion: null }, { section8TenantPortion: 'Item is required' }],
    [
      { section8TenantPortion: 150001 },
      { section8TenantPortion: 'The tenant portion cannot be more than the full rent.' },
    ],
    [{ rentCycle: 'Weekly', rentDueBy: '1' }, { rentCycle: 'Rent is due monthly for Section 8 tenants.' }],
  ])('Section 8 %j -> %j', (change, expected) => {
    expect(errors(leaseDetailsFormSchema, { ...section8, ...change })).toEqual(expected);
  });
});

describe('rent, charges and fees screens (docs/product/data-and-rules.md#validation)', () => {
  it('needs one selected period', () => {
    const item = { timePeriod: '2026-01-01', timePeriodDisplay: 'January 2026', amount: 1000 };
    expect(errors(pastDueRentFormSchema, { pastDueRent: [{ ...item, selected: false }] })).toEqual({
      pastDueRent: 'Select at least one rent period.',
    });
    expect(errors(pastDueRentFormSchema, { pastDueRent: [{ ...item, selected: true }] })).toEqual({});
  });

  it('needs a yes/no answer for additional charges', () => {
    expect(errors(additionalChargesFormSchema, { additionalChargesPermitted: null })).toEqual({
      additionalChargesPermitted: 'Item is required',
    });
  });

  const now = new Date('2026-01-20T17:00:00Z');
  it('needs a period and an amount in every late charge block, not in the future', () => {
    const schema = lateChargesFormSchema(now);
    expect(errors(schema, { charges: [{ timePeriod: '2026-01', amount: 5000 }] })).toEqual({});
    expect(
      errors(schema, {
        charges: [
          { timePeriod: ['2026-01-10', '2026-01-05'], amount: 5000 },
          { amount: 0, timePeriod: '' },
        ],
      }),
    ).toEqual({
      'charges.1.timePeriod': 'Item is required',
      'charges.1.amount': 'Enter an amount greater than $0.00.',
    });
    expect(errors(schema, { charges: [{ timePeriod: '2026-02', amount: 5000 }] })).toEqual({
      'charges.0.timePeriod': 'Dates incurred cannot be in the future.',
    });
    expect(errors(schema, { charges: [{ timePeriod: '2026-01-05' }] })).toEqual({
      'charges.0.amount': 'Item is required',
    });
  });

  it('needs a type in the utilities/fees dialog, and a text for Other', () => {
    const schema = utilitiesFeesFormSchema(now);
    expect(errors(schema, { charges: [{ timePeriod: '2026-01', amount: 5000, type: 'Water' }] })).toEqual({});
    expect(errors(schema, { charges: [{ timePeriod: '2026-01', amount: 5000, type: '' }] })).toEqual({
      'charges.0.type': 'Item is required',
    });
    expect(errors(schema, { charges: [{ timePeriod: '2026-01', amount: 5000, type: 'Other', other: ' ' }] })).toEqual({
      'charges.0.other': 'Item is required',
    });
  });

  it('needs an attorney fee when legal fees are claimed, zero being valid', () => {
    expect(errors(legalFeesFormSchema, {})).toEqual({ legalFeesPermitted: 'Item is required' });
    expect(errors(legalFeesFormSchema, { legalFeesPermitted: true, attorneyFee: null })).toEqual({
      attorneyFee: 'Item is required',
    });
    expect(errors(legalFeesFormSchema, { legalFeesPermitted: true, attorneyFee: 0 })).toEqual({});
    expect(errors(legalFeesFormSchema, { legalFeesPermitted: false, attorneyFee: null })).toEqual({});
  });
});

describe('add office (docs/product/data-and-rules.md#validation)', () => {
  const office = {
    housingAuthority: 'newark housing authority',
    address: '500 Broad St',
    city: 'Newark',
    zipcode: '07102',
    phone: '9735550100',
    email: 'info@nha.org',
  };
  it('capitalises the authority, fixes the state and formats the phone', () => {
    expect(addOfficeFormSchema.parse(office)).toEqual({
      ...office,
      housingAuthority: 'Newark housing authority',
      state: 'New Jersey',
      phone: '(973) 555-0100',
    });
  });

  it('requires every field', () => {
    expect(
      errors(addOfficeFormSchema, { housingAuthority: '', address: '', city: '', zipcode: '', phone: '', email: '' }),
    ).toEqual({
      housingAuthority: 'Item is required',
      address: 'Item is required',
      city: 'Item is required',
      zipcode: 'Item is required',
      phone: 'Item is required',
      email: 'E-mail is required',
    });
  });
});

describe('change password (docs/product/data-and-rules.md#validation)', () => {
  it.each([
    ['Secret12', { length: true, upper: true, lower: true, digit: true }],
    ['secret12', { length: true, upper: false, lower: true, digit: true }],
    ['SECRET12', { length: true, upper: true, lower: false, digit: true }],
    ['Secretly', { length: true, upper: true, lower: true, digit: false }],
    ['Sec12', { length: false, upper: true, lower: true, digit: true }],
  ])('%s', (password, checks) => {
    expect(passwordRuleChecks(password)).toEqual(checks);
  });

  it("says 'Oops! Passwords don't match.' when the confirmation differs", () => {
    expect(errors(changePasswordFormSchema, { password: 'Secret12', confirmPassword: 'Secret12' })).toEqual({});
    expect(errors(changePasswordFormSchema, { password: 'Secret12', confirmPassword: 'Secret13' })).toEqual({
      confirmPassword: "Oops! Passwords don't match.",
    });
    expect(errors(changePasswordFormSchema, { password: 'secret', confirmPassword: 'secret' })).toEqual({
      password: 'The password does not meet every rule.',
    });
  });
});

describe('a new password (issue 34: one rule for the browser and the server)', () => {
  it.each([
    ['Summer2024', null],
    ['December-2025!', null],
    ['P@ssw0rd1!', null],
    ['2024Autumn', null],
    ['W1nter2026', null],
    ['Jsmith2025', 'jsmith@example.test'],
    ['J.Smith-99', 'j.smith@example.test'],
  ])('refuses %s: its letters are only a season, a month, a common word or the e-mail name', (password, email) => {
    expect(passwordRefusal(password, email)).toBe(PASSWORD_MESSAGES.guessable);
  });

  it.each(['Summer-Rain-2024', 'Landlord2024', 'Correct-Horse-42', 'Jsmith2025'])('takes %s', (password) => {
    expect(passwordRefusal(password, 'ann@example.test')).toBeNull();
  });

  it('answers the rules first, and refuses a password past 200 characters', () => {
    expect(passwordRefusal('summer24')).toBe(PASSWORD_MESSAGES.rules);
    expect(passwordRefusal(`Aa1${'x'.repeat(198)}`)).toBe(PASSWORD_MESSAGES.rules);
  });

  it('is the change-password form’s rule too', () => {
    expect(errors(changePasswordFormSchema, { password: 'Summer2024', confirmPassword: 'Summer2024' })).toEqual({
      password: PASSWORD_MESSAGES.guessable,
    });
  });
});

describe('profile (docs/product/data-and-rules.md#validation)', () => {
  it('clears the interpreter and accommodation when blank', () => {
    expect(interpreterUpdate('  ')).toEqual({ language: '', interpreter: false });
    expect(interpreterUpdate('Spanish')).toEqual({ language: 'Spanish', interpreter: true });
    expect(accommodationUpdate(null)).toEqual({ accommodation: '', disability: false });
    expect(accommodationUpdate('Wheelchair access')).toEqual({ accommodation: 'Wheelchair access', disability: true });
  });
});
