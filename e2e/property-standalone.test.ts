/**
 * The stand-alone property screens (issue 21, docs/product/screens.md#property-standalone): from the Properties page a
 * property is added through the wizard's property steps outside a case, then edited from its row's menu; the list and
 * the wizard's Select Property show the change without a reload. At phone size nothing is wider than the screen and
 * no screen has a serious accessibility violation; at desk size the steps go with the keyboard and Cancel asks before
 * it discards what was typed.
 */
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { opened, overflowing, PHONE, settled, shot } from './support/pages.ts';
import { choose } from './support/wizard.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a step by its heading; at phone size checks the width and the accessibility scan; keeps a screenshot. */
async function step(page: Page, name: string, shotName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE.width) {
    expect(await overflowing(page), `wider than the phone on ${name}`).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${name} (${shotName})`);
  }
  await shot(page, shotName);
}

const continueButton = (page: Page, name = 'Continue') =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** A row of the properties table (a card at phone size) by a text it holds. */
const propertyRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Goes to a screen of the app in the page, as a link would: no reload (the marker set on window survives). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('a property added and edited on its own', () => {
  it(
    'is added and edited at phone size from the Properties page and shows in the list',
    { timeout: 240_000 },
    async () => {
      const { token } = await caseAtLeaseDetails('props-phone', { tenants: ['Pat Phone'] });
      const { context, page } = await openPage(browser, { viewport: PHONE });
      await storeToken(context, token);
      await page.goto('/properties');
      await step(page, 'Properties', 'phone-properties');
      await page.getByRole('button', { name: 'Add property' }).click();

      await step(page, 'Property Type', 'phone-property-type');
      expect(new URL(page.url()).pathname).toBe('/properties/new');
      await page.getByRole('button', { name: /^Residential/ }).click();

      await step(page, 'Property Address', 'phone-property-address');
      expect(new URL(page.url()).pathname).toMatch(/^\/properties\/\d+\/edit$/);
      await continueButton(page).click();
      await page.getByText('Item is required').first().waitFor();
      await choose(page, 'County', 'Mercer');
      await choose(page, 'City', 'Ewing Township');
      await page.getByRole('textbox', { name: 'Street Address' }).fill('77 Standalone Road');
      await page.getByRole('textbox', { name: 'Zip Code' }).fill('08618');
      await continueButton(page).click();

      await step(page, 'Deed Information', 'phone-property-owner');
      await page.getByRole('textbox', { name: 'Owner name' }).fill('Standalone Holdings LLC');
      await page.getByRole('radio', { name: 'LLC (Limited Liability Company)' }).check();
      await continueButton(page).click();

      await step(page, 'Association to Owner', 'phone-property-association');
      await page.getByRole('button', { name: /agent or property manager/ }).click();

      await step(page, 'Contact Information', 'phone-property-contact');
      // The client's default contact is chosen for the property.
      expect(await page.getByRole('radio', { name: /Lena Landlord/ }).isChecked()).toBe(true);
      await continueButton(page, 'Save Property').click();

      await step(page, 'Properties', 'phone-properties-added');
      await page.getByRole('status').filter({ hasText: 'Saved: 77 Standalone Road' }).waitFor();
      const row = propertyRow(page, '77 Standalone Road');
      await row.getByText('Standalone Holdings LLC').waitFor();
      expect(await row.getByText('Mercer').isVisible()).toBe(true);

      // Edit from the row's menu: the address and the owner change; the list shows them without a reload.
      await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
      await row.getByRole('button', { name: /^Actions for 77 Standalone Road/ }).click();
      await opened(page.getByRole('menu'));
      await page.getByRole('menuitem', { name: 'Edit the property' }).click();
      await step(page, 'Property Type', 'phone-edit-type');
      expect(await page.getByRole('button', { name: /^Residential/ }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('navigation', { name: 'Property steps' }).getByRole('link', { name: '2. Address' }).click();
      await step(page, 'Property Address', 'phone-edit-address');
      expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe('77 Standalone Road');
      await page.getByRole('textbox', { name: 'Street Address' }).fill('79 Standalone Road');
      await continueButton(page).click();
      await step(page, 'Deed Information', 'phone-edit-owner');
      await page.getByRole('textbox', { name: 'Owner name' }).fill('Renamed Holdings LLC');
      await continueButton(page).click();
      await step(page, 'Association to Owner', 'phone-edit-association');
      await continueButton(page).click();
      await step(page, 'Contact Information', 'phone-edit-contact');
      // A new contact is added here, in the one contact dialog, and chosen for the property.
      await page.getByRole('button', { name: 'Add a contact' }).click();
      const contactDialog = page.getByRole('dialog', { name: 'Add a contact' });
      await opened(contactDialog);
      await contactDialog.getByRole('textbox', { name: 'First name' }).fill('Carl');
      await contactDialog.getByRole('textbox', { name: 'Last name' }).fill('Contact');
      await contactDialog.getByRole('textbox', { name: 'E-mail' }).fill('carl@example.com');
      await contactDialog.getByRole('textbox', { name: 'Street address' }).fill('5 Side Street');
      await contactDialog.getByRole('textbox', { name: 'City' }).fill('Trenton');
      await contactDialog.getByRole('textbox', { name: 'Zip code' }).fill('08608');
      expect(await overflowing(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'stand-alone contact dialog (phone)');
      await contactDialog.getByRole('button', { name: /^Save/ }).click();
      await contactDialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('radio', { name: /Carl Contact/ }).isChecked()).toBe(true);
      await continueButton(page, 'Save Property').click();

      await step(page, 'Properties', 'phone-properties-edited');
      const edited = propertyRow(page, '79 Standalone Road');
      await edited.getByText('Renamed Holdings LLC').waitFor();
      expect(await propertyRow(page, '77 Standalone Road').count()).toBe(0);
      expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
      const properties = await apiCall<Array<{ id: number; streetAddress: string }>>(token, 'GET', '/api/properties');
      const saved = properties.find((p) => p.streetAddress === '79 Standalone Road')!;
      expect(
        (await apiCall<{ contactInfo: { firstName: string } }>(token, 'GET', `/api/property/${saved.id}`)).contactInfo,
      ).toMatchObject({ firstName: 'Carl', lastName: 'Contact' });
      await context.close();
    },
  );

  it(
    'goes with the keyboard at desk size, asks before discarding, and shows in Select Property without a reload',
    {
      timeout: 240_000,
    },
    async () => {
      const { token } = await caseAtLeaseDetails('props-desk', { tenants: ['Dee Desk'] });
      const { context, page } = await openPage(browser);
      await storeToken(context, token);

      // The wizard's Select Property lists the client's properties first (and keeps them cached).
      await page.goto('/verified-complaint/new/select-property');
      await page.getByRole('heading', { level: 1, name: "Let's start with your property" }).waitFor();
      await page.getByRole('button', { name: /Select existing Property/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Select Property' }).waitFor();
      await page.getByText('48 Elmora Avenue').first().waitFor();
      await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

      await navigateInApp(page, '/properties');
      await step(page, 'Properties', 'desk-properties');
      const add = page.getByRole('button', { name: 'Add property' });
      await add.focus();
      await page.keyboard.press('Enter');

      // Each step's heading takes the focus; the choices and Continue are reached with Tab.
      await step(page, 'Property Type', 'desk-property-type');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Property Type');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Residential/);
      await page.keyboard.press('Enter');

      await step(page, 'Property Address', 'desk-property-address');
      await choose(page, 'County', 'Mercer');
      await choose(page, 'City', 'Ewing Township');
      await page.getByRole('textbox', { name: 'Street Address' }).fill('5 Keyboard Lane');
      // Cancel with something typed asks first; keeping on editing keeps what was typed.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
      await opened(discard);
      await expectNoSeriousA11yViolations(page, 'discard dialog');
      await shot(page, 'desk-discard-dialog');
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      await discard.waitFor({ state: 'detached' });
      expect(await page.getByRole('textbox', { name: 'Street Address' }).inputValue()).toBe('5 Keyboard Lane');
      const zip = page.getByRole('textbox', { name: 'Zip Code' });
      await zip.fill('08618');
      await zip.press('Enter');

      await step(page, 'Deed Information', 'desk-property-owner');
      await page.getByRole('textbox', { name: 'Owner name' }).fill('Keyboard Owner');
      await page.getByRole('radio', { name: 'Individual' }).check();
      await page.keyboard.press('Enter');

      await step(page, 'Association to Owner', 'desk-property-association');
      await page.getByRole('button', { name: /^I am the owner/ }).focus();
      await page.keyboard.press('Enter');

      await step(page, 'Contact Information', 'desk-property-contact');
      await continueButton(page, 'Save Property').focus();
      await page.keyboard.press('Enter');
      await step(page, 'Properties', 'desk-properties-added');
      await propertyRow(page, '5 Keyboard Lane').getByText('Keyboard Owner').waitFor();

      // Edit the address; then the wizard's Select Property shows the new one, without a reload.
      await propertyRow(page, '5 Keyboard Lane')
        .getByRole('button', { name: /^Actions for / })
        .click();
      await opened(page.getByRole('menu'));
      await page.getByRole('menuitem', { name: 'Edit the property' }).click();
      await step(page, 'Property Type', 'desk-edit-type');
      await page.getByRole('navigation', { name: 'Property steps' }).getByRole('link', { name: '2. Address' }).click();
      await step(page, 'Property Address', 'desk-edit-address');
      await page.getByRole('textbox', { name: 'Street Address' }).fill('6 Keyboard Lane');
      await continueButton(page).click();
      await step(page, 'Deed Information', 'desk-edit-owner');
      // Cancel after a saved step, nothing typed here: straight back to the list, the saved address kept.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await step(page, 'Properties', 'desk-properties-edited');
      await propertyRow(page, '6 Keyboard Lane').getByText('Keyboard Owner').waitFor();

      await navigateInApp(page, '/verified-complaint/new/select-property?status=existing');
      await page.getByRole('heading', { level: 1, name: 'Select Property' }).waitFor();
      await page.getByText('6 Keyboard Lane').first().waitFor();
      expect(await page.getByText('5 Keyboard Lane').count()).toBe(0);
      expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
      await shot(page, 'desk-select-property');
      await context.close();
    },
  );
});
