/**
 * Representation in a real browser (issue 18; docs/product/rules.md#representation): an attorney fills the attorney
 * profile, prepares a case for an LLC client, chooses themself as attorney of record on Review & Sign, downloads the
 * complaint with the attorney's block and sees the initials on the dashboard; an LLC owner without an attorney
 * reaches Review & Sign at phone width, is told why, has the watermarked draft, and cannot submit or get signed papers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings, REPRESENTATION_MESSAGES } from '@rentfile/domain';
import { accessTokenFor, storeToken } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiCall } from './support/api.ts';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { download, pdfText } from './support/files.ts';
import { PHONE, shot } from './support/pages.ts';
import { choose, heading } from './support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LLC = 'Elmora Holdings LLC';
const REFUSAL = REPRESENTATION_MESSAGES.attorneyRequired(LLC, 'a limited liability company');

/** An LLC client's property and a case on it ready to sign (the sample case's answers), created through the API. */
async function llcCaseReadyToSign(token: string, email: string): Promise<number> {
  await apiCall(token, 'GET', '/api/client');
  const contact = await apiCall<{ id: number }>(token, 'POST', '/api/contactInfo', { contactInfo: { ...pleadings.SAMPLE_CONTACT, email }, saveAsDefault: true });
  const counties = await apiCall<Array<{ countyId: number; countyName: string }>>(token, 'GET', '/api/countiesOfState?stateId=31');
  const union = counties.find((c) => c.countyName === 'Union')!;
  const property = await apiCall<{ id: number }>(token, 'POST', '/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, countyId: union.countyId, deedNames: [LLC], ownershipType: 'Limited Liability Company', clientType: 'agent', contactInfoId: contact.id },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await apiCall<{ id: number }>(token, 'POST', '/api/cases', { caseInfo: { ...caseInfo, propertyId: property.id, deedNames: [LLC] }, status: 'vc-sign' });
  return created.id;
}

async function fillAttorneyProfile(page: Page, attorneyId: string): Promise<void> {
  const field = (name: string) => page.locator(`#own-attorney-${name}`);
  await field('firstName').fill('Dana');
  await field('lastName').fill('Whitfield');
  await field('attorneyId').fill(attorneyId);
  await field('firm').fill('Whitfield & Ames LLP');
  await field('streetAddress').fill('10 Park Place');
  await field('unitNo').fill('Suite 400');
  await field('city').fill('Newark');
  await field('zipcode').fill('07102');
  await field('phone').fill('9735550142');
  await field('email').fill('dana@whitfieldames.example');
}

describe('representation', () => {
  it('an attorney fills the profile, files for an LLC client as attorney of record, downloads the papers, and the dashboard shows the initials', async () => {
    const token = await accessTokenFor({ sub: `e2e|attorney-${Date.now()}`, given_name: 'Dana', family_name: 'Whitfield', email: 'dana@whitfieldames.example' });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);

    await page.goto('/profile');
    await heading(page, 'Profile');
    await fillAttorneyProfile(page, '12345');
    await page.getByRole('button', { name: 'I am an attorney: save profile' }).click();
    await page.getByText(REPRESENTATION_MESSAGES.attorneyIdFormat).waitFor();
    await page.locator('#own-attorney-attorneyId').fill('012342005');
    await page.getByRole('button', { name: 'I am an attorney: save profile' }).click();
    await page.getByText('Attorney profile saved.').waitFor();
    await expectNoSeriousA11yViolations(page, 'profile with attorney');
    await shot(page, 'representation-profile');
    expect(await apiCall<{ attorneyId: string; phone: string }>(token, 'GET', '/api/attorney-profile')).toMatchObject({ attorneyId: '012342005', phone: '(973) 555-0142' });

    const caseId = await llcCaseReadyToSign(token, 'dana@whitfieldames.example');
    await page.goto(`/verified-complaint/${caseId}/signature`);
    await heading(page, 'Review & Sign');
    await page.getByText(REFUSAL).waitFor();
    await choose(page, 'Attorney of record', 'Dana Whitfield (you), NJ Attorney ID 012342005');
    await page.getByText(REFUSAL).waitFor({ state: 'detached' });
    await expect.poll(async () => (await apiCall<{ attorneyId: number | null }>(token, 'GET', `/api/cases/${caseId}`)).attorneyId).not.toBeNull();
    await expectNoSeriousA11yViolations(page, 'review and sign with attorney');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    await heading(page, 'Filing');
    const complaint = await pdfText(await download(page, page.getByRole('button', { name: 'Download Verified Complaint' })));
    const text = complaint.replace(/\s+/g, ' ');
    expect(text).toContain('Dana Whitfield NJ Attorney ID No. 012342005 Whitfield & Ames LLP 10 Park Place, Suite 400 Newark, NJ 07102 Phone: (973) 555-0142 Email: dana@whitfieldames.example Attorney for Plaintiff');
    expect(text).toContain(`The plaintiff, ${LLC}, by Dana Whitfield, attorney for the plaintiff`);
    const all = await download(page, page.getByRole('button', { name: 'Download all documents' }));
    expect(all.byteLength).toBeGreaterThan(0);

    await page.goto('/');
    await heading(page, /Delinquents/);
    const row = page.getByRole('row').filter({ hasText: '48 Elmora Avenue' });
    await row.getByRole('cell', { name: 'DW', exact: true }).waitFor();
    await context.close();
  }, 180_000);

  it('an LLC owner without an attorney sees why on Review & Sign at 390 px, has the draft preview, and cannot submit or get signed papers', async () => {
    const token = await accessTokenFor({ sub: `e2e|llc-owner-${Date.now()}`, given_name: 'Ana', family_name: 'Ruiz', email: 'ana@example.com' });
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await storeToken(context, token);
    const caseId = await llcCaseReadyToSign(token, 'ana@example.com');

    await page.goto(`/verified-complaint/${caseId}/signature`);
    await page.getByRole('button', { name: 'Continue anyway' }).click();
    await heading(page, 'Review & Sign');
    await page.getByText(REFUSAL).waitFor();
    await page.locator('iframe[title="Preview of the verified complaint (PDF)"]').waitFor({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Attorney of record' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('main').getByText(REFUSAL).nth(1).waitFor();
    await heading(page, 'Review & Sign');
    // The representation section fits the phone's width (the amounts table above it is another screen part's).
    const section = (await page.getByRole('region', { name: 'Who files the papers' }).boundingBox())!;
    expect(section.x).toBeGreaterThanOrEqual(0);
    expect(section.x + section.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'review and sign without attorney');
    await shot(page, 'representation-refused-phone');

    expect(await apiCall<unknown[]>(token, 'GET', `/api/caseOrders/${caseId}`)).toEqual([]);
    const signed = await fetch(`${baseUrl()}/api/create-case-pleading-pdf`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ caseId, templateName: 'print_all' }),
    });
    expect(signed.status).toBe(400);
    expect(((await signed.json()) as { error: string }).error).toBe(REFUSAL);
    await context.close();
  }, 120_000);
});
