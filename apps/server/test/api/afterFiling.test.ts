/**
 * After filing (issue 22; docs/product/rules.md#after-filing, #consent-breach, #court-calendar): the court record,
 * court dates with adjournments, outcomes, payments, the papers they allow, the timeline, and the court dates as
 * .ics files and a private feed, parsed with a standard iCalendar parser (ical.js).
 */
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  AFTER_FILING_MESSAGES,
  formatDateUs,
  formatLongDate,
  newJerseyInstant,
  pleadings,
} from '@rentfile/domain';
import type { CaseEvent, CourtView, UpcomingCourtDate } from '@rentfile/contract';
import * as schema from '../../src/db/schema.ts';
import { courtDay, day, paper, signedCase, textOf, today } from './support/courtCases.ts';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('from filed to a judgment for possession and a warrant request', () => {
  let a: Caller;
  let caseId: number;
  beforeAll(async () => {
    a = await t.as('auth0|after-judgment', { given_name: 'Dana', family_name: 'Reyes' });
    caseId = await signedCase(a);
  });

  it('refuses a court record before the complaint is signed, and a docket number the court would not print', async () => {
    const unsigned = await signedCase(a, 'vc-sign');
    const early = await a.put<{ error: string }>(`/api/cases/${unsigned}/court`, {
      docketNo: 'UNN-LT-000111-26',
      dateFiled: courtDay(-40),
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toContain('Sign the Verified Complaint');
    const bad = await a.put<{ error: string }>(`/api/cases/${caseId}/court`, {
      docketNo: '12345',
      dateFiled: courtDay(-40),
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('ESX-LT-001234-26');
    const future = await a.put<{ error: string }>(`/api/cases/${caseId}/court`, {
      docketNo: 'UNN-LT-000111-26',
      dateFiled: day(2),
    });
    expect(future.body.error).toBe('The date filed cannot be in the future.');
    expect((await a.get<CourtView>(`/api/cases/${caseId}/court`)).body.record).toBeNull();
  });

  it('records the filing, the court dates and an adjournment, keeping the history, and the case moves on', async () => {
    const filed = await a.put<CourtView>(`/api/cases/${caseId}/court`, {
      docketNo: 'unn-lt-000111-26',
      dateFiled: courtDay(-40),
      opposingCounsel: { name: 'Pat Lee', firm: 'Lee Legal' },
    });
    expect(filed.status).toBe(200);
    expect(filed.body.record).toMatchObject({
      docketNo: 'UNN-LT-000111-26',
      dateFiled: courtDay(-40),
      opposingCounsel: { name: 'Pat Lee', firm: 'Lee Legal' },
    });
    expect(filed.body.courtAddress).toContain('Elizabeth');
    expect(
      (await a.post(`/api/cases/${caseId}/court-dates`, { kind: 'trial', date: courtDay(-50), time: '09:00' })).status,
    ).toBe(400);
    await a.post(`/api/cases/${caseId}/court-dates`, {
      kind: 'case_management_conference',
      date: courtDay(3),
      time: '10:30',
      virtual: true,
    });
    const trial = await a.post<CourtView>(`/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: courtDay(-14),
      time: '09:00',
    });
    const trialId = trial.body.dates.find((d) => d.kind === 'trial')!.id;
    const moved = await a.post<CourtView>(`/api/cases/${caseId}/court-dates/${trialId}/adjourn`, {
      date: courtDay(-12),
      time: '09:30',
      reason: 'Tenant asked for time',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.dates.map((d) => [d.kind, d.date, d.adjournedToId !== null])).toEqual([
      ['trial', courtDay(-14), true],
      ['trial', courtDay(-12), false],
      ['case_management_conference', courtDay(3), false],
    ]);
    expect(
      (
        await a.post<{ error: string }>(`/api/cases/${caseId}/court-dates/${trialId}/adjourn`, {
          date: courtDay(-11),
          time: '09:30',
        })
      ).body.error,
    ).toContain('adjourned already');
    const saved = await a.get<{
      status: string;
      actions: Array<{ actionId: number; clientRouteName: string }>;
      trialDate: string;
      trialTime: string;
      docketNo: string;
      vcDateFiled: string;
    }>(`/api/cases/${caseId}`);
    expect(saved.body).toMatchObject({
      status: 'wor-trial-outcome',
      trialDate: courtDay(-12),
      trialTime: '09:30',
      docketNo: 'UNN-LT-000111-26',
      vcDateFiled: courtDay(-40),
    });
    expect(saved.body.actions[0]).toMatchObject({ actionId: 41, clientRouteName: 'wor-trial-action' });
  });

  it('lists the court dates of the next 14 days for the dashboard', async () => {
    const soon = await a.get<UpcomingCourtDate[]>('/api/court-dates/upcoming');
    expect(soon.body.map((d) => [d.caseId, d.kind, d.date, d.docketNo])).toEqual([
      [caseId, 'case_management_conference', courtDay(3), 'UNN-LT-000111-26'],
    ]);
  });

  it('refuses the warrant before a judgment, then makes it with the docket number and the judgment date once three court days have passed', async () => {
    expect((await paper(a, caseId, 'wor_request')).status).toBe(400);
    expect(
      (
        await a.put<{ error: string }>(`/api/cases/${caseId}/outcome`, {
          kind: 'judgment_for_possession',
          date: day(1),
        })
      ).body.error,
    ).toBe('The date of the outcome cannot be in the future.');
    const judged = await a.put<CourtView>(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
    });
    expect(judged.status).toBe(200);
    expect(judged.body.earliestWarrantDate! <= today).toBe(true);
    const warrant = await paper(a, caseId, 'wor_request');
    expect(warrant.status).toBe(200);
    const text = await textOf(a, warrant.body);
    expect(text).toContain('Docket No. UNN-LT-000111-26');
    expect(text).toContain(`Date the judgment for possession was entered: ${formatLongDate(courtDay(-12))}`);
    expect(text).toContain('REQUEST FOR RESIDENTIAL');
    const listed = await a.get<Array<{ templateName: string; drafted: string | null }>>(`/api/pleadings/${caseId}`);
    expect(listed.body.find((p) => p.templateName === 'wor_request')?.drafted).not.toBeNull();
    const view = await a.get<CourtView>(`/api/cases/${caseId}/court`);
    expect([view.body.warrantRequested, view.body.status]).toEqual([true, 'wor-warrant-requested']);
    const file = await a.raw(`/api/pleadings/${caseId}/wor_request/file`, {});
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('shows what happened, who did it and when, newest first', async () => {
    const events = await a.get<CaseEvent[]>(`/api/cases/${caseId}/timeline`);
    expect(events.body.map((e) => e.kind)).toEqual([
      'warrant_requested',
      'paper_made',
      'outcome_recorded',
      'court_date_adjourned',
      'court_date_set',
      'court_date_set',
      'filed',
      'papers_signed',
      'step_completed',
      'case_created',
    ]);
    expect(new Set(events.body.map((e) => e.actorName))).toEqual(new Set(['Dana Reyes']));
    expect(events.body.find((e) => e.kind === 'court_date_adjourned')!.summary).toContain('(Tenant asked for time)');
  });

  it("keeps another account out of the case's court record, dates, timeline and calendar", async () => {
    const b = await t.as('auth0|after-other');
    expect((await b.get(`/api/cases/${caseId}/court`)).status).toBe(404);
    expect(
      (await b.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000999-26', dateFiled: courtDay(-5) })).status,
    ).toBe(404);
    expect((await b.post(`/api/cases/${caseId}/payments`, { receivedOn: day(-1), amount: 100 })).status).toBe(404);
    expect((await b.get(`/api/cases/${caseId}/timeline`)).status).toBe(404);
    const view = await a.get<CourtView>(`/api/cases/${caseId}/court`);
    expect((await b.get(view.body.dates[0]!.icsUrl)).status).toBe(404);
    expect((await b.get<UpcomingCourtDate[]>('/api/court-dates/upcoming')).body).toEqual([]);
  });

  it('downloads a court date as an .ics event at the court, at its hour in New Jersey', async () => {
    const view = await a.get<CourtView>(`/api/cases/${caseId}/court`);
    const cmc = view.body.dates.find((d) => d.kind === 'case_management_conference')!;
    const res = await a.raw(cmc.icsUrl, {});
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.summary).toContain('Case management conference: UNN-LT-000111-26');
    expect(event.location).toContain('Elizabeth');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/New_York',
    );
    expect(event.startDate.toString()).toBe(`${courtDay(3)}T10:30:00`);
    // The instant the parser reads from the event's own time zone is 10:30 in New Jersey that day.
    expect(event.startDate.toJSDate().toISOString()).toBe(newJerseyInstant(courtDay(3), '10:30').toISOString());
  });

  it('gives a private feed address once, serves it without signing in, and stops it when renewed or turned off', async () => {
    expect((await a.get<{ active: boolean }>('/api/calendar-feed')).body.active).toBe(false);
    const made = await a.post<{ url: string }>('/api/calendar-feed');
    const path = new URL(made.body.url).pathname;
    expect((await a.get<{ active: boolean }>('/api/calendar-feed')).body.active).toBe(true);
    const feed = await t.anonymous.get(path);
    expect(feed.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
    expect(
      events.map((v) => [v.getFirstPropertyValue('status'), String(v.getFirstPropertyValue('dtstart')).slice(0, 10)]),
    ).toEqual([
      ['CANCELLED', courtDay(-14)],
      ['CONFIRMED', courtDay(-12)],
      ['CONFIRMED', courtDay(3)],
    ]);
    const renewed = await a.post<{ url: string }>('/api/calendar-feed');
    expect((await t.anonymous.get(path)).status).toBe(404);
    expect((await t.anonymous.get(new URL(renewed.body.url).pathname)).status).toBe(200);
    expect((await a.delete('/api/calendar-feed')).status).toBe(200);
    expect((await t.anonymous.get(new URL(renewed.body.url).pathname)).status).toBe(404);
  });
});

describe('the Certification by Landlord counts the payments received since filing (rules.md#post-judgment)', () => {
  it('prints the complaint total, the payments and the balance, and is refused once the payments cover the claim', async () => {
    const a = await t.as('auth0|after-certification', { given_name: 'Sam', family_name: 'Ortiz' });
    const caseId = await signedCase(a);
    await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000444-26', dateFiled: courtDay(-40) });
    await a.put(`/api/cases/${caseId}/outcome`, {
      kind: 'judgment_for_possession',
      date: courtDay(-12),
      byDefault: true,
    });
    await a.post(`/api/cases/${caseId}/payments`, { receivedOn: day(-20), amount: 700_00 });
    const cert = await paper(a, caseId, 'certification_by_landlord');
    expect(cert.status).toBe(200);
    const text = await textOf(a, cert.body);
    expect(text).toContain('Less: received from or for the defendant(s) since the complaint was filed $700.00');
    expect(text).toContain(`BALANCE DUE AS OF ${formatLongDate(today).toUpperCase()}`);
    await a.post(`/api/cases/${caseId}/payments`, { receivedOn: day(-5), amount: 20_000_00 });
    const refused = await paper(a, caseId, 'certification_by_landlord');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(
      'Certification by Landlord: the payments received since the complaint was filed ($20,700.00) cover all of the',
    );
    expect((await paper(a, caseId, 'wor_request')).status).toBe(200);
  });
});

describe('a consent judgment with a payment plan, a missed payment and the certification of breach', () => {
  let a: Caller;
  let caseId: number;
  const plan = [
    { dueDate: day(-30), amount: 500_00 },
    { dueDate: day(-15), amount: 500_00 },
    { dueDate: day(15), amount: 500_00 },
  ];
  beforeAll(async () => {
    a = await t.as('auth0|after-consent', { given_name: 'Sam', family_name: 'Ortiz' });
    caseId = await signedCase(a);
    await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000222-26', dateFiled: courtDay(-60) });
  });

  it('records the consent and the payments, and tells the missed payment and the balance', async () => {
    expect(
      (
        await a.put<{ error: string }>(`/api/cases/${caseId}/outcome`, {
          kind: 'consent',
          date: courtDay(-40),
          terms: 'pay_and_stay',
          plan: [],
        })
      ).text,
    ).toContain('at least one payment date');
    const consent = await a.put<CourtView>(`/api/cases/${caseId}/outcome`, {
      kind: 'consent',
      date: courtDay(-40),
      terms: 'pay_and_stay',
      plan,
    });
    expect(consent.status).toBe(200);
    expect(consent.body.status).toBe('co-payment-plan');
    expect(
      (await a.post<{ error: string }>(`/api/cases/${caseId}/payments`, { receivedOn: day(1), amount: 100_00 })).body
        .error,
    ).toBe('A payment cannot be received in the future.');
    await a.post(`/api/cases/${caseId}/payments`, { receivedOn: day(-31), amount: 500_00, note: 'check 1041' });
    const view = await a.post<CourtView>(`/api/cases/${caseId}/payments`, { receivedOn: day(-15), amount: 200_00 });
    expect(view.body.payments).toHaveLength(2);
    expect(view.body.missedPayments).toEqual([{ dueDate: day(-15), amountDue: 500_00, shortBy: 300_00 }]);
    expect(view.body.tenantCurrent).toBe(false);
    expect(view.body.balance).toBe(view.body.suitAmount - 700_00);
    const listed = await a.get<Array<{ templateName: string }>>(`/api/pleadings/${caseId}`);
    expect(listed.body.map((p) => p.templateName)).not.toContain('wor_request');
  });

  it('certifies the breach listing the missed payment, then offers the warrant', async () => {
    const cert = await paper(a, caseId, 'certification_of_breach');
    expect(cert.status).toBe(200);
    const text = await textOf(a, cert.body);
    expect(text).toContain('Docket No. UNN-LT-000222-26');
    expect(text).toContain(`On ${formatLongDate(courtDay(-40))} the parties entered into a consent to enter judgment`);
    expect(text).toContain(formatDateUs(day(-15)));
    expect(text).toContain('$300.00');
    expect(text).toContain('$700.00');
    const view = await a.get<CourtView>(`/api/cases/${caseId}/court`);
    expect([view.body.breachCertified, view.body.status]).toEqual([true, 'co-breach']);
    const listed = await a.get<Array<{ templateName: string }>>(`/api/pleadings/${caseId}`);
    expect(listed.body.map((p) => p.templateName)).toEqual(
      expect.arrayContaining(['certification_of_breach', 'wor_request']),
    );
    const warrant = await paper(a, caseId, 'wor_request');
    expect(warrant.status).toBe(200);
    expect(await textOf(a, warrant.body)).toContain(
      `Outcome: Consent to enter judgment of ${formatLongDate(courtDay(-40))} (tenant pays and stays), breached`,
    );
  });

  it('refuses the certification when no payment was missed', async () => {
    const other = await signedCase(a);
    await a.put(`/api/cases/${other}/court`, { docketNo: 'UNN-LT-000333-26', dateFiled: courtDay(-60) });
    await a.put(`/api/cases/${other}/outcome`, {
      kind: 'consent',
      date: courtDay(-40),
      terms: 'pay_and_stay',
      plan: [{ dueDate: day(10), amount: 500_00 }],
    });
    const refused = await paper(a, other, 'certification_of_breach');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(pleadings.POST_JUDGMENT_MESSAGES.noMissedPayment);
  });
});

describe('the timeline of the complaint: the case created and each step completed, once, by whoever saved it', () => {
  it('records a step when the saved status moves past it, not on an autosave at the same step (a status never goes back)', async () => {
    const a = await t.as('auth0|after-steps', { given_name: 'Lee', family_name: 'Park' });
    const caseId = await signedCase(a, 'vc-property');
    const save = async (status: string, caseInfo: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      expect((await a.post(`/api/case/${caseId}`, { caseInfo, status }, headers)).status).toBe(200);
    await save('vc-tenants');
    await save('vc-leaseDetails');
    // A rent raised above the months claimed (a lower one would contradict them: rules.md#claim-consistency).
    await save('vc-leaseDetails', { rentAmount: 1_900_00 });
    await save('vc-leaseDetails', { rentAmount: 2_000_00 });
    expect(
      (await a.post<{ error: string }>(`/api/case/${caseId}`, { caseInfo: {}, status: 'vc-tenants' })).status,
    ).toBe(400);
    await save('vc-leaseDetails');
    const admin = await t.as('auth0|after-steps-admin');
    await admin.get('/api/client');
    await t.server.deps.db
      .update(schema.clients)
      .set({ isAdmin: true })
      .where(eq(schema.clients.auth0Id, 'auth0|after-steps-admin'));
    expect(
      (
        await admin.post(
          `/api/case/${caseId}`,
          { caseInfo: {}, status: 'vc-pastDueRent' },
          { 'as-user': 'auth0|after-steps' },
        )
      ).status,
    ).toBe(200);
    const events = await a.get<CaseEvent[]>(`/api/cases/${caseId}/timeline`);
    expect(events.body.map((e) => [e.kind, e.summary, e.actorName])).toEqual([
      ['step_completed', 'Completed: Lease Details', 'An administrator for the account'],
      ['step_completed', 'Completed: Tenant Information', 'Lee Park'],
      ['step_completed', 'Completed: Property', 'Lee Park'],
      ['case_created', 'Case created', 'Lee Park'],
    ]);
  });
});

describe('correcting and removing court dates and payments after filing', () => {
  let a: Caller;
  let caseId: number;
  beforeAll(async () => {
    a = await t.as('auth0|after-corrections', { given_name: 'Ana', family_name: 'Cruz' });
    caseId = await signedCase(a);
    await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000444-26', dateFiled: courtDay(-40) });
  });

  const remindersOf = async (courtDateId: number) =>
    (
      await t.server.deps.db
        .select({ kind: schema.courtDateReminders.kind, sendAt: schema.courtDateReminders.sendAt })
        .from(schema.courtDateReminders)
        .where(eq(schema.courtDateReminders.courtDateId, courtDateId))
    )
      .map((r) => [r.kind, new Date(r.sendAt).toISOString()])
      .sort();

  it('corrects a standing date (its reminders follow), keeps an adjourned one as history, and removes only a date entered by mistake', async () => {
    const set = await a.post<CourtView>(`/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: courtDay(20),
      time: '10:00',
    });
    const trialId = set.body.dates[0]!.id;
    const corrected = await a.put<CourtView>(`/api/cases/${caseId}/court-dates/${trialId}`, {
      kind: 'trial',
      date: courtDay(21),
      time: '09:30',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.dates.map((d) => [d.id, d.date, d.time])).toEqual([[trialId, courtDay(21), '09:30']]);
    expect((await a.get<{ trialDate: string; trialTime: string }>(`/api/cases/${caseId}`)).body).toMatchObject({
      trialDate: courtDay(21),
      trialTime: '09:30',
    });
    expect(await remindersOf(trialId)).toEqual([
      ['day', newJerseyInstant(addDays(courtDay(21), -1), '09:00').toISOString()],
      ['week', newJerseyInstant(addDays(courtDay(21), -7), '09:00').toISOString()],
    ]);
    expect(
      (
        await a.put<{ error: string }>(`/api/cases/${caseId}/court-dates/${trialId}`, {
          kind: 'trial',
          date: courtDay(-50),
          time: '09:30',
        })
      ).body.error,
    ).toBe('A court date cannot be before the date filed.');

    const moved = await a.post<CourtView>(`/api/cases/${caseId}/court-dates/${trialId}/adjourn`, {
      date: courtDay(28),
      time: '09:00',
    });
    const newId = moved.body.dates.find((d) => d.adjournedToId === null)!.id;
    const history = await a.put<{ error: string }>(`/api/cases/${caseId}/court-dates/${trialId}`, {
      kind: 'trial',
      date: courtDay(22),
      time: '09:00',
    });
    expect([history.status, history.body.error]).toEqual([400, AFTER_FILING_MESSAGES.adjournedKept]);
    expect((await a.delete<{ error: string }>(`/api/cases/${caseId}/court-dates/${trialId}`)).body.error).toBe(
      AFTER_FILING_MESSAGES.adjournedKept,
    );
    expect((await a.delete<{ error: string }>(`/api/cases/${caseId}/court-dates/${newId}`)).body.error).toBe(
      AFTER_FILING_MESSAGES.replacementKept,
    );
    expect(
      (await a.put(`/api/cases/${caseId}/court-dates/${newId}`, { kind: 'trial', date: courtDay(29), time: '09:00' }))
        .status,
    ).toBe(200);

    const cmc = await a.post<CourtView>(`/api/cases/${caseId}/court-dates`, {
      kind: 'case_management_conference',
      date: courtDay(10),
      time: '11:00',
    });
    const cmcId = cmc.body.dates.find((d) => d.kind === 'case_management_conference')!.id;
    const removed = await a.delete<CourtView>(`/api/cases/${caseId}/court-dates/${cmcId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.dates.map((d) => [d.kind, d.date])).toEqual([
      ['trial', courtDay(21)],
      ['trial', courtDay(29)],
    ]);
    expect(await remindersOf(cmcId)).toEqual([]);
    expect((await a.delete(`/api/cases/${caseId}/court-dates/${cmcId}`)).status).toBe(404);
  });

  it('corrects and removes a payment, and the balance follows', async () => {
    const added = await a.post<CourtView>(`/api/cases/${caseId}/payments`, {
      receivedOn: day(-3),
      amount: 100_00,
      note: 'cash',
    });
    const paymentId = added.body.payments[0]!.id;
    expect(
      (
        await a.put<{ error: string }>(`/api/cases/${caseId}/payments/${paymentId}`, {
          receivedOn: day(2),
          amount: 150_00,
        })
      ).body.error,
    ).toBe('A payment cannot be received in the future.');
    const corrected = await a.put<CourtView>(`/api/cases/${caseId}/payments/${paymentId}`, {
      receivedOn: day(-2),
      amount: 150_00,
      note: 'money order',
    });
    expect(corrected.body.payments).toEqual([
      { id: paymentId, receivedOn: day(-2), amount: 150_00, note: 'money order' },
    ]);
    expect(corrected.body.balance).toBe(corrected.body.suitAmount - 150_00);
    const removed = await a.delete<CourtView>(`/api/cases/${caseId}/payments/${paymentId}`);
    expect([removed.body.payments, removed.body.balance]).toEqual([[], removed.body.suitAmount]);
    expect((await a.delete(`/api/cases/${caseId}/payments/${paymentId}`)).status).toBe(404);
  });

  it("answers 404 for another account's payment or court date, through its own case or the other's, and changes nothing", async () => {
    const kept = await a.post<CourtView>(`/api/cases/${caseId}/payments`, { receivedOn: day(-1), amount: 75_00 });
    const paymentId = kept.body.payments[0]!.id;
    const dateId = kept.body.dates.find((d) => d.adjournedToId === null)!.id;
    const b = await t.as('auth0|after-corrections-other');
    const own = await signedCase(b);
    await b.put(`/api/cases/${own}/court`, { docketNo: 'UNN-LT-000555-26', dateFiled: courtDay(-30) });
    for (const target of [caseId, own]) {
      expect(
        (await b.put(`/api/cases/${target}/payments/${paymentId}`, { receivedOn: day(-1), amount: 1_00 })).status,
      ).toBe(404);
      expect((await b.delete(`/api/cases/${target}/payments/${paymentId}`)).status).toBe(404);
      expect(
        (
          await b.put(`/api/cases/${target}/court-dates/${dateId}`, {
            kind: 'trial',
            date: courtDay(30),
            time: '09:00',
          })
        ).status,
      ).toBe(404);
      expect((await b.delete(`/api/cases/${target}/court-dates/${dateId}`)).status).toBe(404);
    }
    const view = await a.get<CourtView>(`/api/cases/${caseId}/court`);
    expect(view.body.payments).toEqual([{ id: paymentId, receivedOn: day(-1), amount: 75_00, note: null }]);
    expect(view.body.dates.find((d) => d.id === dateId)).toMatchObject({ date: courtDay(29), time: '09:00' });
    const stored = await t.server.deps.db
      .select()
      .from(schema.casePayments)
      .where(and(eq(schema.casePayments.id, paymentId), eq(schema.casePayments.amount, 75_00)));
    expect(stored).toHaveLength(1);
  });

  it('puts each correction and removal on the timeline', async () => {
    const events = await a.get<CaseEvent[]>(`/api/cases/${caseId}/timeline`);
    const kinds = events.body.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['court_date_corrected', 'court_date_removed', 'payment_corrected', 'payment_removed']),
    );
    expect(events.body.find((e) => e.kind === 'payment_corrected')!.summary).toBe(
      `Payment of $100.00 received on ${formatLongDate(day(-3))} corrected to $150.00 received on ${formatLongDate(day(-2))}`,
    );
    expect(new Set(events.body.map((e) => e.actorName))).toEqual(new Set(['Ana Cruz']));
  });
});

describe('a court command loads the case once (docs/decisions/0031)', () => {
  it('adds a court date in a fixed number of statements, one of them the read of the case', async () => {
    const a = await t.as('auth0|court-statements');
    const caseId = await signedCase(a);
    expect(
      (await a.put(`/api/cases/${caseId}/court`, { docketNo: 'UNN-LT-000333-26', dateFiled: courtDay(-40) })).status,
    ).toBe(200);
    // Read twice (the second from the embedded database's read cache), as the wizard does.
    for (const _ of [1, 2]) expect((await a.get(`/api/cases/${caseId}`)).status).toBe(200);
    const database = t.server.deps.database;
    const before = database.statements;
    const added = await a.post<CourtView>(`/api/cases/${caseId}/court-dates`, {
      kind: 'trial',
      date: courtDay(-14),
      time: '09:00',
    });
    const sent = database.statements - before;
    expect(added.status).toBe(200);
    expect(added.body.dates.map((d) => [d.kind, d.date])).toEqual([['trial', courtDay(-14)]]);
    expect(added.body.status).toBe('wor-trial-outcome');
    // Who is acting (the person's memberships, with the firm's name: decision 0042), the case loaded whole once (row,
    // tenants, court record, dates, payments), the court date, its line on the timeline, the case's court columns, and
    // the court's address (three reads of the reference data). The date is past: no reminder is scheduled. Before the
    // case aggregate: 18. On the embedded database the memberships come from the read cache (the GET before wrote
    // nothing); on PostgreSQL they are read, and the transaction's begin and commit are statements of their own
    // (PGlite runs them inside its transaction call).
    expect(sent).toBe(database.kind === 'postgres' ? 10 : 7);
    // The case read again answers it as the command left it.
    const read = await a.get<{ trialDate: string | null; status: string }>(`/api/cases/${caseId}`);
    expect(read.body).toMatchObject({ trialDate: courtDay(-14), status: 'wor-trial-outcome' });
  });
});
