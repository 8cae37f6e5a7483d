/**
 * The domain's property tests run with one fixed seed in CI, so that a run on a clean checkout is repeatable; a local
 * run draws a new seed each time and fast-check prints the seed of any counterexample it finds.
 */
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 31 });
