/**
 * The server's side of the case rules (packages/domain caseRules.ts, docs/product/rules.md): a save or a render
 * that breaks one is refused with 400 and the first broken rule's message; every broken rule is in the details.
 */
import {
  CASE_RULES,
  caseRuleViolations,
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
