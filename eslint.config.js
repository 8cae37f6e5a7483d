import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './apps/web/eslint-boundaries.js';

/** Server import rules (issue 19): each names what a folder may not import, and why. */
const SQL_ONLY_IN_REPOSITORIES =
  'SQL and drizzle query building belong in apps/server/src/repositories (or db/): call a repository function.';
const DRIZZLE = { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES };
const SCHEMA = {
  group: ['**/db/schema', '**/db/schema.ts'],
  allowTypeImports: true,
  message: SQL_ONLY_IN_REPOSITORIES,
};
const REPOSITORIES = {
  group: ['**/repositories/*'],
  allowTypeImports: true,
  message: 'Routes call services, which call repositories.',
};
const ROUTES = { group: ['**/routes/*'], message: 'Imports go routes -> services -> repositories, never back.' };
const SERVICES = { group: ['**/services/*'], message: 'Repositories hold SQL only; they do not call services.' };
const AUTH = { group: ['**/auth/*'], message: 'Repositories hold SQL only; they do not call auth.' };
/** auth/ and http/ sit under the routes (the sign-in, the request plumbing): they call no service. */
const SERVICES_FROM_BELOW = {
  group: ['**/services/*'],
  allowTypeImports: true,
  message: 'auth/ and http/ serve the routes and do not call services: move what both need to domain or a repository.',
};
const serverPatterns = (more) => [DRIZZLE, SCHEMA, ...more];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...webBoundaries,
  {
    // The web calls the API through the contract's routes; the schemas, and zod with them, are types to it
    // (docs/decisions/0006-web-loading.md): a value from the contract's index would bring them to every page.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rentfile/contract',
              allowTypeImports: true,
              message: "Import the contract's types with import type, and its routes from '@rentfile/contract/routes'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no framework.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'drizzle-orm', '@rentfile/*'] },
      ],
    },
  },
  {
    // The contract imports nothing of ours but the domain.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'fastify', 'drizzle-orm'],
              message: 'The contract is data: no I/O, no framework.',
            },
            {
              group: ['@rentfile/*', '!@rentfile/domain', '!@rentfile/domain/*'],
              message: 'The contract imports nothing of ours but the domain.',
            },
            { group: ['../../*'], message: 'The contract imports nothing outside its package.' },
          ],
        },
      ],
    },
  },
  // --- Server import direction (issue 19, docs/decisions/0016): routes -> services -> repositories; SQL and drizzle's
  // query building only in repositories/ and db/. Type-only imports are allowed (a route may name the Db type).
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns([]) }],
    },
  },
  {
    files: ['apps/server/src/routes/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns([REPOSITORIES]) }] },
  },
  {
    files: ['apps/server/src/auth/**/*.ts', 'apps/server/src/http/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns([SERVICES_FROM_BELOW]) }],
    },
  },
  {
    files: ['apps/server/src/services/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns([ROUTES]) }] },
  },
  {
    files: ['apps/server/src/repositories/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ROUTES, SERVICES, AUTH] }] },
  },
  // --- end of the server's import direction.
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
