/**
 * Drives the built-in provider as a browser would, with fetch and a cookie jar: authorize -> sign-in or
 * registration form -> consent -> callback with a code -> token endpoint (authorization code + PKCE).
 */
import { createHash, randomBytes } from 'node:crypto';

export class Browser {
  private readonly jar = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export interface FlowResult {
  /** Every URL visited, in order. */
  hops: string[];
  accessToken: string;
  idToken: string;
}

export interface FlowOptions {
  /** Where the provider lives (the issuer); the form posts may go to another process's origin. */
  issuer: string;
  redirectUri: string;
  /** Origin to send the interaction form posts and the token request to (another process on the same database). */
  otherOrigin?: string;
  screenHint?: 'signup';
  browser?: Browser;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The form's action and an HTML page's text, for a test to read. */
export function formAction(html: string): string {
  const m = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!m) throw new Error(`No form on the page: ${html.slice(0, 300)}`);
  return m[1]!.replace(/&amp;/g, '&');
}

export async function startAuthorization(
  o: FlowOptions,
): Promise<{ browser: Browser; page: string; pageUrl: string; verifier: string; state: string; hops: string[] }> {
  const browser = o.browser ?? new Browser();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const q = new URLSearchParams({
    client_id: 'rentfile-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: o.redirectUri,
    code_challenge: sha256(verifier),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...(o.screenHint ? { screen_hint: o.screenHint } : {}),
  });
  const hops: string[] = [];
  let url = `${o.issuer}/auth?${q}`;
  for (;;) {
    hops.push(url);
    const res = await browser.fetch(url);
    if (res.status === 200) return { browser, page: await res.text(), pageUrl: url, verifier, state, hops };
    const location = res.headers.get('location');
    if (!location) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
}

/** Posts a form, follows the redirects; answers the code, or the page shown again (an error). */
export async function submitAndFollow(
  browser: Browser,
  actionUrl: string,
  form: Record<string, string>,
  redirectUri: string,
  hops: string[],
): Promise<{ code: string; state: string } | { status: number; page: string }> {
  hops.push(actionUrl);
  let res = await browser.postForm(actionUrl, form);
  let url = actionUrl;
  for (;;) {
    const location = res.headers.get('location');
    if (!location) return { status: res.status, page: await res.text() };
    url = new URL(location, url).href;
    hops.push(url);
    if (url.split(/[?#]/)[0] === redirectUri) {
      const params = new URL(url).searchParams;
      const code = params.get('code');
      if (!code) throw new Error(`Callback without a code: ${url}`);
      return { code, state: params.get('state') ?? '' };
    }
    res = await browser.fetch(url);
  }
}

export async function exchangeCode(
  tokenEndpoint: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<{ access_token: string; id_token: string; token_type: string }> {
  const res = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: 'rentfile-web',
    }).toString(),
  });
  const body = (await res.json()) as {
    access_token: string;
    id_token: string;
    token_type: string;
    error?: string;
    error_description?: string;
  };
  if (!res.ok) throw new Error(`Token endpoint answered ${res.status}: ${body.error} ${body.error_description}`);
  return body;
}

/** The whole flow with a form (sign in or registration) filled in. */
export async function signInThroughProvider(o: FlowOptions & { form: Record<string, string> }): Promise<FlowResult> {
  const started = await startAuthorization(o);
  const action = new URL(formAction(started.page), o.otherOrigin ?? started.pageUrl).href;
  const done = await submitAndFollow(started.browser, action, o.form, o.redirectUri, started.hops);
  if (!('code' in done)) throw new Error(`The form answered ${done.status}: ${done.page.slice(0, 500)}`);
  if (done.state !== started.state) throw new Error('state mismatch');
  const tokenOrigin = o.otherOrigin ? `${o.otherOrigin}${new URL(o.issuer).pathname}` : o.issuer;
  const tokens = await exchangeCode(`${tokenOrigin}/token`, done.code, started.verifier, o.redirectUri);
  return { hops: started.hops, accessToken: tokens.access_token, idToken: tokens.id_token };
}
