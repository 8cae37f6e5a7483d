/**
 * Representation in a real browser (issue 18; docs/product/rules.md#representation), both journeys through the
 * product's own screens: an attorney registers, fills the attorney profile, prepares a case for an LLC client through
 * the wizard, chooses themself as attorney of record on Review & Sign, downloads the complaint and the package with
 * the attorney's block and sees the initials on the dashboard; an LLC owner without an attorney registers at phone
 * width, prepares the case, is told why on Review & Sign, has the watermarked draft, and cannot submit or get signed
 * papers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPRESENTATION_MESSAGES } from '@rentfile/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiCall } from './support/api.ts';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { overflowing, PHONE, shot } from './support/pages.ts';
import { registerForm } from './support/signin.ts';
import {
  answerStatements,
  choose,
  chooseSigner,
  heading,
  lastMonthOwedToReviewSign,
  newPropertyToTenants,
  twoTenants,
  writtenMonthlyLease,
} from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The LLC that newPropertyToTenants puts on the deed. */
const LLC = 'Elm Street Holdings LLC';
const REFUSAL = REPRESENTATION_MESSAGES.attorneyRequired(LLC, 'a limited liability company');
const PASSWORD = 'Landlord2024';
const ATTORNEY_BLOCK =
  'Dana Whitfield NJ Attorney ID No. 012342005 Whitfield & Ames LLP 10 Park Place, Suite 400 Newark, NJ 07102 Phone: (973) 555-0142 Email: dana@whitfieldames.example Attorney for Plaintiff';

/** Registers through the product's registration form and returns the access token the app stored. */
async function register(page: Page, firstName: string, lastName: string, email: string): Promise<string> {
  await page.goto('/register');
  await registerForm(page, { firstName, lastName, email, password: PASSWORD });
  await page.getByRole('button', { name: new RegExp(`Hi, ${firstName}`) }).waitFor();
  return (await page.evaluate(() => localStorage.getItem('access_token')))!;
}

