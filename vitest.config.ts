import { defineConfig } from 'vitest/config';
import { catalogsPlugin } from './scripts/catalogs.ts';

// Unit tests run without the React Router framework plugin: components are rendered directly.
export default defineConfig({
  plugins: [catalogsPlugin()],
  envPrefix: ['VITE_', 'SITE_URL'],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
