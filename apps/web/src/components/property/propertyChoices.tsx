/**
 * The answers of the property's choice steps (Property Type, Association to Owner), the same in the wizard and on
 * the stand-alone property screens (docs/product/screens.md#property-standalone).
 */
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ClientType, OwnershipType, PropertyType } from '@rentfile/domain';
import type { Choice } from '../ChoiceButtons.tsx';

export const PROPERTY_TYPE_CHOICES: ReadonlyArray<Choice<PropertyType>> = [
  {
    value: 'Residential',
    label: 'Residential',
    description: 'A home, apartment or other dwelling.',
    icon: <ApartmentIcon fontSize="large" />,
  },
  {
    value: 'Commercial',
    label: 'Commercial',
    description: 'A store, office or other business premises.',
    icon: <StorefrontIcon fontSize="large" />,
  },
];

const COMPANY = {
  label: 'I am a member of the owner',
  description: 'You are a member or officer of the company on the deed.',
};
const PERSON = { label: 'I am the owner', description: 'Your name is on the deed.' };
/** How the owner choice reads for each ownership type: the person on the deed, or one who acts for the owner. */
const OWNER_CHOICE: Record<OwnershipType, { label: string; description: string }> = {
  Individual: PERSON,
  'General Partnership': PERSON,
  'Limited Liability Company': COMPANY,
  Corporation: COMPANY,
  'Limited Partnership': {
    label: 'I am a general partner of the owner',
    description: 'You are a general partner of the partnership on the deed.',
  },
  Trust: { label: 'I am a trustee of the owner', description: 'You are a trustee of the trust on the deed.' },
};

/** Association to Owner's two answers, the owner's worded for the entity on the deed. */
export function ownerRoleChoices(ownershipType: OwnershipType | null | undefined): Array<Choice<ClientType>> {
  return [
    { value: 'owner', ...OWNER_CHOICE[ownershipType ?? 'Individual'], icon: <PersonIcon fontSize="large" /> },
    {
      value: 'agent',
      label: 'I am an agent or property manager',
      description: 'You act for the owner.',
      icon: <BadgeIcon fontSize="large" />,
    },
  ];
}
