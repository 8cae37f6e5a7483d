/**
 * A screen's check before each in-app navigation (lib/navigation.tsx), kept apart from the registry so that only the
 * screens that guard their work load it.
 */
import { useContext, useEffect } from 'react';
import { GuardRegistry, type NavigationGuard } from './navigation.tsx';

/** Adds a check before each navigation while the calling component is mounted; pass null for none. */
export function useNavigationGuard(guard: NavigationGuard | null): void {
  const registry = useContext(GuardRegistry);
  useEffect(() => {
    if (!registry || !guard) return;
    return registry.add(guard);
  }, [registry, guard]);
}
