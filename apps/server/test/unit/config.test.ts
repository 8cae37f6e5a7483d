import { describe, expect, it } from 'vitest';
import { VITE_DEV_ORIGIN, webOrigins } from '../../src/auth/provider.ts';
import { ConfigError, fastifyTrustProxy, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the built-in sign-in', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      externalAuth: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be 1-65535'],
    [
      { DATABASE_URL: 'mysql://localhost/x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      { OIDC_ISSUER: 'https://id.example.com/' },
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE must be set together',
    ],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('times the background jobs and the shutdown from the environment, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      REMINDER_POLL_SECONDS: 60,
      ORPHAN_SWEEP_MINUTES: 60,
      SIGNIN_PURGE_MINUTES: 60,
      SHUTDOWN_GRACE_SECONDS: 30,
    });
    expect(
      loadConfig({
        REMINDER_POLL_SECONDS: '5',
        ORPHAN_SWEEP_MINUTES: '15',
        SIGNIN_PURGE_MINUTES: '0.5',
        SHUTDOWN_GRACE_SECONDS: '120',
      }),
    ).toMatchObject({
      REMINDER_POLL_SECONDS: 5,
      ORPHAN_SWEEP_MINUTES: 15,
      SIGNIN_PURGE_MINUTES: 0.5,
      SHUTDOWN_GRACE_SECONDS: 120,
    });
    expect(() => loadConfig({ ORPHAN_SWEEP_MINUTES: '0' })).toThrow(
      'Invalid configuration: ORPHAN_SWEEP_MINUTES must be more than 0',
    );
    expect(() => loadConfig({ SIGNIN_PURGE_MINUTES: 'hourly' })).toThrow(
      'Invalid configuration: SIGNIN_PURGE_MINUTES must be a number',
    );
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(
      'Invalid configuration: SHUTDOWN_GRACE_SECONDS must be 0 or more',
    );
  });

  it('accepts a PostgreSQL URL and an external provider', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      OIDC_ISSUER: 'https://tenant.auth0.com/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'https://api.example.com',
      PUBLIC_URL: 'https://rentfile.example.com/',
    });
    expect(c).toMatchObject({ externalAuth: true, publicUrl: 'https://rentfile.example.com' });
  });

  it('trusts no proxy unless TRUST_PROXY says how many, or which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    const hops = fastifyTrustProxy(loadConfig({ TRUST_PROXY: '2' }));
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.9', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be a number of proxies (1) or proxy addresses (10.0.0.1, 10.0.0.0/8)',
    );
  });
  it('keeps documents in the database unless DOCUMENTS_S3_BUCKET names a bucket, with the AWS credentials', () => {
    expect(loadConfig({}).documentsS3).toBeNull();
    const keys = { AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DOCUMENTS_S3_BUCKET: 'docs', AWS_REGION: 'us-west-2', ...keys }).documentsS3).toMatchObject({
      bucket: 'docs',
      endpoint: undefined,
      region: 'us-west-2',
      pathStyle: false,
      prefix: 'documents/',
      orphanMinutes: 60,
    });
    expect(
      loadConfig({ DOCUMENTS_S3_BUCKET: 'docs', DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }).documentsS3,
    ).toMatchObject({ region: 'us-east-1', pathStyle: true });
    expect(
      loadConfig({
        DOCUMENTS_S3_BUCKET: 'docs',
        DOCUMENTS_S3_ENDPOINT: 'https://s3.example.com',
        DOCUMENTS_S3_PATH_STYLE: 'off',
        ...keys,
      }).documentsS3?.pathStyle,
    ).toBe(false);
    expect(() => loadConfig({ DOCUMENTS_S3_BUCKET: 'docs' })).toThrow(
      'Invalid configuration: DOCUMENTS_S3_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid configuration: DOCUMENTS_S3_ENDPOINT needs DOCUMENTS_S3_BUCKET',
    );
    expect(() => loadConfig({ DOCUMENTS_S3_BUCKET: 'docs', DOCUMENTS_S3_PREFIX: '../', ...keys })).toThrow(
      'DOCUMENTS_S3_PREFIX must be folder names',
    );
  });
});

describe('production-safe defaults (issue 20, gap 7)', () => {
  it('trusts the development origin only under npm run dev (NODE_ENV=development)', () => {
    expect(loadConfig({}).production).toBe(true);
    expect(webOrigins(loadConfig({}))).toEqual(['http://localhost:3000']);
    expect(webOrigins(loadConfig({ NODE_ENV: 'test' }))).toEqual(['http://localhost:3000']);
    expect(webOrigins(loadConfig({ NODE_ENV: 'development' }))).toEqual(['http://localhost:3000', VITE_DEV_ORIGIN]);
  });
});
