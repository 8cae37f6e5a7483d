/**
 * The post-judgment papers in time and arithmetic (issue 32; docs/product/rules.md#post-judgment, #consent-breach,
 * #court-days): one test per defect a practitioner found, each through the real server and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCourtDays,
  addDays,
  formatDateUs,
  formatLongDate,
  isNjCourtDay,
  pleadings,
  SERVICEMEMBER_DEFAULT_MESSAGE,
} from '@rentfile/domain';
import type { CourtPaper, CourtView } from '@rentfile/contract';
import { courtDay, day, paper, signedCase, textOf, today } from './support/courtCases.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const WARRANT = 'Request for Warrant of Removal';
const CERTIFICATION = 'Certification by Landlord';

/** A signed case filed 40 days ago with a trial 12 days ago, the tenant absent from it when `absent`. */
async function filedCase(
  a: Caller,
  docketNo: string,
  caseChanges: Record<string, unknown> = {},
  propertyChanges: Record<string, unknown> = {},
): Promise<number> {
  const caseId = await signedCase(a, 'verifiedComplaintComplete', caseChanges, propertyChanges);
  expect((await a.put(`/api/cases/${caseId}/court`, { docketNo, dateFiled: courtDay(-40) })).status).toBe(200);
  expect(
    (await a.post(`/api/cases/${caseId}/court-dates`, { kind: 'trial', date: courtDay(-12), time: '09:00' })).status,
  ).toBe(200);
  return caseId;
}

const papersOf = async (a: Caller, caseId: number) =>
  Object.fromEntries(
    (await a.get<CourtPaper[]>(`/api/cases/${caseId}/court/papers`)).body.map((p) => [p.templateName, p.refusal]),
  );

describe('the breach certification counts every payment (a late partial payment is not "Unpaid")', () => {
  it('applies each payment to the oldest installment and shows the late partial one, with the right balance', async () => {
    const a = await t.as('auth0|papers-breach', { given_name: 'Sam', family_name: 'Ortiz' });
    const caseId = await filedCase(a, 'UNN-LT-000601-26');
    const plan = [
      { dueDate: day(-30), amount: 500_00 },
      { dueDate: day(-20), amount: 500_00 },
    ];
    await a.put(`/api/cases/${caseId}/outcome`, { kind: 'consent', date: courtDay(-35), terms: 'pay_and_stay', plan });
    await a.post(`/api/cases/${caseId}/payments`, { receivedOn: day(-31), amount: 500_00 });
    const view = await a.post<CourtView>(`/api/cases/${caseId}/payments`, { receivedOn: day(-10), amount: 200_00 });
    expect(view.body.installments.map((i) => [i.dueDate, i.paid, i.paidOn, i.balance])).toEqual([
      [day(-30), 500_00, day(-31), 0],
      [day(-20), 200_00, day(-10), 300_00],
    ]);
    const cert = await paper(a, caseId, 'certification_of_breach');
    expect(cert.status).toBe(200);
    const text = await textOf(a, cert.body);
    expect(text).toContain(
      `${formatDateUs(day(-20))} | $500.00 | $200.00 | ${formatDateUs(day(-10))} (late) | $300.00`.replace(
        / \| /g,
        ' ',
      ),
    );
    expect(text).toContain(`UNPAID AS OF ${formatLongDate(today).toUpperCase()} $300.00`);
    expect(text).toContain('Received from or for the defendant(s) since the agreement $700.00');
  });
});

