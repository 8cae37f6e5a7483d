/** Server configuration from the environment, validated at start with one clear line per bad value. */
import { z } from 'zod';
import type { ObjectStoreOptions } from './storage/objectStore.ts';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1-65535')
  .max(65535, 'must be 1-65535');
const optionalString = z.string().trim().min(1).optional().catch(undefined);

export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** The site's public origin, used as the built-in sign-in provider's issuer and for links in e-mails. */
  PUBLIC_URL: z.string().url('must be a URL such as http://localhost:3000').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** An external OpenID Connect provider replaces the built-in one when all three are set. */
  OIDC_ISSUER: z.string().url('must be the issuer URL of your OpenID Connect provider').optional(),
  OIDC_CLIENT_ID: optionalString,
  OIDC_AUDIENCE: optionalString,
  /** Claim of an external provider's token that grants administrator rights when true or when it lists "admin". */
  OIDC_ADMIN_CLAIM: optionalString,
  SMTP_URL: z.string().url('must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: z.string().email().default('support@rentfile.example'),
  /** The built-in provider's RS256 private key as a JWK (generated and kept in the database when unset). */
  SIGNING_KEY_JWK: optionalString,
  /** Comma-separated cookie-signing keys of the built-in provider (generated and kept in the database when unset). */
  COOKIE_KEYS: optionalString,
  /**
   * Behind a reverse proxy: the number of proxies in front of the server, or their addresses (comma-separated IPs
   * or CIDR ranges), whose X-Forwarded-For tells the client's address (sign-in limits are per address). Unset: the
   * connection's own address, and X-Forwarded-For is ignored.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*)$/,
      'must be a number of proxies (1) or proxy addresses (10.0.0.1, 10.0.0.0/8)',
    )
    .optional(),
  NODE_ENV: optionalString,
  /** Anonymous previews that may wait for the guests' PDF worker; one more answers 503 with Retry-After. */
  GUEST_PREVIEW_QUEUE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1000, 'must be at most 1000')
    .default(12),
  /** Where the built web app is served from. */
  WEB_DIST: z.string().optional(),
  /** How often each process looks for court-date reminders to e-mail (with SMTP_URL). */
  REMINDER_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.05, 'must be at least 0.05')
    .max(3600, 'must be at most 3600')
    .default(60),
  /** How often the object store is swept of objects no document names (with an object store). */
  ORPHAN_SWEEP_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .min(0.001, 'must be more than 0')
    .max(100_000, 'must be at most 100000')
    .default(60),
  /** How often the built-in sign-in's expired records and ended limits are removed. */
  SIGNIN_PURGE_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .min(0.001, 'must be more than 0')
    .max(100_000, 'must be at most 100000')
    .default(60),
  /**
   * On SIGTERM or SIGINT, how long requests under way (renders included) may take to finish before they are cut
   * and the process exits with 1; new requests are not taken meanwhile.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .default(30),
  /**
   * The cache of case snapshots (services/caseSnapshots.ts): what npm run bench:save compares. Unset: on with the
   * embedded database, off on PostgreSQL (decision 0016: measured there, its p99 was worse with it).
   */
  CASE_SNAPSHOTS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  /**
   * Attached documents go to this bucket of an S3-compatible object store instead of their database rows
   * (docs/decisions/0022-document-object-store.md); the credentials are the standard AWS_* variables.
   */
  DOCUMENTS_S3_BUCKET: optionalString,
  /** The store's URL (http://127.0.0.1:9000, https://<account>.r2.cloudflarestorage.com); AWS's own when unset. */
  DOCUMENTS_S3_ENDPOINT: z.string().url('must be a URL such as http://127.0.0.1:9000').optional(),
  /** The signing region; AWS_REGION, then us-east-1, when unset. */
  DOCUMENTS_S3_REGION: optionalString,
  /** `on`: the bucket in the path (most self-hosted stores); default on with DOCUMENTS_S3_ENDPOINT, off without. */
  DOCUMENTS_S3_PATH_STYLE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  /** Where in the bucket the documents' objects go (the orphan sweep looks only there). */
  DOCUMENTS_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)+$/, 'must be folder names each ending in /, such as documents/')
    .default('documents/'),
  /** An object no row names is removed once it is this old (a crash between its write and its row's). */
  DOCUMENTS_S3_ORPHAN_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(60),
  /** Serves /metrics (Prometheus) to a scraper sending it as a bearer token; unset: /metrics is off. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** Where backups are written (POST /api/admin/backups, the backup schedule); DATA_DIR/backups when unset. */
  BACKUP_DIR: optionalString,
  /** Hours between scheduled backups of the embedded database; unset or 0: none are scheduled. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(24 * 30, 'must be at most 720')
    .default(0),
  /** Backups kept in BACKUP_DIR: the oldest beyond this many are removed after each new one. */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(7),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  AWS_REGION: optionalString,
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  externalAuth: boolean;
  production: boolean;
  /** Fastify's trustProxy: false, a number of hops, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  /** The object store of attached documents; null: they stay in their database rows. */
  documentsS3: (ObjectStoreOptions & { prefix: string; orphanMinutes: number }) | null;
};

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  return value.split(',').map((a) => a.trim());
}

export class ConfigError extends Error {}

/** Fastify's trustProxy option for the configuration (its typings take a hop count as a function). */
export function fastifyTrustProxy(
  config: Pick<Config, 'trustProxy'>,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const t = config.trustProxy;
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

/** Parses the environment; throws a ConfigError whose message is one line naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const external = Boolean(c.OIDC_ISSUER || c.OIDC_CLIENT_ID || c.OIDC_AUDIENCE);
  if (external && !(c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_AUDIENCE)) {
    throw new ConfigError('Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE must be set together');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // Production-safe with nothing set: only `npm run dev` (NODE_ENV=development) trusts the development origin.
  return {
    ...c,
    publicUrl,
    externalAuth: external,
    production: c.NODE_ENV !== 'development',
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    documentsS3: documentsS3Of(c),
  };
}

function documentsS3Of(c: z.infer<typeof configSchema>): Config['documentsS3'] {
  if (!c.DOCUMENTS_S3_BUCKET) {
    const stray = Object.keys(c).filter(
      (k) => k.startsWith('DOCUMENTS_S3_') && !['DOCUMENTS_S3_PREFIX', 'DOCUMENTS_S3_ORPHAN_MINUTES'].includes(k),
    );
    if (stray.length > 0)
      throw new ConfigError(
        `Invalid configuration: ${stray.join(', ')} need${stray.length === 1 ? 's' : ''} DOCUMENTS_S3_BUCKET`,
      );
    return null;
  }
  if (!c.AWS_ACCESS_KEY_ID || !c.AWS_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid configuration: DOCUMENTS_S3_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  return {
    bucket: c.DOCUMENTS_S3_BUCKET,
    endpoint: c.DOCUMENTS_S3_ENDPOINT,
    region: c.DOCUMENTS_S3_REGION ?? c.AWS_REGION ?? 'us-east-1',
    pathStyle: (c.DOCUMENTS_S3_PATH_STYLE ?? (c.DOCUMENTS_S3_ENDPOINT ? 'on' : 'off')) === 'on',
    credentials: {
      accessKeyId: c.AWS_ACCESS_KEY_ID,
      secretAccessKey: c.AWS_SECRET_ACCESS_KEY,
      sessionToken: c.AWS_SESSION_TOKEN,
    },
    prefix: c.DOCUMENTS_S3_PREFIX,
    orphanMinutes: c.DOCUMENTS_S3_ORPHAN_MINUTES,
  };
}
