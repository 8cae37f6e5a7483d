/**
 * The landlord's own documents that go into the filing package after the papers (docs/product/rules.md#documents,
 * #lease-copy): which of the case's documents are attached, in the order the court's list gives them (lease,
 * registration statement, then notices and the rest), and what the certification of lease and registration may
 * say about them.
 */
import { DOCUMENT_KINDS, documentKindLabel, type DocumentKind } from '../documents.ts';
import type { Case } from '../entities.ts';
import type { PaperFacts } from './facts.ts';

export interface AttachedDocument {
  id: number;
  kind: string;
  /** The file name the landlord uploaded. */
  name: string;
}

export interface PackageAttachment extends AttachedDocument {
  kind: DocumentKind;
  /** The words the package and the instructions use for it ('Lease', 'Landlord registration statement'). */
  title: string;
}

/**
 * The documents that go into the package, in the court's order; a commercial tenancy attaches no registration
 * statement (the Landlord Registration Act is residential). Documents of an unknown kind are left out.
 */
export function packageAttachments(
  documents: ReadonlyArray<AttachedDocument>,
  answers: Pick<PaperFacts, 'commercial'>,
): PackageAttachment[] {
  const known = documents.filter((d): d is PackageAttachment => (DOCUMENT_KINDS as readonly string[]).includes(d.kind));
  return DOCUMENT_KINDS.filter((kind) => !(answers.commercial && kind === 'registration')).flatMap((kind) =>
    known.filter((d) => d.kind === kind).map((d) => ({ id: d.id, kind, name: d.name, title: documentKindLabel(kind) })),
  );
}

export type LeaseBox = 'complete' | 'relevant-portions' | 'no-written-lease' | null;
export type RegistrationBox = 'attached' | 'exempt' | null;

/**
 * The boxes the certification ticks, from the answers and the attached documents: a lease box only for what is
 * attached (or an oral lease), the registration box only when the landlord registered and the statement is
 * attached, the exemption only for an owner-occupied building the complaint also calls owner-occupied.
 */
export function clrsBoxes(
  c: Pick<Case, 'leaseTypeTitle' | 'leaseCopySubmission' | 'clrsExemption'>,
  answers: Pick<PaperFacts, 'registered' | 'ownerOccupied'>,
  attachments: ReadonlyArray<Pick<PackageAttachment, 'kind'>>,
): { lease: LeaseBox; registration: RegistrationBox } {
  const has = (kind: DocumentKind) => attachments.some((a) => a.kind === kind);
  const lease: LeaseBox =
    c.leaseTypeTitle !== 'Written'
      ? 'no-written-lease'
      : has('lease')
        ? c.leaseCopySubmission === 'relevant-portions'
          ? 'relevant-portions'
          : 'complete'
        : null;
  const registration: RegistrationBox =
    c.clrsExemption && answers.registered !== true && answers.ownerOccupied === true
      ? 'exempt'
      : answers.registered === true && has('registration')
        ? 'attached'
        : null;
  return { lease, registration };
}

/**
 * The alternatives of the certification's items 2 and 3 in the form's own words (CN 12842, promulgated by the
 * Supplement to Directive #21-21 of September 1, 2021; the wording as a third-party filing app printed it, read in
 * hrrytech92/Eviction_Client src/mixins/pdf-template-data.js, nj-forms-facts.md §6; not compared with the court's
 * PDF). The form offers no "not registered" alternative: a landlord who has not registered can certify neither.
 */
export const CLRS_FORM_TEXT = {
  leaseComplete: 'A complete copy of the lease is attached.',
  leaseRelevantPortions:
    'The relevant portions of the lease are attached because the full lease is more than 10 pages.',
  noWrittenLease: 'There is no written lease.',
  registrationAttached:
    'I have attached a copy of any registration statement for the residential rental property required by the Landlord Registration Act, N.J.S.A. 46:8-27.',
  registrationExempt: 'The property is exempt from registration pursuant to N.J.S.A. 46:8-28.5(b).',
} as const;

