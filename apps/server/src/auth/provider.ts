/**
 * The built-in OpenID provider (oidc-provider), mounted under /oidc: hosted sign-in, registration and
 * password reset pages, storage in the database, the persistent signing key and cookie keys.
 * Access tokens are JWTs for the API (audience BUILT_IN_AUDIENCE) whose sub is the account id.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors, type AccessTokenLike, type InteractionDetails, type KoaContextLike } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findAccountById, type AccountRow } from '../repositories/accounts.ts';
import {
  confirmRegistration,
  createResetToken,
  requestRegistration,
  type RegistrationRequest,
  isResetTokenUsable,
  registerWithoutMail,
  RESET_LINK_INVALID_MESSAGE,
  resetPassword,
  signIn,
} from './accounts.ts';
import { DbAdapter, purgeExpired } from '../repositories/oidcPayloads.ts';
import { limits, TOO_MANY_REQUESTS_MESSAGE } from './limits.ts';
import { purgeEndedAttempts, takeAttempt } from '../repositories/rateLimits.ts';
import { GRANT_CLAIM, TOKEN_VERSION_CLAIM, type TokenRevocations } from './revocations.ts';
import { loadCookieKeys, type SigningKeys } from './keys.ts';
import { createMailer, type Mailer } from './mail.ts';
import {
  ASSET_PREFIX,
  AUTH_CSS,
  confirmPage,
  forgotPage,
  loginPage,
  LOGOUT_JS,
  logoutPage,
  messagePage,
  registerPage,
  RESET_JS,
  resetPage,
} from './pages.ts';
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

const claimsOf = (a: AccountRow) => ({ email: a.email, given_name: a.firstName, family_name: a.lastName });

export interface ProviderOptions {
  db: Db;
  config: Config;
  signingKeys: SigningKeys;
  /** Ends sign-ins (password reset); gives the token version that new access tokens carry. */
  revocations: TokenRevocations;
  /** Replaces the SMTP mailer of the configuration (tests). */
  mailer?: Mailer | null;
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
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name', 'name'] },
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

/** What the page says after a registration when e-mail can be sent, whether or not the e-mail has an account. */
export const registrationSentText = (email: string) =>
  `We have sent a message to ${email}. Open the link in it within one hour to finish creating your account. Nothing came? Check your spam folder, or create your account again.`;

/**
 * Logs that an e-mail could not be sent, with the error's kind and code only: a mail server's message may quote the
 * e-mail, and with it a link's token.
 */
function logMailFailure(log: FastifyBaseLogger, err: unknown, message: string): void {
  const { name, code } =
    err instanceof Error ? (err as Error & { code?: unknown }) : { name: typeof err, code: undefined };
  log.error({ mailError: { name, code: typeof code === 'string' ? code : undefined } }, message);
}

