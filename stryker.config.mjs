/**
 * Mutation testing (npm run test:mutation): StrykerJS changes the code the rules live in, one
 * small change at a time, and runs the unit tests that cover it; a change no test notices is a
 * "survivor". The scope is the pure modules, where a unit test is the right guard: the
 * features' logic, the route table and locale, the content rules, the shared domain, and the
 * server's configuration and mail text. Components are left to the
 * behaviour and browser tests; the server's storage, outbox and HTTP limits to the fault tests
 * (server/faults.test.ts and others), which need the databases and a build.
 * The content (src/content) runs separately, in stryker.content.config.mjs: its data is
 * module-level code, so every one of its mutants would rerun the whole test set here.
 * scripts/mutation-report.ts turns the JSON reports into reports/mutation.md.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/features/*/*.ts',
    'src/app/route-table.ts',
    'src/app/locale.ts',
    'src/domain/**/*.ts',
    'server/config.ts',
    'server/mail/compose.ts',
    '!**/*.test.ts',
    // Hooks and API calls: their behaviour is tested through the components and pages.
    '!src/features/*/use*.ts',
    '!src/features/*/*-api.ts',
    '!src/features/*/send-*.ts',
  ],
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
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
