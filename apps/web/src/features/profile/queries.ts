import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@rentfile/contract';
import type { ContactInfo } from '@rentfile/domain';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { CLIENT_QUERY_KEY } from '../../lib/session.tsx';

export { useContactInfos } from '../../lib/queries/contacts.ts';

const CONTACTS_QUERY_KEY = queryKeys.contacts();

/** POST contactInfo (docs/product/data-and-rules.md#calls): a create sends saveAsDefault when the user has no contacts yet; an update sends the contact alone. */
export function useSaveContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactInfo, saveAsDefault }: { contactInfo: ContactInfo; saveAsDefault?: boolean }) =>
      callApi(api.saveContactInfo, { body: { contactInfo, ...(saveAsDefault ? { saveAsDefault } : {}) } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY }),
      ]),
  });
}

export function useDeleteContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.deleteContactInfo, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_KEY }),
  });
}

/** POST upload_avatar (docs/product/data-and-rules.md#calls) with the picture as form field file; the client is reloaded for its new avatar URL. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return callApi(api.uploadAvatar, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY }),
  });
}
