/** Small helpers the browser journeys share: screenshots on request and settled dialogs. */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

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
