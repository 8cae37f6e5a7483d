/**
 * Issue 36, frictions 2, 3, 5 and 7, at desk and at 390 x 844: the attorney an LLC needs is added in place on the Deed
 * step (a dialog that saves to the account's attorneys) and the Profile leads back to the case; the Profile fits a
 * phone with a long e-mail address; Review & Sign names who signs each paper as the papers print it and offers no
 * Pro Se to the LLC; Filing offers the attorney eCourts only, with its limits, and the same court fees as the
 * instructions; the case page reaches its Order Details, the administrator reaches the act-as page from the menu, and
 * the dashboard announces nothing built as coming. Every screen visited: nothing wider than the viewport, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { filingFeeLines, filingFeesKnownTotal, formatCurrency } from '@rentfile/domain';
import { apiCall } from './support/api.ts';
import { accessTokenFor, storeToken, type TestUser } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { download, pdfText } from './support/files.ts';
import { opened, overflowing, PHONE, shot } from './support/pages.ts';
import { signInForm } from './support/signin.ts';
import {
  answerStatements,
  chooseSigner,
  continueButton,
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

/** Checks a screen as the journeys do: nothing past the viewport's right edge, no serious axe violation. */
async function fits(page: Page, label: string): Promise<void> {
  expect(await overflowing(page), `wider than the viewport: ${label}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, label);
}

async function fillAttorney(page: Page): Promise<void> {
  const field = (name: string) => page.locator(`#case-attorney-${name}`);
  await field('firstName').fill('Dana');
  await field('lastName').fill('Whitfield');
  await field('attorneyId').fill('012342005');
  await field('firm').fill('Whitfield & Ames LLP');
  await field('streetAddress').fill('10 Park Place');
  await field('city').fill('Newark');
  await field('zipcode').fill('07102');
  await field('phone').fill('9735550142');
  await field('email').fill('dana@whitfieldames.example');
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`screens that agree with the papers at ${viewport.width} px`, () => {
    const user: TestUser = {
      sub: `e2e|screens-agree-${viewport.width}-${Date.now()}`,
      given_name: 'Ana',
      family_name: 'Ruiz',
      // One long word: the Profile must wrap it rather than widen the page (friction 3).
      email: `anaruizpropertymanagementandholdings${viewport.width}@elmstreetholdingsllcnewjersey.example`,
    };

    it('an LLC owner adds the attorney in place, signs as the papers print it, and files as an attorney may', async () => {
      const token = await accessTokenFor(user);
      const { context, page } = await openPage(browser, { viewport });
      await storeToken(context, token);

      // Friction 3: the Profile fits the screen, its e-mail address wrapped; the attorneys speak to a landlord too.
      await page.goto('/profile');
      await heading(page, 'Profile');
      await page.getByText(user.email!).waitFor();
      await page
        .getByText(/the attorney you hire/)
        .first()
        .waitFor();
      await fits(page, `profile ${viewport.width}`);
      await shot(page, `screens-agree-profile-${viewport.width}`);

      // Friction 2: the Deed step says an attorney is needed and adds one in place.
      await newPropertyToTenants(page, false, false);
      const caseId = Number(/verified-complaint\/(\d+)\//.exec(page.url())?.[1]);
      expect(caseId).toBeGreaterThan(0);
      await page.goto(`/verified-complaint/${caseId}/property/owner`);
      await heading(page, 'Deed Information');
      const attorneySection = page.getByRole('region', { name: 'Attorney of record' });
      await attorneySection.getByText(/No attorney yet/).waitFor();
      await fits(page, `deed step needing an attorney ${viewport.width}`);
      await attorneySection.getByRole('button', { name: 'Add or choose the attorney' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attorney of record' });
      await opened(dialog);
      await dialog.locator('#case-attorney-firstName').waitFor();
      await fits(page, `attorney dialog ${viewport.width}`);
      await fillAttorney(page);
      await dialog.getByRole('button', { name: 'Save and choose this attorney' }).click();
      await dialog.waitFor({ state: 'detached' });
      await attorneySection.getByText('Dana Whitfield, NJ Attorney ID 012342005, files the papers').waitFor();
      const saved = () => apiCall<{ attorneyId: number | null }>(token, 'GET', `/api/cases/${caseId}`);
      await expect.poll(async () => (await saved()).attorneyId, { timeout: 15_000 }).not.toBeNull();
      const attorneys = await apiCall<Array<{ attorneyId: string }>>(token, 'GET', '/api/attorneys');
      expect(attorneys.map((a) => a.attorneyId)).toEqual(['012342005']);
      await fits(page, `deed step with its attorney ${viewport.width}`);
      await shot(page, `screens-agree-deed-${viewport.width}`);
      await continueButton(page).click();
      await heading(page, 'Association to Owner');

      await page.goto(`/verified-complaint/${caseId}/tenants`);
      await heading(page, 'Tenant Information');
      await twoTenants(page);
      await writtenMonthlyLease(page, false);
      await lastMonthOwedToReviewSign(page);

      // Friction 2 and 5: no Pro Se for an LLC; who signs each paper, as the papers print it.
      const representation = page.getByRole('region', { name: 'Who files the papers' });
      await representation.getByRole('combobox', { name: /Attorney of record/ }).click();
      await page.getByRole('option', { name: /Dana Whitfield/ }).waitFor();
      expect(await page.getByRole('option', { name: /None/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await answerStatements(page, 'No');
      await chooseSigner(page);
      await page.getByLabel('Your full name').fill('Ana Ruiz');
      const signers = page.getByRole('region', { name: 'Who signs each paper' });
      await expect
        .poll(() => signers.innerText())
        .toMatch(/Verified Complaint\s+Complaint: Dana Whitfield \(NJ Attorney ID No\. 012342005\): signs on the line/);
      expect(await signers.innerText()).toMatch(/Landlord Verification: Ana Ruiz \([^)]*\): \/s\/ Ana Ruiz/);
      expect(await signers.innerText()).toMatch(
        /Landlord Case Information Statement\s+Ana Ruiz \([^)]*\): \/s\/ Ana Ruiz/,
      );
      await page
        .getByText('Dana Whitfield, the attorney of record, signs the complaint itself.', { exact: false })
        .waitFor();
      await fits(page, `review and sign with the attorney ${viewport.width}`);
      await shot(page, `screens-agree-review-${viewport.width}`);
      await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

      // Friction 5: Filing offers the attorney eCourts only, with its limits; the fees agree with the instructions.
      await heading(page, 'Filing');
      const method = page.getByRole('region', { name: 'How you will file' });
      await method.getByText('Electronically, through eCourts.').waitFor();
      expect(await method.getByText(/at most 7 MB/).count()).toBe(1);
      expect(await method.getByRole('radio').count()).toBe(0);
      const known = formatCurrency(filingFeesKnownTotal(filingFeeLines(2)));
      await page.getByText(`Court fees due at filing: ${known} plus`).waitFor();
      const instructions = (
        await pdfText(await download(page, page.getByRole('button', { name: 'Download the instructions' })))
      ).replace(/\s+/g, ' ');
      expect(instructions).toContain(known);
      expect(instructions).toContain('eCourts');
      const complaint = (
        await pdfText(await download(page, page.getByRole('button', { name: 'Download Verified Complaint' })))
      ).replace(/\s+/g, ' ');
      // As Review & Sign said: the attorney's line under the complaint, the verifier's /s/ under the verification.
      expect(complaint).toContain('Attorneys for Plaintiff By: Dana Whitfield NJ Attorney ID No. 012342005');
      expect(complaint).toMatch(/LANDLORD VERIFICATION I, Ana Ruiz,.*\/ ?s\/ Ana Ruiz By: Ana Ruiz Member/);
      await fits(page, `filing with the attorney ${viewport.width}`);
      await shot(page, `screens-agree-filing-${viewport.width}`);

      // Friction 7: the case page reaches its Order Details; the dashboard announces nothing built as coming.
      await page.goto(`/case-view/${caseId}/overview`);
      await heading(page, '45 Elm Street');
      await page.getByRole('link', { name: 'Order details and fees' }).click();
      await heading(page, 'Verified Complaint for 45 Elm Street');
      await page.getByRole('main').getByText('Order Details', { exact: true }).waitFor();
      await fits(page, `order details ${viewport.width}`);
      await page.goto('/');
      await heading(page, 'Delinquents');
      await page.getByRole('region', { name: 'Upcoming features' }).waitFor();
      const main = await page.getByRole('main').innerText();
      expect(main).not.toMatch(/after the trial are on the way|Evictions are coming soon/);
      await fits(page, `dashboard ${viewport.width}`);
      await context.close();
    }, 420_000);

    it("lets an administrator reach the act-as page from the menu and open the user's dashboard", async () => {
      const admin = inject('admin');
      const client = await accessTokenFor(user);
      await apiCall(client, 'GET', '/api/client');
      const { context, page } = await openPage(browser, { viewport });
      await page.goto('/login');
      await signInForm(page, admin.email, admin.password);
      await page.getByRole('button', { name: new RegExp(`Hi, ${admin.firstName}`) }).click();
      await page.getByRole('menuitem', { name: 'Act as a user' }).click();
      await heading(page, 'Act as a user');
      await fits(page, `act as a user ${viewport.width}`);
      await page.getByRole('textbox', { name: "The user's account ID" }).fill(user.sub);
      await page.getByRole('button', { name: 'Open their dashboard' }).click();
      await page.getByRole('button', { name: /Hi, Ana/ }).waitFor();
      await heading(page, 'Delinquents');
      await context.close();
    }, 120_000);
  });
}

describe('the act-as entry for everyone else', () => {
  it('is not in the menu of a user who is not an administrator', async () => {
    const { context, page } = await openPage(browser);
    await storeToken(
      context,
      await accessTokenFor({ sub: `e2e|screens-agree-plain-${Date.now()}`, given_name: 'Pat' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: /Hi, Pat/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Act as a user' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});
