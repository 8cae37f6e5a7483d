/**
 * The one way a wizard step keeps and saves what is entered (features/wizard/README.md#one-step-pattern):
 * - react-hook-form validated by the step's zod schema from the domain, which may be loaded on the form's first check
 *   (formSchema of formSchemas.ts) so that the step renders without zod;
 * - the entries kept as the step's draft on every change and restored after a reload (stepDrafts.ts);
 * - optionally saved shortly after each change, finished or not (autosave, status unchanged): a TanStack Query
 *   mutation whose saves run one at a time per case with the latest winning, tried again with backoff and
 *   reported in the banner (WizardContext's save mutation);
 * - saved explicitly, with the step's status, by Continue (then the step goes on); when the screen is left by
 *   back, the step list or quit: as the autosave does (a step with one), else with the step's status if valid.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { RouteName } from '@rentfile/domain';
import { ApiError } from '../../../lib/api.ts';
import { trackSave, waitingSave } from '../../../lib/pendingSaves.ts';
import type { DraftEntity } from './stepDrafts.ts';
import { useWizardCase, type SaveOptions } from './WizardContext.tsx';
import { useFormDraft, useStepDraft } from './useStepDraft.ts';

/** How a step saves its valid entries: status undefined = the step's own, null = keep the case's. */
export type StepSave<Out> = (values: Out, status: string | null | undefined, options?: SaveOptions) => Promise<unknown>;

/** A step's schema, or a function that loads it (formSchema of formSchemas.ts): zod then loads with the first check. */
export type StepSchema<In extends FieldValues, Out> = z.ZodType<Out, In> | (() => Promise<z.ZodType<Out, In>>);

export interface StepFormOptions<In extends FieldValues, Out, Extra extends object> {
  /** The step's schema from the domain: what the form validates and what a save parses. */
  schema: StepSchema<In, Out>;
  /** What the entries are saved into; the draft is dropped when that changed since it was typed. */
  entity?: DraftEntity;
  /** The form's values from the saved case or property; a restored draft is laid over them. */
  defaultValues: In;
  /** Saves the parsed entries (wizard.saveCase or saveProperty with the step's patch). */
  save: StepSave<Out>;
  /** Where Continue goes after the save (given the saved entries); null: the step navigates in its own save. */
  next: RouteName | ((values: Out) => RouteName) | null;
  /**
   * Part two's steps: saves the entries as they are, finished or not, shortly after each change, keeping the case's
   * status (pass `options` on to saveCase). Answers undefined when there is nothing to save yet.
   */
  autosave?: { save: (values: In, options: SaveOptions) => Promise<unknown> | undefined; delayMs?: number };
  /** More of the screen's state to keep in the draft beside the form's values (read back from `restored`). */
  draftExtra?: () => Extra;
}

export interface StepForm<In extends FieldValues, Out, Extra extends object> {
  form: UseFormReturn<In, unknown, Out>;
  /** The draft restored when the screen opened (the form already holds its values), or null. */
  restored: (In & Partial<Extra>) | null;
  /** WizardStep's onContinue: validates, saves with the step's status, goes on. */
  onContinue: () => Promise<void>;
  /** WizardStep's onLeave: saves as the autosave does, or (no autosave) with the step's status if valid. */
  onLeave: () => Promise<void>;
  /**
   * A choice screen's click: sets the answers, then validates, saves and goes on as Continue does. A failure of the
   * API stays in the banner with the user on the screen; any other error reaches the error boundary.
   */
  choose: (values: Partial<In>) => Promise<void>;
  /** Keeps the draft now (after a change of state held outside the form, such as draftExtra's). */
  keepDraft: () => void;
  /** The autosave mutation (isPending, error) for the screen to show. */
  autosave: { isPending: boolean; error: unknown };
}

const AUTOSAVE_DELAY_MS = 500;

