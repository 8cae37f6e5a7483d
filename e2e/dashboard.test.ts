/**
 * Dashboard and properties in a real browser (issue 9): twelve cases made through the API, then search by tenant
 * and by zip, paging 5 a page, sorting, Edit Order at the resume route of different statuses, a closed case, delete
 * with its confirmation, the two banners (closed across reloads, the eviction one back after 7 days), the empty
 * states, and a property deleted with a say on its cases; axe on every page, menu and dialog.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings, TEXTS } from '@rentfile/domain';
import { accessTokenFor, storeToken, type TestUser } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiCall, signByApi } from './support/api.ts';
import { opened, settled, shot } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(user: TestUser): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const token = await accessTokenFor(user);
  const { context, page } = await openPage(browser);
  await storeToken(context, token);
  return { page, token, close: () => context.close() };
}

/** The street of each case row on the page, from its actions button ("Actions for 3 Maple Ave"). */
async function rows(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('button', { name: /^Actions for / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^Actions for /, ''));
}

const street = (i: number) => `${i + 1} Maple Ave`;

/** The sample complaint's answers but its premises, owners and tenants: a case that can be signed. */
const {
  id: _id,
  streetAddress: _street,
  unitNo: _unit,
  city: _city,
  county: _county,
  zipcode: _zip,
  deedNames: _owners,
  tenants: _tenants,
  ...SIGNABLE
} = pleadings.SAMPLE_CASE;

interface Created {
  id: number;
}

