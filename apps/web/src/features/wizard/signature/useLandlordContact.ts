import type { ContactInfo, Property } from '@rentfile/domain';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardContacts } from '../store/wizardQueries.ts';

/** The landlord's contact: the property's (or the only one a guest has). */
export function useLandlordContact(property: Property | null): ContactInfo | null {
  const wizard = useWizardCase();
  const contacts = useWizardContacts(wizard.repository);
  const list = contacts.data ?? [];
  if (wizard.repository.kind === 'guest') return list[0] ?? null;
  return list.find((c) => c.id === property?.contactInfoId) ?? null;
}