export function useStepForm<In extends FieldValues, Out, Extra extends object = Record<never, never>>(
  options: StepFormOptions<In, Out, Extra>,
): StepForm<In, Out, Extra> {
  const { schema, entity = 'case', defaultValues, save, next, autosave, draftExtra } = options;
  const wizard = useWizardCase();
  const draft = useStepDraft<In & Partial<Extra>>(entity);
  const schemaRef = useRef(schema);
  const loadSchema = useCallback(async () => {
    const current = schemaRef.current;
    return typeof current === 'function' ? current() : current;
  }, []);
  const resolver = useCallback<Resolver<In, unknown, Out>>(
    async (values, context, resolverOptions) =>
      zodResolver((await loadSchema()) as z.ZodType<Out, FieldValues>)(
        values,
        context,
        resolverOptions as never,
      ) as never,
    [loadSchema],
  );
  const form = useForm<In, unknown, Out>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...defaultValues, ...(draft.restored ?? {}) } as DefaultValues<In>,
  });
  const { handleSubmit, trigger, getValues, watch } = form;

  const extraRef = useRef(draftExtra);
  const saveRef = useRef(save);
  const autosaveRef = useRef(autosave?.save);
  useEffect(() => {
    schemaRef.current = schema;
    extraRef.current = draftExtra;
    saveRef.current = save;
    autosaveRef.current = autosave?.save;
  }, [schema, draftExtra, save, autosave?.save]);

  const { keep } = draft;
  const keepValues = useCallback(
    (values: In) => keep({ ...values, ...(extraRef.current?.() ?? {}) } as In & Partial<Extra>),
    [keep],
  );
  useFormDraft(watch, keepValues);
  const keepDraft = useCallback(() => keepValues(getValues()), [keepValues, getValues]);

  // Autosave: the latest change wins; a save still waiting for its turn when a newer one is asked for is skipped.
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: async ({ values, generation }: { values: In; generation: number }) =>
      autosaveRef.current?.(values, { superseded: () => generation !== latest.current }),
    // The API's failures are in the banner already; any other error is a fault for the error boundary.
    throwOnError: (err) => !(err instanceof ApiError),
  });
  const { mutateAsync } = mutation;
  const autosaving = autosave !== undefined;
  const delayMs = autosave?.delayMs ?? AUTOSAVE_DELAY_MS;
  useEffect(() => {
    if (!autosaving) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let withdraw: (() => void) | undefined;
    // A change waiting for its pause is known to pendingSaves, which starts it at once before the product leaves
    // the page (sign-in, registration); the browser warns before the tab closes meanwhile.
    const start = () => {
      clearTimeout(timer);
      timer = undefined;
      withdraw?.();
      withdraw = undefined;
      latest.current += 1;
      return mutateAsync({ values: getValues(), generation: latest.current });
    };
    const subscription = watch(() => {
      clearTimeout(timer);
      withdraw ??= waitingSave(start);
      timer = setTimeout(() => void trackSave(start()), delayMs);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the screen (a link, the step list, the dashboard) saves a change still waiting: it is never dropped.
      if (timer !== undefined) void trackSave(start());
    };
  }, [autosaving, delayMs, mutateAsync, getValues, watch]);

  const { goTo } = wizard;
  const onContinue = useCallback(
    () =>
      handleSubmit(async (values) => {
        latest.current += 1;
        await saveRef.current(values, undefined);
        if (next) goTo(typeof next === 'function' ? next(values) : next);
      })(),
    [handleSubmit, next, goTo],
  );
  const onLeave = useCallback(async () => {
    latest.current += 1;
    if (autosaveRef.current) {
      await autosaveRef.current(getValues(), {});
      return;
    }
    if (await trigger()) await saveRef.current((await loadSchema()).parse(getValues()), undefined);
  }, [trigger, getValues, loadSchema]);

  const [, setFault] = useState<unknown>(null);
  const { setValue } = form;
  const choose = useCallback(
    async (values: Partial<In>) => {
      for (const [name, value] of Object.entries(values))
        setValue(name as Path<In>, value as PathValue<In, Path<In>>, { shouldDirty: true });
      try {
        await onContinue();
      } catch (err) {
        if (!(err instanceof ApiError)) {
          setFault(() => {
            throw err;
          });
        }
      }
    },
    [onContinue, setValue],
  );

  return {
    form,
    restored: draft.restored,
    onContinue,
    onLeave,
    choose,
    keepDraft,
    autosave: { isPending: mutation.isPending, error: mutation.error },
  };
}
