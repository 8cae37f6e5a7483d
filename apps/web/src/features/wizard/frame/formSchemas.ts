/**
 * The steps' form schemas (the domain's validation.ts) load with zod when a form is first used, not with the step:
 * a step passes formSchema('…FormSchema') to useStepForm, and WizardStep starts loading them on the form's first
 * focus or press, so that they are there by the first check.
 */
import type { z } from 'zod';

type FormSchemas = typeof import('@rentfile/domain/validation');
type FormSchemaName = { [K in keyof FormSchemas]: FormSchemas[K] extends z.ZodType ? K : never }[keyof FormSchemas];

export const loadFormSchemas = () => import('@rentfile/domain/validation');

/** A step form's schema, loaded on first use: useStepForm's `schema`. */
export function formSchema<K extends FormSchemaName>(name: K): () => Promise<FormSchemas[K]> {
  return () => loadFormSchemas().then((schemas) => schemas[name]);
}
