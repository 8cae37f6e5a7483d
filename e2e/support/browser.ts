/** Debian's Chromium driven by playwright-core, one browser per test file. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/** The base URL of the server started by the global setup. */
export function baseUrl(): string {
  return inject('baseUrl');
}

export const DESKTOP = { width: 1366, height: 900 } as const;

/** A fresh context (no storage shared between tests) on the app, desktop-sized unless told otherwise. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, ...options });
  const page = await context.newPage();
  return { context, page };
}
