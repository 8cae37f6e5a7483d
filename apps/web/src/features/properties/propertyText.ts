import { streetWithUnit } from '@rentfile/domain';
import type { savedProperty } from '@rentfile/contract';
import type { z } from 'zod';

export type SavedProperty = z.infer<typeof savedProperty>;

export const addressOf = (p: SavedProperty) => streetWithUnit(p.streetAddress, p.unitNo) || 'Address not entered yet';

/** The property's registration statement: the newest one attached, which its cases use. */
export const statementOf = (p: SavedProperty) => p.registrationFiles.at(-1) ?? null;
