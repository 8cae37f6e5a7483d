/**
 * The server's side of the case rules (packages/domain caseRules.ts, docs/product/rules.md): a save or a render
 * that breaks one is refused with 400 and the first broken rule's message; every broken rule is in the details.
 */
import {
  CASE_RULES,
  caseRuleViolations,
  claimContradictions,
  type ClaimCase,
  todayInNewJersey,
  withComputedLabels,
  type RuleCase,
  type RuleContext,
} from '@rentfile/domain';
import { badRequest } from '../errors.ts';

/**
 * The case with its period labels computed, once it keeps every rule; throws a 400 naming the broken rules
 * otherwise (nothing is written: callers check before they write).
 */
export function enforceCaseRules<T extends RuleCase>(c: T, context: Omit<RuleContext, 'today'> & { now?: Date }): T {
  const violations = caseRuleViolations(c, { ...context, today: todayInNewJersey(context.now) });
  const first = violations[0];
  if (first) {
    throw badRequest(first.message, {
      violations: violations.map((v) => ({
        rule: `docs/product/rules.md#${CASE_RULES[v.rule]}`,
        field: v.field,
        message: v.message,
      })),
    });
  }
  return withComputedLabels(c);
}

/**
 * Refuses a save that brings a contradiction into the claim (docs/product/rules.md#claim-consistency): one the case
 * as it would be stored has and the case as stored had not. A half-finished step saves; a case stored before the
 * rule held can still be corrected step by step; the papers refuse every contradiction, old or new.
 */
export function enforceClaimRules(before: ClaimCase | null, next: ClaimCase, now?: Date): void {
  const today = todayInNewJersey(now);
  const known = new Set(before ? claimContradictions(before, null, today).map((i) => i.message) : []);
  // The complaint's date is the signing's: a save that does not sign again (a month added before signing anew) leaves
  // it to the papers, which refuse until the complaint is signed on or after every rent it claims.
  const signs = before === null || before.vcDateDrafted !== next.vcDateDrafted;
  const brought = claimContradictions(next, null, today).filter(
    (i) => !known.has(i.message) && (signs || i.field !== 'vcDateDrafted'),
  );
  const first = brought[0];
  if (first) {
    throw badRequest(first.message, {
      violations: brought.map((i) => ({
        rule: 'docs/product/rules.md#claim-consistency',
        field: i.field,
        message: i.message,
      })),
    });
  }
}
