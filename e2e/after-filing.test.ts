/**
 * After filing (issues 22 and 32), in the case view: a filed case whose tenant did not appear, the Certification by
 * Landlord offered before the judgment with the military facts, then the default judgment and the warrant request; a
 * consent judgment with a payment plan, a late partial payment, the certification of breach with the right balance
 * and the warrant request. The papers' text holds the docket number, dates and amounts entered. The court record's
 * and the court dates' dates are typed as people type them, at desk and on a phone, each refusal shown in words.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_FILING_MESSAGES,
  addCourtDays,
  addDays,
  formatDateUs,
  formatLongDate,
  isNjCourtDay,
  pleadings,
  todayInNewJersey,
} from '@rentfile/domain';
import { apiCall, signByApi } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { download, pdfText } from './support/files.ts';
import { PHONE, overflowing, shot } from './support/pages.ts';
import { choose } from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const today = todayInNewJersey();
const day = (n: number) => addDays(today, n);
/** The court day on or before `n` days from today: the court sets its dates on court days (rules.md#court-days). */
function courtDay(n: number): string {
  let d = day(n);
  while (!isNjCourtDay(d)) d = addDays(d, -1);
  return d;
}

/** A client with a Verified Complaint (the sample case in Union county) signed on a court day ten weeks ago. */
async function signedCase(name: string): Promise<{ token: string; caseId: number }> {
  const token = await accessTokenFor({
    sub: `e2e|after-${name}-${Date.now()}`,
    given_name: 'Lena',
    family_name: 'Landlord',
    email: `${name}@example.com`,
  });
  await apiCall(token, 'GET', '/api/client');
  const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.id },
    status: 'vc-sign',
  });
  await signByApi(token, created.id, courtDay(-70));
  return { token, caseId: created.id };
}

async function recordFiling(page: Page, docketNo: string, dateFiled: string): Promise<void> {
  const record = page.getByRole('region', { name: 'Court record' });
  await record.getByRole('textbox', { name: 'Docket number' }).fill(docketNo);
  await record.getByLabel('Date filed').fill(dateFiled);
  await record.getByRole('button', { name: 'Record the filing' }).click();
  await page.getByRole('region', { name: 'Court dates' }).waitFor();
}

