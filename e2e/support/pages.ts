/** Small helpers the browser journeys share: calling the API with a token, screenshots on request, settled dialogs. */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** Calls the test server's API as the token's client; throws with the answer on anything but 2xx. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const SHOTS = process.env.E2E_SCREENSHOTS ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot into E2E_SCREENSHOTS when that is set, for looking at the pages as a user would. */
export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Lets a dialog's or menu's fade-in finish, so an accessibility scan sees its final colours. */
export async function opened(element: Locator): Promise<void> {
  await element.waitFor();
  await element.page().waitForTimeout(400);
}
