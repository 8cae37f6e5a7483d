/**
 * A month's delinquencies as one batch of cases (docs/product/rules.md#delinquency-report, docs/product/rules.md#batch):
 * a delinquency report read into a preview (nothing stored), the cases created from its rows in one step, the batch
 * with each case's state, and an answer given once for many of its cases.
 */
import { z } from 'zod';
import {
  BATCH_CASE_STATES,
  BATCH_MAX_ROWS,
  batchAnswerSchema,
  cents,
  delinquencyMappingSchema,
  id,
  inputText,
  isoDate,
  LEASE_TYPE_TITLES,
  LEDGER_MAX_CELL,
  LEDGER_MAX_COLUMNS,
  LEDGER_MAX_ROWS,
  LIST_LIMITS,
  REPORT_FACT_FIELDS,
  reportFactSchema,
  type ReportFactField,
} from '@rentfile/domain';
import { endpoint, idParam } from './endpoint.ts';
import { ledgerPreview } from './ledger.ts';

/** A property of the account as the report's rows are matched to it, with the tenant names of its cases. */
export const matchableProperty = z.object({
  id: z.number().int(),
  streetAddress: z.string().nullable(),
  unitNo: z.string().nullable(),
  city: z.string().nullable(),
  propertyType: z.string().nullable(),
  completed: z.boolean(),
  tenantNames: z.array(z.string()),
});
export type MatchablePropertyItem = z.infer<typeof matchableProperty>;

/** A delinquency report as read by the server: its cells as text, the mapping to start from, and the account's properties. */
export const delinquencyPreview = ledgerPreview
  .pick({ fileName: true, format: true, encoding: true, delimiter: true, headerRow: true, formulaRows: true })
  .extend({
    headers: z.array(z.string().max(LEDGER_MAX_CELL)).max(LEDGER_MAX_COLUMNS),
    rows: z.array(z.array(z.string().max(LEDGER_MAX_CELL)).max(LEDGER_MAX_COLUMNS)).max(LEDGER_MAX_ROWS),
    mapping: delinquencyMappingSchema,
    mappingSource: z.enum(['preset', 'guess']),
    preset: z.object({ id: z.string(), label: z.string(), source: z.string() }).nullable(),
    properties: z.array(matchableProperty),
  });
export type DelinquencyPreview = z.infer<typeof delinquencyPreview>;

const monthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM');

/** One row of the report as the landlord confirmed it, with the property it goes to. */
export const batchRowInput = z.object({
  row: z
    .number()
    .int()
    .min(1)
    .max(LEDGER_MAX_ROWS + 100),
  address: inputText(200).min(1),
  unit: inputText(50).nullable(),
  tenantNames: z.array(inputText(200).min(1)).min(1).max(LIST_LIMITS.tenants),
  balance: cents.nullable(),
  rent: cents.nullable(),
  moveIn: isoDate.nullable(),
  monthsOwed: z.array(monthKey).max(LIST_LIMITS.pastDueRent).nullable(),
  formula: z.boolean().default(false),
  /** The names cell as the report has it: the server reads it again for the readings that are not certain. */
  namesCell: inputText(LEDGER_MAX_CELL).optional(),
  /** The rent's due day from the report's column ('1'..'31'); null when it has none. */
  dueDay: z
    .string()
    .regex(/^([1-9]|[12]\d|3[01])$/)
    .nullable()
    .default(null),
  /** Written or oral from the report's column; null when it has none. */
  leaseType: z.enum(LEASE_TYPE_TITLES).nullable().default(null),
  /** Whether the report's Subsidy or Notes say the tenancy is subsidized; null when it does not say. */
  subsidized: z.boolean().nullable().default(null),
  /** The landlord confirmed that the row's unit, which the property does not have, is a new unit. */
  newUnit: z.boolean().default(false),
  propertyId: id,
});
export type BatchRowInput = z.input<typeof batchRowInput>;

