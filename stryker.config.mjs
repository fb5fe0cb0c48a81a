/**
 * Mutation testing (npm run test:mutation): StrykerJS changes the code the rules live in, one
 * small change at a time, and runs the unit tests that cover it; a change no test notices is a
 * "survivor". The scope is the pure modules, where a unit test is the right guard: the
 * features' logic, the route table and locale, the content rules, the shared domain, and the
 * server's configuration and mail text. Components are left to the
 * behaviour and browser tests; the server's storage, outbox and HTTP limits to the fault tests
 * (server/faults.test.ts and others), which need the databases and a build.
 * scripts/mutation-report.ts turns the JSON report into reports/mutation.md.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/features/*/*.ts',
    'src/app/route-table.ts',
    'src/app/locale.ts',
    'src/content/*.ts',
    'src/domain/**/*.ts',
    'server/config.ts',
    'server/mail/compose.ts',
    '!**/*.test.ts',
    // Hooks and API calls: their behaviour is tested through the components and pages.
    '!src/features/*/use*.ts',
    '!src/features/*/*-api.ts',
    '!src/features/*/send-*.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
