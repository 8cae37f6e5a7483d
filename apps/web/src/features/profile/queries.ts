export { useContactInfos, useDeleteContactInfo, useSaveContactInfo } from '../../lib/queries/contacts.ts';
export { useUploadAvatar } from '../../lib/queries/account.ts';
