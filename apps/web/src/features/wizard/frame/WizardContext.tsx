/**
 * The wizard's state for every step screen: the case and property (from the API when signed in, from session
 * storage for a guest), the side step list, the navigation table of the current screen, and the saves.
 * Read it with useWizardCase(); the provider is WizardLayout.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CasePatch } from '@rentfile/contract';
import {
  blankCase,
  canEditCase,
  isSignedCase,
  navigation as navigationOf,
  propertyStepSaved,
  propertyStatusAfterSave,
  laterCaseStatus,
  statusWrittenBy,
  wizardPath,
  wizardSteps,
  isWizardRouteName,
  type Case,
  type Navigation,
  type Property,
  type PropertyChoice,
  type PropertyStatus,
  type RouteName,
  type WizardRouteName,
  type WizardStepEntry,
} from '@rentfile/domain';
import { ApiError } from '../../../lib/api.ts';
import { caseSaved, queryKeys } from '../../../lib/queryKeys.ts';
import {
  apiRepository,
  guestRepository,
  wizardSchemas,
  type CaseRef,
  type WizardRepository,
} from '../store/repository.ts';
import { retrySave, saveRetryDelay, saveWentThrough } from '../store/saveRetry.ts';
import { draftStamp, stepDrafts, type DraftEntity } from './stepDrafts.ts';
import { pathTo } from '../../../lib/routes.ts';
import { trackSave, warnWhilePending } from '../../../lib/pendingSaves.ts';

export interface WizardCase {
  /** The id in the URL: the case's id once created (signed in), else 'new'. */
  caseRef: CaseRef;
  signedIn: boolean;
  repository: WizardRepository;
  /** The case, or null before it is created. */
  caseInfo: Case | null;
  /** The case's property, or null before one is chosen or created. */
  property: Property | null;
  /** The screen shown. */
  routeName: WizardRouteName;
  /** Back and continue of the screen shown (the domain's navigation table). */
  navigation: Navigation;
  /** How the user began on 'Let's start with your property'; decides the back of Tenant Information. */
  propertyChoice: PropertyChoice | null;
  setPropertyChoice(choice: PropertyChoice | null): void;
  /** The side step list, recomputed from the case and property. */
  steps: WizardStepEntry[];
  /**
   * Saves changes of the case with a status: by default the one the current screen writes (docs/product/data-and-rules.md#case-status,
   * domain statusWrittenBy); a status never goes back to an earlier step. Creates the case when there is none.
   */
  saveCase(changes: CasePatch, status?: string | null, options?: SaveOptions): Promise<Case>;
  /**
   * Saves changes of the property as the given property step (docs/product/data-and-rules.md#property-status: the status keeps the later step;
   * contact completes the property). Creates the property when there is none, and the case about it once the
   * property is complete (docs/product/screens.md#case-created).
   */
  saveProperty(changes: Partial<Property>, step: PropertyStatus): Promise<Property>;
  /** Starts the case on a saved property (Select existing Property, Add unit) or moves the case to it. */
  selectProperty(propertyId: number): Promise<Case>;
  /** Goes to a route of the wizard (or the dashboard for 'main') for this case. */
  goTo(route: RouteName, query?: Record<string, string>): void;
  /** Leaves the form: dashboard when signed in, /unauthorized for a guest (docs/product/screens.md#layout, docs/product/data-and-rules.md#sign-in-and-guests). */
  quit(): void;
  /** The current screen's "save what was entered" for leaving it other than by its own buttons (step list, quit). */
  setLeaveHandler(handler: (() => Promise<void>) | null): void;
  /** Runs the current screen's leave handler; never throws. */
  leave(): Promise<void>;
  /**
   * This screen's entries typed but not saved (stepDrafts.ts), or null: none, or the saved case or property
   * changed since they were typed (the saved data wins).
   */
  readDraft<T>(entity: DraftEntity): T | null;
  /** Keeps this screen's entries in session storage until a save covers them. */
  keepDraft(entity: DraftEntity, value: unknown): void;
  /** False for a Closed case (domain canEditCase): the wizard shows it cannot be edited. */
  editable: boolean;
}

export interface SaveOptions {
  /**
   * Asked when the save's turn comes (saves run one at a time): true skips it, as a later save of the same entries
   * is waiting (autosave: the latest wins). A skipped save answers the case as stored.
   */
  superseded?: () => boolean;
}

const Context = createContext<WizardCase | null>(null);

/** The wizard's case, property, steps, navigation and saves (see features/wizard/README.md). */
export function useWizardCase(): WizardCase {
  const value = useContext(Context);
  if (!value) throw new Error('useWizardCase must be used inside the wizard (WizardLayout)');
  return value;
}

const CHOICE_KEY = 'wizardPropertyChoice';

function readChoice(caseRef: CaseRef): PropertyChoice | null {
  try {
    const all = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, PropertyChoice>;
    return all[String(caseRef)] ?? null;
  } catch {
    return null;
  }
}

