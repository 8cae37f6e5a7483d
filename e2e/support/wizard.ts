/**
 * Driving the wizard's first steps in the browser (property, contact, tenants, lease), shared by the journeys that
 * start a case through the screens. WIZARD_SHOTS_DIR keeps a screenshot of each screen checked.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatMonthYear, ownerRepresentationNotice } from '@rentfile/domain';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { opened, overflowing, PHONE } from './pages.ts';
import { monthStart } from './wizardCase.ts';

const SHOTS = process.env.WIZARD_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * Waits for a screen by its heading. At phone width (every wizard screen fits a phone, docs/product/screens.md) it also
 * checks that nothing on the screen is wider than the viewport.
 */
export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE.width)
    expect(await overflowing(page), `wider than the phone on ${String(name)}`).toEqual([]);
}

/** Waits for a screen, checks it with axe, and keeps a screenshot when WIZARD_SHOTS_DIR is set. */
export async function screen(page: Page, name: string | RegExp, shot: string): Promise<void> {
  await heading(page, name);
  await page.waitForLoadState('networkidle');
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
  await expectNoSeriousA11yViolations(page, shot);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

export async function dialogCheck(page: Page, shot: string): Promise<void> {
  await opened(page.getByRole('dialog').last());
  await expectNoSeriousA11yViolations(page, shot);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

export const continueButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Continue', exact: true });

/** Chooses an option of a select, or of a searchable list by typing part of it first (components/SearchableSelect). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  const searchable = await box.evaluate((el) => el.tagName === 'INPUT');
  await box.click();
  if (searchable) await box.fill(option.split(' ')[0] ?? option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The new-property journey up to the lease: Residential, Mercer / Ewing, an LLC owner (or the owner given), through an agent. */
/**
 * The owner chosen on Deed Information: an LLC by default; a journey that signs without an attorney of record chooses
 * an individual (an LLC files only through a New Jersey attorney, docs/product/rules.md#representation).
 */
export type OwnerChoice = 'LLC (Limited Liability Company)' | 'Individual';

export async function newPropertyToTenants(
  page: Page,
  shots: boolean,
  guest: boolean,
  owner: OwnerChoice = 'LLC (Limited Liability Company)',
): Promise<void> {
  const s = async (name: string | RegExp, shot: string) => (shots ? screen(page, name, shot) : heading(page, name));
  // A journey that came in by the home page's "Start without an account" is there already.
  if (!['/verified-complaint/new', '/verified-complaint/new/before-creating'].includes(new URL(page.url()).pathname))
    await page.goto('/verified-complaint/new');
  await s('Before You Begin', 'before-creating');
  await continueButton(page).click();
  await s('Delinquent Letter', 'intro');
  await continueButton(page).click();
  await s("Let's start with your property", guest ? 'select-property-guest' : 'select-property');

  if (shots) {
    await page.getByRole('button', { name: 'Close the form' }).click();
    await dialogCheck(page, guest ? 'quit-dialog-guest' : 'quit-dialog');
    await page.getByRole('button', { name: 'No, Go Back.' }).click();
  }

  await page.getByRole('button', { name: /Add new Property/ }).click();
  await s('Property Type', 'property-type');
  await page.getByRole('button', { name: /^Residential/ }).click();

  await s('Property Address', 'property-address-empty');
  await page.getByRole('combobox', { name: 'County' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await page.getByText('Item is required').first().waitFor();
  await choose(page, 'County', 'Mercer');
  await choose(page, 'City', 'Ewing Township');
  await page.getByRole('textbox', { name: 'Street Address' }).fill('45 Elm Street');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
  await continueButton(page).click();
  await page.getByText('Enter a New Jersey ZIP code (07001 to 08999).').waitFor();
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('08618');
  if (shots) await screen(page, 'Property Address', 'property-address');
  await continueButton(page).click();

  await s('Deed Information', 'property-owner');
  await continueButton(page).click();
  await page.getByText('Name is required').waitFor();
  await page.getByRole('textbox', { name: 'Owner name' }).fill('Elm Street Holdings LLC');
  await page.getByRole('button', { name: 'Add another owner' }).click();
  await page.getByRole('textbox', { name: 'Owner name 2' }).fill('Temporary Name');
  await page.getByRole('button', { name: 'Remove owner name 2' }).click();
  await page.getByRole('radio', { name: owner }).check();
  // The owner step says at once who may file for this owner (docs/product/rules.md#representation).
  const notice = ownerRepresentationNotice(owner === 'Individual' ? 'Individual' : 'Limited Liability Company');
  if (notice) await page.getByText(notice).waitFor();
  await continueButton(page).click();

  await s('Association to Owner', 'association');
  await page.getByRole('button', { name: /agent or property manager/ }).click();

  await s('Contact Information', 'contact');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  if (shots) await dialogCheck(page, 'contact-dialog');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await dialog.getByText('E-mail is required').waitFor();
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Maria');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
  await dialog.getByRole('textbox', { name: 'Street Address' }).fill('9 Main Street');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Princeton');
  await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('08540');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('6095551234');
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await dialog.getByText('E-mail must be valid').waitFor();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('maria@example.com');
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Maria Lopez').waitFor();
  if (shots) await screen(page, 'Contact Information', 'contact-filled');
  await continueButton(page).click();
  await s('Tenant Information', 'tenants');
}

export async function twoTenants(page: Page): Promise<void> {
  await continueButton(page).click();
  await page.getByText('Name is required').waitFor();
  await page.getByRole('textbox', { name: 'Full name' }).fill('John Doe');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).first().fill('6095550001');
  await page.getByRole('button', { name: 'Add another tenant' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).nth(1).fill('Jane Doe');
  await page.getByRole('textbox', { name: 'E-mail' }).nth(1).fill('jane@example.com');
  await continueButton(page).click();
}

export async function writtenMonthlyLease(page: Page, shots: boolean): Promise<void> {
  if (shots) await screen(page, 'Lease Details', 'lease-details');
  else await heading(page, 'Lease Details');
  await continueButton(page).click();
  await page.getByText('Item is required').first().waitFor();
  await page.getByRole('textbox', { name: 'Lease start date' }).fill('01/01/2025');
  const rent = page.getByRole('textbox', { name: 'Rent amount' });
  await rent.click();
  await page.keyboard.type('-1,500.50');
  expect(await rent.inputValue()).toBe('1500.50');
  await choose(page, 'Rent due by', 'Day 1 of the month');
  if (shots) await screen(page, 'Lease Details', 'lease-details-filled');
  await continueButton(page).click();
  await page.waitForURL(/\/past-due-rent$/);
}

/** Past Due Rent to Review & Sign the shortest way: last month's rent owed, no additional charges, no legal fees. */
export async function lastMonthOwedToReviewSign(page: Page): Promise<void> {
  await heading(page, 'Past Due Rent');
  await page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(-1).iso)}` }).check();
  await continueButton(page).click();
  await heading(page, 'Additional Charges');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await heading(page, 'Legal Fees');
  await page.getByRole('radio', { name: 'No' }).check();
  await continueButton(page).click();
  await heading(page, 'Summary of Suit Amount');
  await continueButton(page).click();
  await throughLeaseRegistrationAndDocuments(page);
  await heading(page, 'Review & Sign');
}

/**
 * From Lease and Registration on to Review & Sign the shortest way: the complete lease (to be attached later),
 * the rental not registered unless the case already answered, no documents.
 */
export async function throughLeaseRegistrationAndDocuments(page: Page): Promise<void> {
  await heading(page, 'Lease and Registration');
  const copy = page.getByRole('radiogroup', { name: 'What of the lease do you attach?' });
  if ((await copy.count()) > 0) await copy.getByRole('radio', { name: 'The complete lease' }).check();
  const registration = page.getByRole('radiogroup', {
    name: 'Is the rental registered under the Landlord Registration Act?',
  });
  if ((await registration.count()) > 0 && (await registration.getByRole('radio', { checked: true }).count()) === 0) {
    await registration.getByRole('radio', { name: 'No', exact: true }).check();
  }
  await continueButton(page).click();
  await heading(page, 'Documents');
  await continueButton(page).click();
}

/** Answers every yes/no statement of the complaint (Review & Sign, Confirmation) the same way. */
export async function answerStatements(page: Page, answer: 'Yes' | 'No') {
  for (const group of await page.locator('[role="radiogroup"][aria-labelledby^="statement-"]').all())
    await group.getByRole('radio', { name: answer }).check();
}

/**
 * Review & Sign: chooses who verifies (the first role offered), answers that the tenants' military status was
 * not searched on the SCRA website, and gives the CARES Act notice date when the property is covered.
 */
export async function chooseSigner(page: Page, options: { caresNoticeDate?: string } = {}) {
  await page
    .getByRole('radiogroup', { name: 'Who verifies the complaint and signs the papers?' })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('radiogroup', { name: /military status on the Defense Manpower Data Center SCRA website/ })
    .getByRole('radio', { name: 'No' })
    .check();
  if (options.caresNoticeDate)
    await page.getByLabel('Date the CARES Act 30-day notice to vacate was served').fill(options.caresNoticeDate);
}