describe('dashboard', () => {
  const user: TestUser = {
    sub: 'e2e|dashboard-owner',
    given_name: 'Dana',
    family_name: 'Owner',
    email: 'dana@example.com',
  };
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    token = await accessTokenFor(user);
    // Twelve cases, oldest first: every fourth in Princeton 08540; the sixth with three tenants; the last four at
    // different steps (closed, complaint complete, just started, lease details).
    for (let i = 0; i < 12; i++) {
      const statuses: Record<number, string> = {
        3: 'vc-sign',
        9: 'vc-sign',
        10: 'vc-property',
        11: 'vc-leaseDetails',
      };
      // The signed ones stand on a property of their own at the same place, registered as the complaint says.
      const signable = i === 9 || i === 3;
      const property = signable
        ? await apiCall<Created>(token, 'POST', '/api/properties/save', {
            property: {
              ...pleadings.SAMPLE_PROPERTY,
              streetAddress: street(i),
              unitNo: null,
              city: 'Newark',
              county: 'Essex',
              zipcode: '07102',
              deedNames: ['Dana Owner'],
              ownerContacts: [],
            },
          })
        : null;
      const created = await apiCall<Created>(token, 'POST', '/api/cases', {
        caseInfo: {
          ...(property ? { propertyId: property.id } : {}),
          streetAddress: street(i),
          unitNo: i === 1 ? '2B' : null,
          city: i % 4 === 0 ? 'Princeton' : 'Newark',
          county: i % 4 === 0 ? 'Mercer' : 'Essex',
          zipcode: i % 4 === 0 ? '08540' : '07102',
          deedNames: [i % 2 === 0 ? 'Maple Holdings LLC' : 'Dana Owner'],
          tenants:
            i === 5
              ? [{ name: 'Zelda Quinn' }, { name: 'Amos Reed' }, { name: 'Cora Lind' }]
              : [{ name: `Tenant ${String.fromCharCode(65 + i)}` }],
          ...(i === 8 ? { isDeleted: 'Closed' } : {}),
          // The complete ones are the sample complaint, signed by the signing call below.
          ...(signable ? SIGNABLE : {}),
        },
        ...(statuses[i] ? { status: statuses[i] } : {}),
      });
      // The filed one was signed on the day it was filed, after the sample's last month of rent.
      if (signable) await signByApi(token, created.id, i === 3 ? '2026-03-16' : undefined);
      // The docket number comes from the court record, once the complaint is signed (rules.md#after-filing).
      if (i === 3)
        await apiCall(token, 'PUT', `/api/cases/${created.id}/court`, {
          docketNo: 'LT-004512-25',
          dateFiled: '2026-03-16',
        });
      ids.push(created.id);
    }
  });

  it('pages 5 by 5, sorts by recent activity both ways, and searches by tenant name and by zip on the server', async () => {
    const { page, close } = await signIn(user);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    await expect.poll(() => rows(page)).toEqual([11, 10, 9, 8, 7].map(street));
    expect(await page.getByRole('table', { name: 'Delinquent cases' }).innerText()).toContain('Cases 1–5 of 12');
    await page.getByRole('button', { name: 'Start New Delinquent' }).waitFor();
    expect(await page.getByText('Evictions', { exact: true }).count()).toBe(1);
    await shot(page, 'dashboard');
    await expectNoSeriousA11yViolations(page, 'dashboard');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rows(page)).toEqual([6, 5, 4, 3, 2].map(street));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rows(page)).toEqual([`${street(1)}, Unit 2B`, street(0)]);

    await page.getByRole('button', { name: 'Oldest first' }).click();
    await expect.poll(() => rows(page)).toEqual([street(0), `${street(1)}, Unit 2B`, street(2), street(3), street(4)]);
    await page.getByRole('button', { name: 'Newest first' }).click();
    await expect.poll(() => rows(page)).toEqual([11, 10, 9, 8, 7].map(street));

    // The tenant column shows two names, then more/less.
    const search = page.getByRole('searchbox', { name: 'Search Cases' });
    await search.fill('zelda');
    await expect.poll(() => rows(page)).toEqual([street(5)]);
    const row = page.getByRole('row').filter({ hasText: street(5) });
    expect(await row.innerText()).not.toContain('Cora Lind');
    await row.getByRole('button', { name: '1 more' }).click();
    expect(await row.innerText()).toContain('Cora Lind');
    await row.getByRole('button', { name: 'less' }).click();
    await page.getByRole('status').filter({ hasText: '1 case matches “zelda”.' }).waitFor();

    await search.fill('08540');
    await expect.poll(() => rows(page)).toEqual([8, 4, 0].map(street));
    await search.fill('no such place');
    await page.getByText('No cases match “no such place”.').waitFor();
    await search.fill('');
    await expect.poll(() => rows(page)).toEqual([11, 10, 9, 8, 7].map(street));
    await close();
  });

  it("shows the start button's tooltip on hover and on keyboard focus, the focus staying on the button", async () => {
    const start = (page: Page) => page.getByRole('button', { name: 'Start a new delinquent case' });
    const tooltip = (page: Page) => page.getByRole('tooltip', { name: 'Start a new delinquent case' });
    const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

    const hovered = await signIn(user);
    await hovered.page.goto('/');
    await start(hovered.page).hover();
    await tooltip(hovered.page).waitFor();
    await hovered.page.mouse.move(0, 0);
    await tooltip(hovered.page).waitFor({ state: 'hidden' });
    await hovered.close();

    const { page, close } = await signIn(user);
    await page.goto('/');
    await start(page).waitFor();
    const button = await start(page).elementHandle();
    for (let i = 0; i < 20 && (await focused(page)) !== 'Start a new delinquent case'; i++)
      await page.keyboard.press('Tab');
    await tooltip(page).waitFor();
    expect(await button?.evaluate((b) => b === document.activeElement && b.isConnected)).toBe(true);
    await page.keyboard.press('Tab');
    await tooltip(page).waitFor({ state: 'hidden' });
    expect(await focused(page)).not.toBe('Start a new delinquent case');
    await close();
  });

  it('Edit Order resumes each case at its step; a closed case says it cannot be edited; the docket opens the case view, and a malformed case id is not found', async () => {
    const { page, close } = await signIn(user);
    const editOrder = async (i: number) => {
      await page.goto('/');
      await page.getByRole('button', { name: `Actions for ${street(i)}` }).click();
      await page.getByRole('menuitem', { name: /Edit Order/ }).click();
    };
    await editOrder(11);
    await page.waitForURL(`**/verified-complaint/${ids[11]}/lease-details`);
    await editOrder(10);
    await page.waitForURL(`**/verified-complaint/${ids[10]}/property/owner`);
    await editOrder(9);
    await page.waitForURL(`**/verified-complaint/${ids[9]}/signature`);

    await page.goto('/');
    await page.getByRole('button', { name: `Actions for ${street(8)}` }).click();
    const menu = page.getByRole('menu');
    await opened(menu);
    const closed = menu.getByRole('menuitem', { name: /Edit Order/ });
    expect(await closed.getAttribute('aria-disabled')).toBe('true');
    expect(await closed.innerText()).toContain('This case is closed, so it can no longer be edited.');
    await shot(page, 'dashboard-row-menu-closed');
    await expectNoSeriousA11yViolations(page, 'row menu of a closed case');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search Cases' }).fill(street(3));
    await expect.poll(() => rows(page)).toEqual([street(3)]);
    await page.getByRole('link', { name: /Docket LT-004512-25/ }).click();
    await page.waitForURL(`**/case-view/${ids[3]}/overview`);
    await page.getByRole('heading', { level: 1, name: street(3) }).waitFor();
    await page.getByRole('heading', { name: 'Pleadings' }).waitFor();
    await page.getByText('Essex County', { exact: false }).first().waitFor();
    await page.getByRole('region', { name: 'Court record' }).waitFor();
    await settled(page);
    await shot(page, 'case-view');
    await expectNoSeriousA11yViolations(page, 'case view');

    await page.goto('/case-view/not-a-number/overview');
    await page.getByRole('heading', { level: 1, name: 'Case not found' }).waitFor();
    await close();
  });

  it('asks before deleting a case, and deletes it only on yes', async () => {
    const { page, close } = await signIn(user);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    await expect.poll(() => rows(page), { timeout: 15_000 }).toContain(street(7));
    const remove = async () => {
      await page.getByRole('button', { name: `Actions for ${street(7)}` }).click();
      await page.getByRole('menuitem', { name: 'DELETE' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete case' });
      await opened(dialog);
      expect(await dialog.innerText()).toContain(TEXTS.deleteConfirm);
      return dialog;
    };
    let dialog = await remove();
    await shot(page, 'dashboard-delete-dialog');
    await expectNoSeriousA11yViolations(page, 'delete case dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await rows(page)).toContain(street(7));

    dialog = await remove();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows(page)).toEqual([11, 10, 9, 8, 6].map(street));
    const list = await apiCall<{ total: number }>(token, 'GET', '/api/client/cases');
    expect(list.total).toBe(11);
    await close();
  });

  it('keeps both banners closed after a reload, and shows the eviction banner again 7 days after closing', async () => {
    const bannerUser: TestUser = { sub: 'e2e|dashboard-banners', given_name: 'Bea', family_name: 'Banner' };
    const { page, token: bannerToken, close } = await signIn(bannerUser);
    await page.goto('/');
    const upcoming = page.getByRole('region', { name: 'Upcoming features' });
    const eviction = page.getByRole('region', { name: 'Evictions' });
    await upcoming.waitFor();
    await eviction.waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Begin your first case' })
      .or(page.getByText(TEXTS.emptyCases))
      .first()
      .waitFor();
    await shot(page, 'dashboard-empty');
    await expectNoSeriousA11yViolations(page, 'empty dashboard with banners');

    await upcoming.getByRole('button', { name: 'Close the upcoming features announcement' }).click();
    await upcoming.waitFor({ state: 'detached' });
    await eviction.getByRole('button', { name: 'Close the evictions announcement' }).click();
    await eviction.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText(TEXTS.emptyCases).waitFor();
    expect(await upcoming.count()).toBe(0);
    expect(await eviction.count()).toBe(0);

    const me = await apiCall<{
      auth0Id: string;
      closedUpcomingBanner: boolean;
      closedEvictionBannerTime: string | null;
    }>(bannerToken, 'GET', '/api/client');
    expect(me.closedUpcomingBanner).toBe(true);
    expect(me.closedEvictionBannerTime).not.toBeNull();

    // Six days later it stays closed; eight days later it is back (and the upcoming one stays closed).
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();
    await apiCall(bannerToken, 'PUT', '/api/update-user', {
      user: { auth0Id: me.auth0Id, closedEvictionBannerTime: daysAgo(6) },
    });
    await page.reload();
    await page.getByText(TEXTS.emptyCases).waitFor();
    expect(await eviction.count()).toBe(0);
    await apiCall(bannerToken, 'PUT', '/api/update-user', {
      user: { auth0Id: me.auth0Id, closedEvictionBannerTime: daysAgo(8) },
    });
    await page.reload();
    await eviction.waitFor();
    expect(await upcoming.count()).toBe(0);

    // The empty state starts a case.
    await page.getByRole('button', { name: 'Start Delinquent' }).click();
    await page.waitForURL('**/verified-complaint/new**');
    await close();
  });
});

