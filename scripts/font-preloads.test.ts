// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addFontPreloads, builtFontCuts } from './font-preloads';

describe('the font preloads the build writes into each page', () => {
  it("name each text cut's built file, the semibold first, then the regular (the display face is in the stylesheet)", () => {
    const assets = mkdtempSync(join(tmpdir(), 'assets-'));
    for (const name of [
      'source-sans-3-400-site-6ZKH1EZg.woff2',
      'source-sans-3-600-site-aQ5NgKg7.woff2',
      'source-serif-4-600-display-DDTPrEVi.woff2',
      'source-sans-3-latin-wght-normal-Bx1.woff2',
      'root-C07UfqN.js',
    ]) {
      writeFileSync(join(assets, name), '');
    }
    expect(builtFontCuts(assets)).toEqual([
      '/assets/source-sans-3-600-site-aQ5NgKg7.woff2',
      '/assets/source-sans-3-400-site-6ZKH1EZg.woff2',
    ]);
  });

  it('go right after the viewport tag, before the stylesheet, and a page without one stops the build', () => {
    const page =
      '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="stylesheet" href="/a.css"/></head>';
    expect(addFontPreloads(page, ['/assets/a.woff2'])).toBe(
      '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="stylesheet" href="/a.css"/></head>',
    );
    expect(() => addFontPreloads('<head></head>', [])).toThrow(/viewport/);
  });
});
