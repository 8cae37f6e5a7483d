import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  claimAsFiled,
  claimFactsChanged,
  frozenClaimRefusal,
  isSignedCase,
  SIGNING_MESSAGES,
} from '../src/index.ts';

describe('signed means frozen (docs/product/rules.md#signed-papers)', () => {
  it('counts a case signed when submitted, complete, or in a later flow', () => {
    const at = (status: string, submitted = false) => isSignedCase({ status, submitted, actions: [] });
    expect([at('vc-sign'), at('vc-sign', true), at('verifiedComplaintComplete'), at('wor-trial-outcome')]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('names the facts of the claim a change touches, once each, and nothing for what reaches no paper', () => {
    expect(claimFactsChanged(['pastDueRent', 'suitAmount', 'legalFees', 'lateCharges', 'fees'])).toEqual([
      'the past due rent',
      'the amount claimed',
      'the legal fees',
      'the additional charges',
    ]);
    expect(claimFactsChanged(['status', 'statusDate', 'filingPlan', 'docketNo', 'judgmentDate'])).toEqual([]);
    expect(frozenClaimRefusal(['filingPlan'])).toBeNull();
    expect(frozenClaimRefusal(['tenants', 'leaseStartDate', 'rentAmount'])).toBe(
      SIGNING_MESSAGES.frozen('the tenants and the lease details'),
    );
    // A field no list names is a fact of the claim: frozen unless someone decides otherwise.
    expect(claimFactsChanged(['clrsSubmission'])).toHaveLength(1);
  });

  it('writes the same inputs as the same text whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('reads the claim as filed: the signed facts, with only the court’s record taken from the case as it stands', () => {
    const signed = { suitAmount: 100, pastDueRent: ['Oct'], docketNo: null, judgmentDate: null, submitted: true };
    const live = { suitAmount: 999, pastDueRent: ['Oct', 'Nov'], docketNo: 'UNN-LT-1', judgmentDate: '2026-11-01' };
    expect(claimAsFiled(signed, { ...live, submitted: false })).toEqual({
      suitAmount: 100,
      pastDueRent: ['Oct'],
      docketNo: 'UNN-LT-1',
      judgmentDate: '2026-11-01',
      submitted: true,
    });
  });
});
