/**
 * A Vite plugin that changes two of React Aria's hooks for hydration (see src/boot/aria-ssr.ts for
 * why), in the modules that define them, so every component that imports them gets the change:
 * - `useIsSSR` is replaced by the site's;
 * - `useSlotId`'s check whether a slot's element exists runs through the site's
 *   `useSlotIdEffect` instead of a layout effect.
 *
 * The build fails if a module no longer has the shape this expects, or if React Aria's code went
 * through the build but a module to change never did (React Aria moved it, and the paths below
 * match nothing): better than silently shipping React Aria's own hooks again. What to check on a
 * React Aria upgrade: src/boot/README.md.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';

const SSR_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
const ID_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useId\.mjs$/;
const REPLACEMENT = JSON.stringify(fileURLToPath(new URL('../src/boot/aria-ssr.ts', import.meta.url)));

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

/** The two modules changed, by where React Aria keeps them, and the change made to each. */
const PATCHES = [
  { hook: 'useIsSSR', module: SSR_MODULE, replace: replaceUseIsSSR },
  { hook: 'useSlotId', module: ID_MODULE, replace: replaceSlotCheck },
];

/** Any of React Aria's own modules: if one went through a build, both patched ones must have. */
const REACT_ARIA_MODULE = /[\\/]react-aria[\\/]dist[\\/]/;

/** What one build (one Vite environment: the browser's, the prerender's) has transformed. */
interface Seen {
  reactAria: boolean;
  patched: Set<string>;
}

type HookContext = { environment?: { name: string } };
const environmentOf = (context: HookContext) => context.environment?.name ?? '';

export function ariaSsrPlugin(): Plugin {
  let building = false;
  const seen = new Map<string, Seen>();
  const seenIn = (context: HookContext): Seen => {
    const name = environmentOf(context);
    if (!seen.has(name)) seen.set(name, { reactAria: false, patched: new Set() });
    return seen.get(name)!;
  };
  return {
    name: 'clarity:aria-ssr',
    enforce: 'pre',
    configResolved(config) {
      // The dev server and the unit tests load only the modules a page or test needs.
      building = config.command === 'build';
    },
    buildStart() {
      seen.delete(environmentOf(this));
    },
    transform(code, id): TransformResult | null {
      const path = id.replace(/\?.*$/, '');
      if (!REACT_ARIA_MODULE.test(path)) return null;
      const state = seenIn(this);
      state.reactAria = true;
      const patch = PATCHES.find(({ module }) => module.test(path));
      if (!patch) return null;
      const result = patch.replace(code);
      if (result === undefined) {
        this.error(`React Aria's ${patch.hook} not found as expected in ${id}: review scripts/aria-ssr-plugin.ts.`);
      }
      state.patched.add(patch.hook);
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (!building || error) return;
      const state = seenIn(this);
      // A build that leaves React Aria to Node (the prerender's, when it is external) changes nothing.
      if (!state.reactAria) return;
      const missing = PATCHES.filter(({ hook }) => !state.patched.has(hook));
      if (missing.length === 0) return;
      this.error(
        `React Aria's ${missing.map(({ hook }) => hook).join(' and ')} went into the build unchanged: no module ` +
          `matched ${missing.map(({ module }) => String(module)).join(' or ')}. React Aria has moved it; point ` +
          `scripts/aria-ssr-plugin.ts at its new module (see src/boot/README.md, "On a React Aria upgrade").`,
      );
    },
  };
}
