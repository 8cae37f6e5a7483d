/**
 * The pages an e-mailed link opens (confirming a registration, resetting a password) and the sign-in pages' own
 * assets (style sheet and scripts).
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { confirmRegistration, isResetTokenUsable, RESET_LINK_INVALID_MESSAGE, resetPassword } from './accounts.ts';
import { ASSET_PREFIX, AUTH_CSS, confirmPage, LOGOUT_JS, messagePage, RESET_JS, resetPage } from './pages.ts';
import { field, htmlPage, type ProviderRoutesOptions } from './providerPages.ts';
import { OIDC_PREFIX } from './tokens.ts';

export async function accountLinkRoutes(
  app: FastifyInstance,
  { db, revocations, origins, loginUrl }: ProviderRoutesOptions,
): Promise<void> {
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

    const html = (reply: FastifyReply, body: string, status = 200) => htmlPage(reply, origins, body, status);

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
        await resetPassword(db, revocations, token, password);
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
}
