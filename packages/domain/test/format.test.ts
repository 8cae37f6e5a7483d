import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  avatarColor,
  capitalizeFirst,
  formatPhone,
  initials,
  joinNames,
  phoneDigits,
  streetWithUnit,
  unitSuffix,
} from '../src/format.ts';

describe('joinNames (docs/product/data-and-rules.md#validation owner names)', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
    [['Jane Doe', 'John Roe', 'Acme LLC', 'Mary Poe'], 'Jane Doe, John Roe, Acme LLC and Mary Poe'],
    [[' A ', '', '  ', 'B'], 'A and B'],
  ])('%j -> %j', (names, text) => {
    expect(joinNames(names)).toBe(text);
  });
});

describe('formatPhone (docs/product/data-and-rules.md#validation)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '(123) 4'],
    ['123456', '(123) 456'],
    ['1234567', '(123) 456-7'],
    ['1234567890', '(123) 456-7890'],
    ['123456789012', '(123) 456-7890'],
    ['(201) 555-0199', '(201) 555-0199'],
    ['201.555.0199 ext', '(201) 555-0199'],
  ])('%j -> %j', (input, text) => {
    expect(formatPhone(input)).toBe(text);
  });

  it('keeps only the first 10 digits and formats idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatPhone(input);
        expect(phoneDigits(formatted)).toBe(input.replace(/\D/g, '').slice(0, 10));
        expect(formatPhone(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('unit suffix (docs/product/data-and-rules.md#constants)', () => {
  it('adds ", unit" only when there is a unit', () => {
    expect(unitSuffix('4B')).toBe(', Unit 4B');
    expect(unitSuffix('2')).toBe(', Unit 2');
    expect(unitSuffix('C')).toBe(', Unit C');
    expect(unitSuffix('Apt 2')).toBe(', Apt 2');
    expect(unitSuffix('#3')).toBe(', #3');
    expect(unitSuffix('2nd')).toBe(', 2nd');
    expect(unitSuffix('Rear')).toBe(', Rear');
    expect(unitSuffix('  ')).toBe('');
    expect(unitSuffix(null)).toBe('');
    // A bare number after the street reads as part of the address ('418 Haddon Avenue, 2'): it is named a unit.
    expect(streetWithUnit('418 Haddon Avenue', '2')).toBe('418 Haddon Avenue, Unit 2');
    expect(streetWithUnit('12 Main St', '4B')).toBe('12 Main St, Unit 4B');
    expect(streetWithUnit('12 Main St', undefined)).toBe('12 Main St');
  });
});

describe('avatar (docs/product/data-and-rules.md#constants)', () => {
  it.each([
    ['Alice', 'hsl(0, 68%, 48%)'],
    ['bob', 'hsl(14, 68%, 48%)'],
    ['Mary', 'hsl(166, 68%, 48%)'],
    ['Zoe', 'hsl(346, 68%, 48%)'],
    ['', 'hsl(0, 68%, 48%)'],
    ['9lives', 'hsl(0, 68%, 48%)'],
  ])('%j -> %s', (name, colour) => {
    expect(avatarColor(name)).toBe(colour);
  });

  it('takes initials from first and last name', () => {
    expect(initials('jane', 'doe')).toBe('JD');
    expect(initials('Jane', null)).toBe('J');
    expect(initials(' ', ' ')).toBe('');
  });

  it('capitalises the first letter', () => {
    expect(capitalizeFirst('newark housing authority')).toBe('Newark housing authority');
    expect(capitalizeFirst('')).toBe('');
  });
});
