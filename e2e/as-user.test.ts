/**
 * Impersonation in the browser (docs/product/data-and-rules.md#routes /as-user/{auth0Id}, docs/product/data-and-rules.md#roles; issue 4): an administrator (made by the operator
 * command in the global setup) signs in through the built-in pages and opens another client's dashboard and case;
 * anyone else is refused with 403 in the error banner and sees nothing of that client.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInForm } from './support/signin.ts';
import { heading } from './support/wizard.ts';

const CLIENT = {
  sub: `e2e|as-user-client-${Date.now()}`,
  given_name: 'Vera',
  family_name: 'Client',
  email: 'vera.client@example.com',
};
const STREET = '12 Impersonation Lane';

let browser: Browser;
let caseId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await accessTokenFor(CLIENT);
  await apiCall(token, 'GET', '/api/client');
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
    caseInfo: {
      streetAddress: STREET,
      city: 'Trenton',
      county: 'Mercer',
      zipcode: '08608',
      tenants: [{ name: 'Ivan Occupant', tenantType: 'individual' }],
    },
    status: 'vc-tenants',
    submitted: false,
  });
  caseId = created.id;
});
afterAll(async () => {
  await browser?.close();
});

describe('/as-user/{auth0Id}', () => {
  it("lets an administrator open another client's dashboard and case", async () => {
    const admin = inject('admin');
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await signInForm(page, admin.email, admin.password);
    await page.getByRole('button', { name: new RegExp(`Hi, ${admin.firstName}`) }).waitFor();
    await heading(page, 'Delinquents');
    expect(await page.getByRole('row').filter({ hasText: STREET }).count()).toBe(0);

    await page.goto(`/as-user/${encodeURIComponent(CLIENT.sub)}`);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: /Hi, Vera/ }).waitFor();
    await page.getByRole('row').filter({ hasText: STREET }).filter({ hasText: 'Ivan Occupant' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard as another user');

    await page.goto(`/case-view/${caseId}/overview`);
    await heading(page, STREET);
    await page.getByText('Ivan Occupant').waitFor();
    await context.close();
  });

  it("refuses anyone else with 403 in the error banner, and shows nothing of the other client's", async () => {
    const nosy = await accessTokenFor({
      sub: `e2e|as-user-nosy-${Date.now()}`,
      given_name: 'Nora',
      family_name: 'Nosy',
      email: 'nora@example.com',
    });
    const { context, page } = await openPage(browser);
    await storeToken(context, nosy);
    const refused: number[] = [];
    page.on('response', (r) => {
      if (r.request().headers()['as-user'] === CLIENT.sub) refused.push(r.status());
    });

    await page.goto(`/as-user/${encodeURIComponent(CLIENT.sub)}`);
    await page.getByRole('alert').filter({ hasText: 'Only an administrator may act as another user.' }).waitFor();
    await heading(page, 'You cannot act as this user');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((s) => s === 403)).toBe(true);
    await page.getByRole('button', { name: /Hi, Nora/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'as-user refused');
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(STREET);
    expect(text).not.toContain('Vera');

    // The refusal ended the impersonation: Nora's own dashboard, and the other client's case is not found.
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await heading(page, 'Delinquents');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText()).not.toContain(STREET);
    await page.goto(`/case-view/${caseId}/overview`);
    await heading(page, 'Case not found');
    expect(await page.locator('body').innerText()).not.toContain(STREET);
    await context.close();
  });
});
