import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The content's own tests, for stryker.content.config.mjs.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['src/content/*.test.ts'] },
});
