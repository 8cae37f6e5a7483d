/**
 * The OpenID Connect client of the web (docs/product/data-and-rules.md#sign-in-and-guests): authorization code with PKCE through oidc-client-ts,
 * against the provider named by GET /api/auth-config (the built-in one, or Auth0, Keycloak...).
 * The access token is kept in localStorage (access_token, docs/product/data-and-rules.md#constants); the oidc-client-ts user (with the id token
 * used to end the provider's session at log out) in sessionStorage.
 * oidc-client-ts is loaded only when a sign-in, callback or log out needs it: a signed-in page never does.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { routes } from '@rentfile/contract/routes';
import type { AuthConfig } from '@rentfile/contract';
import { callApi } from '../api.ts';
import { getAccessToken, setAccessToken } from '../credentials.ts';

/** Where a signed-out visitor wanted to go, restored after sign-in. */
export const REDIRECT_URL_KEY = 'redirect_url';

interface ReturnState {
  returnTo: string;
}

let configRequest: Promise<AuthConfig> | null = null;
let manager: Promise<{ userManager: UserManager; config: AuthConfig }> | null = null;

function callbackUri(): string {
  return `${window.location.origin}/login`;
}

/** The server's auth configuration, asked once (again after a failure). */
export function authConfig(): Promise<AuthConfig> {
  configRequest ??= callApi(routes.authConfig, {}, { showError: false }).catch((err: unknown) => {
    configRequest = null;
    throw err;
  });
  return configRequest;
}

/** The UserManager, created once from the server's auth configuration. */
function authClient(): Promise<{ userManager: UserManager; config: AuthConfig }> {
  manager ??= Promise.all([authConfig(), import('oidc-client-ts')])
    .then(([config, { UserManager, WebStorageStateStore }]) => ({
      config,
      userManager: new UserManager({
        authority: config.issuer,
        client_id: config.clientId,
        redirect_uri: callbackUri(),
        post_logout_redirect_uri: `${window.location.origin}/`,
        response_type: 'code',
        scope: config.scope,
        loadUserInfo: false,
        // An external provider (Auth0) is told which API the token is for; the built-in one knows it.
        ...(config.builtIn ? {} : { extraQueryParams: { audience: config.audience } }),
        userStore: new WebStorageStateStore({ store: window.sessionStorage }),
        stateStore: new WebStorageStateStore({ store: window.localStorage }),
      }),
    }))
    .catch((err: unknown) => {
      manager = null;
      throw err;
    });
  return manager;
}

/** True when the current URL is the provider's answer to a sign-in (a code and a state). */
export function isSigninCallback(location: Location = window.location): boolean {
  const q = new URLSearchParams(location.search);
  return (q.has('code') || q.has('error')) && q.has('state');
}

/**
 * Completes a sign-in: stores the access token and answers where to go (the saved redirect url, else the
 * current path).
 */
export async function completeSignin(): Promise<string> {
  const { userManager } = await authClient();
  const user: User = await userManager.signinRedirectCallback();
  setAccessToken(user.access_token);
  const state = user.state as Partial<ReturnState> | undefined;
  return state?.returnTo || window.location.pathname;
}

/** The path saved before the visitor was sent to sign in, if any (and forgets it). */
export function takeSavedPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_URL_KEY);
  sessionStorage.removeItem(REDIRECT_URL_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function savePath(path: string): void {
  sessionStorage.setItem(REDIRECT_URL_KEY, path);
}

async function redirect(extraQueryParams: Record<string, string>): Promise<void> {
  const { userManager, config } = await authClient();
  const returnTo = takeSavedPath() ?? '/';
  await userManager.signinRedirect({
    state: { returnTo } satisfies ReturnState,
    extraQueryParams: { ...(config.builtIn ? {} : { audience: config.audience }), ...extraQueryParams },
  });
}

/** Goes to the provider's sign-in page. */
export function login(): Promise<void> {
  sessionStorage.removeItem(LOGGED_OUT_KEY);
  return redirect({});
}

/** Goes to the provider's registration page (screen_hint=signup, understood by the built-in provider and Auth0). */
export function register(): Promise<void> {
  return redirect({ screen_hint: 'signup' });
}

/** Set while the provider's log-out returns to the site's root, so the root then shows the sign-in page. */
const LOGGED_OUT_KEY = 'rentfile.loggedOut';

/** Whether the visitor has just logged out and has not been taken to the sign-in page since. */
export function justLoggedOut(): boolean {
  return sessionStorage.getItem(LOGGED_OUT_KEY) === '1';
}

/** Marks a log out, before the session is cleared, so the site's root sends the visitor to sign in. */
export function markLoggedOut(): void {
  sessionStorage.setItem(LOGGED_OUT_KEY, '1');
}

/**
 * After a log out (or a token error) the provider may still have a session: end it, clearing this tab's
 * session storage (guest data included, docs/product/data-and-rules.md#sign-in-and-guests) but keeping the saved path. Answers false when there was
 * nothing to end, true when the browser is on its way to the provider.
 */
export async function endStaleSession(): Promise<boolean> {
  if (getAccessToken()) return false;
  const { userManager } = await authClient();
  const user = await userManager.getUser();
  if (!user) return false;
  const saved = sessionStorage.getItem(REDIRECT_URL_KEY);
  sessionStorage.clear();
  if (saved) savePath(saved);
  markLoggedOut();
  await userManager.signoutRedirect({
    id_token_hint: user.id_token ?? '',
    post_logout_redirect_uri: `${window.location.origin}/`,
  });
  return true;
}
