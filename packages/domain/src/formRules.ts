/**
 * What the step screens use beside their schemas (validation.ts): the messages of
 * docs/product/data-and-rules.md#validation and the small rules of their entries. Without zod, so that a step
 * renders without it and loads its schema with the form's first check.
 */

/** Messages of docs/product/data-and-rules.md#validation and docs/product/data-and-rules.md#errors, exactly as the spec gives them, and the few this product adds. */
export const MESSAGES = {
  required: 'Item is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  nameRequired: 'Name is required',
  selectProperty: 'Select a property.',
  chooseContact: 'Choose the contact for this case, or add one.',
  twoDates: 'Please select two (2) dates.',
  passwordsDontMatch: "Oops! Passwords don't match.",
  selectOffice: 'select office required',
  section8VoucherOnly: 'You may proceed only if the tenant is enrolled in the Section 8 Housing Voucher program.',
  section8Monthly: 'Rent is due monthly for Section 8 tenants.',
  tenantPortionTooHigh: 'The tenant portion cannot be more than the full rent.',
  njZip: 'Enter a New Jersey ZIP code (07001 to 08999).',
  zip: 'Enter a 5-digit ZIP code.',
  phone: 'Enter a 10-digit phone number.',
  atLeastOneTenant: 'Add at least one tenant.',
  atLeastOnePeriod: 'Select at least one rent period.',
  amountAboveZero: 'Enter an amount greater than $0.00.',
  futureDate: 'Dates incurred cannot be in the future.',
  password: 'The password does not meet every rule.',
} as const;

/** Lease details (docs/product/data-and-rules.md#lease-details): turning Section 8 on forces the rent cycle to Monthly (and its due day stays if monthly). */
export function withSection8Toggle<T extends { section8: boolean; rentCycle: string; rentDueBy?: string | null }>(
  form: T,
  on: boolean,
): T {
  if (!on) return { ...form, section8: false };
  return {
    ...form,
    section8: true,
    rentCycle: 'Monthly',
    rentDueBy: form.rentCycle === 'Monthly' ? form.rentDueBy : null,
  };
}

/** Legal fees (docs/product/data-and-rules.md#charges): choosing no sets the attorney fee to 0; choosing yes clears the fee field (null). */
export function attorneyFeeOnAnswer(legalFeesPermitted: boolean): number | null {
  return legalFeesPermitted ? null : 0;
}

/** Rent amount and attorney fee inputs block the minus key and the comma key (docs/product/data-and-rules.md#validation). */
export function isBlockedAmountKey(key: string): boolean {
  return key === '-' || key === ',';
}
