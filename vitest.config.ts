import { defineConfig } from 'vitest/config';
import { ariaSsrPlugin } from './scripts/aria-ssr-plugin.ts';
import { catalogsPlugin } from './scripts/catalogs.ts';

// Unit tests run without the React Router framework plugin: components are rendered directly.
export default defineConfig({
  plugins: [catalogsPlugin(), ariaSsrPlugin()],
  envPrefix: ['VITE_', 'SITE_URL'],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Node 25 and later have a Web Storage global of their own, empty without --localstorage-file,
    // which hides jsdom's localStorage from the tests (vitest-dev/vitest#8757): switched off in
    // the test workers. Older Node has no such global, and would refuse the flag.
    execArgv: 'localStorage' in globalThis ? ['--no-webstorage'] : [],
    // A guard against a hung test, not a speed check: the screen-reader and form tests take a
    // few seconds each on a busy 2-core machine, beyond vitest's 5 s default.
    testTimeout: 30_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // React Aria is run through Vite, so tests meet it as the build changes it (aria-ssr-plugin).
    server: { deps: { inline: [/[\\/]react-aria(-components)?[\\/]/] } },
  },
});
