/**
 * The case's full progress list after the complaint: a module of its own, as only the case view shows it (the
 * wizard's tables load with the first paint; this does not).
 */
import type { Case } from './entities.ts';
import { reachedWarrantOfRemoval, TRIAL_ACTIONS_WARRANT } from './lists.ts';
import {
  ACTION_IDS,
  CASE_STATUSES,
  firstAction,
  isLeaseRegistrationHidden,
  statusPosition,
  statusStep,
  type StepStatus,
  type WizardCase,
} from './wizard.ts';

/** One top-level entry of the full progress list (docs/product/data-and-rules.md#wizard later steps, docs/product/data-and-rules.md#action-ids). */
export interface CaseProgressStep {
  key: 'verifiedComplaint' | 'leaseRegistration' | 'trialDate' | 'trialOutcome' | 'warrantOfRemoval';
  label: string;
  status: StepStatus;
}

/**
 * The full progress list after the complaint (docs/product/data-and-rules.md#action-ids, docs/product/data-and-rules.md#hidden-steps), read from the case's first action id:
 * lease registration (CLRS) is done at 21 and above, except 191, and hidden when clrsDraft is 0; the trial date
 * at 31, or 41 and above with a trial date and time; the trial outcome at 51, or 61 and above; from 61 the
 * Request Warrant Of Removal step is added, completed when the trial action is one of the first five.
 * Decision: 181 (completeVerifiedComplaint) and 191 are ids of the complaint flow, not later trial steps, so
 * the 'and above' of the trial rules counts only ids below 181; 181 does count for lease registration, from
 * which the spec excludes only 191.
 */
export function caseProgress(
  c: WizardCase & Pick<Case, 'trialDate' | 'trialTime' | 'trialAction'>,
): CaseProgressStep[] {
  const firstId = firstAction(c)?.actionId ?? 0;
  const actionId = firstId >= ACTION_IDS.completeVerifiedComplaint ? 0 : firstId;
  const mark = (done: boolean): StepStatus => (done ? 'completed' : '');
  const steps: CaseProgressStep[] = [
    {
      key: 'verifiedComplaint',
      label: 'Verified Complaint',
      status: mark(statusPosition(c) >= statusStep(CASE_STATUSES.complete)),
    },
    {
      key: 'leaseRegistration',
      label: 'Lease Registration',
      status: isLeaseRegistrationHidden(c)
        ? 'hidden'
        : mark(firstId >= ACTION_IDS.clrsDone && firstId !== ACTION_IDS.clrsExcluded),
    },
    {
      key: 'trialDate',
      label: 'Trial Date',
      status: mark(
        actionId === ACTION_IDS.trialDate ||
          (actionId >= ACTION_IDS.trialDateWithTime && Boolean(c.trialDate) && Boolean(c.trialTime)),
      ),
    },
    {
      key: 'trialOutcome',
      label: 'Trial Outcome',
      status: mark(actionId === ACTION_IDS.trialOutcome || actionId >= ACTION_IDS.warrantOfRemoval),
    },
  ];
  if (reachedWarrantOfRemoval(actionId)) {
    const warrantActions: ReadonlyArray<string> = TRIAL_ACTIONS_WARRANT.map((a) => a.value);
    steps.push({
      key: 'warrantOfRemoval',
      label: 'Request Warrant Of Removal',
      status: mark(warrantActions.includes(c.trialAction ?? '')),
    });
  }
  return steps;
}