export const createBatchRequest = z.object({
  fileName: inputText(300).min(1),
  /**
   * The day of the month the rent is due, when the landlord says it is the same for every tenant of the report
   * ('1' to '31'); a row's own due day comes first; null or absent: each case asks it on Lease Details.
   */
  rentDueBy: z
    .string()
    .regex(/^([1-9]|[12]\d|3[01])$/, 'Choose the day of the month the rent is due (1 to 31).')
    .nullable()
    .optional(),
  /** Written or oral, when the landlord says it is the same for every tenant; else asked per case. */
  leaseType: z
    .enum(LEASE_TYPE_TITLES, { error: 'Choose whether the leases are written or oral.' })
    .nullable()
    .optional(),
  rows: z.array(batchRowInput).min(1).max(BATCH_MAX_ROWS),
});
export type CreateBatchRequest = z.input<typeof createBatchRequest>;

/** A case of a batch as the batch view lists it. */
export const batchCase = z.object({
  caseId: z.number().int(),
  /** The report's row the case was made from. */
  sourceRow: z.number().int(),
  streetAddress: z.string().nullable(),
  unitNo: z.string().nullable(),
  city: z.string().nullable(),
  tenants: z.array(z.string()),
  status: z.string(),
  state: z.enum(BATCH_CASE_STATES),
  /** The step the case resumes at, in words; null when nothing is left to do in the wizard. */
  nextStep: z.string().nullable(),
  /** The route name the wizard resumes the case at. */
  resumeRoute: z.string(),
  /** What is left of a case marked complete ("To be signed by the attorney", papers not made); null when nothing. */
  signedNote: z.string().nullable(),
  section8: z.boolean(),
  additionalChargesPermitted: z.boolean().nullable(),
  legalFeesPermitted: z.boolean().nullable(),
  /** The balance the report showed for the tenant. */
  reportBalance: z.number().int().nullable(),
  /** The rent the case claims (selected periods). */
  rentClaimed: z.number().int(),
  suitAmount: z.number().int(),
  /** The facts the report gave the case or the batch assumed, each to be confirmed before signing. */
  reportFacts: z.array(reportFactSchema),
});
export type BatchCase = z.infer<typeof batchCase>;

export const batchSummary = z.object({
  id: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  cases: z.array(batchCase),
});
export type BatchSummary = z.infer<typeof batchSummary>;

export const batchListItem = z.object({
  id: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  cases: z.number().int(),
  signed: z.number().int(),
});
export type BatchListItem = z.infer<typeof batchListItem>;

export const batchAnswerRequest = z.object({
  /** The cases of the batch to answer for (each must be one of the batch's). */
  caseIds: z.array(id).min(1).max(BATCH_MAX_ROWS),
  answer: batchAnswerSchema,
});

export const batchAnswerResponse = z.object({
  batch: batchSummary,
  /** The cases the answer was saved to. */
  answered: z.array(z.number().int()),
  /** The cases left as they were, each with why. */
  skipped: z.array(z.object({ caseId: z.number().int(), reason: z.string() })),
});
export type BatchAnswerResponse = z.infer<typeof batchAnswerResponse>;

/** The landlord confirms, for many cases at once, the report's facts of these fields as the cases hold them. */
export const batchConfirmRequest = z.object({
  caseIds: z.array(id).min(1).max(BATCH_MAX_ROWS),
  fields: z
    .array(z.enum(REPORT_FACT_FIELDS as [ReportFactField, ...ReportFactField[]]))
    .min(1)
    .max(REPORT_FACT_FIELDS.length),
});

export const batchApi = {
  previewDelinquencyReport: endpoint({
    summary:
      'Read a delinquency report (multipart form data, field file; CSV or .xlsx, at most 5 MB) into a preview with the account’s properties; nothing is stored',
    response: delinquencyPreview,
  }),
  createBatch: endpoint({
    summary: 'Create a case from each confirmed row of a delinquency report, all in one step, as one batch',
    body: createBatchRequest,
    response: batchSummary,
  }),
  getBatches: endpoint({
    summary: 'The batches of the client, newest first',
    response: z.array(batchListItem),
  }),
  getBatch: endpoint({
    summary: 'A batch with the state of each of its cases',
    params: idParam,
    response: batchSummary,
  }),
  answerBatch: endpoint({
    summary: 'Save one answer to many cases of a batch, each through the case rules',
    params: idParam,
    body: batchAnswerRequest,
    response: batchAnswerResponse,
  }),
  confirmBatchFacts: endpoint({
    summary: 'Confirm the report facts of the given fields on many cases of a batch, as each case holds them',
    params: idParam,
    body: batchConfirmRequest,
    response: batchAnswerResponse,
  }),
};
