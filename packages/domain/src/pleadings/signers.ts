/**
 * Who signs each paper made at Review & Sign (issue 36): the signature sections the papers' generators print, and the
 * same lines listed for the screen (paperSigners). Apart from parts.ts so that the screen loads it only with its list.
 */
import { PLEADING_NAMES } from '../lists.ts';
import type { CaseFacts } from './facts.ts';
import type { Block, SignatureBlock } from './model.ts';
import { attorneySignatureSection, coPlaintiffSignatures, signatureSection } from './parts.ts';

/**
 * The signature lines of the complaint itself (R. 1:4-5): its attorney of record when there is one (the landlord's
 * verification is signed beside it by the verifier), else the verifier and each other plaintiff who sues in their
 * own name (coPlaintiffSignatures).
 */
export function complaintSignatureSection(f: CaseFacts, signedAs: string | null, dated: string | null): Block[] {
  return f.attorney
    ? attorneySignatureSection(f, dated)
    : [...signatureSection(f, signedAs, dated), ...coPlaintiffSignatures(f)];
}

/**
 * The cover letter's signature: the attorney of record's when there is one (the letter comes from the firm,
 * letterSender), else the verifier's, not as a party.
 */
export function letterSignatureSection(f: CaseFacts, signedAs: string | null): Block[] {
  return f.attorney
    ? attorneySignatureSection(f, null).map((block) =>
        block.kind === 'signature' ? { ...block, closing: 'Sincerely,', dateLine: false } : block,
      )
    : signatureSection(f, signedAs, null, { asParty: false, closing: 'Sincerely,', dateLine: false });
}

/** The parties' own signature lines on a paper the parties certify (the case information statement). */
export function partySignatureSection(f: CaseFacts, signedAs: string | null, dated: string | null): Block[] {
  return [...signatureSection(f, signedAs, dated), ...coPlaintiffSignatures(f)];
}

/** Whether the package files the Certification of Lease and Registration Statement: once submitted or exempt. */
export function filesClrs(c: { clrsSubmission: boolean | null; clrsExemption: boolean | null }): boolean {
  return Boolean(c.clrsSubmission || c.clrsExemption);
}

/** One paper of the complaint's package and the signature lines it prints, in order. */
export interface PaperSigners {
  templateName: 'delinquent_letter' | 'verified_complaint' | 'case_information_statement' | 'clrs_form';
  paper: string;
  /** The part of the paper each line signs: the complaint's own lines, or its verification. */
  signers: Array<{ part: string | null; block: SignatureBlock }>;
}

/**
 * Who signs each paper made at Review & Sign, exactly as the papers print it (the generators use the same sections):
 * the cover letter and the certification of lease and registration by the verifier; the complaint by its attorney
 * of record, or by the verifier and each other plaintiff, and its verification by the verifier; the case information
 * statement by the verifier and each other plaintiff; the summons by no party (the clerk issues it). A commercial
 * tenancy files no case information statement and no certification of lease and registration, and the
 * certification is filed only once the lease registration is submitted or exempt (`filesClrs`).
 */
export function paperSigners(
  f: CaseFacts,
  c: { filesClrs: boolean },
  signedAs: string | null,
  dated: string | null,
): PaperSigners[] {
  const lines = (blocks: Block[], part: string | null = null) =>
    blocks.filter((b): b is SignatureBlock => b.kind === 'signature').map((block) => ({ part, block }));
  const papers: PaperSigners[] = [
    {
      templateName: 'delinquent_letter',
      paper: PLEADING_NAMES.coverLetter,
      signers: lines(letterSignatureSection(f, signedAs)),
    },
    {
      templateName: 'verified_complaint',
      paper: PLEADING_NAMES.verifiedComplaint,
      signers: [
        ...lines(complaintSignatureSection(f, signedAs, dated), 'Complaint'),
        ...lines(signatureSection(f, signedAs, dated), 'Landlord Verification'),
      ],
    },
  ];
  if (f.answers.commercial) return papers;
  return [
    ...papers,
    {
      templateName: 'case_information_statement',
      paper: PLEADING_NAMES.lcis,
      signers: lines(partySignatureSection(f, signedAs, dated)),
    },
    ...(c.filesClrs
      ? [
          {
            templateName: 'clrs_form' as const,
            paper: PLEADING_NAMES.certificationOfLease,
            signers: lines(signatureSection(f, signedAs, dated)),
          },
        ]
      : []),
  ];
}
