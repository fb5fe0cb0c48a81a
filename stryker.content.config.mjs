/**
 * Mutation testing of the structured content (src/content), the second part of
 * `npm run test:mutation`. Its data is module-level code: a mutant there is "static", and
 * Stryker reruns every test for each one, since it cannot tell which test reads which value.
 * Here only the content's own tests run (their rules: every id exists in both catalogs, every
 * message is named, the shapes the pages need), so its 650-odd mutants take minutes, not hours.
 */
import base from './stryker.config.mjs';

export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-content.config.ts' },
  mutate: ['src/content/*.ts', '!src/content/*.test.ts'],
  jsonReporter: { fileName: 'reports/mutation/content.json' },
  tempDirName: '.stryker-tmp-content-run',
};