/** The pages' policy: own assets only; forms may post here and be redirected back to the web app. */
function pageCsp(origins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * True when a request comes from another site: its browser says so (Sec-Fetch-Site: cross-site), or, from a
 * browser that does not send that header, its Origin (or Referer) is none of the web app's origins.
 */
export function isCrossSite(request: FastifyRequest, origins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site';
  const from = request.headers.origin ?? request.headers.referer;
  if (typeof from !== 'string' || from === '') return false;
  try {
    return !origins.includes(new URL(from).origin);
  } catch {
    return true;
  }
}

type Form = Record<string, string | undefined>;
const field = (body: unknown, name: string): string => {
  const v = (body as Form | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

/** Mounts the provider and its pages on the server. */
export async function mountBuiltInProvider(app: FastifyInstance, opts: ProviderOptions): Promise<Provider> {
  const { db, config } = opts;
  const provider = await createProvider(opts);
  const mailer = opts.mailer === undefined ? createMailer(config) : opts.mailer;
  const origins = webOrigins(config);
  const callback = provider.callback();
  const loginUrl = `${config.publicUrl}/login`;

  /** A confirmation link for a new account, or to the owner of a taken e-mail a notice that someone tried. */
  const sendRegistrationMail = async (asked: RegistrationRequest) => {
    if (!mailer) return;
    if (asked.kind === 'confirm') {
      const link = `${config.publicUrl}${OIDC_PREFIX}/confirm#token=${asked.token}`;
      await mailer.send({
        to: asked.email,
        subject: 'Confirm your RentFile NJ account',
        text: `Hello ${asked.firstName},\n\nTo create your RentFile NJ account, open this link within one hour:\n\n${link}\n\nIf you did not ask for an account, you can ignore this e-mail.\n`,
      });
      return;
    }
    await mailer.send({
      to: asked.account.email,
      subject: 'Your RentFile NJ account',
      text: `Hello ${asked.account.firstName},\n\nSomeone tried to create a RentFile NJ account with this e-mail, which already has one. If it was you, sign in at ${loginUrl}, or use "Forgot password?" there. If not, you can ignore this e-mail; nothing has changed.\n`,
    });
  };

  /** Makes a reset link for the e-mail's account, if it has one, and e-mails it. */
  const sendResetLink = async (email: string) => {
    if (!mailer) return;
    const reset = await createResetToken(db, email);
    if (!reset) return;
    const link = `${config.publicUrl}${OIDC_PREFIX}/reset#token=${reset.token}`;
    await mailer.send({
      to: reset.account.email,
      subject: 'Reset your RentFile NJ password',
      text: `Hello ${reset.account.firstName},\n\nTo choose a new password for RentFile NJ, open this link within one hour:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays as it is.\n`,
    });
  };

  const purge = setInterval(
    () =>
      void Promise.all([purgeExpired(db), purgeEndedAttempts(db)]).catch((err: unknown) =>
        app.log.warn({ err }, 'purging expired sign-in data failed'),
      ),
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  await app.register(async (scope) => {
    // The provider reads the request body itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const publicOrigin = new URL(config.publicUrl);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      // Signing out is for the site itself: another site's link or form must not sign a user out.
      if (request.url.startsWith(`${OIDC_PREFIX}/session/end`) && isCrossSite(request, origins)) {
        return reply
          .code(403)
          .header('content-security-policy', pageCsp(origins))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            messagePage({
              title: 'Sign out',
              heading: 'Sign out from RentFile NJ',
              text: 'To sign out, use Sign out in RentFile NJ itself.',
              linkHref: loginUrl,
              linkText: 'Go to RentFile NJ',
            }),
          );
      }
      // The provider's URLs (issuer, endpoints of the discovery document) come from PUBLIC_URL only, never from
      // the Host or X-Forwarded-Host headers a client sends.
      request.raw.headers.host = publicOrigin.host;
      delete request.raw.headers['x-forwarded-host'];
      request.raw.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
      // The provider trusts X-Forwarded-* (it runs behind PUBLIC_URL): the client's address it sees is the one
      // Fastify worked out under TRUST_PROXY, never one a client wrote itself (issue 34).
      request.raw.headers['x-forwarded-for'] = request.ip;
      // Each authorization request stores an interaction: starts are limited per address.
      if (
        /^\/oidc\/auth(\/|\?|$)/.test(request.url) &&
        !(await takeAttempt(db, [limits.authorizeAddress(request.ip)]))
      ) {
        return reply
          .code(429)
          .header('retry-after', '900')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            messagePage({
              title: 'Sign-in problem',
              heading: 'Too many sign-in requests',
              text: TOO_MANY_REQUESTS_MESSAGE,
              linkHref: loginUrl,
              linkText: 'Try again',
              error: true,
            }),
          );
      }
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(OIDC_PREFIX.length) || '/';
      await callback(req, reply.raw as ServerResponse);
    };
    scope.all(OIDC_PREFIX, handle);
    scope.all(`${OIDC_PREFIX}/*`, handle);
  });

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    scope.get(`${ASSET_PREFIX}/auth.css`, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(AUTH_CSS),
    );
    scope.get(`${ASSET_PREFIX}/reset.js`, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(RESET_JS),
    );
    scope.get(`${ASSET_PREFIX}/logout.js`, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_JS),
    );

    const html = (reply: FastifyReply, body: string, status = 200) =>
      reply
        .code(status)
        .header('content-security-policy', pageCsp(origins))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(body);

    const expired = (reply: FastifyReply) =>
      html(
        reply,
        messagePage({
          title: 'Sign-in expired',
          heading: 'Your sign-in page has expired',
          text: 'For your security, sign-in pages expire after a while. Please start again.',
          linkHref: loginUrl,
          linkText: 'Start again',
        }),
        400,
      );

    /** The interaction of this browser, or null when its cookie or record is gone. */
    const details = async (request: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails | null> => {
      try {
        const d = await provider.interactionDetails(request.raw, reply.raw);
        const { uid } = request.params as { uid: string };
        return d.uid === uid ? d : null;
      } catch (err) {
        if (err instanceof errors.SessionNotFound) return null;
        throw err;
      }
    };

    const base = (uid: string) => `${OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}`;
    const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    };

    scope.get(`${OIDC_PREFIX}/interaction/:uid`, async (request, reply) => {
      const d = await details(request, reply);
      if (!d) return expired(reply);
      const b = base(d.uid);
      if (d.prompt.name === 'consent') {
        // The product's own web app is first-party: what it asks for is granted without a screen.
        const accountId = d.session?.accountId;
        if (!accountId || d.params.client_id !== BUILT_IN_CLIENT_ID) return expired(reply);
        const grant =
          (d.grantId && (await provider.Grant.find(d.grantId))) ||
          new provider.Grant({ accountId, clientId: BUILT_IN_CLIENT_ID });
        const missing = d.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(' '));
        const grantId = await grant.save();
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(returnTo, 303);
      }
      const { screen } = request.query as { screen?: string };
      if (screen === 'register' || (screen !== 'login' && d.params.screen_hint === 'signup')) {
        return html(reply, registerPage({ action: `${b}/register`, loginHref: `${b}?screen=login` }));
      }
      return html(
        reply,
        loginPage({ action: `${b}/login`, registerHref: `${b}?screen=register`, forgotHref: `${b}/forgot` }),
      );
    });

    scope.post(`${OIDC_PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const d = await details(request, reply);
      if (!d) return expired(reply);
      const b = base(d.uid);
      const email = field(request.body, 'email').trim();
      try {
        const account = await signIn(db, { email, password: field(request.body, 'password'), ip: request.ip });
        return await finish(request, reply, account.id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(
          reply,
          loginPage({
            action: `${b}/login`,
            registerHref: `${b}?screen=register`,
            forgotHref: `${b}/forgot`,
            email,
            error: err.message,
          }),
          err.status,
        );
      }
    });

    scope.post(`${OIDC_PREFIX}/interaction/:uid/register`, async (request, reply) => {
      const d = await details(request, reply);
      if (!d) return expired(reply);
      const b = base(d.uid);
      const values = {
        email: field(request.body, 'email'),
        firstName: field(request.body, 'firstName'),
        lastName: field(request.body, 'lastName'),
      };
      try {
        const input = { ...values, password: field(request.body, 'password'), ip: request.ip };
        // Without e-mail, every registration signs in, whether or not the e-mail had an account (decision 0017).
        if (!mailer) return await finish(request, reply, (await registerWithoutMail(db, input)).id);
        // With e-mail, the same page whether or not the e-mail has an account; the e-mail goes out after answering.
        const asked = await requestRegistration(db, input);
        const log = request.log;
        setImmediate(
          () =>
            void sendRegistrationMail(asked).catch((err: unknown) =>
              logMailFailure(log, err, 'sending a registration e-mail failed'),
            ),
        );
        return html(
          reply,
          messagePage({
            title: 'Check your e-mail',
            heading: 'Check your e-mail',
            text: registrationSentText(values.email.trim()),
            linkHref: loginUrl,
            linkText: 'Back to sign in',
          }),
        );
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(
          reply,
          registerPage({ action: `${b}/register`, loginHref: `${b}?screen=login`, values, error: err.message }),
          err.status,
        );
      }
    });

    scope.get(`${OIDC_PREFIX}/interaction/:uid/forgot`, async (request, reply) => {
      const b = base((request.params as { uid: string }).uid);
      return html(
        reply,
        forgotPage({
          mode: mailer ? 'form' : 'support',
          action: `${b}/forgot`,
          loginHref: b,
          supportEmail: config.SUPPORT_EMAIL,
        }),
      );
    });

    scope.post(`${OIDC_PREFIX}/interaction/:uid/forgot`, async (request, reply) => {
      const b = base((request.params as { uid: string }).uid);
      const email = field(request.body, 'email').trim();
      const form = { action: `${b}/forgot`, loginHref: b, supportEmail: config.SUPPORT_EMAIL, email };
      if (!mailer) return html(reply, forgotPage({ ...form, mode: 'support' }));
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return html(reply, forgotPage({ ...form, mode: 'form', error: 'E-mail must be valid' }), 400);
      }
      if (!(await takeAttempt(db, [limits.resetAddress(request.ip)]))) {
        return html(reply, forgotPage({ ...form, mode: 'form', error: TOO_MANY_REQUESTS_MESSAGE }), 429);
      }
      // The answer is the same, and comes as fast, whether or not the e-mail has an account: the link is made and
      // sent after answering. The link is never logged: a mail server's error message may quote the e-mail, so a
      // failure is logged with the error's kind and code only.
      const log = request.log;
      setImmediate(
        () =>
          void sendResetLink(email).catch((err: unknown) =>
            logMailFailure(log, err, 'sending a password reset e-mail failed'),
          ),
      );
      return html(reply, forgotPage({ ...form, mode: 'sent' }));
    });

    scope.get(`${OIDC_PREFIX}/confirm`, async (_request, reply) =>
      html(reply, confirmPage({ action: `${OIDC_PREFIX}/confirm` })),
    );

    scope.post(`${OIDC_PREFIX}/confirm`, async (request, reply) => {
      try {
        await confirmRegistration(db, field(request.body, 'token'));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(
          reply,
          messagePage({
            title: 'Confirm your account',
            heading: 'Link not valid',
            text: err.message,
            linkHref: loginUrl,
            linkText: 'Back to sign in',
            error: true,
          }),
          err.status,
        );
      }
      return html(
        reply,
        messagePage({
          title: 'Account created',
          heading: 'Your account is ready',
          text: 'Your e-mail is confirmed and your account is created. Sign in to continue.',
          linkHref: loginUrl,
          linkText: 'Sign in',
        }),
      );
    });

    // The token comes after "#" (never sent here) and is put into the form by reset.js; the form's post checks it.
    scope.get(`${OIDC_PREFIX}/reset`, async (_request, reply) =>
      html(reply, resetPage({ action: `${OIDC_PREFIX}/reset`, token: '' })),
    );

    scope.post(`${OIDC_PREFIX}/reset`, async (request, reply) => {
      const token = field(request.body, 'token');
      const password = field(request.body, 'password');
      if (!token || !(await isResetTokenUsable(db, token))) {
        return html(
          reply,
          messagePage({
            title: 'Reset link',
            heading: 'Reset link not valid',
            text: RESET_LINK_INVALID_MESSAGE,
            linkHref: loginUrl,
            linkText: 'Back to sign in',
            error: true,
          }),
          400,
        );
      }
      if (password !== field(request.body, 'confirm')) {
        return html(
          reply,
          resetPage({ action: `${OIDC_PREFIX}/reset`, token, error: "Oops! Passwords don't match." }),
          400,
        );
      }
      try {
        await resetPassword(db, opts.revocations, token, password);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(reply, resetPage({ action: `${OIDC_PREFIX}/reset`, token, error: err.message }), err.status);
      }
      return html(
        reply,
        messagePage({
          title: 'Password changed',
          heading: 'Password changed',
          text: 'Your password has been successfully changed.',
          linkHref: loginUrl,
          linkText: 'Sign in',
        }),
      );
    });
  });

  return provider;
}
