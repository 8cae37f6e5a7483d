/**
 * The wizard's case store: the case and property (from the API when signed in, from session storage for a guest),
 * the property choice, the saves (one TanStack Query mutation scope, one at a time) and the step's drafts.
 * WizardProvider (WizardContext.tsx) serves it with the navigation (useWizardNavigation.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasePatch } from '@rentfile/contract';
import {
  blankCase,
  propertyStepSaved,
  laterCaseStatus,
  statusWrittenBy,
  type Case,
  type Property,
  type PropertyChoice,
  type PropertyStatus,
  type WizardRouteName,
} from '@rentfile/domain';
import { caseSaved, queryKeys } from '../../../lib/queryKeys.ts';
import { apiRepository, guestRepository, wizardSchemas, type CaseRef } from '../store/repository.ts';
import { retrySave, saveRetryDelay, saveWentThrough } from '../store/saveRetry.ts';
import { draftStamp, stepDrafts, type DraftEntity } from './stepDrafts.ts';
import { trackSave, warnWhilePending } from '../../../lib/pendingSaves.ts';
import {
  choiceKey,
  newCasePropertyKey,
  readChoice,
  readNewCaseProperty,
  wizardKeys,
  writeChoice,
  writeNewCaseProperty,
} from './wizardSession.ts';

export interface SaveOptions {
  /**
   * Asked when the save's turn comes (saves run one at a time): true skips it, as a later save of the same entries
   * is waiting (autosave: the latest wins). A skipped save answers the case as stored.
   */
  superseded?: () => boolean;
}

let saveScopes = 0;

export interface CaseStoreInput {
  caseRef: CaseRef;
  signedIn: boolean;
  /** Whose drafts these are: the signed-in client's id, or 'guest'. */
  owner: string;
  routeName: WizardRouteName;
}

