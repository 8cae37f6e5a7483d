/**
 * The web app's import direction, enforced by lint (docs/decisions/0015-one-step-pattern.md):
 *   app → features → components, lib
 * - lib/ and components/ import neither app/ nor a feature;
 * - a feature imports no other feature and not app/ (app/ composes the features: router, shell, route pages).
 * Imports are relative, so the rule matches the folder a path climbs to: `../../dashboard/x.ts` from inside a
 * feature names the feature `dashboard`, and so does `../../../features/dashboard/x.ts`. A feature's own
 * sub-folders must not share a name with a feature.
 *
 * One data layer (docs/decisions/0034-the-web-one-way.md): features/ and components/ do not import callApi; every
 * call of the API is made in a lib/queries/<resource> module (query options, hooks, mutations with their
 * invalidations) and used from there.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const FEATURES = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const climbsTo = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

const throughQueries = {
  regex: '^(\\.\\./)+lib/api(\\.ts)?$',
  importNames: ['callApi'],
  message: 'Call the API through a lib/queries/<resource> module (a query or a mutation), not callApi.',
};

const featureRule = (feature, ...extra) => [
  'error',
  {
    patterns: [
      { regex: climbsTo(['app']), message: 'A feature must not import app/ (app composes the features).' },
      {
        regex: climbsTo(FEATURES.filter((other) => other !== feature)),
        message: `The feature "${feature}" must not import another feature: move what both need to lib/ or components/.`,
      },
      {
        // The same through the features folder: `../../features/dashboard/x.ts`, `../../../features/x`.
        regex: `^(\\.\\./)+features/(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
        message: `The feature "${feature}" must not import another feature: move what both need to lib/ or components/.`,
      },
      ...extra,
    ],
  },
];

const upward = {
  regex: climbsTo(['app', 'features']),
  message: 'lib/ and components/ must not import app/ or a feature (app → features → components, lib).',
};

export const webBoundaries = [
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward, throughQueries] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureRule(feature, throughQueries) },
  })),
];
