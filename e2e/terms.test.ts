import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records each scroll position the window passes through. */
async function recordScrolls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    window.addEventListener('scroll', () => w.scrolls.push(window.scrollY), { passive: true });
  });
}

const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);

describe('terms of service', () => {
  it('lists the 22 sections and scrolls smoothly to one, 100 px below the top', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Terms sections' });
    await nav.waitFor();
    expect(await nav.getByRole('link').count()).toBe(22);
    await recordScrolls(page);

    await nav.getByRole('link', { name: '10. Governing Law' }).click();
    const heading = page.getByRole('heading', { level: 2, name: '10. Governing Law' });
    await page.waitForFunction(() => document.activeElement?.id === 'governing-law', undefined, { timeout: 5000 });

    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 100)).toBeLessThanOrEqual(2);
    expect(await heading.innerText()).toBe('10. Governing Law');
    expect(await page.getByText('laws of the State of New Jersey', { exact: false }).isVisible()).toBe(true);
    // Smooth: the window passed through many positions on its way, not one jump.
    expect(new Set(await scrolls(page)).size).toBeGreaterThan(5);
    await context.close();
  });

  it('jumps straight to the section when the user prefers reduced motion', async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Terms sections' });
    await nav.waitFor();
    await recordScrolls(page);
    await nav.getByRole('link', { name: '13. Limitation of Liability' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'limitation-of-liability', undefined, {
      timeout: 5000,
    });
    const top = await page.locator('#limitation-of-liability').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 100)).toBeLessThanOrEqual(2);
    expect(new Set(await scrolls(page)).size).toBeLessThanOrEqual(2);
    expect(await page.getByText('$500.00 USD', { exact: false }).isVisible()).toBe(true);
    await context.close();
  });
});
