import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  balanceAfterPayments,
  caseStage,
  AFTER_FILING_MESSAGES,
  courtDateChangeRefusal,
  courtDateRefusal,
  courtProgress,
  courtRecordSchema,
  earliestWarrantDate,
  isNjCourtDay,
  missedPayments,
  planAllocation,
  courtRecordRefusal,
  SERVICEMEMBER_DEFAULT_MESSAGE,
  outcomeRefusal,
  outcomeSchema,
  paymentRefusal,
  pleadings,
  resumeRoute,
  toIsoDate,
  warrantWaitHasPassed,
  type CourtProgressInput,
} from '../src/index.ts';

const plan = [
  { dueDate: '2026-02-01', amount: 500_00 },
  { dueDate: '2026-02-15', amount: 500_00 },
  { dueDate: '2026-03-01', amount: 500_00 },
];

describe('the court record (docs/product/rules.md#after-filing)', () => {
  it('reads a docket number as the court prints it, in capitals, and refuses anything else with the example', () => {
    expect(courtRecordSchema.parse({ docketNo: ' esx-lt-001234-26 ', dateFiled: '2026-11-02' }).docketNo).toBe(
      'ESX-LT-001234-26',
    );
    expect(courtRecordSchema.parse({ docketNo: 'LT-5678-26', dateFiled: '2026-11-02' }).docketNo).toBe('LT-5678-26');
    const bad = courtRecordSchema.safeParse({ docketNo: '12345', dateFiled: '2026-11-02' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('ESX-LT-001234-26');
  });

  it('needs the filing first, and no court date before it or outcome or payment in the future', () => {
    expect(courtDateRefusal('2026-11-20', null)).toContain('docket number');
    expect(courtDateRefusal('2026-10-01', '2026-11-02')).toContain('before the date filed');
    expect(courtDateRefusal('2026-12-01', '2026-11-02')).toBeNull();
    const judgment = outcomeSchema.parse({ kind: 'judgment_for_possession', date: '2026-11-30' });
    expect(outcomeRefusal(judgment, '2026-11-02', '2026-11-25')).toContain('future');
    expect(outcomeRefusal(judgment, '2026-11-02', '2026-12-01')).toBeNull();
    expect(
      paymentRefusal({ receivedOn: '2026-11-01', amount: 100_00, note: null }, '2026-11-02', '2026-11-25'),
    ).toContain('on or after the date filed');
  });

  it.each([
    [{ adjournedToId: 9 }, false, 'correct', AFTER_FILING_MESSAGES.adjournedKept],
    [{ adjournedToId: 9 }, false, 'remove', AFTER_FILING_MESSAGES.adjournedKept],
    [{ adjournedToId: null }, true, 'correct', null],
    [{ adjournedToId: null }, true, 'remove', AFTER_FILING_MESSAGES.replacementKept],
    [{ adjournedToId: null }, false, 'remove', null],
  ] as const)('a court date %j (replacing an adjourned one: %s) may be %s: %s', (date, replaces, change, expected) => {
    expect(courtDateChangeRefusal(date, replaces, change)).toBe(expected);
  });

  it('asks a consent with a payment plan for its payments, in date order, and a move-out date when the tenant vacates', () => {
    const messages = (v: unknown) => outcomeSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ kind: 'consent', date: '2026-11-20', terms: 'pay_and_stay', plan: [] })).toContain(
      'A consent judgment with a payment plan needs at least one payment date and amount.',
    );
    expect(
      messages({ kind: 'consent', date: '2026-11-20', terms: 'pay_and_stay', plan: [plan[1], plan[0]] }),
    ).toContain('List the payment plan by due date, each date once.');
    expect(messages({ kind: 'consent', date: '2026-11-20', terms: 'vacate_without_plan' })).toContain(
      'Enter the date the tenant agreed to move out.',
    );
    expect(outcomeSchema.safeParse({ kind: 'consent', date: '2026-11-20', terms: 'pay_and_stay', plan }).success).toBe(
      true,
    );
  });
});