/** The PDF's text on one line; pdfjs splits words at hyphens (UNN- LT- 000555- 26), joined back here. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');

describe('after filing, in the case view', () => {
  it('keeps a court date typed as people type it, at desk and on a phone, and refuses one in words on its field', async () => {
    const { token, caseId } = await signedCase('typed');
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    for (const size of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`/case-view/${caseId}/overview`);
      const record = page.getByRole('region', { name: 'Court record' });
      const dateFiled = record.getByLabel('Date filed');
      if (size === PHONE) {
        // Recorded at desk: the form shows the date as it was read, month/day/year.
        expect(await dateFiled.inputValue()).toBe(formatDateUs(courtDay(-40)));
      } else {
        await record.getByRole('textbox', { name: 'Docket number' }).fill('UNN-LT-000777-26');
        await dateFiled.pressSequentially(formatDateUs(courtDay(-40)));
        expect(await dateFiled.inputValue()).toBe(formatDateUs(courtDay(-40)));
        await record.getByText(`Read as ${formatLongDate(courtDay(-40))}`).waitFor();
        await record.getByRole('button', { name: 'Record the filing' }).click();
      }
      const dates = page.getByRole('region', { name: 'Court dates' });
      const date = dates.getByLabel(/^Date/);
      // A date that cannot be read is refused on its field, in words, and stays as typed.
      await date.fill('');
      await date.pressSequentially('13/45/2026');
      await dates.getByRole('button', { name: 'Add the date' }).click();
      await dates.getByText(/^There is no month 13\./).waitFor();
      expect(await date.inputValue()).toBe('13/45/2026');
      // A date the server refuses (before the filing) is refused in its words, never a validation path.
      await date.fill(formatDateUs(courtDay(-60)));
      await dates.getByRole('button', { name: 'Add the date' }).click();
      const refusal = await dates.getByRole('alert').textContent();
      expect(refusal).not.toMatch(/Bad Request|Invalid body|\/date/);
      expect(refusal?.length).toBeGreaterThan(10);
      expect(await date.inputValue()).toBe(formatDateUs(courtDay(-60)));
      expect(await overflowing(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, `case view court date refused (${size.width} px)`);
      await shot(page, `after-filing-typed-date-${size.width}`);
    }
    await context.close();
  }, 180_000);

  it('takes a filed case whose tenant did not appear to the Certification by Landlord before the judgment, then the default judgment and the warrant request', async () => {
    const { token, caseId } = await signedCase('judgment');
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/case-view/${caseId}/overview`);

    // A docket number the court would not print is refused with the example, and nothing is lost.
    const record = page.getByRole('region', { name: 'Court record' });
    await record.getByRole('textbox', { name: 'Docket number' }).fill('12345');
    await record.getByLabel('Date filed').fill(courtDay(-40));
    await record.getByRole('button', { name: 'Record the filing' }).click();
    // Refused on the field, in the domain's words (docs/decisions/0034-the-web-one-way.md).
    await record.getByText(AFTER_FILING_MESSAGES.docketNo).waitFor();
    expect(await record.getByRole('textbox', { name: 'Docket number' }).getAttribute('aria-invalid')).toBe('true');
    expect(await record.getByLabel('Date filed').inputValue()).toBe(courtDay(-40));
    await recordFiling(page, 'unn-lt-000555-26', courtDay(-40));
    // Recorded as filed: the court office is no longer flagged "before filing", and the complaint's paper not made yet
    // points to the Filing step.
    expect(await page.getByText('Confirm this address with the court before filing.').count()).toBe(0);
    const papers = page.getByRole('region', { name: 'Pleadings' });
    await papers.getByText('Not made yet: make it at the Filing step.').first().waitFor();
    await papers
      .getByRole('link', { name: /at the Filing step$/ })
      .first()
      .waitFor();
    expect(await papers.getByText('it is prepared when you sign the complaint').count()).toBe(0);

    const dates = page.getByRole('region', { name: 'Court dates' });
    await choose(page, 'Kind', 'Trial');
    await dates.getByLabel(/^Date/).fill(courtDay(-12));
    await dates.getByLabel('Time').fill('09:30');
    await dates.getByRole('button', { name: 'Add the date' }).click();
    await dates.getByText(`Trial: ${formatLongDate(courtDay(-12))} at 09:30`).waitFor();

    // A date entered by mistake is corrected, then removed after a confirm; both land on the timeline.
    await choose(page, 'Kind', 'Case management conference');
    await dates.getByLabel(/^Date/).fill(courtDay(-20));
    await dates.getByLabel('Time').fill('10:00');
    await dates.getByRole('button', { name: 'Add the date' }).click();
    const wrong = `Case management conference: ${formatLongDate(courtDay(-20))} at 10:00`;
    await dates.getByRole('button', { name: `Correct the ${wrong}` }).click();
    await dates.getByLabel(/^Date/).fill(addCourtDays(courtDay(-20), 1));
    await dates.getByRole('button', { name: 'Save the correction' }).click();
    const corrected = `Case management conference: ${formatLongDate(addCourtDays(courtDay(-20), 1))} at 10:00`;
    await dates.getByText(corrected).waitFor();
    await dates.getByRole('button', { name: `Remove the ${corrected}` }).click();
    await page.getByRole('dialog', { name: 'Remove the court date' }).getByRole('button', { name: 'Remove' }).click();
    await dates.getByText(corrected).waitFor({ state: 'detached' });
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline
      .getByText(`Case management conference on ${formatLongDate(addCourtDays(courtDay(-20), 1))} at 10:00 removed`)
      .waitFor();
    await timeline.getByText('Case created').waitFor();

    // Before any outcome, the papers say why none is available yet.
    const after = page.getByRole('region', { name: 'Papers after filing' });
    await after.getByText('Certification by Landlord: not yet available').waitFor();
    await after.getByText(/the court needs it for a default or a consent judgment/).waitFor();

    // The tenant did not appear: the Certification by Landlord is offered before the judgment, with the military facts.
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await choose(page, 'Outcome', 'The tenant did not appear: default requested');
    await outcome.getByLabel('Trial date missed').fill(courtDay(-12));
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await outcome.getByText(/Recorded: The tenant did not appear/).waitFor();
    await after.getByText('Request for Warrant of Removal: not yet available').waitFor();
    const certification = flat(
      await pdfText(await download(page, after.getByRole('button', { name: 'Make the Certification by Landlord' }))),
    );
    expect(certification).toContain('UNN-LT-000555-26');
    expect(certification).toContain(`did not appear at the trial on ${formatLongDate(courtDay(-12))}`);
    expect(certification).toContain(
      "On March 9, 2026 the Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website was searched for James Walker, Patricia Walker and Daniel Walker.",
    );
    expect(certification).not.toContain('To the best of my knowledge');
    await expectNoSeriousA11yViolations(page, 'case view before the default judgment');
    await shot(page, 'after-filing-no-appearance');

    // The default judgment, then the warrant request naming it in words.
    await choose(page, 'Outcome', 'Judgment for possession');
    await outcome.getByLabel('Judgment date').fill(courtDay(-12));
    await outcome.getByLabel('By default (the tenant did not appear)').check();
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await outcome.getByText(/Recorded: Judgment for possession/).waitFor();
    await shot(page, 'after-filing-judgment');

    const text = flat(
      await pdfText(
        await download(page, after.getByRole('button', { name: 'Make the Request for Warrant of Removal' })),
      ),
    );
    expect(text).toContain('UNN-LT-000555-26');
    expect(text).toContain('WARRANT OF REMOVAL');
    expect(text).toContain(formatLongDate(courtDay(-12)));
    expect(text).toContain('Outcome: Judgment for possession entered by default');
    await timeline.getByText('Warrant of removal requested').waitFor();
    await page
      .getByRole('region', { name: 'Pleadings' })
      .getByRole('button', { name: 'Download Certification by Landlord' })
      .waitFor();
    await timeline
      .getByText(/Lena Landlord/)
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Pleadings' })
      .getByRole('button', { name: 'Download Request for Warrant of Removal' })
      .waitFor();

    // Court-date reminder e-mails are on until turned off in the profile (or by a reminder's one-click link).
    await page.goto('/profile');
    const reminders = page.getByLabel('E-mail me a reminder a week and a day before each court date');
    expect(await reminders.isChecked()).toBe(true);
    await reminders.click();
    await page.getByText('Reminders are off: no court-date e-mail is sent.').waitFor();
    expect((await apiCall<{ on: boolean }>(token, 'GET', '/api/court-reminders')).on).toBe(false);
    await shot(page, 'profile-reminders-off');
    await page.setViewportSize(PHONE);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'profile-reminders-off-phone');
    await context.close();
  }, 180_000);

  it('records a consent judgment with a payment plan, a late partial payment, the certification of breach with the right balance and the warrant request', async () => {
    const { token, caseId } = await signedCase('consent');
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    await page.goto(`/case-view/${caseId}/overview`);
    // The case view fits a phone: no advice to use a desktop comes first, and nothing runs off the screen.
    await page.getByRole('region', { name: 'Court record' }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await recordFiling(page, 'UNN-LT-000666-26', courtDay(-60));

    const outcome = page.getByRole('region', { name: 'Outcome' });
    await choose(page, 'Outcome', 'Settled: consent to enter judgment');
    await outcome.getByLabel(/^Date/).fill(courtDay(-40));
    const plan = outcome.getByRole('group', { name: 'Payment plan' });
    const rows: Array<[string, string]> = [
      [day(-30), '500'],
      [day(-15), '500'],
      [day(15), '500'],
    ];
    for (const [i, [due, amount]] of rows.entries()) {
      if (i > 0) await plan.getByRole('button', { name: 'Add a payment' }).click();
      await plan.getByLabel(`Payment ${i + 1} due`).fill(due);
      await plan.getByRole('textbox', { name: `Payment ${i + 1} amount` }).fill(amount);
    }
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await outcome.getByText(/Recorded: Settled: consent to enter judgment/).waitFor();

    const payments = page.getByRole('region', { name: 'Payments after filing' });
    // The second installment is paid in part, five days late.
    for (const [received, amount] of [
      [day(-31), '500.00'],
      [day(-10), '200'],
    ]) {
      await payments.getByLabel('Received on').fill(received!);
      await payments.getByRole('textbox', { name: 'Amount received' }).fill(amount!);
      await payments.getByRole('button', { name: 'Record the payment' }).click();
      await payments.getByText(new RegExp(`received ${formatLongDate(received!)}`)).waitFor();
    }
    await payments.getByText(`Missed: $500.00 of the payment due ${formatLongDate(day(-15))}.`).waitFor();
    await payments.getByText(`Paid $200.00 (last on ${formatLongDate(day(-10))}, late) · unpaid $300.00`).waitFor();

    // A payment recorded by mistake is corrected, then removed after a confirm; the missed payment stays as it was.
    await payments.getByLabel('Received on').fill(day(-2));
    await payments.getByRole('textbox', { name: 'Amount received' }).fill('25');
    await payments.getByRole('button', { name: 'Record the payment' }).click();
    await payments
      .getByRole('button', { name: `Correct the payment of $25.00 received ${formatLongDate(day(-2))}` })
      .click();
    await payments.getByRole('textbox', { name: 'Amount received' }).fill('30');
    await payments.getByRole('button', { name: 'Save the correction' }).click();
    const mistaken = `Remove the payment of $30.00 received ${formatLongDate(day(-2))}`;
    await payments.getByRole('button', { name: mistaken }).click();
    await page.getByRole('dialog', { name: 'Remove the payment' }).getByRole('button', { name: 'Remove' }).click();
    await payments.getByRole('button', { name: mistaken }).waitFor({ state: 'detached' });
    await payments.getByText(`Missed: $500.00 of the payment due ${formatLongDate(day(-15))}.`).waitFor();
    await payments.getByText(`Paid $200.00 (last on ${formatLongDate(day(-10))}, late) · unpaid $300.00`).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'case view with a missed plan payment, at 390 px');
    await shot(page, 'after-filing-consent-phone');

    const after = page.getByRole('region', { name: 'Papers after filing' });
    const certify = after.getByRole('button', { name: 'Make the Certification by Landlord of Breach of Settlement' });
    const text = flat(await pdfText(await download(page, certify)));
    expect(text).toContain('UNN-LT-000666-26');
    expect(text).toContain('OF BREACH OF SETTLEMENT');
    expect(text).toContain(formatLongDate(courtDay(-40)));
    expect(text).toContain(`${formatDateUs(day(-15))} $500.00 $200.00 ${formatDateUs(day(-10))} (late) $300.00`);
    expect(text).toContain(`UNPAID AS OF ${formatLongDate(today).toUpperCase()} $300.00`);
    await page.getByRole('region', { name: 'Timeline' }).getByText('Breach of the settlement certified').waitFor();
    const warrant = flat(
      await pdfText(
        await download(page, after.getByRole('button', { name: 'Make the Request for Warrant of Removal' })),
      ),
    );
    expect(warrant).toContain(`Consent to enter judgment of ${formatLongDate(courtDay(-40))}`);
    expect(warrant).toContain('failed to comply with the terms of the settlement');
    expect(warrant).not.toContain('have not vacated');
    await context.close();
  }, 180_000);
});
