/** Calling the e2e server's API as a signed-in client, to set up data and read back what a journey stored. */
import { pleadings } from '@rentfile/domain';
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
 * Sign answers, as a journey that starts from a signed complaint needs.
 */
export async function signByApi(token: string, caseId: number): Promise<void> {
  const { statements, verifier, scraChecked, scraCheckDate, signatureText } = pleadings.SAMPLE_CASE;
  await apiCall(token, 'POST', `/api/cases/${caseId}/sign`, {
    statements,
    verifier,
    scraChecked,
    scraCheckDate,
    signatureText,
  });
}
