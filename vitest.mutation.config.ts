import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The unit tests of the modules Stryker mutates (stryker.config.mjs), without the component,
// browser and database tests: each mutant reruns only the tests that cover it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'src/features/*/*.test.ts',
      'src/app/*.test.{ts,tsx}',
      'src/content/*.test.ts',
      'src/domain/**/*.test.ts',
      'server/config.test.ts',
      'server/mail/compose.test.ts',
    ],
  },
});
