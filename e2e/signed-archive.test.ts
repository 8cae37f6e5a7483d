/**
 * The archive of signed papers (docs/product/screens.md#signed-archive; issue 23's archive): three signed cases
 * and a draft; at 390 px the dashboard's dialog lists the three, one is left out, and the ZIP holds a folder per
 * chosen case with each paper as a PDF naming that case's tenant and suit amount. Then a signed complaint corrected
 * before filing: reopened on the case page, signed again on Review & Sign, its first papers listed as superseded.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { formatCurrency, pleadings } from '@rentfile/domain';
import { apiCall, signByApi } from './support/api.ts';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { download, isPdf, pdfText } from './support/files.ts';
import { opened, overflowing, PHONE, settled, shot } from './support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signed papers archive', () => {
  it('zips the chosen signed cases, a folder each, every paper a PDF of that case', async () => {
    const token = await accessTokenFor({ sub: `e2e|archive-${Date.now()}`, email: 'archive@example.com' });
    await apiCall(token, 'GET', '/api/client');
    const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const { id: _id, ...sample } = pleadings.SAMPLE_CASE;
    const make = async (street: string, tenant: string, signed: boolean) => {
      const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
        property: { ...pleadings.SAMPLE_PROPERTY, streetAddress: street, contactInfoId: contact.id },
      });
      const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
        caseInfo: { ...sample, propertyId: property.id, streetAddress: street, tenants: [{ name: tenant }] },
        status: signed ? 'vc-sign' : 'vc-tenants',
      });
      if (signed) await signByApi(token, created.id);
      return created;
    };
    const alpha = await make('1 Alpha Avenue', 'Ann Alpha', true);
    const beta = await make('2 Beta Boulevard', 'Ben Beta', true);
    await make('3 Gamma Court', 'Gil Gamma', true);
    await make('4 Draft Drive', 'Dee Draft', false);

    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    await page.getByRole('button', { name: 'Download signed papers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download signed papers' });
    await opened(dialog);
    await dialog.getByText('Cases in the archive (3 of 3)').waitFor();
    expect(await dialog.getByText('4 Draft Drive').count()).toBe(0);
    await dialog.getByRole('checkbox', { name: /3 Gamma Court/ }).uncheck();
    await dialog.getByText('Cases in the archive (2 of 3)').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'signed papers archive');
    await shot(page, 'signed-archive-phone');

    const zip = unzipSync(await download(page, dialog.getByRole('button', { name: 'Download ZIP (2)' })));
    await dialog.getByText(/^Saved Signed papers \d{4}-\d{2}-\d{2}\.zip: 2 cases\.$/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Download ZIP (2)' }).isEnabled()).toBe(true);
    await settled(page);
    await shot(page, 'signed-archive-phone-saved');
    const folders = new Set(Object.keys(zip).map((path) => path.split('/')[0]));
    expect([...folders].sort()).toEqual([
      `1 Alpha Avenue Apt 2B - Ann Alpha - case ${alpha.id}`,
      `2 Beta Boulevard Apt 2B - Ben Beta - case ${beta.id}`,
    ]);
    for (const [folder, tenant, street, other] of [
      [`1 Alpha Avenue Apt 2B - Ann Alpha - case ${alpha.id}`, 'Ann Alpha', '1 Alpha Avenue', 'Ben Beta'],
      [`2 Beta Boulevard Apt 2B - Ben Beta - case ${beta.id}`, 'Ben Beta', '2 Beta Boulevard', 'Ann Alpha'],
    ] as const) {
      const papers = Object.entries(zip).filter(([path]) => path.startsWith(`${folder}/`));
      expect(papers.map(([path]) => path.slice(folder.length + 1))).toContain('Verified Complaint.pdf');
      for (const [, bytes] of papers) expect(isPdf(bytes)).toBe(true);
      const complaint = (await pdfText(zip[`${folder}/Verified Complaint.pdf`]!)).replace(/\s+/g, ' ');
      expect(complaint).toContain(`v. ${tenant} , an individual ${street}, Apt 2B`);
      expect(complaint).not.toContain(other);
      // The sample case's claims, by hand: six months of $1,850.00 rent, three $75.00 late charges, water $212.40
      // and gas $96.35.
      expect(complaint).toContain(`TOTAL ${formatCurrency(6 * 1850_00 + 3 * 75_00 + 212_40 + 96_35)}`);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);
});

describe('correcting signed papers before filing (docs/product/rules.md#signed-papers)', () => {
  it('reopens the complaint, signs the correction as version 2 and keeps version 1 listed as superseded', async () => {
    const token = await accessTokenFor({ sub: `e2e|correct-${Date.now()}`, email: 'correct@example.com' });
    await apiCall(token, 'GET', '/api/client');
    const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', {
      contactInfo: pleadings.SAMPLE_CONTACT,
      saveAsDefault: true,
    });
    const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
      property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId: contact.id },
    });
    const { id: _id, ...sample } = pleadings.SAMPLE_CASE;
    const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', {
      caseInfo: { ...sample, propertyId: property.id },
      status: 'vc-sign',
    });
    await signByApi(token, created.id);

    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto(`/case-view/${created.id}/overview`);
    const papers = page.getByRole('region', { name: 'Signed papers' });
    await papers.getByText(/^Version 1: signed .* by Maria Lopez$/).waitFor();
    await papers.getByText('Current: these are the papers to file').waitFor();
    await papers.getByRole('button', { name: 'Correct the papers' }).click();
    await papers.getByText(/^Set aside while the complaint is corrected/).waitFor();
    // Reopened, the case offers no papers to file until it is signed again.
    expect(await page.getByRole('button', { name: 'Filing package (one PDF)' }).count()).toBe(0);

    await page.getByRole('link', { name: /^Continue: / }).click();
    await page.getByRole('heading', { level: 1, name: 'Review & Sign' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title or capacity (optional)' });
    await title.fill('Senior Property Manager');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Filing' }).waitFor();

    await page.goto(`/case-view/${created.id}/overview`);
    await papers.getByText(/^Version 2: signed .* by Maria Lopez$/).waitFor();
    const states = await papers
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    expect(states).toEqual(['superseded', 'current']);
    await papers.getByText('Superseded by a later signing: kept for the record, not for filing').waitFor();
    await page.getByRole('button', { name: 'Filing package (one PDF)' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'versions of the signed papers');
    await shot(page, 'signed-papers-versions');
    const stored = await apiCall<{ verifier: { title: string } }>(token, 'GET', `/api/cases/${created.id}`);
    expect(stored.verifier.title).toBe('Senior Property Manager');
    await context.close();
  }, 180_000);
});
