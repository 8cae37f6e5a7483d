import { describe, expect, it } from 'vitest';
import { buildPleadings, documentText, samplePleadingInput, SAMPLE_CASE } from '../src/pleadings/index.ts';
import {
  JUDGMENT_FOR_POSSESSION_ACTIONS,
  POST_JUDGMENT_MESSAGES,
  postJudgmentRefusal,
} from '../src/pleadings/postJudgment.ts';
import { TRIAL_ACTIONS } from '../src/lists.ts';
import { complaintStatementsSchema } from '../src/entities.ts';
import type { SignatureBlock } from '../src/pleadings/model.ts';

const statements = complaintStatementsSchema.parse({ ...SAMPLE_CASE.statements, landlordRegistered: true });
const judged = {
  trialAction: 'Request for Warrant of Removal: Default Judgment',
  judgmentDate: '2026-03-02',
  docketNo: 'LT-000123-26',
  statements,
};

describe('post-judgment papers are refused without what they need (rules.md#post-judgment)', () => {
  it('counts the warrant actions and the judgments as judgments for possession, and nothing else', () => {
    expect(JUDGMENT_FOR_POSSESSION_ACTIONS).toHaveLength(8);
    const others = TRIAL_ACTIONS.filter((a) => !JUDGMENT_FOR_POSSESSION_ACTIONS.includes(a.value)).map((a) => a.label);
    expect(others).toEqual([
      'Tenant Pays and Stays',
      'Tenant Vacates with Payment Plan',
      'Tenant Vacates without Payment Plan',
      'Marini Hearing Scheduled',
      'Bankruptcy Pending',
      'Other',
    ]);
  });

  it.each([
    [{ trialAction: null }, POST_JUDGMENT_MESSAGES.noJudgment('Request for Warrant of Removal')],
    [{ trialAction: 'Bankruptcy Pending' }, POST_JUDGMENT_MESSAGES.noJudgment('Request for Warrant of Removal')],
    [{ judgmentDate: null }, POST_JUDGMENT_MESSAGES.judgmentDate('Request for Warrant of Removal')],
    [{ judgmentDate: '2026-03-11' }, POST_JUDGMENT_MESSAGES.judgmentInFuture('Request for Warrant of Removal')],
    [{ docketNo: '' }, POST_JUDGMENT_MESSAGES.docketNo('Request for Warrant of Removal')],
    [{ judgmentDate: '2026-03-05' }, POST_JUDGMENT_MESSAGES.tooEarly('2026-03-05', '2026-03-11')],
    [{ judgmentDate: '2026-03-04' }, null],
    [{}, null],
  ])('the warrant request for %j on March 10, 2026: %s', (change, expected) => {
    expect(postJudgmentRefusal('wor_request', { ...judged, statements, ...change }, '2026-03-10')).toBe(expected);
  });

  it('refuses the certification without a registration answer of yes, and not for the three-day wait', () => {
    expect(
      postJudgmentRefusal(
        'certification_by_landlord',
        { ...judged, statements: { ...statements, landlordRegistered: false } },
        '2026-03-10',
      ),
    ).toBe(POST_JUDGMENT_MESSAGES.notRegistered);
    expect(
      postJudgmentRefusal(
        'certification_by_landlord',
        { ...judged, statements, judgmentDate: '2026-03-10' },
        '2026-03-10',
      ),
    ).toBeNull();
  });
});

describe('post-judgment papers as made', () => {
  const input = samplePleadingInput({
    caseInfo: { ...judged, vcDateDrafted: '2026-01-15', signatureText: 'Maria Lopez' },
  });
  const signature = (doc: ReturnType<typeof buildPleadings>[number]) =>
    doc.papers.flatMap((p) => p.blocks).find((b): b is SignatureBlock => b.kind === 'signature');

  it.each(['wor_request', 'certification_by_landlord'] as const)(
    '%s is dated the day it is made, unsigned, with the case docket number',
    (templateName) => {
      const [doc] = buildPleadings(templateName, input);
      expect(signature(doc!)).toMatchObject({ signedAs: null, dated: 'March 10, 2026' });
      expect(documentText(doc!)).toContain('Docket No. LT-000123-26');
    },
  );

  it('prints the judgment date of the case on the warrant request', () => {
    expect(documentText(buildPleadings('wor_request', input)[0]!)).toContain(
      'Date the judgment for possession was entered: March 2, 2026',
    );
  });
});

