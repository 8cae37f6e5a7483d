/**
 * The whole wizard with the keyboard alone (issue 6: "each screen can be completed with the keyboard alone"), signed
 * in: every part-one screen with its pickers and dialogs (contact, Section 8 subsidy, housing office picker, add,
 * confirm and view), then part two (past due rent, charges with a late-charge dialog, legal fees, summary, review &
 * sign with the typed signature) up to Filing. Only keyboard.press and keyboard.type move things; the focus is
 * checked where it lands: the heading of each new step, back on a dialog's opener when it closes, on the name field
 * next to an added or removed tenant or owner. The stored case is read back through the API at the end.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonthYear } from '@rentfile/domain';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import { monthStart } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** What has the focus, for failure messages. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? ''}"`;
  });

/** Presses Tab (Shift+Tab with back) until the target holds the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}; the focus is on ${await focusedText(page)}`);
}

/** The focus is on the target (now, or once a transition ends) and shows. */
async function expectFocus(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(target), { timeout: 5_000, message: `focus on ${target.toString()}` }).toBe(true);
}

/** A new step: its heading (h1) has the focus. */
async function stepOpens(page: Page, name: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, name });
  await h1.waitFor();
  await expectFocus(page, h1);
}

/** Opens the focused select with the keyboard and picks an option by moving down to it. */
async function pick(page: Page, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const target = listbox.getByRole('option', { name: option, exact: true });
  for (let i = 0; i < 60 && !(await holdsFocus(target)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** Tabs to a text field and types into it (replacing what it held). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const main = (page: Page) => page.getByRole('main');
const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continue', exact: true });

describe('the wizard with the keyboard alone', () => {
  it('goes from Before You Begin to Filing, through every dialog and picker, without a mouse', async () => {
    const token = await accessTokenFor({
      sub: `e2e|keyboard-${Date.now()}`,
      given_name: 'Kim',
      family_name: 'Keys',
      email: 'kim.keys@example.com',
    });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/verified-complaint/new');

    // Part one.
    await stepOpens(page, 'Before You Begin');
    await press(page, continueButton(page));
    await stepOpens(page, 'Delinquent Letter');
    await press(page, continueButton(page));
    await stepOpens(page, "Let's start with your property");
    // The close control and 'Quit the form?': Escape stays, and the focus goes back to the close control.
    const close = page.getByRole('button', { name: 'Close the form' });
    await press(page, close);
    await page.getByRole('dialog', { name: 'Quit the form?' }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocus(page, close);
    await press(page, main(page).getByRole('button', { name: /Add new Property/ }), ' ');

    await stepOpens(page, 'Property Type');
    await press(page, main(page).getByRole('button', { name: /^Residential/ }), ' ');

    await stepOpens(page, 'Property Address');
    await tabTo(page, page.getByRole('combobox', { name: 'County' }));
    await pick(page, 'Mercer');
    await expectFocus(page, page.getByRole('combobox', { name: 'County' }));
    // The municipality is searched: typing narrows the list, the first match is highlighted, Enter takes it.
    const city = page.getByRole('combobox', { name: 'City' });
    await tabTo(page, city);
    await page.keyboard.type('ewing town');
    await page.getByRole('listbox').getByRole('option', { name: 'Ewing Township', exact: true }).waitFor();
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await city.inputValue()).toBe('Ewing Township');
    await typeInto(page, page.getByRole('textbox', { name: 'Street Address' }), '45 Elm Street');
    await typeInto(page, page.getByRole('textbox', { name: 'Zip Code' }), '08618');
    await page.keyboard.press('Enter');

    await stepOpens(page, 'Deed Information');
    await typeInto(page, page.getByRole('textbox', { name: 'Owner name' }), 'Elm Street Holdings LLC');
    await press(page, page.getByRole('button', { name: 'Add another owner' }));
    await expectFocus(page, page.getByRole('textbox', { name: 'Owner name 2' }));
    await page.keyboard.type('Temporary Owner');
    await press(page, page.getByRole('button', { name: 'Remove owner name 2' }));
    await expectFocus(page, page.getByRole('textbox', { name: 'Owner name' }));
    const individual = page.getByRole('radio', { name: 'Individual' });
    await tabTo(page, individual);
    const llc = page.getByRole('radio', { name: 'LLC (Limited Liability Company)' });
    for (let i = 0; i < 6 && !(await llc.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    expect(await llc.isChecked()).toBe(true);
    // The owner step says an LLC needs an attorney; this journey signs without one, so the owner is an individual.
    await page.getByText(/must be represented by a New Jersey attorney/).waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await individual.isChecked()).toBe(true);
    await press(page, continueButton(page));

    await stepOpens(page, 'Association to Owner');
    await press(page, main(page).getByRole('button', { name: /agent or property manager/ }));

    await stepOpens(page, 'Contact Information');
    const addContact = page.getByRole('button', { name: 'Add Contact' });
    await press(page, addContact);
    const contactDialog = page.getByRole('dialog', { name: 'Add a contact' });
    await contactDialog.waitFor();
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'First Name' }), 'Maria');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'Street Address' }), '9 Main Street');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'City' }), 'Princeton');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'Zip Code' }), '08540');
    await typeInto(page, contactDialog.getByRole('textbox', { name: 'Phone', exact: true }), '6095551234');
    await page.keyboard.press('Enter');
    await contactDialog.waitFor({ state: 'detached' });
    await expectFocus(page, addContact);
    expect(await page.getByRole('radio', { name: /Maria Lopez/ }).isChecked()).toBe(true);
    await press(page, continueButton(page));

    await stepOpens(page, 'Tenant Information');
    // The tenant's type is a radio group: arrows choose the business's form, and its name becomes a company name.
    const person = page.getByRole('radio', { name: 'Individual' });
    expect(await person.isChecked()).toBe(true);
    await tabTo(page, person);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Limited liability company (LLC)' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Company name' }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await person.isChecked()).toBe(true);
    await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), 'John Doe');
    await press(page, page.getByRole('button', { name: 'Add another tenant' }));
    await expectFocus(page, page.getByRole('textbox', { name: 'Full name' }).nth(1));
    await page.keyboard.type('Jane Doe');
    await press(page, page.getByRole('button', { name: 'Add another tenant' }));
    await expectFocus(page, page.getByRole('textbox', { name: 'Full name' }).nth(2));
    await page.keyboard.type('Gone Tenant');
    await press(page, page.getByRole('button', { name: 'Remove tenant 3' }));
    await expectFocus(page, page.getByRole('textbox', { name: 'Full name' }).nth(1));
    expect(await page.getByRole('textbox', { name: 'Full name' }).count()).toBe(2);
    await page.keyboard.press('Enter');

    await stepOpens(page, 'Lease Details');
    const start = monthStart(-6);
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Lease start date' }),
      `${String(start.month).padStart(2, '0')}/01/${start.year}`,
    );
    await typeInto(page, page.getByRole('textbox', { name: 'Rent amount' }), '1500');
    await tabTo(page, page.getByRole('combobox', { name: 'Rent due by' }));
    await pick(page, 'Day 1 of the month');
    // Section 8 on: the subsidy type picker, its Upcoming Feature dialog, and the housing office dialogs.
    const section8 = page.getByRole('switch', { name: /housing subsidy/ });
    await press(page, section8, ' ');
    expect(await section8.isChecked()).toBe(true);
    const subsidy = page.getByRole('combobox', { name: 'Subsidy type' });
    await tabTo(page, subsidy);
    await pick(page, 'Public Housing');
    const upcoming = page.getByRole('dialog');
    await upcoming.getByRole('button', { name: 'Quit Form.' }).waitFor();
    await expectFocus(page, upcoming.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');
    await upcoming.waitFor({ state: 'detached' });
    await expectFocus(page, subsidy);
    await typeInto(page, page.getByRole('textbox', { name: 'Monthly tenant portion' }), '400');
    const selectOffice = page.getByRole('button', { name: 'Select office' });
    await press(page, selectOffice);
    const picker = page.getByRole('dialog', { name: 'Public Housing Office' });
    await press(page, picker.getByRole('button', { name: 'Add new office' }));
    const addOffice = page.getByRole('dialog', { name: 'Add Public Housing Office' });
    await typeInto(page, addOffice.getByRole('textbox', { name: 'Housing Authority' }), 'Keyboard Housing Authority');
    await typeInto(page, addOffice.getByRole('textbox', { name: 'Address' }), '1 Hollowbrook Drive');
    await typeInto(page, addOffice.getByRole('textbox', { name: 'City' }), 'Ewing');
    await typeInto(page, addOffice.getByRole('textbox', { name: 'Zip Code' }), '08638');
    await typeInto(page, addOffice.getByRole('textbox', { name: 'Phone' }), '6098830000');
    await typeInto(page, addOffice.getByRole('textbox', { name: 'E-mail' }), 'section8@keys.example');
    await page.keyboard.press('Enter');
    const added = picker.getByRole('radio', { name: /Keyboard Housing Authority/ });
    await expectFocus(page, added);
    expect(await added.isChecked()).toBe(true);
    await press(page, picker.getByRole('button', { name: 'Continue' }));
    const confirm = page.getByRole('dialog', { name: 'Use this office?' });
    await typeInto(page, confirm.getByRole('textbox', { name: 'Addressee (to)' }), 'Section 8 Director');
    await press(page, confirm.getByRole('button', { name: 'Yes and Update' }));
    await confirm.waitFor({ state: 'detached' });
    await expectFocus(page, page.getByRole('button', { name: 'Change office' }));
    await page.getByText('Attn: Section 8 Director').waitFor();
    const viewOffice = page.getByRole('button', { name: 'View office' });
    await press(page, viewOffice);
    await page.getByRole('dialog', { name: 'Public Housing Office' }).getByText('Keyboard Housing Authority').waitFor();
    await page.keyboard.press('Escape');
    await expectFocus(page, viewOffice);
    // Section 8 off again: this case goes on as a plain monthly lease (late charges and legal fees).
    await tabTo(page, section8, { back: true });
    await page.keyboard.press(' ');
    expect(await section8.isChecked()).toBe(false);
    await press(page, continueButton(page));

    // Part two.
    await stepOpens(page, 'Past Due Rent');
    for (const delta of [-2, -1])
      await press(page, page.getByRole('checkbox', { name: `Owed: ${formatMonthYear(monthStart(delta).iso)}` }), ' ');
    await typeInto(
      page,
      page.getByRole('textbox', { name: `Amount for ${formatMonthYear(monthStart(-1).iso)}` }),
      '1400',
    );
    await page.getByText('Total due: $2,900.00').waitFor();
    await press(page, continueButton(page));

    await stepOpens(page, 'Additional Charges');
    await press(page, main(page).getByRole('button', { name: 'Yes', exact: true }));

    await stepOpens(page, 'Late Charges, Utilities and Fees');
    const addLate = page.getByRole('button', { name: 'Add late charges' });
    await press(page, addLate);
    const lateDialog = page.getByRole('dialog', { name: 'Add late charges' });
    const month = monthStart(-1);
    await typeInto(page, lateDialog.getByRole('textbox', { name: 'Month' }), `${month.month}/${month.year}`);
    await typeInto(page, lateDialog.getByRole('textbox', { name: 'Amount' }), '50');
    await page.keyboard.press('Enter');
    await lateDialog.waitFor({ state: 'detached' });
    await expectFocus(page, addLate);
    await page.getByText('Total additional charges: $50.00').waitFor();
    await press(page, continueButton(page));

    await stepOpens(page, 'Legal Fees');
    const feesYes = page.getByRole('radio', { name: 'Yes' });
    await tabTo(page, feesYes);
    await page.keyboard.press(' ');
    await typeInto(page, page.getByRole('textbox', { name: 'Attorney fee' }), '100');
    // Kim files without an attorney, so no attorney's fee can be claimed: back to the answer, and No.
    await tabTo(page, feesYes, { back: true });
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await press(page, continueButton(page));

    await stepOpens(page, 'Summary of Suit Amount');
    await press(page, continueButton(page));

    await stepOpens(page, 'Lease and Registration');
    await tabTo(page, page.getByRole('radio', { name: 'The complete lease' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: 'Yes: the registration statement is filed' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await press(page, continueButton(page));
    await stepOpens(page, 'Documents');
    await press(page, continueButton(page));

    await stepOpens(page, 'Review & Sign');
    const yesNo = main(page)
      .getByRole('radiogroup')
      .filter({ has: page.getByRole('radio', { name: 'Yes' }) });
    for (const group of await yesNo.all()) {
      // Registered was answered No on Lease and Registration: only its checked radio takes the focus.
      if (await group.getByRole('radio', { name: 'No' }).isChecked()) continue;
      await tabTo(page, group.getByRole('radio', { name: 'Yes' }));
      await page.keyboard.press('ArrowRight');
      expect(await group.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    }
    const verifier = main(page)
      .getByRole('radiogroup', { name: 'Who verifies the complaint and signs the papers?' })
      .getByRole('radio')
      .last();
    await tabTo(page, verifier, { back: true });
    await page.keyboard.press('Space');
    expect(await verifier.isChecked()).toBe(true);
    await typeInto(page, page.getByRole('textbox', { name: 'Your full name' }), 'Kim Keys');
    await page.getByText('/s/ Kim Keys', { exact: true }).waitFor();
    await press(page, main(page).getByRole('button', { name: 'Submit' }));

    await stepOpens(page, 'Filing');
    const stored = await apiCall<
      Record<string, unknown> & { tenants: Array<{ name: string }>; lateCharges: Array<{ amount: number }> }
    >(token, 'GET', `/api/cases/${/verified-complaint\/(\d+)\//.exec(page.url())?.[1]}`);
    expect(stored).toMatchObject({
      status: 'verifiedComplaintComplete',
      submitted: true,
      signatureText: 'Kim Keys',
      streetAddress: '45 Elm Street',
      city: 'Ewing Township',
      deedNames: ['Elm Street Holdings LLC'],
      rentAmount: 150000,
      section8: false,
      legalFeesPermitted: false,
      // The court fees of two tenants: filing 50.00 and one more tenant 5.00; the mileage is the court's, not claimed.
      suitAmount: 290000 + 5000 + 5500,
    });
    expect(stored.tenants.map((t) => t.name)).toEqual(['John Doe', 'Jane Doe']);
    expect(stored.lateCharges.map((c) => c.amount)).toEqual([5000]);
    await context.close();
  }, 300_000);
});
