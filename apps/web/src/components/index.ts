export { QuitFormDialog } from './QuitFormDialog.tsx';
export { PlaceholderPage } from './PlaceholderPage.tsx';
export { UserAvatar } from './UserAvatar.tsx';
export { Logo } from './Logo.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { DetailsList } from './DetailsList.tsx';
export { LandlordFilter } from './LandlordFilter.tsx';
