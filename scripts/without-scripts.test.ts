// @vitest-environment node
import { withoutScripts } from './without-scripts';

describe('the page without its scripts', () => {
  it('loses every script a browser would run and keeps everything else, the JSON-LD included', () => {
    const page = [
      '<html><head><link rel="preload" href="/assets/a.woff2" as="font">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(()=>{document.documentElement.dataset.early="1"})()</script>',
      '</head><body><h1>Klarhet</h1>',
      '<script type="text/plain" id="rr-hydration">import "/assets/manifest.js";</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
      '</body></html>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      [
        '<html><head><link rel="preload" href="/assets/a.woff2" as="font">',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '</head><body><h1>Klarhet</h1>',
        '<div hidden id="S:1"></div>',
        '</body></html>',
      ].join(''),
    );
  });
});
