/**
 * Who may file a landlord/tenant case without an attorney, and the attorney of record of a case
 * (docs/product/rules.md#representation). A corporation, a limited liability company or a limited partnership
 * can neither file a paper nor appear in the Special Civil Part except through a New Jersey attorney
 * (R. 1:21-1(c)); in a summary action for possession only a partner in a general partnership is excepted (R. 6:10).
 * A trust sues through its trustee, and a trustee who is not a lawyer may not conduct a court case for the trust's
 * beneficiaries (Kasharian v. Wilentz, 93 N.J. Super. 479 (App. Div. 1967)); the product asks for an attorney (not
 * confirmed for landlord/tenant cases in particular). An individual owner files for themself.
 * Sources: docs/product/sources.md#representation.
 */
import { z } from 'zod';
import { inputText } from './input.ts';
import { id } from './entities.ts';
import { requiredEmail, requiredPhone, requiredText } from './validation.ts';
import type { OwnershipType, VerifierRole } from './lists.ts';

/** A New Jersey attorney identification number: nine digits (R. 1:4-1(b) puts it on every paper an attorney files). */
export const NJ_ATTORNEY_ID = /^\d{9}$/;

export const REPRESENTATION_MESSAGES = {
  attorneyFeeWithoutAttorney:
    "An attorney's fee is claimed, but no attorney represents you in this case: a landlord who files without an attorney has no attorney's fee to claim, and only the landlord's attorney certifies such a fee as rent (R. 6:6-3(b)). Choose your attorney of record below, or answer No on Legal Fees.",
  attorneyIdFormat: 'Enter the New Jersey attorney ID: nine digits, for example 012342005.',
  attorneyRequired: (owner: string, kind: string) =>
    `${owner} is ${kind}: a corporation, limited liability company or limited partnership can file papers and appear in a landlord/tenant case only through a New Jersey attorney (R. 1:21-1(c), R. 6:10). Choose the attorney of record on Review & Sign to make the signed papers; until then you can preview the draft.`,
  trustAttorneyRequired: (owner: string) =>
    `${owner} is a trust: a trust sues through its trustee, and a trustee who is not a lawyer may not conduct a court case for the trust and its beneficiaries (Kasharian v. Wilentz, 93 N.J. Super. 479), so a New Jersey attorney files for it (R. 1:21-1(c)). Choose the attorney of record on Review & Sign to make the signed papers; until then you can preview the draft.`,
  partnerOnly:
    'A general partnership can file a landlord/tenant case without an attorney only through one of its general partners (R. 6:10). Choose a general partner as the person who verifies, or choose the attorney of record on Review & Sign.',
  unknownAttorney: 'Choose the attorney of record from your attorney contacts.',
  attorneyProfileMissing:
    'Fill in your attorney profile (name, New Jersey attorney ID, office address, phone and e-mail) before choosing yourself as attorney of record.',
} as const;

/** What the owner step tells a landlord about representation for an ownership type; null when nothing needs saying. */
export function ownerRepresentationNotice(ownershipType: OwnershipType | null | undefined): string | null {
  const afterwards =
    'You can prepare and preview the papers here; the signed papers to file are made once you choose the attorney of record on Review & Sign.';
  if (
    ownershipType === 'Limited Liability Company' ||
    ownershipType === 'Corporation' ||
    ownershipType === 'Limited Partnership'
  ) {
    return `A limited liability company, a corporation or a limited partnership must be represented by a New Jersey attorney in a landlord/tenant case (R. 1:21-1(c), R. 6:10). ${afterwards}`;
  }
  if (ownershipType === 'Trust')
    return `A trust files through its trustee, and a trustee who is not a lawyer may not conduct a court case for the trust: a New Jersey attorney files for it. ${afterwards}`;
  if (ownershipType === 'General Partnership')
    return 'A general partnership can file without an attorney only through one of its general partners (R. 6:10), or through a New Jersey attorney.';
  return null;
}