describe('a commercial warrant and the certification of a breached consent (rules.md#consent-breach)', () => {
  it('titles the request for a commercial tenancy as the commercial warrant', () => {
    const input = samplePleadingInput({ caseInfo: { ...judged, leaseTypeCategory: 'Commercial' } });
    const text = documentText(buildPleadings('wor_request', input)[0]!);
    expect(text).toContain('REQUEST FOR COMMERCIAL');
    expect(text).not.toContain('REQUEST FOR RESIDENTIAL');
  });

  it('lists each missed payment with its date and the part unpaid, the consent date and the docket number', () => {
    const input = samplePleadingInput({
      caseInfo: { ...judged, trialAction: 'Request for Warrant of Removal: Breach of Consent - Pay and Stay' },
    });
    expect(
      postJudgmentRefusal('certification_of_breach', input.caseInfo, input.today, { afterFiling: input.afterFiling }),
    ).toBeNull();
    const text = documentText(buildPleadings('certification_of_breach', input)[0]!);
    expect(text).toContain('OF BREACH OF SETTLEMENT');
    expect(text).toContain('Docket No. LT-000123-26');
    expect(text).toContain(
      'On January 15, 2026 the parties entered into a consent to enter judgment (tenant pays and stays)',
    );
    expect(text).toContain('02/15/2026');
    expect(text).toContain('$300.00');
    expect(text).toContain('$700.00');
  });

  it('is refused without a consent or without a missed payment', () => {
    const input = samplePleadingInput({ caseInfo: judged });
    expect(postJudgmentRefusal('certification_of_breach', input.caseInfo, input.today, { afterFiling: null })).toBe(
      POST_JUDGMENT_MESSAGES.noConsent,
    );
    expect(
      postJudgmentRefusal('certification_of_breach', input.caseInfo, input.today, {
        afterFiling: { ...input.afterFiling!, missedPayments: [] },
      }),
    ).toBe(POST_JUDGMENT_MESSAGES.noMissedPayment);
  });
});

describe('the Certification by Landlord states what remains unpaid (rules.md#post-judgment)', () => {
  const input = samplePleadingInput({ caseInfo: judged });
  const certification = (i: typeof input) => documentText(buildPleadings('certification_by_landlord', i)[0]!);

  it('shows the complaint total, the payments received since filing and the balance left, as of the day made', () => {
    const text = certification(input);
    expect(text).toContain(
      '2. The defendant(s), James Walker, Patricia Walker and Daniel Walker, have not paid in full the rent and charges claimed in the complaint for the premises at 48 Elmora Avenue, Apt 2B, Elizabeth, NJ 07202. The complaint claimed:',
    );
    expect(text).toContain('TOTAL CLAIMED IN THE COMPLAINT |  | $11,633.75');
    expect(text).toContain(
      [
        'Claimed in the complaint (total above) | $11,633.75',
        'Less: received from or for the defendant(s) since the complaint was filed | $700.00',
        'BALANCE DUE AS OF MARCH 10, 2026 | $10,933.75',
        'This balance does not include rent or other charges that have fallen due since the complaint was filed.',
      ].join('\n'),
    );
    expect(text).not.toContain('BALANCE DUE |  | $11,633.75');
  });

  it('leaves the payments and the balance blank to fill in when no after-filing record is known', () => {
    const text = certification({ ...input, afterFiling: undefined });
    expect(text).toContain(
      [
        'Claimed in the complaint (total above) | $11,633.75',
        'Less: received from or for the defendant(s) since the complaint was filed | $__________',
        'BALANCE DUE AS OF MARCH 10, 2026 | $__________',
      ].join('\n'),
    );
  });

  it('is refused when the payments received since filing cover everything the complaint claimed', () => {
    const claimed = 11_633_75;
    const refusal = (paidSinceFiling: number) =>
      postJudgmentRefusal('certification_by_landlord', input.caseInfo, input.today, {
        afterFiling: { ...input.afterFiling!, paidSinceFiling },
        rentClaimed: claimed,
      });
    expect(refusal(claimed - 1)).toBeNull();
    expect(refusal(claimed)).toBe(POST_JUDGMENT_MESSAGES.paidInFull(claimed, claimed));
    expect(refusal(12_000_00)).toBe(
      'Certification by Landlord: the payments received since the complaint was filed ($12,000.00) cover all of the $11,633.75 of rent and charges claimed in the complaint, so this certification that they remain unpaid would be false. If a payment was recorded by mistake, correct it on the case first.',
    );
    // The warrant does not depend on non-payment (a consent to vacate, a hold-over), so it is not refused for this.
    expect(
      postJudgmentRefusal('wor_request', input.caseInfo, input.today, {
        afterFiling: { ...input.afterFiling!, paidSinceFiling: 12_000_00 },
        rentClaimed: claimed,
      }),
    ).toBeNull();
  });

  it('never prints a negative balance if made anyway', () => {
    const text = certification({ ...input, afterFiling: { ...input.afterFiling!, paidSinceFiling: 12_000_00 } });
    expect(text).toContain('BALANCE DUE AS OF MARCH 10, 2026 | $0.00');
  });
});

describe("the Certification by Landlord's Attorney lists the complaint's amounts as claimed, not as a balance", () => {
  it('totals them as claimed in the complaint', () => {
    const input = {
      ...samplePleadingInput({ caseInfo: judged }),
      attorney: {
        name: 'Dana Whitfield',
        attorneyId: '012342005',
        firm: null,
        addressLines: ['10 Park Place', 'Newark, NJ 07102'],
        phone: '9735550142',
        email: 'dana@whitfieldames.example',
      },
    };
    const text = documentText(buildPleadings('certification_by_landlords_attorney', input)[0]!);
    expect(text).toContain('TOTAL CLAIMED IN THE COMPLAINT |  | $11,633.75');
    expect(text).not.toContain('BALANCE DUE');
  });
});
