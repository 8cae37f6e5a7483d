/**
 * The built-in OpenID provider (oidc-provider), mounted under /oidc: hosted sign-in, registration and
 * password reset pages (their routes in providerCallback.ts, interactionRoutes.ts and accountLinkRoutes.ts), storage
 * in the database, the persistent signing key and cookie keys.
 * Access tokens are JWTs for the API (audience BUILT_IN_AUDIENCE) whose sub is the account id.
 */
import type { FastifyInstance } from 'fastify';
import Provider, { errors, type AccessTokenLike, type KoaContextLike } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findAccountById, type AccountRow } from '../repositories/accounts.ts';
import { DbAdapter } from '../repositories/oidcPayloads.ts';
import { accountLinkRoutes } from './accountLinkRoutes.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import { loadCookieKeys, type SigningKeys } from './keys.ts';
import type { Mailer } from './mail.ts';
import { logoutPage, messagePage } from './pages.ts';
import { providerCallbackRoutes } from './providerCallback.ts';
import { pageCsp, type ProviderRoutesOptions } from './providerPages.ts';
import { GRANT_CLAIM, TOKEN_VERSION_CLAIM, type TokenRevocations } from './revocations.ts';
import { BUILT_IN_AUDIENCE, BUILT_IN_CLIENT_ID, builtInIssuer, OIDC_PREFIX } from './tokens.ts';

/** The resource indicator of the API (an absolute URI, as RFC 8707 asks); its tokens carry audience BUILT_IN_AUDIENCE. */
export const API_RESOURCE = 'urn:rentfile:api';
export const API_SCOPE = 'api';
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins the web app runs on: the site itself, and the vite dev server outside production. */
export function webOrigins(config: Pick<Config, 'publicUrl' | 'production'>): string[] {
  const site = new URL(config.publicUrl).origin;
  return config.production || site === VITE_DEV_ORIGIN ? [site] : [site, VITE_DEV_ORIGIN];
}

/** An account's claims; email_verified once its e-mail was shown to be its own (a link opened, decision 0039). */
const claimsOf = (a: AccountRow) => ({
  email: a.email,
  email_verified: a.emailVerifiedAt !== null,
  given_name: a.firstName,
  family_name: a.lastName,
});

export interface ProviderOptions {
  db: Db;
  config: Config;
  signingKeys: SigningKeys;
  /** Ends sign-ins (password reset); gives the token version that new access tokens carry. */
  revocations: TokenRevocations;
  /** The server's mailer (Deps): null without a mail server. */
  mailer: Mailer | null;
}

export async function createProvider({ db, config, signingKeys, revocations }: ProviderOptions): Promise<Provider> {
  const origins = webOrigins(config);
  const cookieKeys = await loadCookieKeys(db, config.COOKIE_KEYS);
  const provider = new Provider(builtInIssuer(config.publicUrl), {
    adapter: (model: string) => new DbAdapter(db, model),
    clients: [
      {
        client_id: BUILT_IN_CLIENT_ID,
        client_name: 'RentFile NJ',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/login`, `${o}/register`]),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/login`]),
      },
    ],
    jwks: { keys: [signingKeys.privateJwk] },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    extraParams: ['screen_hint'],
    async findAccount(_ctx: unknown, sub: string) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, ...claimsOf(account), name: `${account.firstName} ${account.lastName}` }),
      };
    },
    async extraTokenClaims(_ctx: unknown, token: AccessTokenLike) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      // The token version of now and the grant: a later reset, change or sign-out everywhere refuses this token.
      const { tokenVersion } = await revocations.fresh(account.id);
      return {
        ...claimsOf(account),
        [TOKEN_VERSION_CLAIM]: tokenVersion,
        ...(token.grantId ? { [GRANT_CLAIM]: token.grantId } : {}),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_PREFIX}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: BUILT_IN_AUDIENCE,
            accessTokenTTL: 2 * 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextLike, form: string) => {
          ctx.set('content-security-policy', pageCsp(origins));
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextLike) => {
          ctx.type = 'html';
          ctx.body = messagePage({
            title: 'Signed out',
            heading: 'You are signed out',
            text: 'You have signed out of RentFile NJ.',
            linkHref: `${config.publicUrl}/login`,
            linkText: 'Sign in again',
          });
        },
      },
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    ttl: {
      AccessToken: 2 * 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    renderError: (ctx: KoaContextLike, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Sign-in problem',
        heading: 'Something went wrong while signing in',
        text: out.error_description ?? out.error ?? 'The sign-in request could not be completed.',
        linkHref: `${config.publicUrl}/login`,
        linkText: 'Start again',
        error: true,
      });
    },
  });
  provider.proxy = config.publicUrl.startsWith('https:');
  return provider;
}

/** Mounts the provider, its endpoints and its pages on the server. */
export async function mountBuiltInProvider(app: FastifyInstance, opts: ProviderOptions): Promise<Provider> {
  const routes: ProviderRoutesOptions = {
    ...opts,
    provider: await createProvider(opts),
    origins: webOrigins(opts.config),
    loginUrl: `${opts.config.publicUrl}/login`,
  };
  await providerCallbackRoutes(app, routes);
  await interactionRoutes(app, routes);
  await accountLinkRoutes(app, routes);
  return routes.provider;
}
