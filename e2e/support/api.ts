/** Calling the e2e server's API as a signed-in client, to set up data and read back what a journey stored. */
import { writeFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { pleadings, type IsoDate } from '@rentfile/domain';
import { baseUrl } from './browser.ts';

export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Signs a case through the one signing call (docs/product/rules.md#signed-papers) with the sample case's Review &
 * Sign answers, as a journey that starts from a signed complaint needs. With `on`, the complaint is signed on that
 * day: the server's clock is moved back for the call alone (serverClock.mjs), so that a journey can record a filing on
 * a past court day, which the court record refuses before the complaint's date.
 */
export async function signByApi(token: string, caseId: number, on?: IsoDate): Promise<void> {
  const { statements, verifier, scraChecked, scraCheckDate, signatureText } = pleadings.SAMPLE_CASE;
  const sign = () =>
    apiCall(token, 'POST', `/api/cases/${caseId}/sign`, {
      statements,
      verifier,
      scraChecked,
      scraCheckDate,
      signatureText,
    });
  if (!on) {
    await sign();
    return;
  }
  // Noon in New Jersey on that day, whatever the time of day now.
  const offset = Date.parse(`${on}T17:00:00Z`) - Date.now();
  await writeFile(inject('clockFile'), String(offset));
  try {
    await sign();
  } finally {
    await writeFile(inject('clockFile'), '0');
  }
}