describe('missed plan payments (docs/product/rules.md#consent-breach)', () => {
  it.each([
    [
      'nothing paid, two due dates passed',
      [],
      '2026-02-20',
      [
        ['2026-02-01', 500_00],
        ['2026-02-15', 500_00],
      ],
    ],
    [
      'paid in full on time',
      [
        ['2026-01-30', 500_00],
        ['2026-02-14', 500_00],
      ],
      '2026-02-20',
      [],
    ],
    [
      'the second paid in part',
      [
        ['2026-02-01', 500_00],
        ['2026-02-15', 200_00],
      ],
      '2026-02-20',
      [['2026-02-15', 300_00]],
    ],
    ['a late payment does not cure the missed date', [['2026-02-03', 500_00]], '2026-02-10', [['2026-02-01', 500_00]]],
    ['paid ahead covers later dates', [['2026-01-20', 1000_00]], '2026-03-05', [['2026-03-01', 500_00]]],
    ['due today is not missed yet', [], '2026-02-01', []],
    [
      'a payment before the consent does not count toward the plan',
      [['2026-01-10', 500_00]],
      '2026-02-02',
      [['2026-02-01', 500_00]],
    ],
  ] as const)('%s', (_, paid, today, expected) => {
    const payments = paid.map(([receivedOn, amount]) => ({ receivedOn, amount }));
    expect(missedPayments(plan, payments, '2026-01-15', today).map((m) => [m.dueDate, m.shortBy])).toEqual(expected);
  });

  const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2026-01-15', n));
  it('never reports more unpaid than was due, and nothing once every payment came on time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ receivedOn: day, amount: fc.integer({ min: 1, max: 1000_00 }) }), { maxLength: 8 }),
        day,
        (payments, today) => {
          const missed = missedPayments(plan, payments, '2026-01-15', today);
          for (const m of missed) {
            expect(m.shortBy).toBeGreaterThan(0);
            expect(m.shortBy).toBeLessThanOrEqual(m.amountDue);
            expect(m.dueDate < today).toBe(true);
          }
          const onTime = plan.map((p) => ({ receivedOn: p.dueDate, amount: p.amount }));
          expect(missedPayments(plan, [...onTime, ...payments], '2026-01-15', today)).toEqual([]);
        },
      ),
    );
  });

  it('counts payments against the balance, never below zero', () => {
    expect(balanceAfterPayments(1500_00, [{ amount: 200_00 }, { amount: 300_00 }])).toBe(1000_00);
    expect(balanceAfterPayments(100_00, [{ amount: 300_00 }])).toBe(0);
  });
});

describe('the payments applied to a consent plan, oldest installment first (docs/product/rules.md#consent-breach)', () => {
  const pay = (rows: Array<[string, number]>) => rows.map(([receivedOn, amount]) => ({ receivedOn, amount }));
  const table = (payments: Array<[string, number]>, today: string) => {
    const a = planAllocation(plan, pay(payments), '2026-01-15', today);
    return {
      rows: a.installments.map((r) => [r.dueDate, r.amount, r.paid, r.paidOn, r.balance]),
      totals: [a.dueByToday, a.received, a.balanceDue, a.unapplied],
      missed: a.missed.map((m) => [m.dueDate, m.shortBy]),
    };
  };

  it('late partial payments: each goes to the oldest open installment and shows on it, with its date', () => {
    // 02/01 paid on time; 02/20 $200 and 03/05 $250 both pay the 02/15 installment, late; 03/01 gets nothing.
    expect(
      table(
        [
          ['2026-02-01', 500_00],
          ['2026-02-20', 200_00],
          ['2026-03-05', 250_00],
        ],
        '2026-03-10',
      ),
    ).toEqual({
      rows: [
        ['2026-02-01', 500_00, 500_00, '2026-02-01', 0],
        ['2026-02-15', 500_00, 450_00, '2026-03-05', 50_00],
        ['2026-03-01', 500_00, 0, null, 500_00],
      ],
      // due 1,500.00; received 950.00; unpaid 550.00 = 50.00 + 500.00
      totals: [1500_00, 950_00, 550_00, 0],
      missed: [
        ['2026-02-15', 500_00],
        ['2026-03-01', 500_00],
      ],
    });
  });

  it('an overpayment pays ahead and what exceeds the whole plan is left unapplied', () => {
    // 01/20 $1,000 pays the first two installments early; 02/28 $700 pays the third ($500) with $200 left over.
    expect(
      table(
        [
          ['2026-01-20', 1000_00],
          ['2026-02-28', 700_00],
        ],
        '2026-03-10',
      ),
    ).toEqual({
      rows: [
        ['2026-02-01', 500_00, 500_00, '2026-01-20', 0],
        ['2026-02-15', 500_00, 500_00, '2026-01-20', 0],
        ['2026-03-01', 500_00, 500_00, '2026-02-28', 0],
      ],
      totals: [1500_00, 1700_00, 0, 200_00],
      missed: [],
    });
  });

  it('a payment before the first due date pays the first installment; one before the consent is not counted', () => {
    // 01/10 is before the consent of 01/15: not counted. 01/25 $300 goes to the 02/01 installment; nothing is due yet.
    expect(
      table(
        [
          ['2026-01-10', 400_00],
          ['2026-01-25', 300_00],
        ],
        '2026-01-28',
      ),
    ).toEqual({
      rows: [
        ['2026-02-01', 500_00, 300_00, '2026-01-25', 200_00],
        ['2026-02-15', 500_00, 0, null, 500_00],
        ['2026-03-01', 500_00, 0, null, 500_00],
      ],
      totals: [0, 300_00, 0, 0],
      missed: [],
    });
  });

  it('agrees with itself: unpaid is what was due less what was received, never below zero', () => {
    const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2026-01-15', n));
    fc.assert(
      fc.property(
        fc.array(fc.record({ receivedOn: day, amount: fc.integer({ min: 1, max: 1000_00 }) }), { maxLength: 8 }),
        day,
        (payments, today) => {
          const a = planAllocation(plan, payments, '2026-01-15', today);
          expect(a.balanceDue).toBe(Math.max(0, a.dueByToday - a.received));
          expect(a.installments.reduce((s, r) => s + r.paid, 0) + a.unapplied).toBe(a.received);
        },
      ),
    );
  });
});

