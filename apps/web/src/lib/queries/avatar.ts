/** The client's picture, read for the top bar of every screen; a module of its own so that it stays small. */
import { queryOptions } from '@tanstack/react-query';
import { fetchApiBlob } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** The picture behind an avatar URL of the API (it needs the bearer token, which an img element cannot send). */
export const avatarQueryOptions = (avatar: string | null) =>
  queryOptions({
    queryKey: queryKeys.avatar(avatar),
    queryFn: ({ signal }) => fetchApiBlob(avatar!, { signal, showError: false }),
    enabled: avatar !== null,
    staleTime: Infinity,
    retry: false,
  });
