/**
 * The session (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#roles): who is signed in. With an access token stored, the client comes from
 * GET /api/client; without one the visitor is signed out (a guest). The sign-in flow (OpenID Connect,
 * oidc-client-ts) stores the token with setAccessToken and then calls refresh().
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import type { Client } from '@rentfile/domain';
import { callApi, setUnauthorizedHandler, type ApiInput } from './api.ts';
import { markLoggedOut } from './auth/authClient.ts';
import { ACCESS_TOKEN_KEY, AS_USER_KEY, clearCredentials, getAccessToken } from './credentials.ts';
import { clearDrafts } from './drafts.ts';
import { queryKeys } from './queryKeys.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  /** The signed-in client (the impersonated one under as-user); null unless signedIn. */
  client: Client | null;
  /** Re-reads the stored token and reloads the client. */
  refresh(): Promise<void>;
  /** Waits for the client of the stored token: a call in flight is joined and a loaded client kept, not asked again. */
  settle(): Promise<void>;
  /** Forgets the token, the impersonation and every cached answer. The caller decides where to go next. */
  signOut(): void;
}

/** The query key of the current client: invalidate it after changing the client (e.g. update-user). */
export const CLIENT_QUERY_KEY = queryKeys.client;

const SessionContext = createContext<Session | null>(null);

function clientQueryOptions(token: string | null) {
  return {
    queryKey: [...CLIENT_QUERY_KEY, token],
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(routes.getClient, {}, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(getAccessToken);

  const clientQuery = useQuery({ ...clientQueryOptions(token), enabled: token !== null });

  const signOut = useCallback(() => {
    clearCredentials();
    clearDrafts();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const refresh = useCallback(async () => {
    setToken(getAccessToken());
    await queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY });
  }, [queryClient]);

  const settle = useCallback(async () => {
    const stored = getAccessToken();
    setToken(stored);
    // A refused or failed call is the client query's own error, shown as it would be on the first load.
    if (stored !== null) await queryClient.fetchQuery(clientQueryOptions(stored)).catch(() => undefined);
  }, [queryClient]);

  // A token error answer ends the session and returns to the site origin (docs/product/data-and-rules.md#sign-in-and-guests).
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // A session ended by the server (a sign-out elsewhere, a password change) leads to the sign-in page.
        markLoggedOut();
        signOut();
        window.location.assign(window.location.origin);
      }),
    [signOut],
  );

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === ACCESS_TOKEN_KEY || e.key === AS_USER_KEY || e.key === null) void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  const session = useMemo<Session>(() => {
    let status: SessionStatus = 'signedOut';
    if (token !== null && clientQuery.isPending) status = 'loading';
    else if (token !== null && clientQuery.data) status = 'signedIn';
    return { status, client: status === 'signedIn' ? (clientQuery.data ?? null) : null, refresh, settle, signOut };
  }, [token, clientQuery.isPending, clientQuery.data, refresh, settle, signOut]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

type UserChanges = Omit<ApiInput<'updateUser'>['body']['user'], 'auth0Id'>;

/** PUT update-user with the changed fields (docs/product/data-and-rules.md#calls); the answer replaces the cached client. */
export function useUpdateUser(client: Client | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) =>
      callApi(routes.updateUser, { body: { user: { auth0Id: client!.auth0Id, ...changes } } }),
    onSuccess: (updated) => queryClient.setQueriesData<Client>({ queryKey: CLIENT_QUERY_KEY }, updated),
  });
}