describe('the court calendar: court days, in order (docs/product/rules.md#court-days)', () => {
  const record = (dateFiled: string) => ({
    docketNo: 'ESX-LT-001234-26',
    dateFiled,
    courtLocation: null,
    opposingCounsel: null,
  });

  it('refuses a filing date on a weekend or before the complaint, and accepts a court day after it', () => {
    expect(courtRecordRefusal(record('2026-11-07'), '2026-11-25', '2026-11-02')).toBe(
      "Date filed: November 7, 2026 is a Saturday, when the New Jersey courts are closed. Enter the court day on the court's notice.",
    );
    expect(courtRecordRefusal(record('2026-10-30'), '2026-11-25', '2026-11-02')).toBe(
      'The date filed cannot be before the date of the complaint (November 2, 2026).',
    );
    expect(courtRecordRefusal(record('2026-11-04'), '2026-11-25', '2026-11-02')).toBeNull();
  });

  it('refuses a trial on Thanksgiving or a Sunday, and on a Monday holiday', () => {
    expect(courtDateRefusal('2026-11-26', '2026-11-02')).toContain('is Thanksgiving Day, a New Jersey court holiday');
    expect(courtDateRefusal('2026-11-22', '2026-11-02')).toContain('is a Sunday');
    expect(courtDateRefusal('2026-10-12', '2026-10-01')).toContain('is Columbus Day, a New Jersey court holiday');
    expect(courtDateRefusal('2026-11-30', '2026-11-02')).toBeNull();
  });

  it('refuses a judgment on a holiday, a weekend or before the trial, and a default against a servicemember without counsel', () => {
    const judgment = (date: string, more = {}) =>
      outcomeSchema.parse({ kind: 'judgment_for_possession', date, byDefault: true, ...more });
    expect(outcomeRefusal(judgment('2026-11-26'), '2026-11-02', '2026-12-01')).toContain('Thanksgiving Day');
    expect(outcomeRefusal(judgment('2026-11-21'), '2026-11-02', '2026-12-01')).toContain('a Saturday');
    expect(outcomeRefusal(judgment('2026-11-16'), '2026-11-02', '2026-12-01', { trialDate: '2026-11-17' })).toBe(
      'The date of the judgment cannot be before the trial date (November 17, 2026).',
    );
    const military = { tenantInMilitary: true };
    expect(outcomeRefusal(judgment('2026-11-17'), '2026-11-02', '2026-12-01', { military })).toBe(
      SERVICEMEMBER_DEFAULT_MESSAGE,
    );
    expect(
      outcomeRefusal(judgment('2026-11-17', { servicememberCounselAppointed: true }), '2026-11-02', '2026-12-01', {
        military,
      }),
    ).toBeNull();
    // A withdrawal is the landlord's act, not the court's: it may be dated any day.
    expect(
      outcomeRefusal(outcomeSchema.parse({ kind: 'withdrawn', date: '2026-11-21' }), '2026-11-02', '2026-12-01'),
    ).toBeNull();
  });
});

