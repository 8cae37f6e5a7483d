/**
 * The one way a wizard step keeps and saves what is entered (features/wizard/README.md#one-step-pattern):
 * - react-hook-form validated by the step's zod schema from the domain;
 * - the entries kept as the step's draft on every change and restored after a reload (stepDrafts.ts);
 * - optionally saved shortly after each change while valid (autosave, status unchanged): a TanStack Query
 *   mutation whose saves run one at a time per case with the latest winning, tried again with backoff and
 *   reported in the banner (WizardContext's save mutation);
 * - saved explicitly, with the step's status, by Continue (then the step goes on) and when the screen is left
 *   by back, the step list or quit, if valid.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { RouteName } from '@rentfile/domain';
import { ApiError } from '../../../lib/api.ts';
import type { DraftEntity } from './stepDrafts.ts';
import { useWizardCase, type SaveOptions } from './WizardContext.tsx';
import { useFormDraft, useStepDraft } from './useStepDraft.ts';

/** How a step saves its valid entries: status undefined = the step's own, null = keep the case's. */
export type StepSave<Out> = (values: Out, status: string | null | undefined, options?: SaveOptions) => Promise<unknown>;

export interface StepFormOptions<In extends FieldValues, Out, Extra extends object> {
  /** The step's schema from the domain: what the form validates and what a save parses. */
  schema: z.ZodType<Out, In>;
  /** What the entries are saved into; the draft is dropped when that changed since it was typed. */
  entity?: DraftEntity;
  /** The form's values from the saved case or property; a restored draft is laid over them. */
  defaultValues: In;
  /** Saves the parsed entries (wizard.saveCase or saveProperty with the step's patch). */
  save: StepSave<Out>;
  /** Where Continue goes after the save; null: the step navigates in its own save. */
  next: RouteName | null;
  /** Save shortly after each valid change, keeping the case's status (part two's steps). */
  autosave?: boolean | { delayMs: number };
  /** The status a leave (back, step list, quit) saves with: the step's own (default) or null to keep it. */
  leaveStatus?: null;
  /** More of the screen's state to keep in the draft beside the form's values (read back from `restored`). */
  draftExtra?: () => Extra;
}

export interface StepForm<In extends FieldValues, Out, Extra extends object> {
  form: UseFormReturn<In, unknown, Out>;
  /** The draft restored when the screen opened (the form already holds its values), or null. */
  restored: (In & Partial<Extra>) | null;
  /** WizardStep's onContinue: validates, saves with the step's status, goes on. */
  onContinue: () => Promise<void>;
  /** WizardStep's onLeave: saves if valid. */
  onLeave: () => Promise<void>;
  /** Keeps the draft now (after a change of state held outside the form, such as draftExtra's). */
  keepDraft: () => void;
  /** The autosave mutation (isPending, error) for the screen to show. */
  autosave: { isPending: boolean; error: unknown };
}

const AUTOSAVE_DELAY_MS = 500;

export function useStepForm<In extends FieldValues, Out, Extra extends object = Record<never, never>>(options: StepFormOptions<In, Out, Extra>): StepForm<In, Out, Extra> {
  const { schema, entity = 'case', defaultValues, save, next, autosave = false, leaveStatus, draftExtra } = options;
  const wizard = useWizardCase();
  const draft = useStepDraft<In & Partial<Extra>>(entity);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as z.ZodType<Out, FieldValues>) as never,
    mode: 'onTouched',
    defaultValues: { ...defaultValues, ...(draft.restored ?? {}) } as DefaultValues<In>,
  });
  const { handleSubmit, trigger, getValues, watch } = form;

  const extraRef = useRef(draftExtra);
  const saveRef = useRef(save);
  useEffect(() => {
    extraRef.current = draftExtra;
    saveRef.current = save;
  }, [draftExtra, save]);

  const { keep } = draft;
  const keepValues = useCallback((values: In) => keep({ ...values, ...(extraRef.current?.() ?? {}) } as In & Partial<Extra>), [keep]);
  useFormDraft(watch, keepValues);
  const keepDraft = useCallback(() => keepValues(getValues()), [keepValues, getValues]);

  // Autosave: the latest change wins; a save still waiting for its turn when a newer one is asked for is skipped.
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ values, generation }: { values: Out; generation: number }) => saveRef.current(values, null, { superseded: () => generation !== latest.current }),
    // The API's failures are in the banner already; any other error is a fault for the error boundary.
    throwOnError: (err) => !(err instanceof ApiError),
  });
  const { mutate } = mutation;
  const delayMs = typeof autosave === 'object' ? autosave.delayMs : AUTOSAVE_DELAY_MS;
  useEffect(() => {
    if (!autosave) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const parsed = schema.safeParse(values);
        if (!parsed.success) return;
        latest.current += 1;
        mutate({ values: parsed.data, generation: latest.current });
      }, delayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [autosave, delayMs, mutate, schema, watch]);

  const { goTo } = wizard;
  const onContinue = useCallback(
    () =>
      handleSubmit(async (values) => {
        latest.current += 1;
        await saveRef.current(values, undefined);
        if (next) goTo(next);
      })(),
    [handleSubmit, next, goTo],
  );
  const onLeave = useCallback(async () => {
    if (!(await trigger())) return;
    latest.current += 1;
    await saveRef.current(schema.parse(getValues()), leaveStatus);
  }, [trigger, getValues, schema, leaveStatus]);

  return { form, restored: draft.restored, onContinue, onLeave, keepDraft, autosave: { isPending: mutation.isPending, error: mutation.error } };
}
