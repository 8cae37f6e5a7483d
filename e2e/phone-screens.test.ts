/**
 * Every screen at phone size (issue 21, docs/product/screens.md): each screen below is opened at 390×844 with a real
 * case behind it, and nothing on it may be wider than the screen, nor may it carry a serious accessibility violation.
 * Every screen of the route table (apps/web/src/lib/routes.ts) is here or in a journey that checks it at that size.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { overflowing, PHONE, settled, shot } from './support/pages.ts';
import { caseAtLeaseDetails } from './support/wizardCase.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The screens and their headings; `:id` is the case's id. */
const SCREENS: Array<[path: string, heading: string | RegExp]> = [
  ['/verified-complaint/:id/before-creating', 'Before You Begin'],
  ['/verified-complaint/:id/intro', 'Delinquent Letter'],
  ['/verified-complaint/:id/select-property', "Let's start with your property"],
  ['/verified-complaint/:id/property/type', 'Property Type'],
  ['/verified-complaint/:id/property/address', 'Property Address'],
  ['/verified-complaint/:id/property/owner', 'Deed Information'],
  ['/verified-complaint/:id/property/owner-association', 'Association to Owner'],
  ['/verified-complaint/:id/property/contact', 'Contact Information'],
  ['/verified-complaint/:id/tenants', 'Tenant Information'],
  ['/verified-complaint/:id/lease-details', 'Lease Details'],
  ['/verified-complaint/:id/past-due-rent', 'Past Due Rent'],
  ['/properties', 'Properties'],
  ['/properties/new', 'Property Type'],
  ['/order-details/:id', /^Verified Complaint for /],
  ['/profile', 'Profile'],
  ['/change-password', 'Change Password'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  // Last: an administrator's page, which refuses anyone else (the as-user header is dropped at once).
  ['/as-user/e2e|nobody', 'You cannot act as this user'],
];

/** Screens a visitor without an account opens (signing in itself is the sign-in provider's page). */
const PUBLIC_SCREENS: Array<[path: string, heading: string | RegExp]> = [
  ['/register', /Register|Create your account/],
  ['/login', /^Sign in$/],
  ['/unauthorized', 'Please sign in'],
  ['/verify-email', 'Verify your e-mail'],
];

describe('the screens at phone size', () => {
  it('keep everything inside 390 px and pass the accessibility scan', { timeout: 300_000 }, async () => {
    const { token, caseId } = await caseAtLeaseDetails('phone-screens', {
      tenants: ['Pat Phone', 'A Tenant With A Rather Long Full Name'],
    });
    // An order placed, so Order Details shows its order's section too.
    await apiCall(token, 'POST', '/api/orders', { caseId });
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    const found: Record<string, string[]> = {};
    for (const [path, heading] of SCREENS) {
      await page.goto(path.replace(':id', String(caseId)));
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await settled(page);
      const wide = await overflowing(page);
      if (wide.length) found[path] = wide;
      await expectNoSeriousA11yViolations(page, `${path} (phone)`);
      await shot(page, `phone${path.replace(':id', 'case').replaceAll('/', '-')}`);
    }
    expect(found).toEqual({});
    await context.close();
  });

  it('keeps the pages of a visitor without an account inside 390 px', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    for (const [path, heading] of PUBLIC_SCREENS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await settled(page);
      expect(await overflowing(page), path).toEqual([]);
      await expectNoSeriousA11yViolations(page, `${path} (phone)`);
      await shot(page, `phone${path.replaceAll('/', '-')}`);
    }
    await context.close();
  });
});