/** A new LLC property through an agent, two tenants, a written monthly lease, last month owed: up to Review & Sign. */
async function llcCaseToReviewSign(page: Page): Promise<number> {
  await newPropertyToTenants(page, false, false);
  const caseId = Number(/verified-complaint\/(\d+)\//.exec(page.url())?.[1]);
  expect(caseId).toBeGreaterThan(0);
  await twoTenants(page);
  await writtenMonthlyLease(page, false);
  await lastMonthOwedToReviewSign(page);
  return caseId;
}

/** Answers the complaint's questions and signs as a member of the LLC. */
async function answerAndSign(page: Page): Promise<void> {
  await answerStatements(page, 'No');
  await chooseSigner(page);
  await page.getByLabel('Your full name').fill('Ana Ruiz');
}

async function fillAttorneyProfile(page: Page, attorneyId: string): Promise<void> {
  const field = (name: string) => page.locator(`#own-attorney-${name}`);
  await field('firstName').fill('Dana');
  await field('lastName').fill('Whitfield');
  await field('attorneyId').fill(attorneyId);
  await field('firm').fill('Whitfield & Ames LLP');
  await field('streetAddress').fill('10 Park Place');
  await field('unitNo').fill('Suite 400');
  await field('city').fill('Newark');
  await field('zipcode').fill('07102');
  await field('phone').fill('9735550142');
  await field('email').fill('dana@whitfieldames.example');
}

describe('representation', () => {
  it('an attorney registers, fills the profile, prepares a case for an LLC client through the wizard as attorney of record, downloads the papers, and the dashboard shows the initials', async () => {
    const { context, page } = await openPage(browser);
    const token = await register(page, 'Dana', 'Whitfield', `dana-${Date.now()}@whitfieldames.example`);

    await page.getByRole('button', { name: /Hi, Dana/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await heading(page, 'Profile');
    await fillAttorneyProfile(page, '12345');
    await page.getByRole('button', { name: 'I am an attorney: save profile' }).click();
    await page.getByText(REPRESENTATION_MESSAGES.attorneyIdFormat).waitFor();
    await page.locator('#own-attorney-attorneyId').fill('012342005');
    await page.getByRole('button', { name: 'I am an attorney: save profile' }).click();
    await page.getByText('Attorney profile saved.').waitFor();
    await expectNoSeriousA11yViolations(page, 'profile with attorney');
    await shot(page, 'representation-profile');
    expect(await apiCall<{ attorneyId: string; phone: string }>(token, 'GET', '/api/attorney-profile')).toMatchObject({
      attorneyId: '012342005',
      phone: '(973) 555-0142',
    });

    const caseId = await llcCaseToReviewSign(page);
    await page.getByText(REFUSAL).waitFor();
    await choose(page, 'Attorney of record', 'Dana Whitfield (you), NJ Attorney ID 012342005');
    await page.getByText(REFUSAL).waitFor({ state: 'detached' });
    // The choice is saved with the step's other answers (the step form's autosave).
    const savedAttorney = async () =>
      (await apiCall<{ attorneyId: number | null }>(token, 'GET', `/api/cases/${caseId}`)).attorneyId;
    await expect.poll(savedAttorney, { timeout: 15_000 }).not.toBeNull();
    await answerAndSign(page);
    await expectNoSeriousA11yViolations(page, 'review and sign with attorney');
    await shot(page, 'representation-review-sign-attorney');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    await heading(page, 'Filing');
    const complaint = (
      await pdfText(await download(page, page.getByRole('button', { name: 'Download Verified Complaint' })))
    ).replace(/\s+/g, ' ');
    expect(complaint).toContain(ATTORNEY_BLOCK);
    expect(complaint).toContain(`The plaintiff, ${LLC}, by Dana Whitfield, attorney for the plaintiff`);
    const all = await download(page, page.getByRole('button', { name: 'Download all documents' }));
    expect(isPdf(all)).toBe(true);
    const pack = (await pdfText(all)).replace(/\s+/g, ' ');
    expect(pack).toContain(ATTORNEY_BLOCK);
    expect(pack).toContain(`${LLC}, a limited liability company`);

    await page.goto('/');
    await heading(page, /Delinquents/);
    const row = page.getByRole('row').filter({ hasText: '45 Elm Street' });
    await row.getByRole('cell', { name: 'DW', exact: true }).waitFor();
    await shot(page, 'representation-dashboard');
    await context.close();
  }, 300_000);

  it('an LLC owner without an attorney prepares the case at 390 px, sees why on Review & Sign, has the draft preview, and cannot submit or get signed papers', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    const token = await register(page, 'Ana', 'Ruiz', `ana-${Date.now()}@example.com`);
    // Every wizard screen fits a phone: no advice to use a desktop comes first.
    await page.goto('/verified-complaint');
    await page.getByRole('heading', { level: 1, name: 'Before You Begin' }).waitFor();
    const caseId = await llcCaseToReviewSign(page);

    await page.getByText(REFUSAL).waitFor();
    await page.locator('iframe[title="Preview of the verified complaint (PDF)"]').waitFor({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Attorney of record' }).waitFor();
    await answerAndSign(page);
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('main').getByText(REFUSAL).nth(1).waitFor();
    await heading(page, 'Review & Sign');
    // Nothing runs past the phone's width: the amounts table scrolls inside its own labelled region if it must.
    for (const name of ['Who files the papers', 'Amounts claimed (scrolls sideways on a narrow screen)']) {
      const box = (await page.getByRole('region', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'review and sign without attorney');
    await shot(page, 'representation-refused-phone');

    expect(await apiCall<unknown[]>(token, 'GET', `/api/caseOrders/${caseId}`)).toEqual([]);
    const signed = await fetch(`${baseUrl()}/api/create-case-pleading-pdf`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ caseId, templateName: 'print_all' }),
    });
    expect(signed.status).toBe(400);
    expect(((await signed.json()) as { error: string }).error).toBe(REFUSAL);
    await context.close();
  }, 300_000);
});
