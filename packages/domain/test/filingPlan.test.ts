import { describe, expect, it } from 'vitest';
import { archiveFolderName, efileName, EFILE_NAME_MAX, FILING_PLANS, filingPlanOf } from '../src/filingPlan.ts';
import { effectiveFilingPlan, filingPlansFor } from '../src/filingSystem.ts';

describe('file and folder names of the papers (docs/product/rules.md#filing-method)', () => {
  it('gives the court a plain name of at most 56 characters', () => {
    expect(efileName('Certification of Lease & Registration Statement (CLRS)')).toBe(
      'Certification of Lease Registration Statement CLRS.pdf',
    );
    expect(efileName('Notice — à quitter')).toBe('Notice a quitter.pdf');
    expect(efileName('***')).toBe('Document.pdf');
    expect(efileName('x'.repeat(80)).length).toBe(EFILE_NAME_MAX);
  });

  it('names an archive folder by address, unit, first tenant and case number', () => {
    expect(
      archiveFolderName({ id: 12, streetAddress: '45 Elm St.', unitNo: 'Apt 2B', tenants: ['José Díaz', 'B'] }),
    ).toBe('45 Elm St Apt 2B - Jose Diaz - case 12');
    expect(archiveFolderName({ id: 3, streetAddress: null, unitNo: null, tenants: [] })).toBe('case 3');
  });

  it('reads a filing plan whatever its case', () => {
    expect(filingPlanOf(' e-file ')).toBe('E-FILE');
    expect(filingPlanOf('fax')).toBeNull();
  });
});

describe('the ways of filing open to an attorney (issue 36; rules.md#filing-system)', () => {
  it('offers an attorney of record eCourts only, and a self-represented landlord every way', () => {
    expect(filingPlansFor(true)).toEqual(['E-FILE']);
    expect(filingPlansFor(false)).toEqual(FILING_PLANS);
  });

  it('files an attorney electronically whatever plan was saved before', () => {
    expect(effectiveFilingPlan('MAIL', true)).toBe('E-FILE');
    expect(effectiveFilingPlan(null, true)).toBe('E-FILE');
    expect(effectiveFilingPlan('MAIL', false)).toBe('MAIL');
    expect(effectiveFilingPlan(null, false)).toBeNull();
  });
});
