/** Cases after filing for the API tests: a signed sample case, court days relative to today, papers asked for. */
import { addDays, isNjCourtDay, todayInNewJersey } from '@rentfile/domain';
import { answeredPdf, pdfText } from './pdfText.ts';
import { sampleCase, signedCase as signSample } from './signing.ts';
import type { Caller } from './server.ts';

export const today = todayInNewJersey();
export const day = (n: number) => addDays(today, n);

/** The court day on or before `n` days from today: the court sets its dates on court days (rules.md#court-days). */
export function courtDay(n: number): string {
  let d = day(n);
  while (!isNjCourtDay(d)) d = addDays(d, -1);
  return d;
}

/**
 * The sample case with its property and contact, with the case and property fields changed: signed through the signing
 * call on a court day about three months ago by default (before any filing date these tests record), else left
 * unsigned at `status`.
 */
export async function signedCase(
  c: Caller,
  status = 'verifiedComplaintComplete',
  caseChanges: Record<string, unknown> = {},
  propertyChanges: Record<string, unknown> = {},
): Promise<number> {
  const options = { caseInfo: caseChanges, property: propertyChanges };
  return status === 'verifiedComplaintComplete'
    ? signSample(c, { ...options, on: courtDay(-90) })
    : sampleCase(c, { ...options, status });
}

export const paper = (c: Caller, caseId: number, templateName: string) =>
  c.post<{ fileData: string | null; fileUrl: string | null; error?: string }>('/api/create-case-pleading-pdf', {
    caseId,
    templateName,
  });

/** A paper's text, its whitespace run together. */
export const textOf = async (caller: Caller, answer: { fileData: string | null; fileUrl: string | null }) =>
  (await pdfText(await answeredPdf(caller, answer))).replace(/\s+/g, ' ');
