/** The client's contacts: fetcher, query options (key from queryKeys.ts) and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@rentfile/contract';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** GET /api/contactInfos */
export const getContactInfos = (signal?: AbortSignal) => callApi(api.getContactInfos, {}, { signal });

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.contacts(), queryFn: ({ signal }) => getContactInfos(signal) });

export function useContactInfos(enabled: boolean) {
  return useQuery({ ...contactsQueryOptions(), enabled });
}
