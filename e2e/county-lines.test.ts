/**
 * Issue 31 in the browser: a Hunterdon case's Filing screen says the papers are not ready and which lines the filer
 * must complete (the court's street and ZIP, in no source), with where to find them, as the filing instructions do;
 * at 390 px and on a desk, axe clean (docs/product/court-offices-and-help-lines.md#blank-lines).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { apiCall, signByApi } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import { overflowing, PHONE } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A client with a signed Verified Complaint for a rental in Flemington (Hunterdon). */
async function hunterdonCase(): Promise<{ token: string; caseId: number }> {
  const token = await accessTokenFor({
    sub: `e2e|county-lines-${Date.now()}`,
    given_name: 'Dana',
    family_name: 'Park',
    email: 'dana.park@example.com',
  });
  await apiCall(token, 'GET', '/api/client');
  const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
    contactInfo: pleadings.SAMPLE_CONTACT,
    saveAsDefault: true,
  });
  const where = { county: 'Hunterdon', city: 'Flemington', zipcode: '08822', streetAddress: '12 Main Street' };
  // Hunterdon's Division of Taxation county code (the Filing screen asks the court by it).
  const countyId = 10;
  const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, ...where, countyId, contactInfoId: contact.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
    caseInfo: { ...caseInfo, ...where, propertyId: property.id },
    status: 'vc-sign',
  });
  await signByApi(token, created.id);
  return { token, caseId: created.id };
}

describe('a county line no source gives', () => {
  it("lists Hunterdon's blank street and ZIP on the Filing screen, with where to find them", async () => {
    const { token, caseId } = await hunterdonCase();
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(browser, { viewport });
      await storeToken(context, token);
      await page.goto(`/verified-complaint/${caseId}/filing`);
      await page.getByRole('heading', { level: 1, name: 'Filing' }).waitFor();
      const alert = page.getByRole('alert').filter({ hasText: 'Not ready to file: complete these lines first' });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(
        /The street address, on the caption of every paper and the summons: find it on njcourts\.gov/,
      );
      expect(await alert.innerText()).toMatch(/The ZIP code, on the caption/);
      expect(await overflowing(page), `Filing at ${viewport.width} px`).toEqual([]);
      await expectNoSeriousA11yViolations(page, `Hunterdon filing at ${viewport.width} px`);
      await context.close();
    }
  });
});