/**
 * The ownership types that may file and appear without an attorney in a summary action for possession. Every other
 * type (LLC, corporation, limited partnership, trust) needs a New Jersey attorney.
 */
export function mayFileWithoutAttorney(ownershipType: OwnershipType): boolean {
  return ownershipType === 'Individual' || ownershipType === 'General Partnership';
}

/**
 * An attorney of the firm, as the attorney profile and the attorney contacts keep it. The office address is a
 * street address: R. 1:4-1(b) forbids a post office box in its place.
 */
export const attorneySchema = z.object({
  id: id.optional(),
  firstName: requiredText(),
  lastName: requiredText(),
  attorneyId: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(NJ_ATTORNEY_ID, { error: REPRESENTATION_MESSAGES.attorneyIdFormat })),
  firm: inputText(200).nullable().optional(),
  streetAddress: requiredText().refine((v) => !/\bp\.?\s*o\.?\s*box\b/i.test(v), {
    error: 'Enter the office street address: a post office box cannot be used (R. 1:4-1(b)).',
  }),
  unitNo: inputText(50).nullable().optional(),
  city: requiredText(),
  state: requiredText().default('New Jersey'),
  zipcode: requiredText().regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' }),
  phone: requiredPhone,
  email: requiredEmail,
});
export type AttorneyInput = z.input<typeof attorneySchema>;
export type Attorney = z.infer<typeof attorneySchema>;

/** The attorney of record as the papers print it (the caption's filer block, the attorney's signature). */
export interface AttorneyOfRecord {
  name: string;
  attorneyId: string;
  firm: string | null;
  addressLines: string[];
  phone: string;
  email: string;
}

export function attorneyOfRecord(a: Attorney): AttorneyOfRecord {
  const street = [a.streetAddress.trim(), (a.unitNo ?? '').trim()].filter(Boolean).join(', ');
  const state = a.state.trim() === 'New Jersey' ? 'NJ' : a.state.trim();
  return {
    name: `${a.firstName.trim()} ${a.lastName.trim()}`,
    attorneyId: a.attorneyId,
    firm: (a.firm ?? '').trim() || null,
    addressLines: [street, `${a.city.trim()}, ${state} ${a.zipcode.trim()}`],
    phone: a.phone,
    email: a.email,
  };
}

export interface RepresentationFacts {
  ownershipType: OwnershipType;
  /** The owner(s) as the papers name them. */
  ownerName: string;
  /** 'a limited liability company', ... */
  ownerKind: string;
  /** The role of the person who verifies, once chosen. */
  verifierRole: VerifierRole | null;
  attorney: AttorneyOfRecord | null;
  /** An attorney's fee is claimed among the charges (fees.ts attorneyFee above 0). */
  attorneyFeeClaimed: boolean;
}

/**
 * Why the signed papers to file cannot be made for this case, or null when they can: an entity that must be
 * represented has no attorney of record, or a general partnership files without one through someone who is not
 * a general partner (R. 1:21-1(c), R. 6:10); or a landlord without an attorney claims an attorney's fee. Drafts and
 * previews are never refused for this.
 */
export function representationRefusal(f: RepresentationFacts): string | null {
  if (f.attorney) return null;
  if (f.ownershipType === 'Trust') return REPRESENTATION_MESSAGES.trustAttorneyRequired(f.ownerName);
  if (!mayFileWithoutAttorney(f.ownershipType))
    return REPRESENTATION_MESSAGES.attorneyRequired(f.ownerName, f.ownerKind);
  if (f.ownershipType === 'General Partnership' && f.verifierRole !== null && f.verifierRole !== 'generalPartner')
    return REPRESENTATION_MESSAGES.partnerOnly;
  if (f.attorneyFeeClaimed) return REPRESENTATION_MESSAGES.attorneyFeeWithoutAttorney;
  return null;
}
