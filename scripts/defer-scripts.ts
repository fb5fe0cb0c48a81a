/**
 * Rewrites a prerendered page so that its JavaScript is fetched after the first paint.
 *
 * React Router puts a `<link rel="modulepreload">` for every module of the page in the head and
 * a module script whose static imports start the same downloads. On a slow phone link those
 * ~25 requests share the connections with the stylesheets and the page paints only once most
 * of them are in (Lighthouse measured LCP ≈ 2.4 s on a mobile profile). The page is complete
 * HTML without its scripts, so they can wait. This step
 * - removes the preloads from the head;
 * - keeps React Router's hydration script, byte for byte, as inert text (`type="text/plain"`);
 * - adds the loader of `src/boot/deferred-hydration.browser.ts`, compiled and minified here, which after
 *   the first contentful paint adds the preloads back, runs the page's modules but the client
 *   entry one per task, and runs the kept script as a module.
 * The CSP lists the hashes of both inline scripts (postbuild.ts), so the kept script may run.
 *
 * Until hydration, a press on a disclosure button (menu, dropdown, FAQ, "Läs mer") is kept and
 * shown as taken by a small inline script in the head (src/boot/early-presses.browser.ts, compiled
 * here like the loader), then carried out once the page has hydrated.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { DeferredHydrationConfig, PreloadAttributes } from '../src/boot/deferred-hydration.browser';

/** The id of the inert copy of React Router's hydration script. */
export const HYDRATION_SCRIPT_ID = 'rr-hydration';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const ATTRIBUTE = /([\w:-]+)(?:="([^"]*)")?/g;
/** The hydration script's dynamic import: React Router's client entry, which hydrates as it runs. */
const CLIENT_ENTRY = /\bimport\("([^"]+)"\)/g;
/** An inline module script (no `src`): React Router's hydration script. */
const HYDRATION_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;

function preloadAttributes(tag: string): PreloadAttributes {
  const inner = tag.replace(/^<link\b/, '').replace(/\/?>$/, '');
  return Object.fromEntries(
    [...inner.matchAll(ATTRIBUTE)].filter(([, name]) => name !== 'rel').map(([, name, value]) => [name, value ?? '']),
  );
}

const BOOT = (file: string) => fileURLToPath(new URL(`../src/boot/${file}`, import.meta.url));
const LOADER_SOURCE = BOOT('deferred-hydration.browser.ts');
const EARLY_PRESS_SOURCE = BOOT('early-presses.browser.ts');

/**
 * `call(...args)` of the function `source` exports, compiled with its imports into one minified
 * classic script: typed code in the repository, plain ES2020 in the page (the CSP hash is taken
 * of this text, after the rewrite).
 */
function inlineScript(source: string, call: string, args: unknown[] = []): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${call} } from ${JSON.stringify(source)};\n${call}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`,
      loader: 'ts',
      resolveDir: '.',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return outputFiles[0].text.trim();
}

/** The loader as one minified classic script, with this page's preloads. */
export function loaderScript(config: DeferredHydrationConfig): string {
  return inlineScript(LOADER_SOURCE, 'deferHydration', [config]);
}

let earlyPresses: string | undefined;

/** The early-press recorder as one minified classic script: the same on every page, compiled once. */
export function earlyPressScript(): string {
  earlyPresses ??= inlineScript(EARLY_PRESS_SOURCE, 'recordEarlyPresses');
  return earlyPresses;
}

export function deferScripts(html: string): string {
  const hydration = [...html.matchAll(HYDRATION_SCRIPT)];
  if (hydration.length !== 1) throw new Error(`Expected one React Router hydration script, found ${hydration.length}`);
  if (!html.includes('</head>')) throw new Error('No </head> in the page');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([tag]) => preloadAttributes(tag));
  const entries = [...hydration[0][1].matchAll(CLIENT_ENTRY)].map(([, href]) => href);
  if (entries.length !== 1)
    throw new Error(`Expected one client entry in the hydration script, found ${entries.length}`);
  // Every module but the entry may run ahead of hydration; leaves first (see runModulesAhead).
  const modules = preloads
    .map(({ href }) => href)
    .filter((href) => href !== entries[0])
    .reverse();
  const loader = loaderScript({ preloads, modules, scriptId: HYDRATION_SCRIPT_ID });
  const result = html
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `<script>${earlyPressScript()}</script></head>`)
    .replace(
      HYDRATION_SCRIPT,
      (_, body: string) =>
        `<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${body}</script><script>${loader}</script>`,
    );
  // A preload or a module script left in place would start the downloads before the first paint.
  if (/<link\b[^>]*modulepreload/.test(result)) throw new Error('A module preload survived the rewrite');
  if ([...result.matchAll(HYDRATION_SCRIPT)].length > 0) throw new Error('A module script survived the rewrite');
  return result;
}
