import { describe, expect, it } from 'vitest';
import { buildPleadings, documentText, samplePleadingInput, SAMPLE_CASE } from '../src/pleadings/index.ts';
import { POST_JUDGMENT_MESSAGES, postJudgmentRefusal } from '../src/pleadings/postJudgment.ts';
import { SERVICEMEMBER_DEFAULT_MESSAGE, type Outcome } from '../src/afterFiling.ts';
import { complaintStatementsSchema } from '../src/entities.ts';
import type { AfterFilingFacts } from '../src/pleadings/facts.ts';
import type { SignatureBlock } from '../src/pleadings/model.ts';
import { SAMPLE_AFTER_FILING } from '../src/pleadings/sample.ts';

const statements = complaintStatementsSchema.parse({ ...SAMPLE_CASE.statements, landlordRegistered: true });
const c = { statements };
const judgment: Outcome = {
  kind: 'judgment_for_possession',
  date: '2026-03-02',
  byDefault: true,
  servicememberCounselAppointed: false,
};
/** The court record of a default judgment entered on March 2, 2026. */
const judged: AfterFilingFacts = {
  ...SAMPLE_AFTER_FILING,
  docketNo: 'LT-000123-26',
  outcome: judgment,
  allocation: null,
  breachCertified: false,
};
const record = (outcome: Outcome | null, more: Partial<AfterFilingFacts> = {}): AfterFilingFacts => ({
  ...judged,
  outcome,
  ...more,
});
const WARRANT = 'Request for Warrant of Removal';
const CERTIFICATION = 'Certification by Landlord';

describe('the post-judgment papers read the court record and come when it makes them due (rules.md#post-judgment)', () => {
  it.each([
    ['no court record', null, POST_JUDGMENT_MESSAGES.notFiled(WARRANT)],
    ['no outcome', record(null), POST_JUDGMENT_MESSAGES.noJudgment(WARRANT)],
    [
      'the tenant did not appear, no judgment yet',
      record({ kind: 'no_appearance', date: '2026-03-02', servicememberCounselAppointed: false }),
      POST_JUDGMENT_MESSAGES.noJudgment(WARRANT),
    ],
    ['a consent not breached', record(SAMPLE_AFTER_FILING.outcome), POST_JUDGMENT_MESSAGES.notBreached],
    [
      'a judgment of March 5 (three court days not passed)',
      record({ ...judgment, date: '2026-03-05' }),
      POST_JUDGMENT_MESSAGES.tooEarly('2026-03-05', '2026-03-11'),
    ],
    ['a judgment of March 4', record({ ...judgment, date: '2026-03-04' }), null],
    ['a judgment of March 2', judged, null],
    ['a breached consent', record(SAMPLE_AFTER_FILING.outcome, { breachCertified: true }), null],
  ])('the warrant request with %s, on March 10, 2026', (_, afterFiling, expected) => {
    expect(postJudgmentRefusal('wor_request', c, '2026-03-10', { afterFiling })).toBe(expected);
  });

  it.each([
    ['no outcome yet', record(null), POST_JUDGMENT_MESSAGES.notDue(CERTIFICATION)],
    [
      'the tenant did not appear (before the default judgment)',
      record({ kind: 'no_appearance', date: '2026-03-02', servicememberCounselAppointed: false }),
      null,
    ],
    ['a consent (before its judgment)', record(SAMPLE_AFTER_FILING.outcome), null],
    ['a default judgment', judged, null],
    [
      'a judgment after trial',
      record({ ...judgment, byDefault: false }),
      POST_JUDGMENT_MESSAGES.afterTrial(CERTIFICATION),
    ],
    ['a dismissal', record({ kind: 'dismissed', date: '2026-03-02' }), POST_JUDGMENT_MESSAGES.ended(CERTIFICATION)],
  ])('the Certification by Landlord with %s', (_, afterFiling, expected) => {
    expect(postJudgmentRefusal('certification_by_landlord', c, '2026-03-10', { afterFiling })).toBe(expected);
  });

  it('refuses a residential certification without a registration answer of yes, never a commercial one', () => {
    const unregistered = { statements: { ...statements, landlordRegistered: false } };
    expect(postJudgmentRefusal('certification_by_landlord', unregistered, '2026-03-10', { afterFiling: judged })).toBe(
      POST_JUDGMENT_MESSAGES.notRegistered,
    );
    const commercial = { ...unregistered, leaseTypeCategory: 'Commercial' as const };
    expect(
      postJudgmentRefusal('certification_by_landlord', commercial, '2026-03-10', { afterFiling: judged }),
    ).toBeNull();
    expect(
      postJudgmentRefusal('certification_by_landlords_attorney', commercial, '2026-03-10', {
        afterFiling: judged,
        hasAttorney: true,
      }),
    ).toBeNull();
  });

  it('refuses the default path against a defendant in military service until the court appointed counsel', () => {
    const military = { statements: { ...statements, tenantInMilitary: true } };
    const absent: Outcome = { kind: 'no_appearance', date: '2026-03-02', servicememberCounselAppointed: false };
    for (const [template, outcome] of [
      ['certification_by_landlord', absent],
      ['wor_request', judgment],
    ] as const) {
      expect(postJudgmentRefusal(template, military, '2026-03-10', { afterFiling: record(outcome) })).toBe(
        `${template === 'wor_request' ? WARRANT : CERTIFICATION}: ${SERVICEMEMBER_DEFAULT_MESSAGE}`,
      );
      expect(
        postJudgmentRefusal(template, military, '2026-03-10', {
          afterFiling: record({ ...outcome, servicememberCounselAppointed: true }),
        }),
      ).toBeNull();
    }
    // A consent is not a default: the servicemember took part.
    expect(
      postJudgmentRefusal('certification_by_landlord', military, '2026-03-10', {
        afterFiling: record(SAMPLE_AFTER_FILING.outcome),
      }),
    ).toBeNull();
  });
});