/**
 * What N.J.S.A. 46:8-28.5(b), the exemption the form cites, covers: an owner-occupied two-family property that is
 * certified free of lead-based paint, was built in 1978 or later, is a seasonal rental of under six months a year, or
 * has a certified lead-free interior (46:8-28.5(a) otherwise requires an owner-occupied two-family property to
 * register with the Department of Community Affairs). Statute text read on one copy (getpocketlaw.com, L.2007, c.251).
 */
export const REGISTRATION_EXEMPTION_SCOPE =
  'The certification\'s exemption is that of N.J.S.A. 46:8-28.5(b): an owner-occupied two-family property that has been certified free of lead-based paint, was built in 1978 or later, is a seasonal rental let for less than six months each year, or has been certified as having a lead-free interior. An owner-occupied two-family property that is none of these must register with the Department of Community Affairs (N.J.S.A. 46:8-28.5(a)): if so, register, answer "registered" on the Lease and Registration step, attach the statement and make the package again before signing.';

/**
 * What the filer must do before the certification can be signed, when the case and the package leave a box of item 2
 * or 3 that cannot be ticked truthfully (rules.md#clrs-complete): one sentence per item, naming the step that
 * completes it. Empty when every item has its box.
 */
export function clrsToComplete(
  c: Pick<Case, 'leaseTypeTitle' | 'leaseCopySubmission' | 'clrsExemption'>,
  answers: Pick<PaperFacts, 'registered' | 'ownerOccupied' | 'registrationApplies'>,
  attachments: ReadonlyArray<Pick<PackageAttachment, 'kind'>>,
  registrationFiledDate: string | null,
): string[] {
  if (!answers.registrationApplies) return [];
  const boxes = clrsBoxes(c, answers, attachments);
  const statementAttached = attachments.some((a) => a.kind === 'registration');
  const items: string[] = [];
  if (boxes.lease === null)
    items.push(
      'Item 2 (lease): no copy of the written lease is in this package, so none of its boxes can be ticked. Attach the lease (or its relevant parts, if it is longer than 10 pages) on the Documents step and make the package again.',
    );
  if (boxes.registration !== null) return items;
  if (answers.registered === true)
    items.push(
      `Item 3 (registration): the case says the rental is registered${registrationFiledDate ? ` (statement filed on ${registrationFiledDate})` : ''}, but no copy of the registration statement is in this package, and the form certifies that it is attached. Attach it on the Documents step or on the property and make the package again.`,
    );
  else if (answers.registered === false)
    items.push(
      `Item 3 (registration): the case says the rental is not registered and not exempt, and the form offers only "attached" or "exempt", so it cannot be signed as the case stands.${statementAttached ? ' A registration statement is attached to this package: if the rental is registered, answer "registered" with the date it was filed on the Lease and Registration step.' : ''} Register the rental, answer "registered" with its date on the Lease and Registration step, attach the statement and make the package again. No judgment for possession can be entered until the landlord has registered (N.J.S.A. 46:8-33).`,
    );
  else
    items.push(
      'Item 3 (registration): say on the Lease and Registration step whether the rental is registered, not registered or exempt, and make the package again.',
    );
  return items;
}

export const CLRS_MESSAGES = {
  exemptionDisagrees:
    'The Certification of Lease and Registration Statement claims the owner-occupied exemption, but the complaint does not say the property is owner-occupied. Answer the owner-occupied statement Yes, or withdraw the exemption, before making the papers.',
} as const;

/** Why the certification cannot be made as the case stands (it must agree with the complaint); null when it can. */
export function clrsRefusal(
  c: Pick<Case, 'clrsExemption'>,
  answers: Pick<PaperFacts, 'commercial' | 'ownerOccupied' | 'registered'>,
): string | null {
  if (answers.commercial) return null;
  if (c.clrsExemption && answers.registered !== true && answers.ownerOccupied !== true)
    return CLRS_MESSAGES.exemptionDisagrees;
  return null;
}
