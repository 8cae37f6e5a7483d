import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { CLIENT_QUERY_KEY } from '../../lib/session.tsx';

export { useContactInfos, useSaveContactInfo } from '../../lib/queries/contacts.ts';

const CONTACTS_QUERY_KEY = queryKeys.contacts();

export function useDeleteContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteContactInfo, { params: { id } }),
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
      return callApi(routes.uploadAvatar, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY }),
  });
}
