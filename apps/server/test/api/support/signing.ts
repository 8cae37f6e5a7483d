/** A case like the papers' sample, created through the API at Review & Sign, and signed through the one signing call. */
import { expect, vi } from 'vitest';
import { pleadings, type IsoDate } from '@rentfile/domain';
import type { Caller } from './server.ts';

const { id: _id, ...SAMPLE } = pleadings.SAMPLE_CASE;

/** What Review & Sign sends for the sample case (its verifier, statements and military check). */
export const SAMPLE_SIGNATURE = {
  statements: SAMPLE.statements,
  verifier: SAMPLE.verifier,
  scraChecked: SAMPLE.scraChecked,
  scraCheckDate: SAMPLE.scraCheckDate,
  signatureText: SAMPLE.signatureText,
  signatureImage: null,
  attorneyId: null,
};

/** The sample's contact (the caller's default), property (with `property` over it) and case (with `caseInfo` over it) at status `status`. */
export async function sampleCase(
  c: Caller,
  options: { caseInfo?: Record<string, unknown>; property?: Record<string, unknown>; status?: string } = {},
): Promise<number> {
  const contactInfoId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const property = await c.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId, ...options.property },
  });
  expect(property.status).toBe(200);
  const created = await c.post<{ id: number; error?: string }>('/api/cases', {
    caseInfo: { ...SAMPLE, propertyId: property.body.id, ...options.caseInfo },
    status: options.status ?? 'vc-sign',
  });
  expect(created.body.error).toBeUndefined();
  return created.body.id;
}

/**
 * Runs `work` as if it were noon in New Jersey on the day `on` (the server runs in this process; the clock moves on
 * from there while the work runs), as the history of a case whose filing a test records on a past court day must be:
 * the court record refuses a filing before the complaint's date, and signing dates the complaint on its own day.
 */
export async function onDay<T>(on: IsoDate | undefined, work: () => Promise<T>): Promise<T> {
  if (!on) return work();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${on}T17:00:00Z`), shouldAdvanceTime: true });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** Signs a case through POST /api/cases/{id}/sign and expects it signed (today, or on the day `on`). */
export async function sign(
  c: Caller,
  caseId: number,
  signature: Record<string, unknown> = {},
  on?: IsoDate,
): Promise<void> {
  const signed = await onDay(on, () =>
    c.post<{ error?: string }>(`/api/cases/${caseId}/sign`, { ...SAMPLE_SIGNATURE, ...signature }),
  );
  expect(signed.body.error).toBeUndefined();
  expect(signed.status).toBe(200);
}

/**
 * The sample case made and signed (today, or on the day `on`), with what Review & Sign sends taken from `caseInfo`
 * where it gives it (its statements, verifier, military check).
 */
export async function signedCase(
  c: Caller,
  options: Parameters<typeof sampleCase>[1] & { on?: IsoDate } = {},
): Promise<number> {
  const given = options.caseInfo ?? {};
  const signature = Object.fromEntries(
    Object.keys(SAMPLE_SIGNATURE)
      .filter((k) => k in given)
      .map((k) => [k, given[k]]),
  );
  return onDay(options.on, async () => {
    const caseId = await sampleCase(c, options);
    await sign(c, caseId, signature);
    return caseId;
  });
}
