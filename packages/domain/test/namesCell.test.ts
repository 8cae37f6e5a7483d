import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nameKey, readNamesCell } from '../src/index.ts';

/**
 * Names cells as property-management exports write them (AppFolio, Buildium, Yardi, Rent Manager rent rolls and
 * delinquency reports: "Last, First", couples on one line, businesses with "&", notes in the cell), each with the
 * tenants the case holds and whether the reading is certain.
 */
const TABLE: Array<[string, string[], 'certain' | 'doubt']> = [
  ['Andrew Sandoval', ['Andrew Sandoval'], 'certain'],
  ['Smith, John', ['John Smith'], 'certain'],
  ['Smith, John A.', ['John A. Smith'], 'certain'],
  ['SMITH, JOHN', ['JOHN SMITH'], 'certain'],
  ['John Doe; Jane Doe', ['John Doe', 'Jane Doe'], 'certain'],
  ['John Doe, Jane Doe', ['John Doe', 'Jane Doe'], 'certain'],
  ['John Doe and Jane Doe / Jim Doe\nJoe Doe', ['John Doe', 'Jane Doe', 'Jim Doe', 'Joe Doe'], 'certain'],
  ['John Smith & Mary Jones', ['John Smith', 'Mary Jones'], 'certain'],
  ['Maria & Jose Lopez', ['Maria Lopez', 'Jose Lopez'], 'doubt'],
  ['Maria and Jose Lopez', ['Maria Lopez', 'Jose Lopez'], 'doubt'],
  ['Lopez, Maria & Jose', ['Maria Lopez', 'Jose Lopez'], 'certain'],
  ['Smith, John & Mary Smith', ['John Smith', 'Mary Smith'], 'certain'],
  ['Juan & Rosa De La Cruz', ['Juan De La Cruz', 'Rosa De La Cruz'], 'doubt'],
  ['De La Cruz, Juan', ['Juan De La Cruz'], 'certain'],
  ['Van der Berg, Anna', ['Anna Van der Berg'], 'certain'],
  ['St. John, Michael', ['Michael St. John'], 'certain'],
  ["O'Brien, Patrick", ["Patrick O'Brien"], 'certain'],
  ['Garcia-Lopez, Ana', ['Ana Garcia-Lopez'], 'certain'],
  ['Smith, John, Jr.', ['John Smith Jr.'], 'certain'],
  ['Smith, John Jr.', ['John Smith Jr.'], 'certain'],
  ['John Smith, Jr.', ['John Smith Jr.'], 'certain'],
  ['Smith Jr., John', ['John Smith Jr.'], 'certain'],
  ['Robert Jones III', ['Robert Jones III'], 'certain'],
  ['ACME LLC', ['ACME LLC'], 'certain'],
  ['ACME, LLC', ['ACME, LLC'], 'certain'],
  ['A&J Barber Shop LLC', ['A&J Barber Shop LLC'], 'certain'],
  ['A & J Barber Shop', ['A & J Barber Shop'], 'certain'],
  ['Smith & Sons Plumbing', ['Smith & Sons Plumbing'], 'certain'],
  ['Johnson & Johnson Inc.', ['Johnson & Johnson Inc.'], 'certain'],
  ['Baptiste, Harold (Deceased)', ['Estate of Harold Baptiste'], 'doubt'],
  ['Harold Baptiste - deceased', ['Estate of Harold Baptiste'], 'doubt'],
  ['Estate of Harold Baptiste', ['Estate of Harold Baptiste'], 'doubt'],
  ['The Estate of Mary Kane', ['Estate of Mary Kane'], 'doubt'],
  ['John Doe & All Occupants', ['John Doe'], 'doubt'],
  ['John Doe; All Other Occupants', ['John Doe'], 'doubt'],
  ['Robert Smith a/k/a Bobby Smith', ['Robert Smith'], 'doubt'],
  ['  John   Doe ; john doe;; ', ['John Doe'], 'certain'],
  ['Smith,', ['Smith'], 'certain'],
  ['', [], 'certain'],
];

describe('reading a names cell', () => {
  it('holds at least 30 real-world cells', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%j', (cell, names, certainty) => {
    const reading = readNamesCell(cell);
    expect(reading.names).toEqual(names);
    expect(reading.doubts.length > 0 ? 'doubt' : 'certain').toBe(certainty);
  });

  it('names the deceased tenant of an estate', () => {
    expect(readNamesCell('Baptiste, Harold (Deceased)').deceased).toBe('Harold Baptiste');
    expect(readNamesCell('Maria & Jose Lopez').deceased).toBeNull();
  });
});

/**
 * A word that reads as a given name or a surname: not a generational or business suffix, a surname particle or a word
 * the parser reads as part of the cell's wording ("Jr", "Pa", "De", "Estate"), which the table above covers.
 */
const NOT_A_NAME =
  /^(jr|sr|ii|iii|iv|v|esq|llc|inc|corp|corporation|co|company|ltd|lp|llp|pc|pa|pllc|trust|de|del|della|la|las|los|le|da|das|do|dos|di|du|van|von|der|den|ter|ten|st|mac|bin|ibn|al|el|y|and|aka|all|et|of|the|estate|deceased|occupants|tenant|tenants|unknown)$/i;
const word = fc.stringMatching(/^[A-Z][a-z]{1,9}$/).filter((w) => !NOT_A_NAME.test(w));

describe('a names cell, for any text', () => {
  it('gives names trimmed, not blank and not repeated', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const { names } = readNamesCell(text);
        for (const name of names) expect(name).toBe(name.trim());
        expect(names.every((n) => n !== '')).toBe(true);
        expect(new Set(names.map(nameKey)).size).toBe(names.length);
      }),
    );
  });

  it('reads "Last, First" as the same person as "First Last"', () => {
    fc.assert(
      fc.property(word, word, (first, last) => {
        expect(readNamesCell(`${last}, ${first}`).names).toEqual([`${first} ${last}`]);
        expect(readNamesCell(`${first} ${last}`).names).toEqual([`${first} ${last}`]);
      }),
    );
  });

  it('gives a couple with one surname each the surname, and says it is not certain', () => {
    fc.assert(
      fc.property(word, word, word, (a, b, last) => {
        fc.pre(a !== b);
        const reading = readNamesCell(`${a} & ${b} ${last}`);
        expect(reading.names).toEqual([`${a} ${last}`, `${b} ${last}`]);
        expect(reading.doubts.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never splits a business name, whatever its words', () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom('LLC', 'Inc.', 'Corp.', 'L.P.'), (a, b, form) => {
        const cell = `${a} & ${b} ${form}`;
        expect(readNamesCell(cell).names).toEqual([cell]);
      }),
    );
  });

  it('reads the names of several tenants apart, in order, whatever separates them', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(word, word), { minLength: 1, maxLength: 4, selector: ([f, l]) => `${f} ${l}` }),
        fc.constantFrom('; ', ' / ', '\n', ' and ', ' & '),
        (people, separator) => {
          const names = people.map(([f, l]) => `${f} ${l}`);
          fc.pre(new Set(names.map(nameKey)).size === names.length);
          expect(readNamesCell(names.join(separator)).names).toEqual(names);
        },
      ),
    );
  });

  it('never names a deceased tenant as a living defendant', () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom(' (Deceased)', ' - deceased', ', Deceased'), (first, last, mark) => {
        const reading = readNamesCell(`${last}, ${first}${mark}`);
        expect(reading.names).toEqual([`Estate of ${first} ${last}`]);
        expect(reading.deceased).toBe(`${first} ${last}`);
      }),
    );
  });
});
