/**
 * `npm run fonts`: cuts the two Latin font files a page needs for its first paint down to the
 * characters the site writes, and prints the `unicode-range` that src/styles/fonts.css must
 * declare for them.
 *
 * Why: every page is drawn in both faces, so both files are fetched before the largest text can
 * paint; on a slow phone link each kilobyte is about 5 ms of it. Fontsource's Latin files
 * (21.5 and 28.7 kB) hold ~220 characters, the site's copy uses about 110. The cut keeps
 * everything the copy needs (with kerning, ligatures and the variable weight axis) plus all of
 * Basic Latin for what visitors type. fonts.css still declares fontsource's full Latin file
 * for the rest of Latin (`restOfLatin`: a range without the cut's characters, so a cut that
 * misses the first paint never makes the browser fetch the full file for the same letters)
 * and its Latin Extended file beyond that; either is fetched only by a page that uses one of
 * its characters.
 *
 * The result is committed (src/styles/fonts/), not built: it changes only when the copy gains a
 * character, and `scripts/subset-fonts.test.ts` fails then, naming this command.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The faces to cut: fontsource's Latin file and where the cut goes. */
export const SUBSETS = [
  {
    from: 'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
    to: 'src/styles/fonts/source-serif-4-600-site.woff2',
  },
  {
    from: 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    to: 'src/styles/fonts/source-sans-3-wght-site.woff2',
  },
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
 * Always kept: Basic Latin (what visitors type), and the spaces and minus sign Intl's number
 * and date formats write (no-break, narrow no-break, U+2212).
 */
const ALWAYS = [...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i), 0xa0, 0x202f, 0x2212];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const inLatin = (point: number) => LATIN.some(([low, high]) => point >= low && point <= high);

/** Every code point the site can show in its own words: the catalogs and the source's literals. */
export function siteCodePoints(): number[] {
  const files = [...filesUnder('i18n', /\.json$/), ...filesUnder('src', /\.tsx?$/)];
  const points = new Set<number>(ALWAYS);
  for (const file of files) {
    for (const char of readFileSync(file, 'utf8')) points.add(char.codePointAt(0) ?? 0);
  }
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

/** One face cut to the given code points, as woff2 (the same input gives the same bytes). */
export async function cut(from: string, points: readonly number[]): Promise<Buffer> {
  return subsetFont(readFileSync(join(ROOT, from)), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
  });
}

async function main() {
  const points = siteCodePoints();
  for (const { from, to } of SUBSETS) {
    const font = await cut(from, points);
    writeFileSync(join(ROOT, to), font);
    console.log(
      `${to}: ${(font.length / 1000).toFixed(1)} kB (from ${(readFileSync(join(ROOT, from)).length / 1000).toFixed(1)} kB)`,
    );
  }
  console.log(`\n${points.length} characters. The unicode-ranges in src/styles/fonts.css, for both faces:`);
  console.log(`- the site's cut:\n${unicodeRange(points)}`);
  console.log(`- fontsource's full Latin file:\n${unicodeRange(restOfLatin(points))}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
