/**
 * The wizard's navigation: the side step list (the progress through the case), back and continue of the screen
 * shown (the domain's navigation table), going to a step or leaving the form, and the screen's leave handler.
 * WizardProvider (WizardContext.tsx) serves it with the case store (useCaseStore.ts).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  blankCase,
  navigation as navigationOf,
  wizardPath,
  wizardSteps,
  isWizardRouteName,
  type Case,
  type Property,
  type PropertyChoice,
  type RouteName,
  type WizardRouteName,
} from '@rentfile/domain';
import { ApiError } from '../../../lib/api.ts';
import { pathTo } from '../../../lib/routes.ts';
import type { CaseRef } from '../store/repository.ts';
import { stepListProperty } from './wizardSession.ts';

export interface NavigationInput {
  signedIn: boolean;
  routeName: WizardRouteName;
  caseInfo: Case | null;
  property: Property | null;
  propertyChoice: PropertyChoice | null;
  /** The case's id as the store knows it (a save may have just created the case). */
  currentCaseRef: () => CaseRef;
}

export function useWizardNavigation({
  signedIn,
  routeName,
  caseInfo,
  property,
  propertyChoice,
  currentCaseRef,
}: NavigationInput) {
  const navigate = useNavigate();
  const leaveRef = useRef<(() => Promise<void>) | null>(null);
  const [, setFault] = useState<unknown>(null);

  /** Goes to a route of the wizard (or the dashboard for 'main') for this case. */
  const goTo = useCallback(
    (route: RouteName, query?: Record<string, string>) => {
      const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
      if (route === 'main') void navigate(pathTo('main'));
      else if (isWizardRouteName(route)) void navigate(wizardPath(currentCaseRef(), route) + qs);
    },
    [navigate, currentCaseRef],
  );

  /** Leaves the form: dashboard when signed in, /unauthorized for a guest (docs/product/screens.md#layout, docs/product/data-and-rules.md#sign-in-and-guests). */
  const quit = useCallback(() => {
    void navigate(pathTo(signedIn ? 'main' : 'unauthorized'));
  }, [navigate, signedIn]);

  /** The current screen's "save what was entered" for leaving it other than by its own buttons (step list, quit). */
  const setLeaveHandler = useCallback((handler: (() => Promise<void>) | null) => {
    leaveRef.current = handler;
  }, []);

  /** Runs the current screen's leave handler; never throws. */
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

  // The table and the list are the domain's, for the case as saved (a blank one before it is created).
  const { navigation, steps } = useMemo(() => {
    const forRules = caseInfo ?? blankCase();
    return {
      navigation: navigationOf(routeName, { case: forRules, propertyChoice }),
      steps: wizardSteps(forRules, property && stepListProperty(property), routeName),
    };
  }, [caseInfo, property, propertyChoice, routeName]);
  return { navigation, steps, goTo, quit, setLeaveHandler, leave };
}
