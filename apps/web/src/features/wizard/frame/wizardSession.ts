/**
 * What the wizard keeps for this tab besides the case (session storage), and the query keys of its case and
 * property: the property choice of 'Let's start with your property' per case, and the property saved on the
 * property steps before a signed-in user's case exists.
 */
import { propertyStatusAfterSave, type Property, type PropertyChoice } from '@rentfile/domain';
import { queryKeys } from '../../../lib/queryKeys.ts';
import type { CaseRef } from '../store/repository.ts';

const CHOICE_KEY = 'wizardPropertyChoice';

export const choiceKey = (caseRef: CaseRef) => ['wizard', 'choice', caseRef] as const;

export function readChoice(caseRef: CaseRef): PropertyChoice | null {
  try {
    const all = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, PropertyChoice>;
    return all[String(caseRef)] ?? null;
  } catch {
    return null;
  }
}

export function writeChoice(caseRef: CaseRef, choice: PropertyChoice | null): void {
  let all: Record<string, PropertyChoice> = {};
  try {
    all = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, PropertyChoice>;
  } catch {
    all = {};
  }
  if (choice) all[String(caseRef)] = choice;
  else delete all[String(caseRef)];
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(all));
}

const NEW_CASE_PROPERTY_KEY = 'wizardNewCaseProperty';

/**
 * A signed-in user's property saved on the property steps before the case exists (docs/product/screens.md#case-created):
 * its id is kept for this tab so a reload on those steps finds it again.
 */
export function readNewCaseProperty(): number | null {
  const id = Number(sessionStorage.getItem(NEW_CASE_PROPERTY_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function writeNewCaseProperty(id: number | null): void {
  if (id) sessionStorage.setItem(NEW_CASE_PROPERTY_KEY, String(id));
  else sessionStorage.removeItem(NEW_CASE_PROPERTY_KEY);
}

export const newCasePropertyKey = ['wizard', 'newCaseProperty'] as const;

/**
 * The server stores the property step last saved (docs/product/data-and-rules.md#property-status 'saving owner marks the earlier ones completed');
 * the domain's step list reads a status as the next step to do: propertyStatusAfterSave turns one into the other.
 */
export function stepListProperty(property: Property): Pick<Property, 'status' | 'completed'> {
  const after = propertyStatusAfterSave(property.status);
  return { status: after.status, completed: property.completed || after.completed };
}

/** The query keys of the wizard's case and property: the same as every screen's (lib/queryKeys.ts). */
export const wizardKeys = {
  case: (kind: 'api' | 'guest', caseRef: CaseRef) =>
    kind === 'api' && caseRef !== 'new' ? queryKeys.case(caseRef) : queryKeys.unsavedCase(kind),
  property: (kind: 'api' | 'guest', propertyId: number | null) =>
    queryKeys.property(kind === 'guest' ? 'guest' : propertyId),
};
