/**
 * `npm run bench:size`: the first-load JavaScript and CSS of every route, gzip (-9) and
 * brotli, read from React Router's build manifest: the client entry, then the module, imports
 * and CSS of each route from the root down to the page; and the prerendered HTML document,
 * which carries the page's messages as loader data and is on the way to every first paint.
 * Fails when a route exceeds its budget in scripts/size-budgets.json. Sizes, not times: the
 * same build gives the same table.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR, htmlFileForPath } from '../server/build-paths';
import { LOCALES, routeId, SCREENS } from '../src/routing/route-table';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

const budgets = JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8')) as {
  unit: string;
  jsGzipKb: { default: number; routes: Record<string, number> };
  /** The one stylesheet, with the display face's cut inlined in it (about 6.9 kB of the 22). */
  cssGzipKb: number;
  htmlGzipKb: number;
  /**
   * The document as the server sends it (brotli), with its headers (about 1.5 kB, most of it the
   * CSP), must fit a new connection's first TCP window, 10 segments (14.6 kB): a page that does
   * not waits a whole round trip more for its first paint on a slow link (the Swedish Team Pulse
   * results page at 13.9 kB: Lighthouse LCP 1.21 s, against 0.92 s at 12.1 kB).
   */
  htmlBrotliKb: number;
  /**
   * maxKbEach: on Lighthouse's mobile link a font file comes over a new connection while the
   * stylesheet and the other font share the link, and that connection's first window is 6 TCP
   * segments (8,760 bytes); with the response's headers (about 950 bytes) a file over 7.8 kB
   * needs a second round trip, 150 ms more before the text can paint.
   */
  fontsBeforePaint: { maxFiles: number; maxKb: number; maxKbEach: number };
};