describe('post-judgment papers as made', () => {
  const input = {
    ...samplePleadingInput({ caseInfo: { vcDateDrafted: '2026-01-15', signatureText: 'Maria Lopez' } }),
    afterFiling: judged,
  };
  const signature = (doc: ReturnType<typeof buildPleadings>[number]) =>
    doc.papers.flatMap((p) => p.blocks).find((b): b is SignatureBlock => b.kind === 'signature');

  it.each(['wor_request', 'certification_by_landlord'] as const)(
    '%s is dated the day it is made, unsigned, with the docket number of the court record',
    (templateName) => {
      const [doc] = buildPleadings(templateName, input);
      expect(signature(doc!)).toMatchObject({ signedAs: null, dated: 'March 10, 2026' });
      expect(documentText(doc!)).toContain('Docket No. LT-000123-26');
    },
  );

  it('names the outcome in words on the warrant request and states only the ground that applies', () => {
    const text = documentText(buildPleadings('wor_request', input)[0]!).replace(/\s+/g, ' ');
    expect(text).toContain('Date the judgment for possession was entered: March 2, 2026');
    expect(text).toContain(
      'Outcome: Judgment for possession entered by default (the defendant(s) did not appear at trial)',
    );
    expect(text).toContain('The defendant(s) have not vacated the premises.');
    expect(text).not.toContain('Default Judgment');
    expect(text).not.toContain('settlement');
    const breach = documentText(
      buildPleadings('wor_request', {
        ...input,
        afterFiling: record(SAMPLE_AFTER_FILING.outcome, { breachCertified: true }),
      })[0]!,
    ).replace(/\s+/g, ' ');
    expect(breach).toContain(
      'Outcome: Consent to enter judgment of January 15, 2026 (tenant pays and stays), breached',
    );
    expect(breach).toContain(
      'The defendant(s) have failed to comply with the terms of the settlement of January 15, 2026',
    );
    expect(breach).not.toContain('have not vacated');
  });
});

describe('a commercial warrant and certification (rules.md#post-judgment)', () => {
  const input = {
    ...samplePleadingInput({
      caseInfo: { leaseTypeCategory: 'Commercial', statements: { ...statements, landlordRegistered: null } },
    }),
    afterFiling: judged,
  };

  it('titles the request for a commercial tenancy as the commercial warrant, for commercial premises', () => {
    const text = documentText(buildPleadings('wor_request', input)[0]!).replace(/\s+/g, ' ');
    expect(text).toContain('REQUEST FOR COMMERCIAL');
    expect(text).not.toContain('REQUEST FOR RESIDENTIAL');
    expect(text).toContain('for the commercial premises at');
    expect(text).toContain('have not vacated the premises or surrendered possession of them');
  });

  it('makes no residential statement in the certification', () => {
    const text = documentText(buildPleadings('certification_by_landlord', input)[0]!);
    expect(text).not.toContain('46:8-27');
    expect(text).not.toContain('CARES');
    expect(text).not.toContain('rent control');
  });
});

describe('the Certification by Landlord states the military facts (50 U.S.C. 3931(b)(1))', () => {
  const certification = (
    caseInfo: NonNullable<Parameters<typeof samplePleadingInput>[0]>['caseInfo'],
    outcome = judgment,
  ) =>
    documentText(
      buildPleadings('certification_by_landlord', {
        ...samplePleadingInput({ caseInfo }),
        afterFiling: record(outcome),
      })[0]!,
    ).replace(/\s+/g, ' ');

  it('gives the search, its date and its result for each defendant who is a person, in a full sentence', () => {
    const text = certification({ scraChecked: true, scraCheckDate: '2026-03-09' });
    expect(text).toContain(
      "On March 9, 2026 the Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website was searched for James Walker, Patricia Walker and Daniel Walker. The search reported that James Walker, Patricia Walker and Daniel Walker are not in the military service of the United States.",
    );
    expect(text).not.toContain('To the best of my knowledge');
    expect(text).not.toContain('Yes');
  });

  it('says a business defendant is not a person', () => {
    const text = certification({
      tenants: [{ ...SAMPLE_CASE.tenants![0]!, tenantType: 'llc', name: 'Elm Street Deli LLC' }],
    });
    expect(text).toMatch(/is a business, not a person, and cannot be in the military service of the United States\./);
    expect(text).not.toContain('was searched');
  });

  it('states a reported servicemember plainly, with the appointment of counsel, never a double negative', () => {
    const text = certification(
      { statements: { ...statements, tenantInMilitary: true }, scraChecked: true, scraCheckDate: '2026-03-09' },
      { ...judgment, servicememberCounselAppointed: true },
    );
    expect(text).toContain('is in the military service of the United States.');
    expect(text).toContain('The court has appointed an attorney to represent the servicemember');
    expect(text).not.toMatch(/no defendant is/i);
  });
});

