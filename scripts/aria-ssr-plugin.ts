/**
 * A Vite plugin that changes two of React Aria's hooks for hydration (see src/app/aria-ssr.ts for
 * why), in the modules that define them, so every component that imports them gets the change:
 * - `useIsSSR` is replaced by the site's;
 * - `useSlotId`'s check whether a slot's element exists runs through the site's
 *   `useSlotIdEffect` instead of a layout effect.
 *
 * The build fails if a module no longer has the shape this expects (a React Aria upgrade):
 * better than silently shipping React Aria's own hooks again.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';

const SSR_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
const ID_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useId\.mjs$/;
const REPLACEMENT = JSON.stringify(fileURLToPath(new URL('../src/app/aria-ssr.ts', import.meta.url)));

const escape = (name: string) => name.replace(/\$/g, '\\$');

/** The local name of the function a module exports as `exported`, and its whole text. */
function exportedFunction(code: string, exported: string): { name: string; body: string } | undefined {
  const name = new RegExp(`export \\{[^}]*?([\\w$]+) as ${exported}\\b`).exec(code)?.[1];
  const body = name ? new RegExp(`function ${escape(name)}\\([^)]*\\) \\{[\\s\\S]*?\\n\\}`).exec(code)?.[0] : undefined;
  return name && body ? { name, body } : undefined;
}

function replaceUseIsSSR(code: string): string | undefined {
  const hook = exportedFunction(code, 'useIsSSR');
  if (!hook) return undefined;
  return `import { useIsSSR as $clarityUseIsSSR } from ${REPLACEMENT};\n${code.replace(
    hook.body,
    `function ${hook.name}() {\n    return $clarityUseIsSSR();\n}`,
  )}`;
}

/** In useSlotId, the layout effect that checks for the slot's element: `(0, <layout effect>)(updateId, [`. */
const SLOT_CHECK = /\(0, [\w$]+\)\(updateId, \[/;

function replaceSlotCheck(code: string): string | undefined {
  const hook = exportedFunction(code, 'useSlotId');
  if (!hook || !SLOT_CHECK.test(hook.body)) return undefined;
  return `import { useSlotIdEffect as $claritySlotIdEffect } from ${REPLACEMENT};\n${code.replace(
    hook.body,
    hook.body.replace(SLOT_CHECK, '(0, $claritySlotIdEffect)(updateId, ['),
  )}`;
}

export function ariaSsrPlugin(): Plugin {
  return {
    name: 'clarity:aria-ssr',
    enforce: 'pre',
    transform(code, id): TransformResult | null {
      const path = id.replace(/\?.*$/, '');
      const [replace, hook] = SSR_MODULE.test(path)
        ? [replaceUseIsSSR, 'useIsSSR']
        : ID_MODULE.test(path)
          ? [replaceSlotCheck, 'useSlotId']
          : [];
      if (!replace) return null;
      const result = replace(code);
      if (result === undefined) {
        this.error(`React Aria's ${hook} not found as expected in ${id}: review scripts/aria-ssr-plugin.ts.`);
      }
      return { code: result, map: null };
    },
  };
}
