/**
 * Where a case stands, in plain words, for the dashboard and the case view (docs/product/screens.md#case-stage):
 * the stage it is at and the step that comes next.
 */
import type { Case } from './entities.ts';
import { CLOSED_COURT_STATUSES } from './courtStatuses.ts';
import {
  CASE_STATUSES,
  canEditCase,
  resumeRoute,
  VERIFIED_COMPLAINT_STEPS,
  type WizardStepDefinition,
} from './wizard.ts';

export interface CaseStage {
  /** The stage: 'Drafting' (the complaint), 'Signed' (the complaint), 'In court' or 'Closed'. */
  stage: string;
  /** What to do next, or null when nothing is left to do here. */
  nextStep: string | null;
}

/** Titles of the steps after the complaint, which the wizard's step list does not hold. */
const LATER_STEPS: Record<string, string> = {
  'wor-trial-action': 'Record the trial outcome',
  'wor-court-outcome': 'Record the court outcome',
  'warrant-of-removal': 'Request the warrant of removal',
  'saf-signature': 'Sign the lease and registration certification',
};

function stepLabel(routeName: string, steps: WizardStepDefinition[] = VERIFIED_COMPLAINT_STEPS): string | null {
  for (const s of steps) {
    if (s.routeName === routeName) return s.label;
    const child = stepLabel(routeName, s.children);
    if (child) return child;
  }
  return null;
}

/** The title of the step a route opens: the wizard's step label, or a later step's. */
export function resumeStepTitle(routeName: string): string {
  if (routeName === 'vc-additional-charges-extended') return 'Late Charges, Utilities and Fees';
  if (routeName === 'vc-confirmation') return 'Confirmation';
  return stepLabel(routeName) ?? LATER_STEPS[routeName] ?? 'Property';
}

export function caseStage(c: Pick<Case, 'status' | 'actions' | 'isDeleted'>): CaseStage {
  if (!canEditCase(c) || CLOSED_COURT_STATUSES.includes(c.status)) return { stage: 'Closed', nextStep: null };
  if (c.status === CASE_STATUSES.complete) return { stage: 'Signed', nextStep: 'File the papers' };
  const route = resumeRoute(c);
  if (c.status.startsWith('wor-') || c.status.startsWith('co-'))
    return { stage: 'In court', nextStep: resumeStepTitle(route) };
  return { stage: 'Drafting', nextStep: resumeStepTitle(route) };
}
