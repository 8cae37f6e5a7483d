/** The client's contacts: fetcher, query options (key from queryKeys.ts) and hook. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import type { ContactInfo } from '@rentfile/domain';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';
import { CLIENT_QUERY_KEY } from '../session.tsx';

/** GET /api/contactInfos */
export const getContactInfos = (signal?: AbortSignal) => callApi(routes.getContactInfos, {}, { signal });

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.contacts(), queryFn: ({ signal }) => getContactInfos(signal) });

export function useContactInfos(enabled: boolean) {
  return useQuery({ ...contactsQueryOptions(), enabled });
}

/** POST contactInfo (docs/product/data-and-rules.md#calls): a create sends saveAsDefault when the user has no contacts yet; an update sends the contact alone. */
export function useSaveContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactInfo, saveAsDefault }: { contactInfo: ContactInfo; saveAsDefault?: boolean }) =>
      callApi(routes.saveContactInfo, { body: { contactInfo, ...(saveAsDefault ? { saveAsDefault } : {}) } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts() }),
        queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY }),
      ]),
  });
}
