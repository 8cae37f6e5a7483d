import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects:
 * - domain, contract, server-unit, web: pure and fast (web: the web app's lint boundaries and its components,
 *   rendered with React Testing Library in happy-dom).
 * - api: a real server instance on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 * - e2e: journeys in Debian's Chromium against the built web app served by the real server.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          setupFiles: ['packages/domain/test/setup.ts'],
        },
      },
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { test: { name: 'server-unit', include: ['apps/server/test/unit/**/*.test.ts'] } },
      // web: its lint boundaries, and its components in happy-dom (each such file names its environment).
      { test: { name: 'web', include: ['apps/web/test/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two files at once even on two cores (Vitest's default there is one): a file's server mostly waits on its
          // database and workers. 528 s instead of some 750 s for the PGlite run (decision 0041).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          globalSetup: ['apps/server/test/api/support/global-setup.ts'],
        },
      },
      // procs: two compiled server processes behind nginx on PostgreSQL (npm run test:procs; needs nginx and
      // TEST_DATABASE_URL, and skips without them).
      {
        test: {
          name: 'procs',
          include: ['apps/server/test/procs/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
        },
      },
    ],
  },
});
