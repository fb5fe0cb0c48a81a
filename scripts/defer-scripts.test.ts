import { describe, expect, it } from 'vitest';
import { deferScripts, parseHydrationScript } from './defer-scripts';
import { EARLY_PRESS_SCRIPT } from './early-presses';

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
const PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/style-5.css"/></head><body><h1>Hej</h1><script type="module" async="">${HYDRATION}</script></body></html>`;

describe('parseHydrationScript', () => {
  it('reads the modules, the route table and the entry', () => {
    expect(parseHydrationScript(HYDRATION)).toEqual({
      sideEffects: ['/assets/manifest-1.js'],
      routes: [
        { name: 'route0', url: '/assets/root-2.js' },
        { name: 'route1', url: '/assets/sv-3.js' },
      ],
      routeModules: '{"root":route0,"layout.sv":route1}',
      entry: '/assets/entry.client-4.js',
    });
  });

  it('fails the build on a line it does not know, rather than ship a page that never hydrates', () => {
    expect(() => parseHydrationScript(`${HYDRATION}\nwindow.somethingNew = 1;`)).toThrow(
      /Unexpected line.*somethingNew/,
    );
    expect(() => parseHydrationScript('import "/assets/manifest-1.js";')).toThrow(/without entry/);
  });
});

describe('deferScripts', () => {
  it('leaves the head with its stylesheet and no module preloads, and keeps the preload list for later', () => {
    const html = deferScripts(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      `<html><head><link rel="stylesheet" href="/assets/style-5.css"/><script>${EARLY_PRESS_SCRIPT}</script>`,
    );
    expect(html).toContain('const preload=["/assets/manifest-1.js","/assets/root-2.js"];');
    expect(html).toContain('<h1>Hej</h1>');
  });

  it('refuses a page without React Router’s hydration script', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/No React Router hydration script/);
  });
});
