import { defineConfig } from 'vitest/config';
import { LoadFailuresAsFailedTests } from './scripts/mutation-load-failures.ts';
import base from './vitest.config.ts';

// The unit tests of one part of the mutation run (scripts/mutation.ts), which names them in
// MUTATION_TESTS (a JSON list of globs): the component, browser and database tests are left out, and each of the part's
// mutants reruns only the part's tests that cover it.
const tests = JSON.parse(process.env.MUTATION_TESTS ?? '[]') as string[];
if (tests.length === 0) throw new Error('MUTATION_TESTS is not set: run the mutation tests with npm run test:mutation');

// Tests whose names hold these words are left out (scripts/mutation.ts says which, and why).
const skipNamed = process.env.MUTATION_SKIP_TESTS_NAMED;
const escaped = skipNamed?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: tests,
    ...(escaped ? { testNamePattern: new RegExp(`^(?!.*${escaped})`) } : {}),
    // A test file that cannot load counts as a failed test, so a mutant that breaks an import is killed.
    reporters: ['default', new LoadFailuresAsFailedTests()],
  },
});
