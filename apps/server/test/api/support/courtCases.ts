/** Cases after filing for the API tests: a signed sample case, court days relative to today, papers asked for. */
import { expect } from 'vitest';
import { addDays, isNjCourtDay, pleadings, todayInNewJersey } from '@rentfile/domain';
import { answeredPdf, pdfText } from './pdfText.ts';
import type { Caller } from './server.ts';

export const today = todayInNewJersey();
export const day = (n: number) => addDays(today, n);

/** The court day on or before `n` days from today: the court sets its dates on court days (rules.md#court-days). */
export function courtDay(n: number): string {
  let d = day(n);
  while (!isNjCourtDay(d)) d = addDays(d, -1);
  return d;
}

/** The sample case with its property and contact, at `status` (signed by default), with the case fields changed. */
export async function signedCase(
  c: Caller,
  status = 'verifiedComplaintComplete',
  caseChanges: Record<string, unknown> = {},
  propertyChanges: Record<string, unknown> = {},
): Promise<number> {
  const contactInfoId = (
    await c.post<{ id: number }>('/api/contactInfo', { contactInfo: pleadings.SAMPLE_CONTACT, saveAsDefault: true })
  ).body.id;
  const property = await c.post<{ id: number }>('/api/properties/save', {
    property: { ...pleadings.SAMPLE_PROPERTY, contactInfoId, ...propertyChanges },
  });
  const { id: _id, ...caseInfo } = pleadings.SAMPLE_CASE;
  const created = await c.post<{ id: number }>('/api/cases', {
    caseInfo: { ...caseInfo, propertyId: property.body.id, ...caseChanges },
    status,
    submitted: status === 'verifiedComplaintComplete',
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

export const paper = (c: Caller, caseId: number, templateName: string) =>
  c.post<{ fileData: string | null; fileUrl: string | null; error?: string }>('/api/create-case-pleading-pdf', {
    caseId,
    templateName,
  });

/** A paper's text, its whitespace run together. */
export const textOf = async (caller: Caller, answer: { fileData: string | null; fileUrl: string | null }) =>
  (await pdfText(await answeredPdf(caller, answer))).replace(/\s+/g, ' ');
