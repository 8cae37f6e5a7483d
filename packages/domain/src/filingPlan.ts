/** How the landlord files the papers (docs/product/rules.md#filing-method): the spec's filingPlan values. */
export const FILING_PLANS = ['E-FILE', 'MAIL', 'IN-PERSON'] as const;
export type FilingPlan = (typeof FILING_PLANS)[number];

export const FILING_PLAN_LABELS: Record<FilingPlan, string> = {
  'E-FILE': 'Electronically',
  MAIL: 'By mail',
  'IN-PERSON': 'In person',
};

/** The case's filing plan when it is one of the known ones; null while the landlord has not chosen. */
export function filingPlanOf(value: string | null | undefined): FilingPlan | null {
  const v = (value ?? '').trim().toUpperCase();
  return (FILING_PLANS as readonly string[]).includes(v) ? (v as FilingPlan) : null;
}

/**
 * The ways of filing open to whoever files (docs/product/rules.md#filing-system): an attorney of record files
 * landlord/tenant papers electronically through eCourts only ("Attorneys are now required to use eCourts for landlord
 * tenant cases", https://njcourts.gov/public/news-media/top-news/landlord-tenant-services-and-resources); a
 * self-represented landlord through JEDS, by mail or in person.
 */
export function filingPlansFor(hasAttorney: boolean): readonly FilingPlan[] {
  return hasAttorney ? ['E-FILE'] : FILING_PLANS;
}

/** The way of filing that applies: an attorney's is always electronic (eCourts), whatever was chosen before. */
export function effectiveFilingPlan(plan: string | null | undefined, hasAttorney: boolean): FilingPlan | null {
  return hasAttorney ? 'E-FILE' : filingPlanOf(plan);
}

/**
 * eCourts takes each document as a separate attachment, PDF or Word, of at most 7 MB, and shows a Transaction ID
 * once the filing is received (eCourts FAQ, https://www.njcourts.gov/pl/node/493016).
 */
export const ECOURTS_MAX_BYTES = 7 * 1024 * 1024;

/** What the Filing screen tells an attorney of record about eCourts, its limits included. */
export const ECOURTS_STEPS =
  'An attorney files landlord/tenant papers through eCourts, signing in with the NJ attorney ID (attorneys are required to use eCourts for landlord/tenant cases; JEDS, mail and the counter are for self-represented landlords). Upload each paper as its own PDF attachment of at most 7 MB; each document is uploaded separately. The attorney signs the complaint (by hand or electronically) before it is uploaded; the other papers carry the verifier’s typed signature (/s/). The fees are paid from the firm’s Judiciary account charge (JACS) and eCourts gives a Transaction ID as the receipt.';

/** The court's electronic submission takes one file of at most 35 MB per document (JEDS; rules.md#filing-method). */
export const EFILE_MAX_BYTES = 35 * 1024 * 1024;
/** File names of at most 56 characters, letters, digits, spaces, hyphens and the extension (JEDS; unconfirmed). */
export const EFILE_NAME_MAX = 56;

/** A file name the court's upload takes: plain letters, digits, spaces and hyphens, at most 56 characters with '.pdf'. */
export function efileName(title: string): string {
  const base = plainName(title)
    .slice(0, EFILE_NAME_MAX - 4)
    .trim();
  return `${base || 'Document'}.pdf`;
}

/** A text as a file or folder name anywhere: plain letters, digits, spaces and hyphens. */
function plainName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most this many signed cases go into one archive of their papers (the list's largest page). */
export const SIGNED_ARCHIVE_MAX = 100;

/** The folder of one case in an archive of signed papers (docs/product/screens.md#signed-archive): address, first tenant, case number. */
export function archiveFolderName(c: {
  id: number;
  streetAddress: string | null;
  unitNo: string | null;
  tenants: readonly string[];
}): string {
  const place = plainName([c.streetAddress, c.unitNo].filter(Boolean).join(' ')).slice(0, 40).trim();
  const tenant = plainName(c.tenants[0] ?? '')
    .slice(0, 30)
    .trim();
  return [place, tenant, `case ${c.id}`].filter(Boolean).join(' - ');
}
