/** The client's contacts and properties as the wizard reads them: through its repository, under the app's keys. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys.ts';
import type { WizardRepository } from './repository.ts';

/** The contacts (signed in: the same list the profile shows; a guest: the one in session storage). */
export function useWizardContacts(repository: WizardRepository) {
  return useQuery({ queryKey: queryKeys.contacts(repository.kind), queryFn: () => repository.listContacts() });
}

/** The client's saved properties (none for a guest). */
export function useWizardProperties(repository: WizardRepository) {
  return useQuery({
    queryKey: queryKeys.propertySearch(''),
    queryFn: () => repository.listProperties(),
    enabled: repository.kind === 'api',
  });
}
