import { describe, expect, it } from 'vitest';
import { blankCase, blankProperty } from '../src/blank.ts';
import { caseSchema, propertySchema } from '../src/entities.ts';

describe('a blank case and property without zod', () => {
  it('are what the schemas give for nothing entered (a default added to a schema must be added here too)', () => {
    expect(blankCase()).toStrictEqual(caseSchema.parse({}));
    expect(blankProperty()).toStrictEqual(propertySchema.parse({}));
  });

  it('are new values each time, so that a change to one is not seen in the next', () => {
    const first = blankCase();
    first.deedNames.push('Jane Roe');
    first.statements.ownerOccupied = true;
    expect(blankCase().deedNames).toEqual([]);
    expect(blankCase().statements.ownerOccupied).toBeNull();
  });
});
