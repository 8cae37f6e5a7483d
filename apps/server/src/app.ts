/** Builds the server: plugins -> auth -> routes -> the web app with history fallback. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy } from './config.ts';
import { authPlugin } from './auth/plugin.ts';
import type { Deps } from './deps.ts';
import { AppError } from './errors.ts';
import { loggerOptions } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { addSecurityHeaders } from './http/securityHeaders.ts';
import { DEFAULT_WEB_DIST } from './paths.ts';
import { routeModules } from './routes/index.ts';

export interface BuildAppOptions {
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(deps: Deps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL, opts.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.config),
    // A request the server has taken is served while it closes (http/closeConnections.ts), not refused.
    return503OnClosing: false,
  });
  // A call of the contract that is not a GET may write: it runs as a write of the read cache, whose kept answers
  // are forgotten before and after it.
  const readCache = deps.readCache;
  if (readCache) {
    app.addHook('onRoute', (r) => {
      if (r.config?.contract !== true || r.method === 'GET') return;
      const handler = r.handler;
      r.handler = function (request, reply) {
        return readCache.write(async () => handler.call(this, request, reply));
      };
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  registerMetrics(app, deps);

  addSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...(deps.config.OIDC_ISSUER ? [new URL(deps.config.OIDC_ISSUER).origin] : [])],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...(deps.config.OIDC_ISSUER ? [new URL(deps.config.OIDC_ISSUER).origin] : [])],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    },
    deps.config.publicUrl.startsWith('https:'),
  );

  await app.register(swagger, {
    openapi: { info: { title: 'RentFile NJ API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is public: it describes the calls, it makes none (issue 21). It lists the API's own
  // calls, not the sign-in provider's or the web app's routes.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    else if (!route.url.startsWith('/api/')) route.schema = { ...route.schema, hide: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map(
        (v) =>
          clearerUnionIssue(v.keyword, v.instancePath, v.params) ?? { path: v.instancePath || '/', message: v.message },
      );
      const first = details[0];
      return reply.code(400).send({
        error: `Invalid ${error.validationContext ?? 'request'}: ${first ? `${first.path} ${first.message}` : 'bad value'}`,
        code: 'BAD_REQUEST',
        details,
      });
    }
    const refused = refusedValueMessage(error);
    if (refused) {
      request.log.warn({ err: error }, 'a value sent could not be stored');
      return reply.code(400).send({ error: refused, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = isDatabaseUnavailable(error);
      return reply
        .code(unavailable ? 503 : 500)
        .send(
          unavailable
            ? { error: 'The database is unavailable. Please try again in a moment.', code: 'UNAVAILABLE' }
            : { error: 'Something went wrong on our side.', code: 'INTERNAL' },
        );
    }
    return reply.code(status).send({ error: error.message, code: error.code ?? 'BAD_REQUEST' });
  });

  await app.register(authPlugin, {
    db: deps.db,
    verifier: deps.verifier,
    revocations: deps.revocations,
    adminClaim: deps.config.OIDC_ADMIN_CLAIM,
    readCache,
  });
  if (!deps.config.externalAuth) {
    // Loaded only when mounted: a deployment on an external provider never loads oidc-provider.
    const { mountBuiltInProvider } = await import('./auth/provider.ts');
    await mountBuiltInProvider(app, {
      db: deps.db,
      config: deps.config,
      signingKeys: deps.signingKeys!,
      revocations: deps.revocations,
      mailer: deps.mailer,
    });
  }

  for (const register of routeModules) await app.register(async (scope) => register(scope, deps));

  const webDist = deps.config.WEB_DIST ? path.resolve(deps.config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The build writes .br and .gz copies of its text files: sent as they are to browsers that accept them.
    // Files under /assets/ have a hash of their content in their name, so a browser may keep them for good; the
    // page itself is checked on every visit, so a release is seen at once.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path.relative(webDist, filePath);
        if (file.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', file.startsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (isPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (isPage) return reply.code(503).type('text/plain').send('The web app is not built. Run npm run build.');
    return reply
      .code(404)
      .send({ error: `No such resource: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}

/**
 * The message for a value the database refuses to store (SQLSTATE class 22, data exception: a number beyond the
 * column's range, text with a NUL character, an impossible date), which only a client's input can cause: a 400
 * saying what is wrong, not a 500. The statement fails as a whole, and a transaction around it rolls back.
 */
function refusedValueMessage(error: Error): string | null {
  let e: unknown = error;
  while (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      if (code === '22003') return `A number is out of range: ${e.message}.`;
      if (code === '22021' || code === '22P05') return 'Text must not contain the NUL character (\\u0000).';
      if (code === '22007' || code === '22008') return `A date is not valid: ${e.message}.`;
      return `A value is not valid: ${e.message}.`;
    }
    e = e.cause;
  }
  return null;
}

interface SubIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
}

/**
 * A value matching none of a union's shapes is "Invalid input" to zod. The shape it was meant to have is the one
 * its problems lie deepest in (guestData is false or an object: an object with too many tenants is told so).
 */
function clearerUnionIssue(
  keyword: string,
  instancePath: string,
  params: unknown,
): { path: string; message: string } | null {
  if (
    keyword !== 'invalid_union' ||
    !params ||
    typeof params !== 'object' ||
    !('errors' in params) ||
    !Array.isArray(params.errors)
  )
    return null;
  let best: SubIssue | null = null;
  for (const branch of params.errors as unknown[]) {
    const first = Array.isArray(branch) ? (branch[0] as SubIssue | undefined) : undefined;
    if (first?.message && (!best || (first.path?.length ?? 0) > (best.path?.length ?? 0))) best = first;
  }
  if (!best?.message || !best.path?.length) return null;
  return { path: `${instancePath}/${best.path.map(String).join('/')}`, message: best.message };
}

/** A lost or refused database connection, found anywhere in the cause chain (Drizzle wraps the driver's error). */
function isDatabaseUnavailable(error: Error): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'];
  const messages =
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable|PGlite is closed|Cannot use a pool after calling end/i;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if ((typeof code === 'string' && codes.includes(code)) || messages.test(e.message)) return true;
  }
  return false;
}
