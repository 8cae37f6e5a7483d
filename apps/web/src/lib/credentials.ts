/**
 * Where the browser keeps who is calling (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#constants, docs/product/data-and-rules.md#routes as-user):
 * the access token in localStorage under access_token, and the impersonated auth0Id under as_user
 * (sessionStorage for this tab first, then localStorage).
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const AS_USER_KEY = 'as_user';

function read(storage: Storage | undefined, key: string): string | null {
  try {
    const v = storage?.getItem(key);
    return v ? v : null;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(globalThis.localStorage, ACCESS_TOKEN_KEY);
}

export function setAccessToken(token: string | null): void {
  if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else localStorage.removeItem(ACCESS_TOKEN_KEY);
}

export function getAsUser(): string | null {
  return read(globalThis.sessionStorage, AS_USER_KEY) ?? read(globalThis.localStorage, AS_USER_KEY);
}

/** Stores the impersonated auth0Id for this tab; null stops impersonating. */
export function setAsUser(auth0Id: string | null): void {
  if (auth0Id) sessionStorage.setItem(AS_USER_KEY, auth0Id);
  else {
    sessionStorage.removeItem(AS_USER_KEY);
    localStorage.removeItem(AS_USER_KEY);
  }
}

export function clearCredentials(): void {
  setAccessToken(null);
  setAsUser(null);
}
