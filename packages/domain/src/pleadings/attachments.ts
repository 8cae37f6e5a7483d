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
