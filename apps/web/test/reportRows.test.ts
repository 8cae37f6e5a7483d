/**
 * The import's rows step (features/batches/reportRows.ts): a business tenant whose name does not tell its form is
 * ready to import, with a note that its case waits at Tenant Information (docs/product/rules.md#batch).
 */
import { describe, expect, it } from 'vitest';
import type { DelinquencyPreview } from '@rentfile/contract';
import { DELINQUENCY_MESSAGES, EMPTY_DELINQUENCY_MAPPING } from '@rentfile/domain';
import { batchRows, readReport, type RowChoices } from '../src/features/batches/reportRows.ts';

const NO_CHOICES: RowChoices = { properties: {}, newUnits: new Set() };

const preview: DelinquencyPreview = {
  fileName: 'delinquency.csv',
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ',',
  headerRow: 1,
  formulaRows: [],
  headers: ['Property', 'Unit', 'Tenant', 'Balance', 'Rent'],
  rows: [
    ['12 Main St', '1', 'Walker Family Trust', '2000.00', '1000.00'],
    ['12 Main St', '2', 'ACME LLC', '2000.00', '1000.00'],
    ['12 Main St', '3', 'John Smith', '2000.00', '1000.00'],
  ],
  mapping: { ...EMPTY_DELINQUENCY_MAPPING, property: 0, unit: 1, tenants: 2, balance: 3, rent: 4 },
  mappingSource: 'guess',
  preset: null,
  properties: ['1', '2', '3'].map((unitNo, i) => ({
    id: i + 1,
    streetAddress: '12 Main Street',
    unitNo,
    city: 'Newark',
    propertyType: 'Residential',
    completed: true,
    tenantNames: [],
  })),
};

describe('the rows of a report', () => {
  it('notes the row whose business tenant must have its form chosen, and only that one', () => {
    const { rows } = readReport(preview, preview.mapping, NO_CHOICES, { rentDueBy: '1', leaseType: 'Written' });
    expect(rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(rows.map((r) => r.notes.includes(DELINQUENCY_MESSAGES.businessFormUnknown))).toEqual([true, false, false]);
  });

  it('does not send a row whose unit the property lacks until the proposed unit is chosen or a new unit confirmed', () => {
    const second = { ...preview, rows: [['12 Main St', '2nd Fl', 'Juan De La Cruz', '1000.00', '1000.00']] };
    const answers = { rentDueBy: '1', leaseType: 'Written' as const };
    const unmatched = readReport(second, second.mapping, NO_CHOICES, answers);
    expect(unmatched.rows[0]!.problems).toEqual([DELINQUENCY_MESSAGES.nearestUnit('2nd Fl', '2')]);
    expect(batchRows(unmatched.rows)).toEqual([]);
    const chosen = readReport(second, second.mapping, { properties: { 2: 2 }, newUnits: new Set() }, answers);
    expect(batchRows(chosen.rows)).toMatchObject([{ propertyId: 2, newUnit: false, namesCell: 'Juan De La Cruz' }]);
    const confirmed = readReport(second, second.mapping, { properties: {}, newUnits: new Set([2]) }, answers);
    expect(batchRows(confirmed.rows)).toMatchObject([{ propertyId: 2, newUnit: true }]);
  });
});