describe('the Certification by Landlord comes before the judgment it is needed for', () => {
  it('is not yet available with no outcome, then offered once the tenant did not appear, before any judgment', async () => {
    const a = await t.as('auth0|papers-default', { given_name: 'Dana', family_name: 'Reyes' });
    const caseId = await filedCase(a, 'UNN-LT-000602-26');
    expect((await papersOf(a, caseId)).certification_by_landlord).toBe(
      pleadings.POST_JUDGMENT_MESSAGES.notDue(CERTIFICATION),
    );
    const absent = await a.put<CourtView>(`/api/cases/${caseId}/outcome`, {
      kind: 'no_appearance',
      date: courtDay(-12),
    });
    expect(absent.status).toBe(200);
    const papers = await papersOf(a, caseId);
    expect(papers.certification_by_landlord).toBeNull();
    expect(papers.wor_request).toBe(pleadings.POST_JUDGMENT_MESSAGES.noJudgment(WARRANT));
    const cert = await paper(a, caseId, 'certification_by_landlord');
    expect(cert.status).toBe(200);
    const text = await textOf(a, cert.body);
    expect(text).toContain('Docket No. UNN-LT-000602-26');
    expect(text).toContain(`The defendant(s) did not appear at the trial on ${formatLongDate(courtDay(-12))}.`);
  });

  it('is offered with a consent, before its judgment', async () => {
    const a = await t.as('auth0|papers-consent-cert');
    const caseId = await filedCase(a, 'UNN-LT-000603-26');
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'consent',
      date: courtDay(-12),
      terms: 'vacate_without_plan',
      moveOutDate: day(20),
    });
    expect((await paper(a, caseId, 'certification_by_landlord')).status).toBe(200);
  });
});

describe('the military paragraph states facts (50 U.S.C. 3931(b)(1))', () => {
  it('gives the search, its date and result for each defendant, never "to the best of my knowledge" with a box', async () => {
    const a = await t.as('auth0|papers-military-facts');
    const caseId = await filedCase(a, 'UNN-LT-000604-26');
    await a.put(`/api/cases/${caseId}/outcome`, { kind: 'no_appearance', date: courtDay(-12) });
    const text = await textOf(a, (await paper(a, caseId, 'certification_by_landlord')).body);
    expect(text).toContain(
      "On March 9, 2026 the Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website was searched for James Walker, Patricia Walker and Daniel Walker. The search reported that James Walker, Patricia Walker and Daniel Walker are not in the military service of the United States.",
    );
    expect(text).not.toContain('To the best of my knowledge');
  });
});

describe('no default path against a defendant reported in military service', () => {
  it('refuses a default judgment and the default certification until the court has appointed counsel', async () => {
    const a = await t.as('auth0|papers-servicemember');
    const caseId = await filedCase(a, 'UNN-LT-000605-26', {
      statements: { ...pleadings.SAMPLE_CASE.statements, tenantInMilitary: true },
    });
    const judgment = await a.put<{ error: string }>(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
      byDefault: true,
    });
    expect(judgment.status).toBe(400);
    expect(judgment.body.error).toBe(SERVICEMEMBER_DEFAULT_MESSAGE);
    await a.put(`/api/cases/${caseId}/outcome`, { kind: 'no_appearance', date: courtDay(-12) });
    const refused = await paper(a, caseId, 'certification_by_landlord');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(`${CERTIFICATION}: ${SERVICEMEMBER_DEFAULT_MESSAGE}`);
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'no_appearance',
      date: courtDay(-12),
      servicememberCounselAppointed: true,
    });
    const made = await paper(a, caseId, 'certification_by_landlord');
    expect(made.status).toBe(200);
    const text = await textOf(a, made.body);
    expect(text).toContain('is in the military service of the United States.');
    expect(text).toContain('The court has appointed an attorney to represent the servicemember');
  });
});

describe('a commercial landlord is not refused for a residential registration', () => {
  it('makes the Certification by Landlord without the registration statement, and the commercial warrant', async () => {
    const a = await t.as('auth0|papers-commercial');
    const caseId = await filedCase(
      a,
      'UNN-LT-000606-26',
      {
        leaseTypeCategory: 'Commercial',
        statements: { ...pleadings.SAMPLE_CASE.statements, landlordRegistered: null, caresActCovered: null },
      },
      { propertyType: 'Commercial' },
    );
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
      byDefault: true,
    });
    const cert = await paper(a, caseId, 'certification_by_landlord');
    expect(cert.status).toBe(200);
    expect(await textOf(a, cert.body)).not.toContain('46:8-27');
    const warrant = await paper(a, caseId, 'wor_request');
    expect(warrant.status).toBe(200);
    const text = await textOf(a, warrant.body);
    expect(text).toContain('REQUEST FOR COMMERCIAL');
    expect(text).toContain('for the commercial premises at');
  });
});

