/**
 * Checks made before each in-app navigation (docs/product/data-and-rules.md#routes): when the browser is offline the navigation does not
 * happen and the banner says 'You seem to be offline.'. Screens add their own checks with useNavigationGuard
 * (lib/useNavigationGuard.ts), all through the router's single blocker.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { OFFLINE_MESSAGE, setError } from './globalError.tsx';

export type NavigationAttempt = Parameters<BlockerFunction>[0];

export interface NavigationGuard {
  /** True holds the navigation; onBlocked then decides. */
  shouldBlock(attempt: NavigationAttempt): boolean;
  /** Called once with the held navigation: call proceed() to go on or reset() to stay. */
  onBlocked(held: { proceed(): void; reset(): void }): void;
}

export interface Registry {
  add(guard: NavigationGuard): () => void;
}

/** The guards' registry; screens add theirs with useNavigationGuard (lib/useNavigationGuard.ts). */
export const GuardRegistry = createContext<Registry | null>(null);

export function NavigationGuards({ children }: { children: ReactNode }) {
  const guards = useRef<NavigationGuard[]>([]);
  const reason = useRef<NavigationGuard | 'offline' | null>(null);

  const shouldBlock = useCallback<BlockerFunction>((attempt) => {
    const { currentLocation: from, nextLocation: to } = attempt;
    if (from.pathname === to.pathname && from.search === to.search && from.hash === to.hash) return false;
    if (!navigator.onLine) {
      reason.current = 'offline';
      return true;
    }
    const guard = guards.current.find((g) => g.shouldBlock(attempt));
    reason.current = guard ?? null;
    return guard !== undefined;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const why = reason.current;
    reason.current = null;
    if (why === null || why === 'offline') {
      setError(OFFLINE_MESSAGE, 'offline');
      blocker.reset();
    } else {
      why.onBlocked({ proceed: () => blocker.proceed(), reset: () => blocker.reset() });
    }
  }, [blocker]);

  const registry = useMemo<Registry>(
    () => ({
      add(guard) {
        guards.current = [...guards.current, guard];
        return () => {
          guards.current = guards.current.filter((g) => g !== guard);
        };
      },
    }),
    [],
  );
  return <GuardRegistry.Provider value={registry}>{children}</GuardRegistry.Provider>;
}
