/**
 * Mutation testing (npm run test:mutation): StrykerJS changes the code the rules live in, one
 * small change at a time, and runs the unit tests that cover it; a change no test notices is a
 * "survivor". The scope is the pure modules, where a unit test is the right guard: the
 * features' logic, the route table and locale, the content rules, the shared domain, and the
 * server's configuration and mail text. Components are left to the behaviour and browser tests;
 * the server's storage, outbox and HTTP limits to the fault tests (server/faults.test.ts and
 * others), which need the databases and a build.
 * This is what every part shares; scripts/mutation.ts runs the parts (what each mutates, and
 * with which tests) and scripts/mutation-report.ts turns their JSON into reports/mutation.md.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Outputs of the build and the other test runs: not needed by the unit tests, and a browser
  // test writing its results while Stryker copies the project failed the copy.
  ignorePatterns: [
    'build',
    'data',
    'test-results',
    'playwright-report',
    'screenshots',
    '.react-router',
    '.stryker-tmp*',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run of a part's tests (all the pages' tests, for the views) took over Stryker's
  // 5 minutes on this 2-core machine beside other work.
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'json'],
  cleanTempDir: 'always',
};
