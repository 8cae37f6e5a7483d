/**
 * The import's rows step (features/batches/reportRows.ts): a business tenant whose name does not tell its form is
 * ready to import, with a note that its case waits at Tenant Information (docs/product/rules.md#batch).
 */
import { describe, expect, it } from 'vitest';
import type { DelinquencyPreview } from '@rentfile/contract';
import { DELINQUENCY_MESSAGES } from '@rentfile/domain';
import { readReport } from '../src/features/batches/reportRows.ts';

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
  mapping: { property: 0, unit: 1, tenants: 2, balance: 3, rent: 4, moveIn: null, monthsOwed: null },
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
    const { rows } = readReport(preview, preview.mapping, {}, '1');
    expect(rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(rows.map((r) => r.notes.includes(DELINQUENCY_MESSAGES.businessFormUnknown))).toEqual([true, false, false]);
  });
});
