export { useContactInfos, useSaveContactInfo } from '../../lib/queries/contacts.ts';
export { useDeleteContactInfo } from '../../lib/queries/contactChanges.ts';
export { useUploadAvatar } from '../../lib/queries/account.ts';