describe('dates the court could not have set are refused (rules.md#court-days)', () => {
  it('refuses a filing before the complaint, a Sunday trial, a judgment on Thanksgiving or a Saturday', async () => {
    const a = await t.as('auth0|papers-dates');
    const caseId = await signedCase(a);
    const complaintDate = (await a.get<{ vcDateDrafted: string }>(`/api/cases/${caseId}`)).body.vcDateDrafted;
    const before = await a.put<{ error: string }>(`/api/cases/${caseId}/court`, {
      docketNo: 'UNN-LT-000607-26',
      dateFiled: addDays(complaintDate, -1),
    });
    expect(before.status).toBe(400);
    expect(before.body.error).toBe(
      `The date filed cannot be before the date of the complaint (${formatLongDate(complaintDate)}).`,
    );
    await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000607-26', dateFiled: '2026-11-02' });
    const sunday = await a.post<{ error: string }>(`/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: '2026-11-22',
      time: '09:00',
    });
    expect(sunday.body.error).toContain('November 22, 2026 is a Sunday, when the New Jersey courts are closed');
    const judge = (date: string) =>
      a.put<{ error: string }>(`/api/cases/${caseId}/outcome`, { kind: 'judgment_for_possession', date });
    expect((await judge('2026-11-26')).body.error).toContain('is Thanksgiving Day, a New Jersey court holiday');
    expect((await judge('2026-11-21')).body.error).toContain('is a Saturday');
    expect((await judge('2026-10-30')).body.error).toBe('The date of the outcome cannot be before the date filed.');
  });

  it('makes the warrant request from the very day the court view shows, not a day before', async () => {
    const a = await t.as('auth0|papers-earliest');
    const caseId = await filedCase(a, 'UNN-LT-000608-26');
    // The latest judgment whose three court days ended before today.
    let judgment = courtDay(-1);
    while (!(addCourtDays(judgment, 3) < today)) {
      judgment = addDays(judgment, -1);
      while (!isNjCourtDay(judgment)) judgment = addDays(judgment, -1);
    }
    const view = await a.put<CourtView>(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: judgment < courtDay(-12) ? courtDay(-12) : judgment,
    });
    const earliest = view.body.earliestWarrantDate!;
    const warrant = await paper(a, caseId, 'wor_request');
    expect(warrant.status === 200).toBe(today >= earliest);
    if (today < earliest)
      expect(warrant.body.error).toBe(pleadings.POST_JUDGMENT_MESSAGES.tooEarly(view.body.outcome!.date, earliest));
  });
});

describe('the warrant request names the outcome in words and states only the ground that applies', () => {
  it('after a default judgment: the outcome in words, "not vacated" only, a signature line for each co-owner', async () => {
    const a = await t.as('auth0|papers-warrant-words');
    const caseId = await filedCase(a, 'UNN-LT-000609-26');
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
      byDefault: true,
    });
    const warrant = await paper(a, caseId, 'wor_request');
    expect(warrant.status).toBe(200);
    const text = await textOf(a, warrant.body);
    expect(text).toContain(
      'Outcome: Judgment for possession entered by default (the defendant(s) did not appear at trial)',
    );
    expect(text).not.toContain('Default Judgment');
    expect(text).toContain('The defendant(s) have not vacated the premises.');
    expect(text).not.toContain('failed to comply with the terms of a settlement');
    expect(text).toContain('The plaintiffs, Robert Chen and Linda Chen, request that a Warrant of Removal issue');
    expect(text).toMatch(/Robert Chen Plaintiff .*Linda Chen Plaintiff/);
  });
});