describe('the status and first action after filing (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#action-ids)', () => {
  const base: CourtProgressInput = {
    filed: true,
    dates: [],
    outcome: null,
    breachCertified: false,
    warrantRequested: false,
  };
  const stageOf = (p: ReturnType<typeof courtProgress>) =>
    caseStage({ status: p!.status, actions: p!.action ? [p!.action] : [], isDeleted: null });

  it('walks from filed to a judgment and a warrant, and the dashboard reads each step', () => {
    expect(courtProgress({ ...base, filed: false })).toBeNull();
    const filed = courtProgress(base)!;
    expect(filed.status).toBe('wor-court-dates');
    const trial = { kind: 'trial' as const, date: '2026-12-03', time: '09:00', adjournedToId: null };
    const dated = courtProgress({ ...base, dates: [{ ...trial, date: '2026-12-01', adjournedToId: 7 }, trial] })!;
    expect([dated.action?.actionId, dated.trialDate, dated.trialTime]).toEqual([41, '2026-12-03', '09:00']);
    expect(resumeRoute({ status: dated.status, actions: [dated.action!] })).toBe('wor-trial-action');
    expect(stageOf(dated)).toEqual({ stage: 'In court', nextStep: 'Record the trial outcome' });
    const judged = courtProgress({
      ...base,
      dates: [trial],
      outcome: outcomeSchema.parse({ kind: 'judgment_for_possession', date: '2026-12-03' }),
    })!;
    expect([judged.status, judged.action?.actionId, judged.judgmentDate]).toEqual(['wor-warrant', 61, '2026-12-03']);
    expect(stageOf(judged)).toEqual({ stage: 'In court', nextStep: 'Request the warrant of removal' });
    const listed = pleadings
      .pleadingsWithTemplates({
        clrsSubmission: false,
        clrsExemption: false,
        actions: [judged.action!],
        trialAction: judged.trialAction,
      })
      .map((p) => p.templateName);
    expect(listed).toEqual(expect.arrayContaining(['wor_request', 'certification_by_landlord']));
    expect(listed).not.toContain('certification_of_breach');
  });

  it('a consent waits at the court outcome; a certified breach offers the warrant and the certification of breach', () => {
    const consent = outcomeSchema.parse({ kind: 'consent', date: '2026-12-03', terms: 'pay_and_stay', plan });
    const waiting = courtProgress({ ...base, outcome: consent })!;
    expect([waiting.status, waiting.action?.actionId]).toEqual(['co-payment-plan', 51]);
    expect(resumeRoute({ status: waiting.status, actions: [waiting.action!] })).toBe('wor-court-outcome');
    const breach = courtProgress({ ...base, outcome: consent, breachCertified: true })!;
    expect([breach.status, breach.action?.actionId, breach.judgmentDate]).toEqual(['co-breach', 61, '2026-12-03']);
    const listed = pleadings
      .pleadingsWithTemplates({
        clrsSubmission: false,
        clrsExemption: false,
        actions: [breach.action!],
        trialAction: breach.trialAction,
      })
      .map((p) => p.templateName);
    expect(listed).toEqual(expect.arrayContaining(['wor_request', 'certification_of_breach']));
  });

  it('a dismissed or withdrawn case is closed on the dashboard', () => {
    for (const kind of ['dismissed', 'withdrawn'] as const) {
      const p = courtProgress({ ...base, outcome: outcomeSchema.parse({ kind, date: '2026-12-03' }) })!;
      expect(p.closed).toBe(true);
      expect(stageOf(p)).toEqual({ stage: 'Closed', nextStep: null });
    }
  });
});

describe('the earliest day a warrant may be requested, from any judgment date (docs/product/rules.md#warrant-timing)', () => {
  const anyDate = fc.integer({ min: 0, max: 365 * 3 }).map((n) => addDays(toIsoDate(2026, 1, 1), n));
  it('is a court day after exactly three full court days, and no court day before it allows the request', () => {
    fc.assert(
      fc.property(anyDate, (judgment) => {
        const earliest = earliestWarrantDate(judgment);
        expect(isNjCourtDay(earliest)).toBe(true);
        expect(warrantWaitHasPassed(judgment, earliest)).toBe(true);
        let courtDays = 0;
        for (let d = addDays(judgment, 1); d < earliest; d = addDays(d, 1)) {
          if (!isNjCourtDay(d)) continue;
          courtDays += 1;
          expect(warrantWaitHasPassed(judgment, d)).toBe(false);
        }
        expect(courtDays).toBe(3);
      }),
    );
  });
});
