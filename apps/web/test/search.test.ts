/** The search of the app's long lists (apps/web/src/lib/search.ts): municipalities and housing offices. */
import { describe, expect, it } from 'vitest';
import { matchesSearch, searchList } from '../src/lib/search.ts';

const MERCER = ['East Windsor Township', 'Ewing Township', 'Hamilton Township', 'Hightstown Borough', 'Hopewell Borough', 'Hopewell Township', 'Lawrence Township', 'Pennington Borough', 'Princeton', 'Robbinsville Township', 'Trenton City', 'West Windsor Township'];
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
    expect(searchList(MERCER, 'borough', byName)).toEqual(['Hightstown Borough', 'Hopewell Borough', 'Pennington Borough']);
  });

  it('finds nothing for a word no entry has', () => {
    expect(searchList(MERCER, 'newark', byName)).toEqual([]);
  });
});