export function useCaseStore({ caseRef, signedIn, owner, routeName }: CaseStoreInput) {
  const repository = signedIn ? apiRepository : guestRepository;
  const kind = repository.kind;
  const queryClient = useQueryClient();
  const caseRefRef = useRef<CaseRef>(caseRef);
  useLayoutEffect(() => {
    caseRefRef.current = caseRef;
  }, [caseRef]);
  /** The case's id once a save has created it, before the URL follows. */
  const currentCaseRef = useCallback(() => caseRefRef.current, []);
  const drafts = useMemo(() => stepDrafts(owner), [owner]);
  // Every save of this case is one TanStack Query mutation of one scope: they run one at a time, so a save tried
  // again after a passing failure (retrySave: after 1, 2 and 4 s, the banner says so) never overwrites a later one.
  const [scope] = useState(() => ({ id: `wizard-save-${(saveScopes += 1)}` }));
  const { mutateAsync } = useMutation({
    mutationFn: (save: () => Promise<unknown>) => save(),
    scope,
    networkMode: 'always',
    retry: retrySave,
    retryDelay: saveRetryDelay,
    onSuccess: saveWentThrough,
  });
  const serially = useCallback(
    <T>(save: () => Promise<T>): Promise<T> => trackSave(mutateAsync(save) as Promise<T>),
    [mutateAsync],
  );
  // Closing or reloading the tab while a save is pending asks first (issue 36: saves never lost).
  useEffect(() => warnWhilePending(), []);

  const caseQuery = useQuery({
    queryKey: wizardKeys.case(kind, caseRef),
    queryFn: () => repository.loadCase(caseRef),
    staleTime: Infinity,
  });
  const caseInfo = caseQuery.data ?? null;
  const newCaseProperty = useQuery({
    queryKey: newCasePropertyKey,
    queryFn: readNewCaseProperty,
    enabled: kind === 'api' && caseRef === 'new',
    staleTime: Infinity,
  });
  const propertyId = caseInfo?.propertyId ?? (caseRef === 'new' ? (newCaseProperty.data ?? null) : null);
  const propertyQuery = useQuery({
    queryKey: wizardKeys.property(kind, propertyId),
    queryFn: () => repository.loadProperty(caseInfo ?? (propertyId ? { ...blankCase(), propertyId } : null)),
    enabled: caseQuery.isSuccess,
    staleTime: Infinity,
  });
  const property = propertyQuery.data ?? null;

  const choiceQuery = useQuery({
    queryKey: choiceKey(caseRef),
    queryFn: () => readChoice(caseRef),
    staleTime: Infinity,
  });
  const propertyChoice = choiceQuery.data ?? null;

  const setPropertyChoice = useCallback(
    (choice: PropertyChoice | null) => {
      writeChoice(caseRefRef.current, choice);
      queryClient.setQueryData(choiceKey(caseRefRef.current), choice);
    },
    [queryClient],
  );

  const currentCase = useCallback(
    () => queryClient.getQueryData<Case | null>(wizardKeys.case(kind, caseRefRef.current)) ?? null,
    [queryClient, kind],
  );
  /** The property of the case, or the one saved on the property steps of a case not created yet. */
  const currentPropertyId = useCallback(
    () =>
      currentCase()?.propertyId ??
      (kind === 'api' && caseRefRef.current === 'new' ? readNewCaseProperty() : null) ??
      null,
    [currentCase, kind],
  );

  // Before You Begin of a new case starts afresh: a property left unfinished on an earlier start stays on the
  // Properties page and no longer fills this case's property steps.
  useLayoutEffect(() => {
    if (kind !== 'api' || caseRef !== 'new' || routeName !== 'vc-before-creating') return;
    writeNewCaseProperty(null);
    queryClient.setQueryData(newCasePropertyKey, null);
  }, [kind, caseRef, routeName, queryClient]);

  /** Stores a case answered by a save under its id, moving the property choice of a new case to it. */
  const remember = useCallback(
    (saved: Case) => {
      const ref: CaseRef = kind === 'api' && saved.id ? saved.id : 'new';
      if (ref !== caseRefRef.current) {
        const choice = readChoice(caseRefRef.current);
        writeChoice(ref, choice);
        queryClient.setQueryData(choiceKey(ref), choice);
        caseRefRef.current = ref;
      }
      queryClient.setQueryData(wizardKeys.case(kind, ref), saved);
      // The dashboard, the case view and the properties page show this case too.
      if (kind === 'api') void caseSaved(queryClient, saved);
      return saved;
    },
    [queryClient, kind],
  );

  /**
   * Saves changes of the case with a status: by default the one the current screen writes (docs/product/data-and-rules.md#case-status,
   * domain statusWrittenBy); a status never goes back to an earlier step. Creates the case when there is none.
   */
  const saveCase = useCallback(
    (changes: CasePatch, status?: string | null, options?: SaveOptions): Promise<Case> =>
      serially(async () => {
        const startedAt = draftStamp();
        const fromRef = caseRefRef.current;
        const existing = currentCase();
        if (existing && options?.superseded?.()) return existing;
        const wanted =
          status === undefined ? statusWrittenBy(routeName, { ...(existing ?? blankCase()), ...changes }) : status;
        const nextStatus = wanted ? laterCaseStatus(existing?.status, wanted) : undefined;
        const saved = remember(
          existing
            ? await repository.updateCase(caseRefRef.current, changes, nextStatus)
            : await repository.createCase(
                (await wizardSchemas()).caseSchema.parse(changes),
                nextStatus ?? 'vc-property',
              ),
        );
        drafts.settle(fromRef, caseRefRef.current, routeName, 'case', startedAt, saved);
        return saved;
      }),
    [currentCase, drafts, remember, repository, routeName, serially],
  );

  /**
   * Saves changes of the property as the given property step (docs/product/data-and-rules.md#property-status: the status keeps the later step;
   * contact completes the property). Creates the property when there is none, and the case about it once the
   * property is complete (docs/product/screens.md#case-created).
   */
  const saveProperty = useCallback(
    (changes: Partial<Property>, step: PropertyStatus): Promise<Property> =>
      serially(async () => {
        const startedAt = draftStamp();
        const fromRef = caseRefRef.current;
        const existingCase = currentCase();
        const existing =
          queryClient.getQueryData<Property | null>(wizardKeys.property(kind, currentPropertyId())) ?? null;
        const { caseSchema, propertySchema } = await wizardSchemas();
        const saved = await repository.saveProperty(
          propertySchema.parse({ ...(existing ?? {}), ...changes, ...propertyStepSaved(existing, step) }),
        );
        queryClient.setQueryData(wizardKeys.property(kind, saved.id ?? null), saved);
        if (!existingCase && (kind === 'guest' || saved.completed)) {
          // docs/product/screens.md#case-created: the case begins once its property is complete.
          remember(await repository.createCase(caseSchema.parse({ propertyId: saved.id ?? null }), 'vc-property'));
          writeNewCaseProperty(null);
          queryClient.setQueryData(newCasePropertyKey, null);
        } else if (!existingCase) {
          writeNewCaseProperty(saved.id ?? null);
          queryClient.setQueryData(newCasePropertyKey, saved.id ?? null);
        } else if (kind === 'guest') {
          queryClient.setQueryData(wizardKeys.case(kind, 'new'), await repository.loadCase('new'));
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.properties });
        const caseNow = currentCase();
        if (kind === 'api' && caseNow) void caseSaved(queryClient, caseNow);
        drafts.settle(fromRef, caseRefRef.current, routeName, 'property', startedAt, saved);
        return saved;
      }),
    [currentCase, currentPropertyId, drafts, kind, queryClient, remember, repository, routeName, serially],
  );

  /** Starts the case on a saved property (Select existing Property, Add unit) or moves the case to it. */
  const selectProperty = useCallback(
    (propertyId: number): Promise<Case> =>
      serially(async () => {
        const existing = currentCase();
        const status = statusWrittenBy('vc-select-property', existing ?? blankCase()) ?? 'vc-tenants';
        const saved = existing
          ? await repository.updateCase(caseRefRef.current, { propertyId }, laterCaseStatus(existing.status, status))
          : await repository.createCase((await wizardSchemas()).caseSchema.parse({ propertyId }), status);
        remember(saved);
        const property = await repository.loadProperty(saved);
        queryClient.setQueryData(wizardKeys.property(kind, propertyId), property);
        return saved;
      }),
    [currentCase, kind, queryClient, remember, repository, serially],
  );

  const savedEntity = useCallback(
    (entity: DraftEntity) =>
      entity === 'case'
        ? currentCase()
        : (queryClient.getQueryData<Property | null>(wizardKeys.property(kind, currentPropertyId())) ?? null),
    [currentCase, currentPropertyId, kind, queryClient],
  );
  /**
   * This screen's entries typed but not saved (stepDrafts.ts), or null: none, or the saved case or property
   * changed since they were typed (the saved data wins).
   */
  const readDraft = useCallback(
    <T>(entity: DraftEntity) => drafts.read<T>(caseRefRef.current, routeName, entity, savedEntity(entity)),
    [drafts, routeName, savedEntity],
  );
  /** Keeps this screen's entries in session storage until a save covers them. */
  const keepDraft = useCallback(
    (entity: DraftEntity, value: unknown) =>
      drafts.keep(caseRefRef.current, routeName, entity, savedEntity(entity), value),
    [drafts, routeName, savedEntity],
  );

  const loading =
    caseQuery.isPending || (caseQuery.isSuccess && propertyQuery.isPending && propertyQuery.fetchStatus !== 'idle');
  return {
    repository,
    kind,
    currentCaseRef,
    caseInfo,
    property,
    propertyChoice,
    setPropertyChoice,
    saveCase,
    saveProperty,
    selectProperty,
    readDraft,
    keepDraft,
    loading,
    error: caseQuery.error ?? propertyQuery.error,
  };
}
