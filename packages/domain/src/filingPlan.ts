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