function writeChoice(caseRef: CaseRef, choice: PropertyChoice | null): void {
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
function readNewCaseProperty(): number | null {
  const id = Number(sessionStorage.getItem(NEW_CASE_PROPERTY_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function writeNewCaseProperty(id: number | null): void {
  if (id) sessionStorage.setItem(NEW_CASE_PROPERTY_KEY, String(id));
  else sessionStorage.removeItem(NEW_CASE_PROPERTY_KEY);
}

const newCasePropertyKey = ['wizard', 'newCaseProperty'] as const;

/**
 * The server stores the property step last saved (docs/product/data-and-rules.md#property-status 'saving owner marks the earlier ones completed');
 * the domain's step list reads a status as the next step to do: propertyStatusAfterSave turns one into the other.
 */
function stepListProperty(property: Property): Pick<Property, 'status' | 'completed'> {
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

let saveScopes = 0;

interface ProviderProps {
  caseRef: CaseRef;
  signedIn: boolean;
  /** Whose drafts these are: the signed-in client's id, or 'guest'. */
  owner: string;
  routeName: WizardRouteName;
  children: (state: { loading: boolean; error: unknown; editable: boolean; signed: boolean }) => ReactNode;
}

export function WizardProvider({ caseRef, signedIn, owner, routeName, children }: ProviderProps) {
  const repository = signedIn ? apiRepository : guestRepository;
  const kind = repository.kind;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const caseRefRef = useRef<CaseRef>(caseRef);
  useLayoutEffect(() => {
    caseRefRef.current = caseRef;
  }, [caseRef]);
  const leaveRef = useRef<(() => Promise<void>) | null>(null);
  const [, setFault] = useState<unknown>(null);
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
    <T,>(save: () => Promise<T>): Promise<T> => trackSave(mutateAsync(save) as Promise<T>),
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
    queryKey: ['wizard', 'choice', caseRef],
    queryFn: () => readChoice(caseRef),
    staleTime: Infinity,
  });
  const propertyChoice = choiceQuery.data ?? null;

  const setPropertyChoice = useCallback(
    (choice: PropertyChoice | null) => {
      writeChoice(caseRefRef.current, choice);
      queryClient.setQueryData(['wizard', 'choice', caseRefRef.current], choice);
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
        queryClient.setQueryData(['wizard', 'choice', ref], choice);
        caseRefRef.current = ref;
      }
      queryClient.setQueryData(wizardKeys.case(kind, ref), saved);
      // The dashboard, the case view and the properties page show this case too.
      if (kind === 'api') void caseSaved(queryClient, saved);
      return saved;
    },
    [queryClient, kind],
  );

  const saveCase = useCallback<WizardCase['saveCase']>(
    (changes, status, options) =>
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

  const saveProperty = useCallback<WizardCase['saveProperty']>(
    (changes, step) =>
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

  const selectProperty = useCallback<WizardCase['selectProperty']>(
    (propertyId) =>
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

  const goTo = useCallback<WizardCase['goTo']>(
    (route, query) => {
      const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
      if (route === 'main') void navigate(pathTo('main'));
      else if (isWizardRouteName(route)) void navigate(wizardPath(caseRefRef.current, route) + qs);
    },
    [navigate],
  );

  const quit = useCallback(() => {
    void navigate(pathTo(signedIn ? 'main' : 'unauthorized'));
  }, [navigate, signedIn]);

  const setLeaveHandler = useCallback((handler: (() => Promise<void>) | null) => {
    leaveRef.current = handler;
  }, []);

  const leave = useCallback(async () => {
    try {
      await leaveRef.current?.();
    } catch (err) {
      // The banner has shown the API's failure; leaving goes on. Any other error is a fault for the error boundary.
      if (!(err instanceof ApiError)) {
        setFault(() => {
          throw err;
        });
      }
    }
  }, []);

  const savedEntity = useCallback(
    (entity: DraftEntity) =>
      entity === 'case'
        ? currentCase()
        : (queryClient.getQueryData<Property | null>(wizardKeys.property(kind, currentPropertyId())) ?? null),
    [currentCase, currentPropertyId, kind, queryClient],
  );
  const readDraft = useCallback(
    <T,>(entity: DraftEntity) => drafts.read<T>(caseRefRef.current, routeName, entity, savedEntity(entity)),
    [drafts, routeName, savedEntity],
  );
  const keepDraft = useCallback(
    (entity: DraftEntity, value: unknown) =>
      drafts.keep(caseRefRef.current, routeName, entity, savedEntity(entity), value),
    [drafts, routeName, savedEntity],
  );

  const value = useMemo<WizardCase>(() => {
    const forRules = caseInfo ?? blankCase();
    return {
      caseRef,
      signedIn,
      repository,
      caseInfo,
      property,
      routeName,
      navigation: navigationOf(routeName, { case: forRules, propertyChoice }),
      propertyChoice,
      setPropertyChoice,
      steps: wizardSteps(forRules, property && stepListProperty(property), routeName),
      saveCase,
      saveProperty,
      selectProperty,
      goTo,
      quit,
      setLeaveHandler,
      leave,
      readDraft,
      keepDraft,
      editable: caseInfo === null || canEditCase(caseInfo),
    };
  }, [
    caseRef,
    signedIn,
    repository,
    caseInfo,
    property,
    routeName,
    propertyChoice,
    setPropertyChoice,
    saveCase,
    saveProperty,
    selectProperty,
    goTo,
    quit,
    setLeaveHandler,
    leave,
    readDraft,
    keepDraft,
  ]);

  const loading =
    caseQuery.isPending || (caseQuery.isSuccess && propertyQuery.isPending && propertyQuery.fetchStatus !== 'idle');
  return (
    <Context.Provider value={value}>
      {children({
        loading,
        error: caseQuery.error ?? propertyQuery.error,
        editable: value.editable,
        signed: kind === 'api' && caseInfo !== null && isSignedCase(caseInfo),
      })}
    </Context.Provider>
  );
}