describe('the Certification by Landlord states what remains unpaid of the amount as filed (rules.md#post-judgment)', () => {
  const input = { ...samplePleadingInput(), afterFiling: judged };
  const certification = (i: typeof input) => documentText(buildPleadings('certification_by_landlord', i)[0]!);

  it('shows the amount as filed, the payments received since filing and the balance left, as of the day made', () => {
    const text = certification(input);
    expect(text).toContain(
      'The defendant(s), James Walker, Patricia Walker and Daniel Walker, have not paid in full the rent and charges claimed in the complaint for the premises at 48 Elmora Avenue, Apt 2B, Elizabeth, NJ 07202. The complaint claimed:',
    );
    expect(text).toContain('The defendant(s) did not appear at the trial on March 2, 2026.');
    expect(text).toContain(
      [
        'Claimed in the complaint as filed (total above) | $11,633.75',
        'Less: received from or for the defendant(s) since the complaint was filed | $700.00',
        'BALANCE DUE AS OF MARCH 10, 2026 | $10,933.75',
      ].join('\n'),
    );
  });

  it('counts from the amount as filed, not from the case as edited since', () => {
    const text = certification({ ...input, afterFiling: { ...judged, claimedAsFiled: 5_000_00 } });
    expect(text).toContain('Claimed in the complaint as filed (total above) | $5,000.00');
    expect(text).toContain('BALANCE DUE AS OF MARCH 10, 2026 | $4,300.00');
  });

  it('is refused when the payments received since filing cover everything claimed as filed', () => {
    const refusal = (paidSinceFiling: number) =>
      postJudgmentRefusal('certification_by_landlord', c, '2026-03-10', {
        afterFiling: { ...judged, paidSinceFiling },
      });
    expect(refusal(11_633_75 - 1)).toBeNull();
    expect(refusal(11_633_75)).toBe(POST_JUDGMENT_MESSAGES.paidInFull(11_633_75, 11_633_75));
    // The warrant does not depend on non-payment (a consent to vacate), so it is not refused for this.
    expect(
      postJudgmentRefusal('wor_request', c, '2026-03-10', { afterFiling: { ...judged, paidSinceFiling: 12_000_00 } }),
    ).toBeNull();
  });
});

describe('the certification of a breached consent lists every installment with the payments applied (rules.md#consent-breach)', () => {
  const input = samplePleadingInput();

  it('shows the late partial payment on its installment, the totals due, received and unpaid', () => {
    expect(
      postJudgmentRefusal('certification_of_breach', c, input.today, { afterFiling: input.afterFiling }),
    ).toBeNull();
    const text = documentText(buildPleadings('certification_of_breach', input)[0]!);
    expect(text).toContain('OF BREACH OF SETTLEMENT');
    expect(text).toContain('Docket No. ESX-LT-001234-26');
    expect(text).toContain(
      'On January 15, 2026 the parties entered into a consent to enter judgment (tenant pays and stays)',
    );
    expect(text).toContain(
      [
        'Due on | Amount due | Paid | Date paid | Unpaid',
        '02/02/2026 | $500.00 | $500.00 | 01/30/2026 | $0.00',
        '02/16/2026 | $500.00 | $200.00 | 02/20/2026 (late) | $300.00',
        '03/02/2026 | $500.00 | $0.00 | none | $500.00',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Due under the agreement on or before March 10, 2026 | $1,500.00',
        'Received from or for the defendant(s) since the agreement | $700.00',
        'UNPAID AS OF MARCH 10, 2026 | $800.00',
      ].join('\n'),
    );
    expect(text).not.toMatch(/\$500\.00 \| Unpaid/);
  });

  it('is refused without a consent or without a missed payment', () => {
    expect(postJudgmentRefusal('certification_of_breach', c, input.today, { afterFiling: judged })).toBe(
      POST_JUDGMENT_MESSAGES.noConsent,
    );
    const current = { ...input.afterFiling!, allocation: { ...input.afterFiling!.allocation!, missed: [] } };
    expect(postJudgmentRefusal('certification_of_breach', c, input.today, { afterFiling: current })).toBe(
      POST_JUDGMENT_MESSAGES.noMissedPayment,
    );
  });
});

describe("the Certification by Landlord's Attorney lists the complaint's amounts as claimed, not as a balance", () => {
  it('totals them as claimed in the complaint', () => {
    const input = {
      ...samplePleadingInput(),
      afterFiling: judged,
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
