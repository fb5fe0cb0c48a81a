import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { catalogsPlugin } from './scripts/catalogs.ts';

export default defineConfig({
  plugins: [catalogsPlugin(), reactRouter()],
  // SITE_URL (the absolute origin used for canonical and hreflang URLs) is read at build time.
  envPrefix: ['VITE_', 'SITE_URL'],
  resolve: {
    alias: [
      // Catalogs arrive compiled to AST, so the browser needs no ICU parser. Exact match only:
      // a prefix alias would also rewrite the `no-parser` target itself.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
});
