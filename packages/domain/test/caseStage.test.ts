import { describe, expect, it } from 'vitest';
import { caseStage, resumeStepTitle } from '../src/caseStage.ts';
import { caseSchema } from '../src/entities.ts';

const caseAt = (status: string, extra: Record<string, unknown> = {}) => caseSchema.parse({ status, ...extra });

describe('where a case stands', () => {
  it('names the step to resume at while the complaint is drafted', () => {
    const table: Array<[string, string]> = [
      ['vc-property', 'Deed Information'],
      ['vc-tenants', 'Tenant Information'],
      ['vc-leaseDetails', 'Lease Details'],
      ['vc-pastDueRent', 'Past Due Rent'],
      ['vc-additionalCharges', 'Additional Charges'],
      ['vc-legalFees', 'Legal Fees'],
      ['vc-suitSummary', 'Summary of Suit Amount'],
      ['vc-sign', 'Review & Sign'],
    ];
    for (const [status, next] of table)
      expect(caseStage(caseAt(status)), status).toEqual({ stage: 'Drafting', nextStep: next });
  });

  it('says a signed complaint is to be filed, a closed case has nothing next, and a case in court names its step', () => {
    expect(caseStage(caseAt('verifiedComplaintComplete'))).toEqual({ stage: 'Signed', nextStep: 'File the papers' });
    expect(caseStage(caseAt('vc-tenants', { isDeleted: 'Closed' }))).toEqual({ stage: 'Closed', nextStep: null });
    expect(caseStage(caseAt('wor-trialDate'))).toEqual({ stage: 'In court', nextStep: 'Record the trial outcome' });
  });

  it('titles the routes outside the step list', () => {
    expect(resumeStepTitle('vc-additional-charges-extended')).toBe('Late Charges, Utilities and Fees');
    expect(resumeStepTitle('vc-confirmation')).toBe('Confirmation');
    expect(resumeStepTitle('vc-client-contact')).toBe('Contact Information');
  });
});
