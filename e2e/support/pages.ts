/** Small helpers the browser journeys share: screenshots on request and settled dialogs. */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot into E2E_SCREENSHOTS when that is set, for looking at the pages as a user would. */
export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Waits until no finite CSS transition or animation of the page is running (MUI's fades, ripples and collapses);
 * endless ones (a progress spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Lets a dialog's or menu's fade-in finish, so an accessibility scan sees its final colours. */
export async function opened(element: Locator): Promise<void> {
  await element.waitFor();
  await settled(element.page());
}

/** The phone size the layouts are checked at (issue 21). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The visible elements whose right edge passes the viewport's. The skip link, off screen on purpose, is left aside,
 * and so is what is never painted (MUI's hidden twin of a multi-line field, which keeps the old width for a moment
 * after the window is resized, until its debounced resize handler runs).
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => !el.closest('[href="#main"]'))
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map(
        (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
      );
  });
}
