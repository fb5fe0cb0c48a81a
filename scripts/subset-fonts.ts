/**
 * `npm run fonts`: cuts the site's two families into the files a page needs for its first paint,
 * limited to the characters the site shows (scripts/font-characters.ts), and writes the
 * @font-face rules for them and for the full files behind them (src/styles/fonts.generated.css,
 * imported by src/styles/fonts.css). Nothing here is pasted by hand.
 *
 * - Source Sans 3, the text face: regular 400 and semibold 600, each fixed from fontsource's
 *   variable master, cut to the copy's characters and what visitors type.
 * - Source Serif 4, the display face (page titles, the wordmark, the pull quote): semibold 600
 *   at its Display optical size, cut to those texts' characters only: 56 characters and 6.7 kB
 *   against the copy's 100 and 10.4 kB, which would not fit a new connection's first window
 *   (below).
 *
 * Why this shape: every page is drawn in these files before its largest text can paint. On
 * Lighthouse's mobile link (150 ms round trip, 1.6 Mbit/s) each file comes over its own new
 * HTTP/1.1 connection beside the stylesheet, and a file that does not fit the first window its
 * connection gets (6 TCP segments, 8.76 kB with the response headers) costs a whole extra round
 * trip: 150 ms of LCP. A variable font carries the outlines of its extremes; one fixed weight
 * (and optical size) carries one set, so each cut is about 7 kB and arrives in one window.
 * `npm run bench:size` holds each file to that.
 *
 * Characters a cut leaves out are still drawn in the family: its rules declare fontsource's full
 * Latin and Latin Extended files for the rest of the range (`restOfLatin`: never the cut's own
 * characters, so a cut that misses the first paint never makes the browser fetch a full file for
 * the same letters), fetched only by a page that uses such a character, e.g. a name typed with ø.
 *
 * The result is committed (src/styles/fonts/ and the generated stylesheet), not built: it
 * changes only when the copy gains a character or the subsetter changes, and
 * `scripts/subset-fonts.test.ts` fails then, saying which and naming this command.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { displayCharacters, textCharacters } from './font-characters';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GENERATED_CSS = 'src/styles/fonts.generated.css';

const SANS = 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3';
const SERIF = 'node_modules/@fontsource-variable/source-serif-4/files/source-serif-4';

/** Fontsource's Latin subset: a character outside it is not in the files being cut. */
const LATIN: readonly (readonly [number, number])[] = [
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

/** Fontsource's own unicode-range for its Latin Extended files. */
const LATIN_EXT_RANGE =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

export interface Cut {
  family: string;
  /** The weights the face is declared for: every weight the stylesheets ask of it draws from this file. */
  weights: string;
  /** The fixed axes: weight, and for the serif its optical size. */
  axes: Record<string, number>;
  /** fontsource's variable files: the master cut here, then the full Latin Extended file. */
  from: { latin: string; latinExt: string };
  to: string;
  characters: () => Set<number>;
}

export const CUTS: readonly Cut[] = [
  {
    family: 'Source Sans 3',
    weights: '200 500',
    axes: { wght: 400 },
    from: { latin: `${SANS}-latin-wght-normal.woff2`, latinExt: `${SANS}-latin-ext-wght-normal.woff2` },
    to: 'src/styles/fonts/source-sans-3-400-site.woff2',
    characters: textCharacters,
  },
  {
    family: 'Source Sans 3',
    weights: '550 900',
    axes: { wght: 600 },
    from: { latin: `${SANS}-latin-wght-normal.woff2`, latinExt: `${SANS}-latin-ext-wght-normal.woff2` },
    to: 'src/styles/fonts/source-sans-3-600-site.woff2',
    characters: textCharacters,
  },
  {
    // One weight for everything drawn in it, at the optical size of Source Serif's Display cut
    // (opsz 60): finer contrast and tighter spacing, made for titles. It sets the same titles
    // 5.5 % narrower than opsz 36 does, so no h1 wraps onto more lines than it did in Source
    // Sans 3 (at opsz 36 two did: /om-oss at 375 px, /en/about at 768 px); at weight 600 it
    // stays sturdy at the wordmark's 21 px.
    family: 'Source Serif 4',
    weights: '600',
    axes: { wght: 600, opsz: 60 },
    from: { latin: `${SERIF}-latin-opsz-normal.woff2`, latinExt: `${SERIF}-latin-ext-opsz-normal.woff2` },
    to: 'src/styles/fonts/source-serif-4-600-display.woff2',
    characters: displayCharacters,
  },
];

const inLatin = (point: number) => LATIN.some(([low, high]) => point >= low && point <= high);

/** A cut's code points: its characters that the Latin file has, control characters left out. */
export function cutPoints(cut: Cut): number[] {
  return [...cut.characters()].filter((point) => point >= 0x20 && inLatin(point)).sort((a, b) => a - b);
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
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The OpenType features kept: those browsers apply by default (kerning, ligatures, contextual
 * forms, marks, locale forms) and the tabular figures the survey scores ask for
 * (`font-variant-numeric: tabular-nums`). The optional ones (small caps, old-style figures,
 * stylistic sets…) are unused here and were 4.4 kB of the two sans files.
 */
const LAYOUT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/** The variable face fixed at the cut's axes and limited to its code points, as woff2 (the same input gives the same bytes). */
export async function cutFont(cut: Cut, points: readonly number[] = cutPoints(cut)): Promise<Buffer> {
  return subsetFont(readFileSync(join(ROOT, cut.from.latin)), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: cut.axes,
  });
}

/** The packages whose code decides a cut's bytes, each with the package that loads it. */
const SUBSETTER = [
  ['subset-font', '.'],
  ['harfbuzzjs', 'subset-font'],
  ['fontverter', 'subset-font'],
  ['wawoff2', 'fontverter'],
] as const;

/** A package's folder as Node would find it from the folder `from` (node_modules up the tree). */
function packageFolder(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed: run \`npm ci\``);
  }
}

