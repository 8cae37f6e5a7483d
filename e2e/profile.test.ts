/**
 * Profile in a real browser (issue 9): avatar upload refuses a text file renamed .png and accepts a real picture
 * (shown in the top bar too), contacts (the default one has no delete; add with validation, edit, delete after a
 * confirm, choose the default), court accommodations set and cleared, the account's data downloaded and the
 * account deleted, and signing out of every device (issue 20); axe on the page and each dialog.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION, TEXTS } from '@rentfile/domain';
import { accessTokenFor, storeToken, type TestUser } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import { opened, overflowing, settled, shot } from './support/pages.ts';
import { registerForm, signInForm } from './support/signin.ts';

const PASSWORD = 'Landlord2024';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const contact = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  streetAddress: '12 Main Street',
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  phone: '(973) 555-0100',
  email: `${firstName.toLowerCase()}@example.com`,
});

describe('profile', () => {
  it('refuses a text file renamed .png, accepts a real picture and shows it in the top bar', async () => {
    const user: TestUser = { sub: 'e2e|profile-avatar', given_name: 'Ava', family_name: 'Tar' };
    const { context, page } = await openPage(browser);
    await storeToken(context, await accessTokenFor(user));
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const picker = page.locator('input[type="file"]');

    await picker.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Just some text, not a picture.\n'.repeat(10)),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The file is not a PNG, JPEG or WebP picture.');
    expect(await page.getByRole('img', { name: "Ava Tar's picture" }).count()).toBe(0);

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 58, b: 96 } } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Your picture was saved.').waitFor();
    await expect.poll(() => page.getByRole('img', { name: "Ava Tar's picture" }).count()).toBe(2);
    const topBarPicture = page.getByRole('banner').getByRole('img', { name: "Ava Tar's picture" });
    expect(await topBarPicture.getAttribute('src')).toMatch(/^blob:/);
    await page.reload();
    await page.getByRole('banner').getByRole('img', { name: "Ava Tar's picture" }).waitFor();
    await context.close();
  });

  it('lists contacts with the default one undeletable, adds, edits, deletes and changes the default', async () => {
    const user: TestUser = { sub: 'e2e|profile-contacts', given_name: 'Cody', family_name: 'Contact' };
    const token = await accessTokenFor(user);
    await apiCall(token, 'POST', '/api/contactInfo', { contactInfo: contact('Maria', 'Lopez'), saveAsDefault: true });
    await apiCall(token, 'POST', '/api/contactInfo', { contactInfo: contact('Ana', 'Silva') });
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/profile');
    const contacts = page.getByRole('list', { name: 'Contacts' });
    const maria = contacts.getByRole('listitem').filter({ hasText: 'Maria Lopez' });
    const ana = contacts.getByRole('listitem').filter({ hasText: 'Ana Silva' });
    await maria.waitFor();
    expect(await maria.innerText()).toContain('Default');
    expect(await maria.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await ana.getByRole('button', { name: 'Delete Ana Silva' }).count()).toBe(1);
    await settled(page);
    await shot(page, 'profile');
    await expectNoSeriousA11yViolations(page, 'profile');

    // Add: required fields say so, then a valid contact is saved.
    await page.getByRole('button', { name: 'Add a contact' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await opened(dialog);
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.getByText('Item is required').first().waitFor();
    expect(await dialog.innerText()).toContain('E-mail is required');
    await shot(page, 'profile-contact-dialog');
    await expectNoSeriousA11yViolations(page, 'contact dialog');
    await dialog.getByLabel('First name').fill('Omar');
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Street address').fill('5 Broad St');
    await dialog.getByLabel('City').fill('Trenton');
    await dialog.getByLabel('Zip').fill('08608');
    await dialog.getByLabel('Phone', { exact: true }).fill('6095550123');
    expect(await dialog.getByLabel('Phone', { exact: true }).inputValue()).toBe('(609) 555-0123');
    await dialog.getByLabel('E-mail').fill('omar@');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.getByText('E-mail must be valid').waitFor();
    await dialog.getByLabel('E-mail').fill('omar@example.com');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.waitFor({ state: 'detached' });
    const omar = contacts.getByRole('listitem').filter({ hasText: 'Omar Haddad' });
    await omar.waitFor();

    // Edit.
    await omar.getByRole('button', { name: 'Edit Omar Haddad' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await opened(dialog);
    await dialog.getByLabel('Company').fill('Haddad Realty');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.waitFor({ state: 'detached' });
    await omar.getByText('Haddad Realty').waitFor();

    // Delete after the confirmation.
    await ana.getByRole('button', { name: 'Delete Ana Silva' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contact' });
    await opened(confirm);
    expect(await confirm.innerText()).toContain(TEXTS.deleteConfirm);
    await expectNoSeriousA11yViolations(page, 'delete contact dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await ana.waitFor({ state: 'detached' });

    // A new default: the old one can now be deleted, the new one cannot.
    await omar.getByRole('button', { name: 'Make Omar Haddad the default contact' }).click();
    await omar.getByText('Default', { exact: true }).waitFor();
    await maria.getByRole('button', { name: 'Delete Maria Lopez' }).waitFor();
    expect(await omar.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    const me = await apiCall<{ defaultContactInfoId: number }>(token, 'GET', '/api/client');
    const list = await apiCall<Array<{ id: number; firstName: string }>>(token, 'GET', '/api/contactInfos');
    expect(list.map((c) => c.firstName)).toEqual(['Maria', 'Omar']);
    expect(me.defaultContactInfoId).toBe(list[1]!.id);
    await context.close();
  });

  it('sets and clears the interpreter language and the disability accommodation', async () => {
    const user: TestUser = { sub: 'e2e|profile-court', given_name: 'Iris', family_name: 'Court' };
    const token = await accessTokenFor(user);
    const { context, page } = await openPage(browser);
    await storeToken(context, token);
    await page.goto('/profile');
    const language = page.getByRole('textbox', { name: 'Interpreter language' });
    await language.fill('Spanish');
    await page.getByRole('form', { name: 'Interpreter language' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('An interpreter for Spanish will be requested.').waitFor();
    const accommodation = page.getByRole('textbox', { name: 'Disability accommodation' });
    await accommodation.fill('Wheelchair access');
    await page.getByRole('form', { name: 'Disability accommodation' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Accommodation requested: Wheelchair access').waitFor();
    let me = await apiCall<{
      interpreter: boolean;
      language: string | null;
      disability: boolean;
      accommodation: string | null;
    }>(token, 'GET', '/api/client');
    expect(me).toMatchObject({
      interpreter: true,
      language: 'Spanish',
      disability: true,
      accommodation: 'Wheelchair access',
    });

    await page.reload();
    await language.fill('  ');
    await page.getByRole('form', { name: 'Interpreter language' }).getByRole('button', { name: 'Clear' }).click();
    await page.getByText('No interpreter requested.').waitFor();
    me = await apiCall(token, 'GET', '/api/client');
    expect(me).toMatchObject({ interpreter: false, language: null, disability: true });
    await context.close();
  });

  it('downloads all my data, then deletes the account after asking for the password (390 px wide)', async () => {
    const { context, page } = await openPage(browser, { acceptDownloads: true });
    const email = `leaver-${Date.now()}@example.test`;
    await page.goto('/register');
    await registerForm(page, { firstName: 'Lee', lastName: 'Leaver', email, password: PASSWORD });
    await page.getByRole('heading', { level: 1, name: 'Delinquents' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    // The profile fits a phone: no advice to use a desktop comes first (docs/product/screens.md#phone-size).
    const account = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Your account' }) });
    await account.waitFor();
    expect(await overflowing(page)).toEqual([]);

    await account.getByRole('button', { name: 'Download all my data' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Download all my data' });
    await opened(exportDialog);
    await expectNoSeriousA11yViolations(page, 'profile export dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rentfile-nj-my-data.zip');
    const archive = unzipSync(new Uint8Array(readFileSync(await download.path())));
    // The export holds the acceptance of the terms the sign-up recorded (decision 0039).
    expect(JSON.parse(strFromU8(archive['data.json']!))).toMatchObject({
      account: { email, firstName: 'Lee', termsVersion: TERMS_VERSION, termsAcceptedAt: expect.any(String) },
    });

    await account.getByRole('button', { name: 'Delete my account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete my account' });
    await opened(deleteDialog);
    await expectNoSeriousA11yViolations(page, 'profile delete dialog');
    await shot(page, 'profile-delete-account');
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    // A refusal is shown on the field it names (the form kit), in words.
    await deleteDialog.getByText('Enter your password to delete your account.').waitFor();
    await deleteDialog.getByLabel('Your password').fill('Wrong12345');
    await deleteDialog.getByLabel('Your password').press('Enter');
    await deleteDialog.getByText('Your current password is not right.').waitFor();
    await deleteDialog.getByLabel('Your password').fill(PASSWORD);
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    const done = page.getByRole('dialog', { name: 'Account deleted' });
    await done.getByText('Your account and all its data have been deleted.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInForm(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' }).waitFor();
    await context.close();
  });

  it('signs out of every device: another browser signed in to the account is signed out too', async () => {
    const email = `everywhere-${Date.now()}@example.test`;
    const first = await openPage(browser);
    await first.page.goto('/register');
    await registerForm(first.page, { firstName: 'Eve', lastName: 'Rywhere', email, password: PASSWORD });
    await first.page.getByRole('button', { name: /Hi, Eve/ }).waitFor();
    const second = await openPage(browser);
    await second.page.goto('/login');
    await signInForm(second.page, email, PASSWORD);
    await second.page.getByRole('button', { name: /Hi, Eve/ }).waitFor();

    await first.page.goto('/profile');
    await first.page.getByRole('button', { name: 'Sign out of every device' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Sign out of every device' });
    await opened(dialog);
    await expectNoSeriousA11yViolations(first.page, 'profile sign-out-everywhere dialog');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    // The other browser's token is refused on its next call, and its provider session is gone: it must sign in.
    await second.page.goto('/profile');
    await second.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await second.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await first.context.close();
    await second.context.close();
  });
});
