/**
 * Issue 31 in the browser: a property of two co-owners, each with their own mailing address, phone and e-mail asked on
 * Deed Information; Review & Sign shows each plaintiff with their own address and a signature line for each. At phone
 * width and on a desk, each screen scanned with axe (docs/product/rules.md#plaintiffs).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { PHONE } from './support/pages.ts';
import {
  answerStatements,
  choose,
  chooseSigner,
  continueButton,
  heading,
  lastMonthOwedToReviewSign,
  screen,
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

const OWNERS = [
  { name: 'Robert Chen', street: '9 Birch Lane', city: 'Cranford', zip: '07016', phone: '9085550111' },
  { name: 'Linda Chen', street: '22 Shore Road', city: 'Asbury Park', zip: '07712', phone: '7325550122' },
] as const;

/** Deed Information with two individual owners, each with their own address, after seeing the refusal without it. */
async function twoOwners(page: Page): Promise<void> {
  await heading(page, 'Deed Information');
  await page.getByRole('textbox', { name: 'Owner name' }).fill(OWNERS[0].name);
  await page.getByRole('button', { name: 'Add another owner' }).click();
  await page.getByRole('textbox', { name: 'Owner name 2' }).fill(OWNERS[1].name);
  await page.getByRole('radio', { name: 'Individual' }).check();
  await continueButton(page).click();
  await page.getByText('Enter the street address of Linda Chen (owner 2) on Deed Information.').waitFor();
  for (const [i, owner] of OWNERS.entries()) {
    const who = `Owner ${i + 1}`;
    const group = page.getByRole('group', { name: `Mailing address, phone and e-mail of ${owner.name}` });
    await group.getByRole('textbox', { name: `${who} street address` }).fill(owner.street);
    await group.getByRole('textbox', { name: `${who} city` }).fill(owner.city);
    await group.getByRole('textbox', { name: `${who} ZIP code` }).fill(owner.zip);
    await group.getByRole('textbox', { name: `${who} phone` }).fill(owner.phone);
  }
  await screen(page, 'Deed Information', `co-owners-deed-${page.viewportSize()!.width}`);
  await continueButton(page).click();
}

/** From a new case to Deed Information: a residential property in Ewing Township. */
async function toDeed(page: Page): Promise<void> {
  await page.goto('/verified-complaint/new');
  await heading(page, 'Before You Begin');
  await continueButton(page).click();
  await heading(page, 'Delinquent Letter');
  await continueButton(page).click();
  await page.getByRole('button', { name: /Add new Property/ }).click();
  await heading(page, 'Property Type');
  await page.getByRole('button', { name: /^Residential/ }).click();
  await heading(page, 'Property Address');
  await choose(page, 'County', 'Mercer');
  await choose(page, 'City', 'Ewing Township');
  await page.getByRole('textbox', { name: 'Street Address' }).fill('418 Haddon Avenue');
  await page.getByRole('textbox', { name: 'Unit' }).fill('2');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('08618');
  await continueButton(page).click();
}

/** Association (the owner files) and a contact of Robert's own. */
async function ownerAndContact(page: Page): Promise<void> {
  await heading(page, 'Association to Owner');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^I am the owner/ })
    .click();
  await heading(page, 'Contact Information');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Robert');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Chen');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('robert@example.com');
  await dialog.getByRole('textbox', { name: 'Street Address' }).fill(OWNERS[0].street);
  await dialog.getByRole('textbox', { name: 'City' }).fill(OWNERS[0].city);
  await dialog.getByRole('textbox', { name: 'Zip Code' }).fill(OWNERS[0].zip);
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await dialog.waitFor({ state: 'detached' });
  await continueButton(page).click();
  await heading(page, 'Tenant Information');
}

describe('co-owners, each with their own details', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`asks each owner's address and shows both plaintiffs and both signature lines (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      await storeToken(
        context,
        await accessTokenFor({
          sub: `e2e|co-owners-${viewport.width}`,
          given_name: 'Robert',
          family_name: 'Chen',
          email: `robert.${viewport.width}@example.com`,
        }),
      );
      await toDeed(page);
      await twoOwners(page);
      await ownerAndContact(page);
      await twoTenants(page);
      await writtenMonthlyLease(page, false);
      await lastMonthOwedToReviewSign(page);

      await answerStatements(page, 'No');
      await chooseSigner(page);
      await page.getByRole('textbox', { name: 'Your full name' }).fill(OWNERS[0].name);
      const parties = page.getByRole('region', { name: 'Parties' });
      await parties.getByText('Linda Chen: 22 Shore Road, Asbury Park, NJ 07712 · (732) 555-0122').waitFor();
      await parties.getByText('Robert Chen: 9 Birch Lane, Cranford, NJ 07016 · (908) 555-0111').waitFor();
      const lines = page.getByRole('group', { name: 'Signature block' });
      await expect.poll(() => lines.count()).toBe(2);
      expect(await lines.nth(0).innerText()).toMatch(/\/s\/ Robert Chen\s+Robert Chen\s+Plaintiff/);
      expect(await lines.nth(1).innerText()).toMatch(/Linda Chen\s+Plaintiff/);
      expect(await page.getByRole('main').innerText()).not.toContain('Co-Owners');
      await screen(page, 'Review & Sign', `co-owners-review-${viewport.width}`);
      await context.close();
    });
  }
});