/** The installed version of each, e.g. "subset-font 2.9.0, harfbuzzjs 1.6.4, …". */
export function installedSubsetter(): string {
  const folders = new Map<string, string>([['.', ROOT]]);
  return SUBSETTER.map(([name, loadedBy]) => {
    const folder = packageFolder(name, folders.get(loadedBy) ?? ROOT);
    folders.set(name, folder);
    return `${name} ${(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version}`;
  }).join(', ');
}

const SUBSETTER_LINE = /^ \* Cut with (.+)\.$/m;

/** The subsetter a generated stylesheet says its files were cut with. */
export const recordedSubsetter = (css: string) => SUBSETTER_LINE.exec(css)?.[1];

function fontFace(family: string, weights: string, url: string, format: string, range: string): string {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    `  font-weight: ${weights};`,
    '  font-display: optional;',
    `  src: url('${url}') format('${format}');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');
}

/** The generated stylesheet: per cut, the full Latin Extended and Latin files and the cut itself. */
export function fontFaceCss(subsetter: string = installedSubsetter()): string {
  const fromStyles = (path: string) => (path.startsWith('src/styles/') ? `./${path.slice(11)}` : `../../${path}`);
  const faces = CUTS.flatMap((cut) => {
    const points = cutPoints(cut);
    return [
      fontFace(cut.family, cut.weights, fromStyles(cut.from.latinExt), 'woff2-variations', LATIN_EXT_RANGE),
      fontFace(
        cut.family,
        cut.weights,
        fromStyles(cut.from.latin),
        'woff2-variations',
        unicodeRange(restOfLatin(points)),
      ),
      fontFace(cut.family, cut.weights, fromStyles(cut.to), 'woff2', unicodeRange(points)),
    ];
  });
  return `/*\n * Written by \`npm run fonts\` (scripts/subset-fonts.ts): do not edit; why it is so: src/styles/fonts.css.\n * Cut with ${subsetter}.\n */\n\n${faces.join('\n\n')}\n`;
}

/**
 * Why the committed fonts are not what `npm run fonts` would write now, or undefined if they are.
 * A different subsetter is told apart from a change in the site's characters: its files differ
 * byte for byte although nothing the site shows changed, and that is not a fault of the copy.
 */
export async function fontCutProblem(
  committedCss = readFileSync(join(ROOT, GENERATED_CSS), 'utf8'),
  installed = installedSubsetter(),
): Promise<string | undefined> {
  const recorded = recordedSubsetter(committedCss);
  if (recorded !== installed) {
    return `the fonts were cut with another subsetter version: run \`npm run fonts\` (cut with ${recorded ?? 'an unrecorded one'}; installed: ${installed})`;
  }
  if (committedCss !== fontFaceCss(installed)) {
    return `the site shows characters the font cuts do not hold, or holds no more (${GENERATED_CSS} differs): run \`npm run fonts\``;
  }
  for (const cut of CUTS) {
    if (!(await cutFont(cut)).equals(readFileSync(join(ROOT, cut.to)))) {
      return `${cut.to} is not what \`npm run fonts\` makes of ${cut.from.latin}: run \`npm run fonts\``;
    }
  }
  return undefined;
}

async function main() {
  for (const cut of CUTS) {
    const font = await cutFont(cut);
    writeFileSync(join(ROOT, cut.to), font);
    const from = readFileSync(join(ROOT, cut.from.latin)).length;
    console.log(
      `${cut.to}: ${cutPoints(cut).length} characters, ${(font.length / 1000).toFixed(1)} kB (from ${(from / 1000).toFixed(1)} kB)`,
    );
  }
  writeFileSync(join(ROOT, GENERATED_CSS), fontFaceCss());
  console.log(`${GENERATED_CSS}: written`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
