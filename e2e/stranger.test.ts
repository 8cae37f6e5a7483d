/**
 * A stranger's first visit (issue 21), at desk and phone sizes: the home page, the papers without an account, the
 * sign-up that the submit asks for, and the case on the dashboard at once with where it stands
 * (docs/product/screens.md#welcome, #dashboard). Every screen is checked for anything wider than the phone
 * (the wizard's heading helper does it on each step) and scanned for serious accessibility violations.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { overflowing, PHONE, settled, shot } from './support/pages.ts';
import { registerForm } from './support/signin.ts';
import {
  answerStatements,
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

async function checked(page: Page, name: string): Promise<void> {
  await settled(page);
  expect(await overflowing(page), `wider than the viewport on ${name}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, name);
  await shot(page, name);
}

describe('a stranger', () => {
  for (const [size, viewport] of [
    ['desk', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`starts on the home page, finishes the papers, signs up and finds the case on the dashboard (${size})`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Court papers for unpaid rent in New Jersey' }).waitFor();
      await checked(page, `stranger-welcome-${size}`);
      await page.getByRole('link', { name: 'Start without an account' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/verified-complaint/new'));

      // An individual owner may sign without an attorney (docs/product/rules.md#representation).
      await newPropertyToTenants(page, false, true, 'Individual');
      await checked(page, `stranger-tenants-${size}`);
      await twoTenants(page);
      await writtenMonthlyLease(page, false);
      await lastMonthOwedToReviewSign(page);
      await page.locator('iframe[title="Preview of the verified complaint (PDF)"]').waitFor({ timeout: 20_000 });
      await answerStatements(page, 'No');
      await chooseSigner(page);
      await page.getByLabel('Your full name').fill('Maria Lopez');
      await checked(page, `stranger-sign-${size}`);
      await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

      const dialog = page.getByRole('dialog', { name: 'Sign in to submit your complaint' });
      await dialog.getByRole('link', { name: 'Register' }).click();
      await registerForm(page, {
        firstName: 'Maria',
        lastName: 'Lopez',
        email: `stranger-${size}-${Date.now()}@example.test`,
        password: 'Landlord2024',
      });
      await page.waitForURL(/\/order-details\/\d+$/);
      const caseId = Number(/order-details\/(\d+)$/.exec(page.url())![1]);
      await heading(page, 'Verified Complaint for 45 Elm Street');
      await checked(page, `stranger-order-${size}`);

      await page
        .getByRole('navigation', { name: 'Next steps' })
        .getByRole('link', { name: 'Back to the dashboard' })
        .click();
      await heading(page, 'Delinquents');
      const row = page.getByRole('row').filter({ hasText: '45 Elm Street' });
      await row.getByText('Signed', { exact: true }).waitFor();
      expect(await row.innerText()).toContain('File the papers');
      expect(await row.innerText()).toContain('John Doe');
      await checked(page, `stranger-dashboard-${size}`);

      await row.getByText('John Doe').click();
      await page.waitForURL(`**/case-view/${caseId}/overview`);
      await context.close();
    }, 240_000);
  }
});