describe('landlord filter', () => {
  it("filters the cases by a landlord on the deed with the browser's own select, by keyboard too", async () => {
    const user: TestUser = { sub: 'e2e|landlord-filter', given_name: 'Alma', family_name: 'Agent' };
    const { page, token, close } = await signIn(user);
    const owners = ['Birch Rentals LLC', 'Carla Diaz'];
    for (const [i, owner] of owners.entries()) {
      const property = await apiCall<Created>(token, 'POST', '/api/properties/save', {
        property: {
          propertyType: 'Residential',
          streetAddress: `${i + 1} Birch Rd`,
          city: 'Trenton',
          county: 'Mercer',
          zipcode: '08608',
          deedNames: [owner],
          status: 'address',
        },
      });
      await apiCall(token, 'POST', '/api/cases', {
        caseInfo: { propertyId: property.id, streetAddress: `${i + 1} Birch Rd`, deedNames: [owner] },
      });
    }
    await page.goto('/');
    const filter = page.getByRole('combobox', { name: 'Landlord' });
    await filter.waitFor();
    await expect.poll(() => rows(page)).toEqual(['2 Birch Rd', '1 Birch Rd']);
    expect(await filter.locator('option').allInnerTexts()).toEqual(['All landlords', ...owners]);
    await shot(page, 'dashboard-landlord-filter');
    await expectNoSeriousA11yViolations(page, 'dashboard with the landlord filter');

    await filter.selectOption('Carla Diaz');
    await expect.poll(() => rows(page)).toEqual(['2 Birch Rd']);
    await filter.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => rows(page)).toEqual(['1 Birch Rd']);
    await filter.selectOption('');
    await expect.poll(() => rows(page)).toEqual(['2 Birch Rd', '1 Birch Rd']);
    await close();
  });
});

