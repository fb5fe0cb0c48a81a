/**
 * `npm run fonts`: cuts the site's one family, Source Sans 3, into the two files a page needs
 * for its first paint (regular 400 and semibold 600, both still Source Sans 3's own outlines,
 * fixed from its variable master), limited to the characters the site writes, and prints the
 * `unicode-range` that src/styles/fonts.css must declare for them.
 *
 * Why this shape: every page is drawn in these files before its largest text can paint. On
 * Lighthouse's mobile link (150 ms round trip, 1.6 Mbit/s) each file comes over its own new
 * HTTP/1.1 connection beside the stylesheet, and a file that does not fit the first window its
 * connection gets (6 TCP segments, 8.76 kB with the response headers, while three requests
 * share the link) costs a whole extra round trip: 150 ms of LCP. Fontsource's variable file cut
 * to the copy was 15.3 kB, and a serif heading face beside it 11.8 kB; both took two windows
 * (LCP 1.05–1.07 s). A variable font carries the outlines of its extremes; one fixed weight
 * carries one set, so 400 and 600 are about 7.1 kB each and each arrives in one window.
 * `npm run bench:size` holds each file to that.
 *
 * The characters: the copy's (every literal of every catalog message, and whatever non-ASCII
 * character the source writes), and the letters, digits and punctuation a visitor types into
 * a form. Basic Latin's code-only characters (`<`, `{`, `_`, …) are not in the cut unless the
 * copy shows them. fonts.css still declares fontsource's full Latin file for everything else
 * (`restOfLatin`: a range without the cut's characters, so a cut that misses the first paint
 * never makes the browser fetch the full file for the same letters) and its Latin Extended file
 * beyond that; either is fetched only by a page that uses one of their characters, e.g. a
 * visitor's name typed with ø.
 *
 * The result is committed (src/styles/fonts/), not built: it changes only when the copy gains a
 * character, and `scripts/subset-fonts.test.ts` fails then, naming this command.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const VARIABLE_SANS = 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';

/** The cuts: Source Sans 3's variable Latin file fixed at one weight each, and where each goes. */
export const SUBSETS = [
  { from: VARIABLE_SANS, weight: 400, to: 'src/styles/fonts/source-sans-3-400-site.woff2' },
  { from: VARIABLE_SANS, weight: 600, to: 'src/styles/fonts/source-sans-3-600-site.woff2' },
] as const;

/** Fontsource's Latin subset: a character outside it is not in the files being cut. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Always kept, for what visitors type: letters, digits, the space and everyday punctuation,
 * and the spaces and minus sign Intl's number and date formats write (no-break, narrow
 * no-break, U+2212).
 */
const ALWAYS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...` .,:;!?'"()-/@&%+`,
  '\u00a0',
  '\u202f',
  '\u2212',
].map((char) => char.codePointAt(0) ?? 0);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const inLatin = (point: number) => LATIN.some(([low, high]) => point >= low && point <= high);

/** The literal text of a parsed ICU message: what it shows, without its syntax (`{name}`, `<link>`, `#`). */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join('');
      }
      return '';
    })
    .join('');
}

/**
 * Every code point the site can show in its own words: the literal text of every catalog
 * message, and the non-ASCII characters of the source (its ASCII is mostly code, and what it
 * shows of it is in ALWAYS; e2e/layout-shift.spec.ts fails on any route whose first paint
 * needs a character beyond the cut).
 */
export function siteCodePoints(): number[] {
  const points = new Set<number>(ALWAYS);
  const add = (text: string, onlyBeyondAscii: boolean) => {
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      if (!onlyBeyondAscii || point > 0x7e) points.add(point);
    }
  };
  for (const file of filesUnder('i18n', /\.json$/)) {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const message of Object.values(catalog)) add(literalText(parse(message)), false);
  }
  for (const file of filesUnder('src', /\.tsx?$/)) add(readFileSync(file, 'utf8'), true);
  return [...points].filter((point) => point >= 0x20 && inLatin(point)).sort((a, b) => a - b);
}

/** The Latin code points the cut leaves out, which the full Latin file still draws. */
export function restOfLatin(cutPoints: readonly number[]): number[] {
  const kept = new Set(cutPoints);
  return LATIN.flatMap(([low, high]) => Array.from({ length: high - low + 1 }, (_, i) => low + i)).filter(
    (point) => !kept.has(point),
  );
}

/** Code points as a CSS unicode-range, consecutive ones joined into ranges. */
export function unicodeRange(points: readonly number[]): string {
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j += 1;
    parts.push(i === j ? hex(points[i]) : `${hex(points[i])}-${points[j].toString(16).toUpperCase().padStart(4, '0')}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The OpenType features kept: those browsers apply by default (kerning, ligatures, contextual
 * forms, marks, locale forms) and the tabular figures the survey scores ask for
 * (`font-variant-numeric: tabular-nums`). The optional ones (small caps, old-style figures,
 * stylistic sets…) are unused here and were 4.4 kB of the two files.
 */
const LAYOUT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/** The variable face fixed at one weight and cut to the given code points, as woff2 (the same input gives the same bytes). */
export async function cut(from: string, weight: number, points: readonly number[]): Promise<Buffer> {
  return subsetFont(readFileSync(join(ROOT, from)), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: weight },
  });
}

async function main() {
  const points = siteCodePoints();
  for (const { from, weight, to } of SUBSETS) {
    const font = await cut(from, weight, points);
    writeFileSync(join(ROOT, to), font);
    console.log(
      `${to}: ${(font.length / 1000).toFixed(1)} kB (from ${(readFileSync(join(ROOT, from)).length / 1000).toFixed(1)} kB)`,
    );
  }
  console.log(`\n${points.length} characters. The unicode-ranges in src/styles/fonts.css, for both weights:`);
  console.log(`- the site's cut:\n${unicodeRange(points)}`);
  console.log(`- fontsource's full Latin file:\n${unicodeRange(restOfLatin(points))}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
