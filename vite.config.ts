import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { ariaSsrPlugin } from './scripts/aria-ssr-plugin.ts';
import { catalogsPlugin } from './scripts/catalogs.ts';
import { devFilesPlugin } from './scripts/dev-files-plugin.ts';

export default defineConfig({
  plugins: [catalogsPlugin(), ariaSsrPlugin(), devFilesPlugin(), reactRouter()],
  // One stylesheet for the whole site (about 10 kB gzip): a page then waits for one CSS request
  // instead of up to eleven, and every later page finds it in the cache. Selectors therefore
  // must not depend on the order of the modules' CSS in that file.
  build: {
    cssCodeSplit: false,
    // The illustrations' scenes stay files (hashed, cached for good) instead of data URLs in
    // that one stylesheet: each page needs one of the 22, not all of them on every page.
    assetsInlineLimit: (file) => (file.includes('/components/illustrations/scenes/') ? false : undefined),
  },
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
