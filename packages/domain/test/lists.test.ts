import { describe, expect, it } from 'vitest';
import {
  fileTypeGroup,
  pleadingsList,
  TRIAL_ACTIONS,
  TRIAL_ACTIONS_LETTER_TO_TENANT,
  TRIAL_ACTIONS_WARRANT,
} from '../src/lists.ts';

const base = { clrsSubmission: false, clrsExemption: false, actionId: null, trialAction: null, consentDrafted: false };
const always = ['Cover Letter', 'Verified Complaint', 'Tenant Summons', 'Landlord Case Information Statement'];

describe('trial actions (docs/product/data-and-rules.md#entities, docs/product/data-and-rules.md#constants)', () => {
  it('lists fourteen actions with unique values and the two slices', () => {
    expect(TRIAL_ACTIONS).toHaveLength(14);
    expect(new Set(TRIAL_ACTIONS.map((a) => a.value)).size).toBe(14);
    expect(TRIAL_ACTIONS_WARRANT.map((a) => a.label)).toEqual([
      'Default Judgment',
      'Judgment for Possession',
      'Breach of Consent - Pay and Stay',
      'Vacate with Payment Plan',
      'Vacate without Payment Plan',
    ]);
    expect(TRIAL_ACTIONS_LETTER_TO_TENANT.map((a) => a.label)).toEqual([
      'Breach of Consent - Pay and Stay',
      'Vacate with Payment Plan',
      'Vacate without Payment Plan',
    ]);
    expect(TRIAL_ACTIONS.at(-1)).toEqual({ value: 'Other', label: 'Other', group: 'Other' });
  });
});

describe('pleadings list (docs/product/data-and-rules.md#entities)', () => {
  it('always has the four complaint papers', () => {
    expect(pleadingsList(base)).toEqual(always);
  });

  it.each([[{ clrsSubmission: true }], [{ clrsExemption: true }]])(
    'adds the certification of lease and registration with %j',
    (fields) => {
      expect(pleadingsList({ ...base, ...fields })).toEqual([
        ...always,
        'Certification of Lease and Registration Statement',
      ]);
    },
  );

  it('adds the warrant papers at action 61 by trial action', () => {
    expect(
      pleadingsList({ ...base, actionId: 61, trialAction: 'Request for Warrant of Removal: Default Judgment' }),
    ).toEqual([...always, 'Request for Warrant of Removal', 'Certification by Landlord']);
    expect(
      pleadingsList({
        ...base,
        actionId: 61,
        consentDrafted: true,
        trialAction: 'Request for Warrant of Removal: Vacate with Payment Plan',
      }),
    ).toEqual([
      ...always,
      'Consent to Enter Judgment',
      'Request for Warrant of Removal',
      'Certification by Landlord',
      'Letter to Tenant',
    ]);
    expect(pleadingsList({ ...base, actionId: 61, trialAction: 'Other' })).toEqual(always);
    expect(
      pleadingsList({
        ...base,
        actionId: 51,
        consentDrafted: true,
        trialAction: 'Request for Warrant of Removal: Default Judgment',
      }),
    ).toEqual(always);
  });
});

describe('file type groups (docs/product/data-and-rules.md#entities)', () => {
  it.each([
    ['lease.docx', 'word'],
    ['Lease.DOC', 'word'],
    ['registration.pdf', 'pdf'],
    ['ledger.csv', 'spreadsheet'],
    ['ledger.xlsx', 'spreadsheet'],
    ['photo.JPEG', 'image'],
    ['logo.svg', 'image'],
    ['notes.txt', 'text'],
    ['README', 'text'],
  ])('%s is %s', (name, group) => {
    expect(fileTypeGroup(name)).toBe(group);
  });
});