describe('properties', () => {
  it('lists properties 5 a page with registration, searches, and deletes one with a say on its cases', async () => {
    const user: TestUser = { sub: 'e2e|properties-owner', given_name: 'Pat', family_name: 'Props' };
    const { page, token, close } = await signIn(user);
    await page.goto('/properties');
    await page.getByText(TEXTS.emptyProperties).waitFor();
    await page.getByRole('button', { name: 'Start Delinquent Letter' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'empty properties');

    const propertyIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const saved = await apiCall<Created>(token, 'POST', '/api/properties/save', {
        property: {
          propertyType: 'Residential',
          streetAddress: `${i + 10} Cedar St`,
          city: 'Trenton',
          county: 'Mercer',
          zipcode: i === 2 ? '08611' : '08608',
          deedNames: ['Cedar Homes LLC'],
          status: 'address',
          ...(i === 0 ? { registrationFiled: true, registrationDocsFiledDate: '2025-03-04' } : {}),
        },
      });
      propertyIds.push(saved.id);
    }
    for (const name of ['Tara One', 'Tom Two']) {
      await apiCall(token, 'POST', '/api/cases', { caseInfo: { propertyId: propertyIds[0], tenants: [{ name }] } });
    }

    await page.reload();
    const table = page.getByRole('table', { name: 'Properties' });
    await table.waitFor();
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(5);
    expect(await table.innerText()).toContain('Properties 1–5 of 6');
    await shot(page, 'properties');
    await expectNoSeriousA11yViolations(page, 'properties');

    await page.getByRole('searchbox', { name: 'Search Properties' }).fill('08611');
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search Properties' }).fill('');
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(5);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(1);
    expect(await table.innerText()).toContain('Filed 3.4.2025');

    await page.getByRole('button', { name: 'Actions for 10 Cedar St' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete property' });
    await opened(confirm);
    expect(await confirm.innerText()).toContain(TEXTS.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const choice = page.getByRole('dialog', { name: 'This property has 2 cases' });
    await opened(choice);
    await shot(page, 'properties-delete-choice');
    await expectNoSeriousA11yViolations(page, 'property cases choice dialog');
    await choice.getByRole('button', { name: 'Delete the property, keep the cases' }).click();
    await choice.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Actions for 10 Cedar St' }).count()).toBe(0);
    const cases = await apiCall<{ total: number }>(token, 'GET', '/api/client/cases');
    expect(cases.total).toBe(2);
    await close();
  });
});
