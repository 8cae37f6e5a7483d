/**
 * Rules of the answers that only the papers need (issue 15): who verifies, the military-status check and the
 * CARES Act notice. The server applies paperFieldErrors on every save of a case and paperReadinessErrors before it
 * renders a signed complaint package; Review & Sign shows the same messages before the landlord signs.
 * Sources: docs/product/sources.md.
 */
import type { Case, ComplaintStatement, Property } from './entities.ts';
import { addDays, formatLongDate, type IsoDate } from './dates.ts';
import type { OwnershipType, VerifierRole } from './lists.ts';
import { isCaresCovered, isCommercial, ownersWithoutAddress } from './pleadings/facts.ts';
import { claimReadinessErrors, type ClaimCase, type ClaimDocuments } from './claimRules.ts';
import { registrationAgreementErrors } from './leaseRegistration.ts';
import { estateRepresentativeErrors, tenantTypeConflicts } from './tenantNames.ts';
import { unconfirmedFactErrors } from './reportFacts.ts';

export const PAPER_RULE_MESSAGES = {
  scraDateFuture: 'The date you checked the military status cannot be in the future.',
  caresDateFuture: 'The date the CARES Act notice to vacate was served cannot be in the future.',
  verifierName: 'Enter the name of the person who verifies the complaint.',
  verifierMissing: 'Choose who verifies the complaint and signs the papers.',
  scraMissing: "Answer whether you checked each tenant's military status on the DMDC SCRA website.",
  scraDateMissing: 'Enter the date you checked the military status on the DMDC SCRA website.',
  caresNoticeMissing:
    'The property is covered by the CARES Act: a tenant of a covered property must get a notice to vacate at least 30 days before the landlord can require them to leave (15 U.S.C. 9058(c)). Serve that notice, enter the date it was served, and attach a copy; the papers cannot be prepared without it.',
  signatureNotVerifier: 'The typed signature must be the name of the person who verifies the complaint.',
  caresProgramCovered:
    'A tenancy in public housing, or with a Section 8 voucher or HAP contract, is on a covered property under the CARES Act (15 U.S.C. 9058(a)(2)): answer Yes to the CARES Act statement and enter the date the 30-day notice to vacate was served.',
  ownerAddressMissing: (name: string) =>
    `${name} is a plaintiff, and the papers print each plaintiff with their own mailing address: enter ${name}'s address on Deed Information (the property's owners).`,
  caresNoticeNotAttached:
    'The CARES Act notice to vacate is attached to the complaint: answer yes to "notices attached".',
} as const;

/**
 * A tenancy in a federal program that makes its property a "covered property" under the CARES Act: public housing and
 * Section 8 (tenant-based voucher or project-based HAP contract) are covered housing programs (15 U.S.C. 9058(a)(2)(A),
 * referring to 34 U.S.C. 12491(a)(3)). "Other subsidy program" may be a state one, so it is left to the landlord.
 */
export function caresCoveredByProgram(
  c: Pick<Case, 'section8' | 'section8Type' | 'leaseTypeCategory'>,
  p: Pick<Property, 'propertyType'>,
): boolean {
  return c.section8 && !isCommercial(c, p) && [1, 2, 3].includes(c.section8Type ?? 0);
}

/**
 * The complaint's statements whose answer the case's facts contradict, each with why: the screens mark them beside
 * the question, and paperReadinessErrors refuses the signed papers while they stand.
 */
export function statementContradictions(
  c: Pick<Case, 'section8' | 'section8Type' | 'leaseTypeCategory' | 'statements'>,
  p: Pick<Property, 'propertyType'>,
): Partial<Record<ComplaintStatement, string>> {
  return caresCoveredByProgram(c, p) && c.statements.caresActCovered === false
    ? { caresActCovered: PAPER_RULE_MESSAGES.caresProgramCovered }
    : {};
}

/** The verifier roles that fit an ownership type (nj-forms-facts.md §3 "Landlord Verification"). */
export function verifierRolesFor(ownershipType: OwnershipType, ownerCount: number): VerifierRole[] {
  switch (ownershipType) {
    case 'Individual':
      return [ownerCount > 1 ? 'coOwner' : 'owner', 'managingAgent'];
    case 'Limited Liability Company':
      return ['member', 'officer', 'managingAgent'];
    case 'Corporation':
      return ['officer', 'managingAgent'];
    case 'General Partnership':
    case 'Limited Partnership':
      return ['generalPartner', 'managingAgent'];
    case 'Trust':
      return ['trustee', 'managingAgent'];
  }
}

type PaperFields = Pick<Case, 'verifier' | 'scraChecked' | 'scraCheckDate' | 'caresNoticeDate'> &
  Partial<Pick<Case, 'signatureText' | 'clrsExemption' | 'statements'>>;

