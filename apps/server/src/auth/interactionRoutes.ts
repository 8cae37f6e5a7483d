/**
 * The sign-in's interaction pages (/oidc/interaction/:uid): the first-party consent granted without a screen, sign
 * in, registration (its e-mail sent after answering) and "forgot password".
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionDetails } from 'oidc-provider';
import { AppError } from '../errors.ts';
import { takeAttempt } from '../repositories/rateLimits.ts';
import {
  createResetToken,
  registerWithoutMail,
  requestRegistration,
  signIn,
  type RegistrationRequest,
} from './accounts.ts';
import { limits, TOO_MANY_REQUESTS_MESSAGE } from './limits.ts';
import { forgotPage, loginPage, messagePage, registerPage } from './pages.ts';
import { field, htmlPage, logMailFailure, type ProviderRoutesOptions } from './providerPages.ts';
import { BUILT_IN_CLIENT_ID, OIDC_PREFIX } from './tokens.ts';

/** What the page says after a registration when e-mail can be sent, whether or not the e-mail has an account. */
export const registrationSentText = (email: string) =>
  `We have sent a message to ${email}. Open the link in it within one hour to finish creating your account. Nothing came? Check your spam folder, or create your account again.`;

export async function interactionRoutes(
  app: FastifyInstance,
  { provider, db, config, mailer, origins, loginUrl }: ProviderRoutesOptions,
): Promise<void> {
  const termsHref = `${config.publicUrl}/terms`;

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

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    const html = (reply: FastifyReply, body: string, status = 200) => htmlPage(reply, origins, body, status);

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
        return html(reply, registerPage({ action: `${b}/register`, loginHref: `${b}?screen=login`, termsHref }));
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
      const acceptTerms = field(request.body, 'terms') === 'on';
      try {
        const input = { ...values, password: field(request.body, 'password'), ip: request.ip, acceptTerms };
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
          registerPage({
            action: `${b}/register`,
            loginHref: `${b}?screen=login`,
            termsHref,
            values,
            acceptTerms,
            error: err.message,
          }),
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
  });
}
