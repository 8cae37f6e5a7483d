import { describe, expect, it } from 'vitest';
import { caseSchema, type Case } from '../src/entities.ts';
import {
  matchesSearch,
  officeLetter,
  officesStartingWith,
  OFFICE_LETTERS,
  representation,
  searchList,
} from '../src/search.ts';
import { showEvictionBanner } from '../src/constants.ts';
import { attorneyFeeOnAnswer, isBlockedAmountKey, withSection8Toggle } from '../src/formRules.ts';

const makeCase = (fields: Partial<Case>): Case => ({ ...caseSchema.parse({}), ...fields });

describe('the Representation column (docs/product/screens.md#dashboard)', () => {
  it('shows attorney initials or Pro Se', () => {
    expect(representation(makeCase({}))).toBe('Pro Se');
    expect(representation(makeCase({ attorneyId: 4, attorneyFirstName: 'saul', attorneyLastName: 'goodman' }))).toBe(
      'SG',
    );
  });
});

describe('office picker letters (docs/product/data-and-rules.md#wizard)', () => {
  it('lists A to Z and the offices under a letter', () => {
    expect(OFFICE_LETTERS).toHaveLength(26);
    expect(OFFICE_LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const offices = [
      { housingAuthority: 'Newark HA' },
      { housingAuthority: 'Camden HA' },
      { housingAuthority: 'newton HA' },
      { housingAuthority: 'Bayonne HA' },
    ];
    expect(officesStartingWith(offices, 'n').map((o) => o.housingAuthority)).toEqual(['Newark HA', 'newton HA']);
    expect(officeLetter({ housingAuthority: '  camden HA' })).toBe('C');
  });
});

describe('eviction banner (docs/product/screens.md#dashboard)', () => {
  it.each([
    [null, '2026-01-01T12:00:00Z', true],
    ['2026-01-01T12:00:00Z', '2026-01-07T12:00:00Z', false],
    ['2026-01-01T12:00:00Z', '2026-01-08T12:00:00Z', true],
    // Closed at 23:00 on Jan 1 in New Jersey (04:00 UTC Jan 2): shows again on Jan 8 in New Jersey.
    ['2026-01-02T04:00:00Z', '2026-01-08T06:00:00Z', true],
  ])('closed %s, now %s: %s', (closed, now, shown) => {
    expect(showEvictionBanner(closed, new Date(now))).toBe(shown);
  });
});

describe('lease and legal fee toggles (docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#charges)', () => {
  it('forces Monthly when Section 8 is turned on', () => {
    expect(withSection8Toggle({ section8: false, rentCycle: 'Weekly', rentDueBy: '1' }, true)).toEqual({
      section8: true,
      rentCycle: 'Monthly',
      rentDueBy: null,
    });
    expect(withSection8Toggle({ section8: false, rentCycle: 'Monthly', rentDueBy: '5' }, true)).toEqual({
      section8: true,
      rentCycle: 'Monthly',
      rentDueBy: '5',
    });
    expect(withSection8Toggle({ section8: true, rentCycle: 'Monthly', rentDueBy: '5' }, false)).toEqual({
      section8: false,
      rentCycle: 'Monthly',
      rentDueBy: '5',
    });
  });

  it('blocks the minus and comma keys in amount inputs', () => {
    expect(['-', ',', '.', '5', 'Backspace'].map(isBlockedAmountKey)).toEqual([true, true, false, false, false]);
  });

  it('sets the attorney fee to 0 on no and clears it on yes', () => {
    expect(attorneyFeeOnAnswer(false)).toBe(0);
    expect(attorneyFeeOnAnswer(true)).toBeNull();
  });
});

// The pick lists: municipalities and housing offices, searched word by word.
const MERCER = [
  'East Windsor Township',
  'Ewing Township',
  'Hamilton Township',
  'Hightstown Borough',
  'Hopewell Borough',
  'Hopewell Township',
  'Lawrence Township',
  'Pennington Borough',
  'Princeton',
  'Robbinsville Township',
  'Trenton City',
  'West Windsor Township',
];
const byName = (name: string) => name;

describe('matchesSearch', () => {
  it.each([
    ['Ewing Township', 'ewing', true],
    ['Ewing Township', 'EWI', true],
    ['Ewing Township', 'township ewing', true],
    ['Ewing Township', 'ewing twp', true],
    ['Hopewell Borough', 'hopewell boro', true],
    ['Mount Laurel Township', 'mt laurel', true],
    ['Saint Peter’s Housing', 'st peters', true],
    ['Pennsauken Township', 'auken', false],
    ['Ewing Township', 'ewing borough', false],
    ['Ewing Township', '', true],
    ['Ewing Township', '  ,. ', true],
    ['Peapack-Gladstone Borough', 'gladstone', true],
    ['Café Housing Authority', 'cafe', true],
  ])('%s for "%s": %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
});

describe('searchList', () => {
  it('keeps the list whole and in order for an empty search', () => {
    expect(searchList(MERCER, '', byName)).toEqual(MERCER);
  });

  it('lists the entries whose first word the search begins before the others', () => {
    expect(searchList(MERCER, 'windsor', byName)).toEqual(['East Windsor Township', 'West Windsor Township']);
    expect(searchList(MERCER, 'hope', byName)).toEqual(['Hopewell Borough', 'Hopewell Township']);
    expect(searchList(MERCER, 'w', byName)).toEqual(['West Windsor Township', 'East Windsor Township']);
  });

  it('narrows with every word typed, in any order', () => {
    expect(searchList(MERCER, 'twp hop', byName)).toEqual(['Hopewell Township']);
    expect(searchList(MERCER, 'borough', byName)).toEqual([
      'Hightstown Borough',
      'Hopewell Borough',
      'Pennington Borough',
    ]);
  });

  it('finds nothing for a word no entry has', () => {
    expect(searchList(MERCER, 'newark', byName)).toEqual([]);
  });
});
