/**
 * The facts of a case that came from a delinquency report, or that the batch assumed, each to be confirmed before
 * the papers are signed (docs/product/rules.md#report-facts). A fact is confirmed when its step is saved with it (the
 * landlord saw and kept or changed it) or when the landlord confirms it for many cases on the batch view; until
 * then the signed papers are refused with the step to open.
 */
import { z } from 'zod';
import type { WizardRouteName } from './wizard.ts';

/** The case fields a report's fact may set, each with the wizard step where it is asked and confirmed. */
export const REPORT_FACT_STEPS = {
  tenants: { step: 'Tenant Information', route: 'vc-tenants', label: 'Tenants' },
  section8: { step: 'Lease Details', route: 'vc-lease-details', label: 'Subsidy (Section 8)' },
  leaseTypeTitle: { step: 'Lease Details', route: 'vc-lease-details', label: 'Written or oral lease' },
  leaseStartDate: { step: 'Lease Details', route: 'vc-lease-details', label: 'Lease start' },
  rentDueBy: { step: 'Lease Details', route: 'vc-lease-details', label: 'Rent due day' },
  rentAmount: { step: 'Lease Details', route: 'vc-lease-details', label: 'Monthly rent' },
  pastDueRent: { step: 'Past Due Rent', route: 'vc-past-due-rent', label: 'Rent periods owed' },
} as const satisfies Record<string, { step: string; route: WizardRouteName; label: string }>;
export type ReportFactField = keyof typeof REPORT_FACT_STEPS;
export const REPORT_FACT_FIELDS = Object.keys(REPORT_FACT_STEPS) as ReportFactField[];

/** Where a fact came from: a cell of the report, or an assumption the batch made where the report said nothing. */
export const REPORT_FACT_SOURCES = ['report', 'assumed'] as const;
export type ReportFactSource = (typeof REPORT_FACT_SOURCES)[number];

export const REPORT_FACT_SOURCE_LABELS: Record<ReportFactSource, string> = {
  report: 'From the report',
  assumed: 'We assumed',
};

export const reportFactSchema = z.object({
  field: z.enum(REPORT_FACT_FIELDS as [ReportFactField, ...ReportFactField[]]),
  source: z.enum(REPORT_FACT_SOURCES),
  /** The fact in words as the case holds it ("$1,200.00", "No subsidy", "Maria Lopez and Jose Lopez"). */
  value: z.string().max(500),
  /** Why it was assumed, or what in the report to check. */
  note: z.string().max(500).nullable().default(null),
  confirmed: z.boolean().default(false),
});
export type ReportFact = z.infer<typeof reportFactSchema>;

/** The facts once a step saved these case fields: each fact of a field the save holds is confirmed. */
export function confirmedBySave(facts: readonly ReportFact[], savedFields: readonly string[]): ReportFact[] {
  const saved = new Set(savedFields);
  return facts.map((f) => (f.confirmed || !saved.has(f.field) ? f : { ...f, confirmed: true }));
}

/** Review & Sign's refusal for each fact not yet confirmed, naming the step that confirms it. */
export function unconfirmedFactErrors(facts: readonly ReportFact[]): string[] {
  return facts
    .filter((f) => !f.confirmed)
    .map((f) => {
      const { step, label } = REPORT_FACT_STEPS[f.field];
      const source = f.source === 'report' ? 'came from the delinquency report' : 'was assumed by the batch';
      return `${label} (${f.value}) ${source} and is not confirmed: open ${step} and continue, or confirm it on the batch, before signing.`;
    });
}
