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

/**
 * What the app threw or logged as an error in a page since the current test started: an uncaught exception, or a
 * console error other than the browser's own line for an answer with an error status or a refused connection (the
 * journeys provoke refusals and outages on purpose, and the app shows those to the user). e2e/support/setup.ts fails
 * the test when this is not empty.
 */
export const pageErrors: string[] = [];

const BROWSER_NETWORK_LINE = /^Failed to load resource: /;

/** Errors of the app's own pages only: a test's init script also runs on the blank page a context opens with. */
function watchForErrors(page: Page): void {
  const onApp = () => page.url().startsWith(baseUrl());
  page.on('pageerror', (error) => {
    if (onApp()) pageErrors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (onApp() && message.type() === 'error' && !BROWSER_NETWORK_LINE.test(message.text()))
      pageErrors.push(`${page.url()}: console.error: ${message.text()}`);
  });
}

/** A fresh context (no storage shared between tests) on the app, desktop-sized unless told otherwise; its pages are watched for errors. */
/** A private address of its own for each browser opened (10.x.y.z). */
function visitorAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: DESKTOP,
    ...options,
    // Each browser is a visitor from its own address, as real visitors are: the server (TRUST_PROXY=1 in the
    // journeys' server, global-setup.ts) counts its sign-in and registration limits per address, and the whole
    // suite registers more accounts than one address may in an hour.
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(), ...options.extraHTTPHeaders },
  });
  context.on('page', watchForErrors);
  const page = await context.newPage();
  return { context, page };
}
