import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { DraftEntity } from './stepDrafts.ts';
import { useWizardCase } from './WizardContext.tsx';

/**
 * The screen's entries typed but not saved before a reload (restored, read once when the screen opens) and
 * keep(), which stores them again after each change until a save covers them (see stepDrafts.ts).
 */
export function useStepDraft<T>(entity: DraftEntity): { restored: T | null; keep(value: T): void } {
  const { readDraft, keepDraft } = useWizardCase();
  const [restored] = useState(() => readDraft<T>(entity));
  const keep = useCallback((value: T) => keepDraft(entity, value), [keepDraft, entity]);
  return { restored, keep };
}

/** Keeps a react-hook-form's values as the screen's draft whenever one changes. */
export function useFormDraft<F extends FieldValues>(watch: UseFormWatch<F>, keep: (value: F) => void): void {
  useEffect(() => {
    const subscription = watch((values) => keep(values as F));
    return () => subscription.unsubscribe();
  }, [watch, keep]);
}
