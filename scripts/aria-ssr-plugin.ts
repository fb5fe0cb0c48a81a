/**
 * A Vite plugin that gives React Aria src/app/aria-ssr.ts's `useIsSSR` in place of its own (see
 * there for why). React Aria defines the hook in one module and imports it from there
 * everywhere, so replacing that one function body replaces it for every component.
 *
 * The build fails if the module no longer has the shape this expects (a React Aria upgrade):
 * better than silently shipping React Aria's own hook again.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
const REPLACEMENT = fileURLToPath(new URL('../src/app/aria-ssr.ts', import.meta.url));

export function ariaSsrPlugin(): Plugin {
  return {
    name: 'clarity:aria-ssr',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id.replace(/\?.*$/, ''))) return null;
      const name = /export \{[^}]*?([\w$]+) as useIsSSR\b/.exec(code)?.[1];
      const body = name
        ? new RegExp(`function ${name.replace(/\$/g, '\\$')}\\(\\) \\{[\\s\\S]*?\\n\\}`).exec(code)
        : null;
      if (!name || !body) {
        this.error(`React Aria's useIsSSR not found in ${id}: review scripts/aria-ssr-plugin.ts.`);
      }
      return {
        code: `import { useIsSSR as $clarityUseIsSSR } from ${JSON.stringify(REPLACEMENT)};\n${code.replace(
          body[0],
          `function ${name}() {\n    return $clarityUseIsSSR();\n}`,
        )}`,
        map: null,
      };
    },
  };
}
