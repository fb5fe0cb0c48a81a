import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { ariaSsrPlugin } from './scripts/aria-ssr-plugin.ts';
import { catalogsPlugin } from './scripts/catalogs.ts';
import { devFilesPlugin } from './scripts/dev-files-plugin.ts';

/** The display face's cut (scripts/subset-fonts.ts), inlined into the stylesheet: see build below. */
const INLINED_FONT_CUT = 'source-serif-4-600-display.woff2';

export default defineConfig({
  plugins: [catalogsPlugin(), ariaSsrPlugin(), devFilesPlugin(), reactRouter()],
  // One stylesheet for the whole site (about 10 kB gzip): a page then waits for one CSS request
  // instead of up to eleven, and every later page finds it in the cache. Selectors therefore
  // must not depend on the order of the modules' CSS in that file.
  build: {
    cssCodeSplit: false,
    // The illustrations' scenes stay files (hashed, cached for good) instead of data URLs in
    // that one stylesheet: each page needs one of the 22, not all of them on every page.
    // The display face's cut goes the other way, into the stylesheet: every page's h1 needs it
    // for the first paint, and inside the stylesheet it arrives with it, always in time, where a
    // third preloaded file on a slow link could miss the optional face's block period
    // (docs/performance.md, Fonts).
    assetsInlineLimit: (file) => {
      if (file.includes('/components/illustrations/scenes/')) return false;
      if (file.endsWith(`/${INLINED_FONT_CUT}`)) return true;
      return undefined;
    },
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
