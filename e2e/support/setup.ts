/** Runs in every journey file: a test fails when the app threw or logged an error in one of its pages (support/browser.ts). */
import { afterEach, beforeEach } from 'vitest';
import { pageErrors } from './browser.ts';

beforeEach(() => {
  pageErrors.length = 0;
});

afterEach(() => {
  const errors = pageErrors.splice(0);
  if (errors.length)
    throw new Error(`The app reported ${errors.length} error(s) in the browser:\n${errors.join('\n')}`);
});
