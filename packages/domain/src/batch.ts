/**
 * A month's filings as one batch (docs/product/rules.md#batch): where each case of a batch stands, and the answers a
 * landlord may give once for many cases. An answer for many is the same save the wizard's step makes, applied to
 * each case by the server's case rules; a case moves on only when that step is the one it stands at.
 */
import { z } from 'zod';
import type { Case, Cents } from './entities.ts';
import { cents } from './entities.ts';
import { caseStage } from './caseStage.ts';
import { joinNames } from './format.ts';
import { caseMoney } from './fees.ts';
import { unclaimedCharges } from './caseRules.ts';
import { CASE_STATUSES, isLegalFeesHidden, resumeRoute, statusStep } from './wizard.ts';
import { statusWrittenBy } from './wizardFlow.ts';

/** Where a case of a batch stands: answers still to give, ready for Review & Sign, or signed. */
export const BATCH_CASE_STATES = ['needsAnswers', 'readyToSign', 'signed'] as const;
export type BatchCaseState = (typeof BATCH_CASE_STATES)[number];

export const BATCH_STATE_LABELS: Record<BatchCaseState, string> = {
  needsAnswers: 'Needs answers',
  readyToSign: 'Ready to sign',
  signed: 'Signed',
};

/** What of a case's issued papers exists: its order and its stored papers (the rows the sign operation writes). */
export interface IssuedPapers {
  order: boolean;
  papers: boolean;
  /** The self-represented co-owners who sign the issued papers by hand (pleadings coSigners), none when unknown. */
  coSigners?: ReadonlyArray<string>;
}

export const BATCH_SIGNED_NOTES = {
  attorney: 'To be signed by the attorney',
  noPapers: 'Marked complete, but its papers and order were not made: open Review & Sign and sign them.',
  noSignature: 'Marked complete, but the complaint has no signature: open Review & Sign and sign it.',
  coSigners: (names: string) => `To be signed by ${names}, each on their own line as a plaintiff`,
} as const;

/**
 * Whether a case counts as signed in its batch (docs/product/rules.md#batch): its order and its stored papers exist
 * and the landlord's signature is on them; an attorney's case is signed with its attorney's signature listed as "to
 * be signed by the attorney", and a case whose co-owners sign by hand with theirs listed by name. The one place the batch counts signed cases (the view and the list's counts).
 */
export function batchCaseSigned(
  c: Pick<Case, 'status' | 'actions' | 'isDeleted' | 'signatureText' | 'signatureImage' | 'attorneyId'>,
  issued: IssuedPapers,
): { signed: boolean; note: string | null } {
  const completed = statusStep(c.status) >= statusStep(CASE_STATUSES.complete) || caseStage(c).stage !== 'Drafting';
  if (!completed) return { signed: false, note: null };
  if (!issued.order || !issued.papers) return { signed: false, note: BATCH_SIGNED_NOTES.noPapers };
  if ((c.signatureText ?? '').trim() === '' && (c.signatureImage ?? '') === '')
    return { signed: false, note: BATCH_SIGNED_NOTES.noSignature };
  if (c.attorneyId) return { signed: true, note: BATCH_SIGNED_NOTES.attorney };
  const coSigners = issued.coSigners ?? [];
  return { signed: true, note: coSigners.length > 0 ? BATCH_SIGNED_NOTES.coSigners(joinNames(coSigners)) : null };
}

/**
 * The state of a batch's case: signed once batchCaseSigned says so, ready to sign at Review & Sign (or when marked
 * complete without its papers or signature), else it needs answers, and nextStep names the step the wizard resumes
 * at; note says what is left of a case marked complete.
 */
export function batchCaseState(
  c: Pick<Case, 'status' | 'actions' | 'isDeleted' | 'signatureText' | 'signatureImage' | 'attorneyId'>,
  issued: IssuedPapers,
): {
  state: BatchCaseState;
  nextStep: string | null;
  resumeRoute: string;
  note: string | null;
} {
  const route = resumeRoute(c);
  const signed = batchCaseSigned(c, issued);
  if (signed.signed) return { state: 'signed', nextStep: caseStage(c).nextStep, resumeRoute: route, note: signed.note };
  if (c.status === CASE_STATUSES.sign || signed.note !== null)
    return { state: 'readyToSign', nextStep: 'Review & Sign', resumeRoute: route, note: signed.note };
  return { state: 'needsAnswers', nextStep: caseStage(c).nextStep, resumeRoute: route, note: null };
}

