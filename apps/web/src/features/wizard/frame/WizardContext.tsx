/**
 * The wizard's state for every step screen, served by WizardLayout's provider: the case store (useCaseStore.ts: the
 * case and property, the saves, the drafts) and the navigation (useWizardNavigation.ts: the side step list, back
 * and continue, going to a step or leaving). Read it with useWizardCase().
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  canEditCase,
  isSignedCase,
  type Case,
  type Navigation,
  type Property,
  type PropertyChoice,
  type PropertyStatus,
  type RouteName,
  type WizardRouteName,
  type WizardStepEntry,
} from '@rentfile/domain';
import type { CasePatch } from '@rentfile/contract';
import type { CaseRef, WizardRepository } from '../store/repository.ts';
import type { DraftEntity } from './stepDrafts.ts';
import { useCaseStore, type SaveOptions } from './useCaseStore.ts';
import { useWizardNavigation } from './useWizardNavigation.ts';

export type { SaveOptions } from './useCaseStore.ts';

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

const Context = createContext<WizardCase | null>(null);

/** The wizard's case, property, steps, navigation and saves (see features/wizard/README.md). */
export function useWizardCase(): WizardCase {
  const value = useContext(Context);
  if (!value) throw new Error('useWizardCase must be used inside the wizard (WizardLayout)');
  return value;
}

interface ProviderProps {
  caseRef: CaseRef;
  signedIn: boolean;
  /** Whose drafts these are: the signed-in client's id, or 'guest'. */
  owner: string;
  routeName: WizardRouteName;
  children: (state: { loading: boolean; error: unknown; editable: boolean; signed: boolean }) => ReactNode;
}

export function WizardProvider({ caseRef, signedIn, owner, routeName, children }: ProviderProps) {
  const store = useCaseStore({ caseRef, signedIn, owner, routeName });
  const { caseInfo, property, propertyChoice, currentCaseRef } = store;
  const nav = useWizardNavigation({ signedIn, routeName, caseInfo, property, propertyChoice, currentCaseRef });
  const { repository, setPropertyChoice, saveCase, saveProperty, selectProperty, readDraft, keepDraft } = store;
  const { navigation, steps, goTo, quit, setLeaveHandler, leave } = nav;

  const value = useMemo<WizardCase>(
    () => ({
      caseRef,
      signedIn,
      repository,
      caseInfo,
      property,
      routeName,
      navigation,
      propertyChoice,
      setPropertyChoice,
      steps,
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
    }),
    [
      caseRef,
      signedIn,
      repository,
      caseInfo,
      property,
      routeName,
      navigation,
      propertyChoice,
      setPropertyChoice,
      steps,
      saveCase,
      saveProperty,
      selectProperty,
      goTo,
      quit,
      setLeaveHandler,
      leave,
      readDraft,
      keepDraft,
    ],
  );

  return (
    <Context.Provider value={value}>
      {children({
        loading: store.loading,
        error: store.error,
        editable: value.editable,
        signed: store.kind === 'api' && caseInfo !== null && isSignedCase(caseInfo),
      })}
    </Context.Provider>
  );
}
