/**
 * The preloads of the site's font cuts, written into every prerendered page's head (a step of
 * postbuild.ts) rather than rendered by React: no byte of them enters a page's script (the
 * content routes' JS is at its budget, scripts/size-budgets.json).
 *
 * The cuts are fetched with the stylesheet, not after it: the first paint is their last chance
 * to be used (font-display: optional, src/styles/fonts.css). The semibold first, for the
 * headings; then the regular text face. The display face (the h1s) needs no preload: its cut is
 * inside the stylesheet (vite.config.ts), so it is there whenever the stylesheet is.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CUTS } from './subset-fonts';

const PRELOAD_ORDER = ['Source Sans 3 550 900', 'Source Sans 3 200 500'];

/** Each cut's built file under /assets/ (Vite adds a hash to its name), in the order above. */
export function builtFontCuts(assetsDir: string): string[] {
  const assets = readdirSync(assetsDir);
  return PRELOAD_ORDER.map((face) => {
    const cut = CUTS.find((candidate) => `${candidate.family} ${candidate.weights}` === face);
    const stem = basename(cut?.to ?? '', '.woff2');
    const file = assets.find((name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'));
    if (!cut || !file) throw new Error(`font preloads: no built file for ${face} in ${assetsDir}`);
    return join('/assets', file);
  });
}

/** `html` with a preload of each font file right after its viewport meta tag. */
export function addFontPreloads(html: string, fontUrls: readonly string[]): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('font preloads: a page without a viewport meta tag');
  const end = viewport.index + viewport[0].length;
  const links = fontUrls.map(
    (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
  );
  return `${html.slice(0, end)}${links.join('')}${html.slice(end)}`;
}
