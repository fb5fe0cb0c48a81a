/**
 * Mutation testing (npm run test:mutation): StrykerJS changes the code, one small change at a
 * time, and runs the tests that cover it; a change no test notices is a "survivor". This is what
 * every part shares; scripts/mutation.ts runs the parts (what each mutates, with which tests, and
 * what is left out and why) and scripts/mutation-report.ts turns their JSON into
 * reports/mutation.md.
 */
export default {
  testRunner: 'vitest',
  // The Vitest runner's options (its config file, related mode) are set per part by
  // scripts/mutation.ts: StrykerJS replaces a `vitest` object here as a whole.
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation-class-lists.mjs'],
  // No mutants in class lists: the look, which the unit tests cannot see (see the plugin).
  ignorers: ['class-lists'],
  // What the sandboxes leave out (ignorePatterns) is set per part in scripts/mutation.ts.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run of a part's tests (all the pages' tests, for the views) took over Stryker's
  // 5 minutes on this 2-core machine beside other work.
  dryRunTimeoutMinutes: 20,
  // No JSON reporter: the part's results are its incremental file (scripts/mutation.ts).
  reporters: ['clear-text', 'progress'],
  cleanTempDir: 'always',
};
