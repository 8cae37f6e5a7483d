/**
 * Signing the complaint as one server operation, correcting signed papers before filing, and the versions of the
 * papers as issued (docs/product/rules.md#signed-papers, decision 0026).
 */
import { z } from 'zod';
import { caseSchema } from '@rentfile/domain';
import { endpoint, idParam } from './endpoint.ts';

/** What Review & Sign sends: the statements, who verifies, the military check, the attorney of record and the signature. */
export const signatureRequest = caseSchema
  .pick({
    statements: true,
    attorneyId: true,
    signatureText: true,
    signatureImage: true,
    verifier: true,
    scraChecked: true,
    scraCheckDate: true,
    caresNoticeDate: true,
  })
  .partial();
export type SignatureRequest = z.input<typeof signatureRequest>;

/** One version of a case's papers as issued. */
export const issuedVersion = z.object({
  version: z.number().int().positive(),
  /** The date the papers bear. */
  signedOn: z.string(),
  signedAt: z.string(),
  /** The name signed on the papers. */
  signerName: z.string(),
  /** Who signed through the product. */
  signedBy: z.string(),
  /** SHA-256 of the papers' stored inputs, hex. */
  contentHash: z.string(),
  /**
   * current: the papers the case stands on (offered for filing); reopened: the latest papers, set aside while the
   * complaint is corrected; superseded: replaced by a later signing (kept, never offered for filing).
   */
  state: z.enum(['current', 'reopened', 'superseded']),
});
export type IssuedVersion = z.infer<typeof issuedVersion>;

export const signedPapers = z.object({
  orderId: z.number().int().positive(),
  version: issuedVersion,
});
export type SignedPapers = z.infer<typeof signedPapers>;

export const signingApi = {
  signCase: endpoint({
    summary:
      'Sign the complaint: every rule of the papers is checked, the papers are issued (their inputs and SHA-256 kept) and the order created, in one transaction',
    params: idParam,
    body: signatureRequest,
    response: signedPapers,
  }),
  correctPapers: endpoint({
    summary: 'Reopen signed papers for correction before filing (the case goes back to Review & Sign)',
    params: idParam,
    response: z.array(issuedVersion),
  }),
  getIssuedPapers: endpoint({
    summary: "The versions of a case's papers as issued, the first first",
    params: idParam,
    response: z.array(issuedVersion),
  }),
};
