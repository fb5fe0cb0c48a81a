// @vitest-environment node
// (esbuild, which compiles the loader, refuses jsdom's TextEncoder; the loader's behaviour in a
// document is tested in src/boot/deferred-hydration.browser.test.ts and early-presses.browser.test.ts, and in a browser by e2e/pages.spec.ts.)
import { describe, expect, it } from 'vitest';
import { deferScripts, earlyPressScript, HYDRATION_SCRIPT_ID } from './defer-scripts';

// The shape React Router 7 prerenders (see build/client/index.html after `npm run build`).
const HYDRATION = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/sv-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"layout.sv":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');
const PRELOADS =
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous" integrity="sha384-abc"/>';
const PAGE = `<html><head>${PRELOADS}<link rel="stylesheet" href="/assets/style-5.css"/></head><body><h1>Hej</h1><script type="module" async="">${HYDRATION}</script></body></html>`;

describe('deferScripts', () => {
  it('leaves the head with its stylesheet, no module preload, and the early-press script', () => {
    const html = deferScripts(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      `<html><head><link rel="stylesheet" href="/assets/style-5.css"/><script>${earlyPressScript()}</script>`,
    );
    expect(html).toContain('<h1>Hej</h1>');
  });

  it("keeps React Router's hydration script byte for byte, but inert, followed by the loader", () => {
    const html = deferScripts(PAGE);
    expect(html).toContain(`<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${HYDRATION}</script><script>`);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("compiles the loader with this page's preloads and the kept script's id", () => {
    const loader = deferScripts(PAGE).match(/<script>((?:(?!<\/script>)[\s\S])*)<\/script><\/body>/)?.[1] ?? '';
    expect(loader).toContain('{href:"/assets/root-2.js",crossorigin:"anonymous",integrity:"sha384-abc"}');
    expect(loader).toContain(`scriptId:"${HYDRATION_SCRIPT_ID}"`);
    // A classic script: no static import or export (a dynamic import() is allowed).
    expect(loader).not.toMatch(/\bexport\b|\bimport(?!\()/);
  });

  it('compiles the typed early-press recorder into one classic script of its own', () => {
    const script = earlyPressScript();
    expect(script).not.toMatch(/\bexport\b|\bimport\b/);
    // It watches the mark the root component sets (src/boot/hydrated-mark.ts), and nothing else
    // came in with it: no React, well under a kilobyte in every page's head.
    expect(script).toContain('"data-hydrated"');
    expect(script).toContain('"button[aria-expanded]"');
    expect(script.length).toBeLessThan(1024);
  });

  it('gives the loader every preloaded module but the client entry to run ahead, last preload first', () => {
    const page = PAGE.replace(
      PRELOADS,
      `<link rel="modulepreload" href="/assets/entry.client-4.js"/>${PRELOADS}<link rel="modulepreload" href="/assets/sv-3.js"/>`,
    );
    const loader = deferScripts(page).match(/<script>((?:(?!<\/script>)[\s\S])*)<\/script><\/body>/)?.[1] ?? '';
    expect(loader).toContain('modules:["/assets/sv-3.js","/assets/root-2.js","/assets/manifest-1.js"]');
  });

  it('refuses a hydration script without exactly one client entry', () => {
    expect(() => deferScripts(PAGE.replace('import("/assets/entry.client-4.js");', ''))).toThrow(
      /one client entry in the hydration script, found 0/,
    );
  });

  it('refuses a page without exactly one hydration script, rather than ship a page that never hydrates', () => {
    expect(() => deferScripts('<html><head></head><body></body></html>')).toThrow(/found 0/);
    const twice = PAGE.replace('</body>', `<script type="module">${HYDRATION}</script></body>`);
    expect(() => deferScripts(twice)).toThrow(/found 2/);
  });
});