/**
 * Errors of the papers' own fields, applied on every save: dates not in the future, a verifier with a name, and a
 * certification of lease and registration that agrees with the complaint (docs/product/rules.md#registration-agrees).
 */
export function paperFieldErrors(c: Partial<PaperFields>, today: IsoDate): string[] {
  const errors: string[] = [];
  if (c.scraCheckDate && c.scraCheckDate > today) errors.push(PAPER_RULE_MESSAGES.scraDateFuture);
  if (c.caresNoticeDate && c.caresNoticeDate > today) errors.push(PAPER_RULE_MESSAGES.caresDateFuture);
  if (c.verifier && c.verifier.name.trim() === '') errors.push(PAPER_RULE_MESSAGES.verifierName);
  errors.push(...registrationAgreementErrors(c));
  return errors;
}

/**
 * What must be true before a signed complaint package is made: a verifier who fits the owner, a military-status
 * answer with its basis, for a CARES Act covered property a 30-day notice to vacate served, expired and attached
 * (15 U.S.C. 9058(c)), and a claim that keeps every claim rule (claimReadinessErrors: the amounts, dates,
 * registration, subsidy and notices agree with the case). `documents` are the documents the package attaches; when
 * they are not known (a screen), the notices are not compared with them. An empty list means the papers may be made.
 */
export function paperReadinessErrors(
  c: PaperFields & Pick<Case, keyof ClaimCase | 'deedNames' | 'tenants'> & Partial<Pick<Case, 'reportFacts'>>,
  p: Pick<
    Property,
    'propertyType' | 'ownershipType' | 'deedNames' | 'registrationFiled' | 'registrationDocsFiledDate'
  > &
    Partial<Pick<Property, 'ownerContacts' | 'clientType'>>,
  today: IsoDate,
  documents: ClaimDocuments = null,
): string[] {
  const errors = claimReadinessErrors(c, p, today, documents).map((issue) => issue.message);
  errors.push(...paperFieldErrors(c, today));
  // The complaint identifies each tenant by its form (rules.md#tenant-type): a name stating another form is refused.
  errors.push(...tenantTypeConflicts(c.tenants));
  errors.push(...estateRepresentativeErrors(c.tenants));
  // A fact a delinquency report gave or the batch assumed is confirmed before it reaches a signed paper (rules.md#report-facts).
  errors.push(...unconfirmedFactErrors(c.reportFacts ?? []));
  const owners = (c.deedNames.some((n) => n.trim() !== '') ? c.deedNames : p.deedNames).filter((n) => n.trim() !== '');
  const ownershipType = p.ownershipType ?? 'Individual';
  // Each plaintiff is printed with their own address, never another owner's (rules.md#plaintiffs).
  for (const name of ownersWithoutAddress(c, { ownerContacts: [], clientType: null, ...p }))
    errors.push(PAPER_RULE_MESSAGES.ownerAddressMissing(name));
  if (!c.verifier) errors.push(PAPER_RULE_MESSAGES.verifierMissing);
  else if (!verifierRolesFor(ownershipType, owners.length).includes(c.verifier.role)) {
    errors.push(
      `The person who verifies must be ${verifierRolesFor(ownershipType, owners.length).map(roleWords).join(' or ')} of this ${ownershipType === 'Individual' ? 'owner' : ownershipType.toLowerCase()}.`,
    );
  }
  const typed = (c.signatureText ?? '').trim();
  if (c.verifier && typed !== '' && typed.toLowerCase() !== c.verifier.name.trim().toLowerCase())
    errors.push(PAPER_RULE_MESSAGES.signatureNotVerifier);
  if (c.scraChecked === null || c.scraChecked === undefined) errors.push(PAPER_RULE_MESSAGES.scraMissing);
  else if (c.scraChecked && !c.scraCheckDate) errors.push(PAPER_RULE_MESSAGES.scraDateMissing);
  errors.push(...Object.values(statementContradictions(c, p)));
  if (!isCommercial(c, p) && isCaresCovered(c, p) === true) {
    if (!c.caresNoticeDate) errors.push(PAPER_RULE_MESSAGES.caresNoticeMissing);
    else {
      const ends = addDays(c.caresNoticeDate, 30);
      if (ends > today)
        errors.push(
          `The CARES Act notice to vacate served on ${formatLongDate(c.caresNoticeDate)} gives the tenant until ${formatLongDate(ends)}: prepare the papers after that date (15 U.S.C. 9058(c)).`,
        );
      if (c.statements.noticesAttached === false) errors.push(PAPER_RULE_MESSAGES.caresNoticeNotAttached);
    }
  }
  return errors;
}

function roleWords(role: VerifierRole): string {
  const words: Record<VerifierRole, string> = {
    owner: 'the owner',
    coOwner: 'a co-owner',
    officer: 'an officer',
    member: 'a member',
    generalPartner: 'a general partner',
    trustee: 'a trustee',
    managingAgent: 'the managing agent',
  };
  return words[role];
}