function readManifest(): Manifest {
  const file = readdirSync(join(CLIENT_DIR, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in build/client/assets: run `npm run build` first.');
  const source = readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
}

const sizeCache = new Map<string, { gzip: number; brotli: number }>();
function compressed(asset: string) {
  let size = sizeCache.get(asset);
  if (!size) {
    // The manifest marks some stylesheets with a trailing '#'; the file is the path before it.
    const content = readFileSync(join(CLIENT_DIR, asset.replace(/[#?].*$/, '')));
    size = {
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(asset, size);
  }
  return size;
}

function firstLoad(manifest: Manifest, leafId: string) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (let id: string | undefined = leafId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest`);
    js.add(route.module);
    route.imports?.forEach((file) => js.add(file));
    route.css?.forEach((file) => css.add(file));
  }
  const total = (files: Set<string>) =>
    [...files].reduce(
      (sum, file) => {
        const size = compressed(file);
        return { gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
      },
      { gzip: 0, brotli: 0 },
    );
  return { js: total(js), css: total(css) };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Whether a CSS unicode-range (`U+0020-007E, U+00A0`, minified `U+??`) includes a code point. */
function rangeIncludes(range: string, point: number): boolean {
  return range.split(',').some((part) => {
    const [low = '', high] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(low.replace(/\?/g, '0'), 16);
    const to = parseInt((high ?? low).replace(/\?/g, 'F'), 16);
    return point >= from && point <= to;
  });
}

/**
 * The font files a page fetches before its first paint: for each face (family, weight,
 * style) in the site's stylesheets, the file that draws the letter A, i.e. the last declared
 * @font-face whose unicode-range includes it (overlapping ranges are tried in reverse order).
 * Every page's text needs Basic Latin; the other files are fetched only by a page that uses one
 * of their characters. woff2 is compressed already, so the files' own sizes count. A cut inlined
 * into the stylesheet as a data URL (the display face, vite.config.ts) is no file to fetch, but
 * its bytes count towards the total (and towards the stylesheet's size).
 */
function fontsBeforePaint(manifest: Manifest): { url: string; bytes: number; inlined: boolean }[] {
  const fileByFace = new Map<string, string>();
  const stylesheets = new Set([
    ...(manifest.entry.css ?? []),
    ...Object.values(manifest.routes).flatMap((route) => route.css ?? []),
  ]);
  for (const css of stylesheets) {
    const source = readFileSync(join(CLIENT_DIR, css.replace(/[#?].*$/, '')), 'utf8');
    for (const face of source.match(/@font-face\{[^}]*\}/g) ?? []) {
      const url = /url\(([^)]+\.woff2|["']?data:font\/woff2;base64,[^)]+)\)/.exec(face)?.[1]?.replace(/["']/g, '');
      const range = /unicode-range:([^;}]*)/.exec(face)?.[1] ?? 'U+0000-10FFFF';
      const key = ['font-family', 'font-weight', 'font-style'].map(
        (name) => new RegExp(`${name}:([^;}]*)`).exec(face)?.[1],
      );
      if (url && rangeIncludes(range, 0x41)) fileByFace.set(key.join('|'), url);
    }
  }
  return [...fileByFace]
    .map(([face, url]) => {
      const inlined = /^data:font\/woff2;base64,([\w+/=]+)$/.exec(url)?.[1];
      if (inlined)
        return {
          url: `${face.replace(/["']/g, '').split('|').join(' ')}, inlined in the stylesheet`,
          bytes: Buffer.from(inlined, 'base64').length,
          inlined: true,
        };
      return { url, bytes: readFileSync(join(CLIENT_DIR, url)).length, inlined: false };
    })
    .filter((font, index, all) => all.findIndex((other) => other.url === font.url) === index);
}

const manifest = readManifest();
const rows = SCREENS.flatMap((screen) =>
  LOCALES.map((locale) => {
    const path = screen.paths[locale];
    const size = firstLoad(manifest, routeId(screen.id, locale));
    const html = compressed(htmlFileForPath(path).slice(CLIENT_DIR.length));
    const jsBudget = budgets.jsGzipKb.routes[path] ?? budgets.jsGzipKb.default;
    const over =
      size.js.gzip / 1000 > jsBudget ||
      size.css.gzip / 1000 > budgets.cssGzipKb ||
      html.gzip / 1000 > budgets.htmlGzipKb ||
      html.brotli / 1000 > budgets.htmlBrotliKb;
    return { path, ...size, html, jsBudget, over };
  }),
);

const table = [
  '| route | JS gzip | JS brotli | JS budget (gzip) | CSS gzip | CSS brotli | CSS budget | HTML gzip | HTML brotli | HTML budget (gzip / brotli) | |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${kb(r.js.gzip)} kB | ${kb(r.js.brotli)} kB | ${r.jsBudget} kB | ${kb(r.css.gzip)} kB | ${kb(r.css.brotli)} kB | ${budgets.cssGzipKb} kB | ${kb(r.html.gzip)} kB | ${kb(r.html.brotli)} kB | ${budgets.htmlGzipKb} / ${budgets.htmlBrotliKb} kB | ${r.over ? 'OVER' : 'ok'} |`,
  ),
].join('\n');
console.log(table);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle-size.md', `First-load size per route (${budgets.unit}).\n\n${table}\n`);

const fonts = fontsBeforePaint(manifest);
const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
const fontFiles = fonts.filter((font) => !font.inlined);
const fontsOver =
  fontFiles.length > budgets.fontsBeforePaint.maxFiles ||
  fontBytes / 1000 > budgets.fontsBeforePaint.maxKb ||
  fontFiles.some((font) => font.bytes / 1000 > budgets.fontsBeforePaint.maxKbEach);
const fontTable = [
  `Fonts a page needs for its first paint (budget: ${budgets.fontsBeforePaint.maxFiles} files of ${budgets.fontsBeforePaint.maxKbEach} kB at most each, ${budgets.fontsBeforePaint.maxKb} kB together with the cuts inlined in the stylesheet):`,
  '',
  '| font | size |',
  '|---|---:|',
  ...fonts.map((font) => `| ${font.url.replace(/^\/assets\//, '')} | ${kb(font.bytes)} kB |`),
  `| **${fontFiles.length} files and ${fonts.length - fontFiles.length} inlined** | **${kb(fontBytes)} kB** ${fontsOver ? 'OVER' : 'ok'} |`,
].join('\n');
console.log(`\n${fontTable}`);
writeFileSync('reports/bundle-size.md', `First-load size per route (${budgets.unit}).\n\n${table}\n\n${fontTable}\n`);

const over = rows.filter((r) => r.over);
if (over.length || fontsOver) {
  if (over.length) console.error(`\nOver budget: ${over.map((r) => r.path).join(', ')}`);
  if (fontsOver) console.error('\nFonts before the first paint are over budget.');
  process.exit(1);
}
console.log(`\n${rows.length} routes within budget; fonts before the first paint within budget.`);
