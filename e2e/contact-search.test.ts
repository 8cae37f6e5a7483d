/**
 * Contact Information searches its list when the client has more than three contacts (issue 21,
 * docs/product/screens.md#searchable-lists): at 390 px, a town typed narrows the list, the contact found is chosen,
 * and Continue stores it on the property.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { overflowing, PHONE, settled, shot } from './support/pages.ts';
import { continueButton, heading } from './support/wizard.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const OTHERS = [
  ['Omar', 'Owner', 'Newark', '07102'],
  ['Paula', 'Manager', 'Trenton', '08608'],
  ['Quinn', 'Agent', 'Camden', '08102'],
  ['Rita', 'Partner', 'Paterson', '07501'],
] as const;

describe('Contact Information with many contacts', () => {
  it(
    'narrows the list as a town is typed, and the contact chosen is stored on the property',
    { timeout: 120_000 },
    async () => {
      const { token, caseId } = await caseAtLeaseDetails('contact-search', { tenants: ['Sam Tenant'] });
      const ids: Record<string, number> = {};
      for (const [firstName, lastName, city, zipcode] of OTHERS) {
        const saved = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
          contactInfo: {
            firstName,
            lastName,
            streetAddress: '1 Main Street',
            city,
            state: 'New Jersey',
            zipcode,
            email: `${firstName.toLowerCase()}@example.com`,
          },
        });
        ids[firstName] = saved.id;
      }
      const { context, page } = await openPage(browser, { viewport: PHONE });
      await storeToken(context, token);
      await page.goto(`/verified-complaint/${caseId}/property/contact`);
      await heading(page, 'Contact Information');
      expect(await page.getByRole('radio').count()).toBe(5);
      expect(await page.getByRole('radio', { name: /Lena Landlord/ }).isChecked()).toBe(true);

      const search = page.getByRole('searchbox', { name: 'Search contacts' });
      await search.fill('trent');
      await page.getByText('1 of 5 contacts match').waitFor();
      expect(await page.getByRole('radio').count()).toBe(1);
      await page.getByRole('radio', { name: /Paula Manager/ }).check();
      await settled(page);
      expect(await overflowing(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'contact search (phone)');
      await shot(page, 'contact-search-phone');
      await search.fill('nobody here');
      await page.getByText('0 of 5 contacts match').waitFor();

      await continueButton(page).click();
      await heading(page, 'Tenant Information');
      const saved = await apiCall<{ propertyId: number }>(token, 'GET', `/api/cases/${caseId}`);
      const property = await apiCall<{ contactInfoId: number }>(token, 'GET', `/api/property/${saved.propertyId}`);
      expect(property.contactInfoId).toBe(ids.Paula);
      await context.close();
    },
  );
});