/** The questions a batch can answer for many cases, each the question of one wizard step, as the step asks it. */
export const BATCH_QUESTIONS = {
  additionalChargesPermitted: {
    step: 'Additional Charges',
    text: 'Besides rent, does the tenant owe late charges, utilities or other fees?',
    help: 'Only claim charges your lease calls additional rent. A case that answers yes goes on to Late Charges, Utilities and Fees, where its charges are entered.',
  },
  legalFeesPermitted: {
    step: 'Legal Fees',
    text: 'Does the lease let you claim attorney fees as additional rent?',
    help: 'Yes needs the attorney fee each case claims. Not asked for a Section 8 voucher case.',
  },
} as const;
export type BatchQuestion = keyof typeof BATCH_QUESTIONS;

/** An answer for many cases, as sent. */
export const batchAnswerSchema = z.discriminatedUnion('question', [
  z.object({ question: z.literal('additionalChargesPermitted'), value: z.boolean() }),
  z.object({ question: z.literal('legalFeesPermitted'), value: z.boolean(), attorneyFee: cents.nullable().optional() }),
]);
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

export const BATCH_ANSWER_MESSAGES = {
  attorneyFee: 'Legal Fees: enter the attorney fee the cases claim (0 is allowed), or answer No.',
  voucher: 'Legal fees are not asked for a Section 8 voucher case.',
  signed: 'This case is signed: open it to change its answers.',
} as const;

/** A case an answer for many may still change: one not yet completed (signed or sent on to court). */
export function canAnswerForMany(c: Pick<Case, 'status' | 'actions' | 'isDeleted'>): boolean {
  return statusStep(c.status) < statusStep(CASE_STATUSES.complete) && caseStage(c).stage === 'Drafting';
}

/** What an answer changes on one case: its fields and, when the case stands at the answer's step, the status it moves to. */
export type BatchAnswerChange =
  { ok: true; changes: Partial<Case>; status: string | undefined } | { ok: false; reason: string };

/**
 * The change an answer for many makes to one case: the fields the wizard's step saves (Additional Charges: the
 * answer, and a No unclaims the charges entered; Legal Fees: the answer and the attorney fee, court fees recomputed
 * as caseMoney does), and the status that step writes when the case stands at it. A signed case, and a Section 8
 * voucher case for legal fees, are left as they are with the reason.
 */
export function batchAnswerChange(c: Case, answer: BatchAnswer): BatchAnswerChange {
  if (!canAnswerForMany(c)) return { ok: false, reason: BATCH_ANSWER_MESSAGES.signed };
  if (answer.question === 'additionalChargesPermitted') {
    const changes: Partial<Case> = answer.value
      ? { additionalChargesPermitted: true }
      : { additionalChargesPermitted: false, ...unclaimedCharges(c) };
    const atStep = c.status === CASE_STATUSES.additionalCharges;
    return {
      ok: true,
      changes,
      status: atStep ? (statusWrittenBy('vc-additional-charges', { ...c, ...changes }) ?? undefined) : undefined,
    };
  }
  if (isLegalFeesHidden(c)) return { ok: false, reason: BATCH_ANSWER_MESSAGES.voucher };
  const fee: Cents | null = answer.value ? (answer.attorneyFee ?? null) : 0;
  if (fee === null) return { ok: false, reason: BATCH_ANSWER_MESSAGES.attorneyFee };
  const legalFees = caseMoney({
    ...c,
    legalFeesPermitted: answer.value,
    legalFees: [{ type: 'Attorney Fee', amount: fee, selected: true }],
  }).legalFees;
  const atStep = c.status === CASE_STATUSES.legalFees;
  return {
    ok: true,
    changes: { legalFeesPermitted: answer.value, legalFees },
    status: atStep ? (statusWrittenBy('vc-legal-fees', c) ?? undefined) : undefined,
  };
}
