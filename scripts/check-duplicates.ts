/**
 * `npm run test:duplicates`: no block of code longer than six lines stands twice, outside tests
 * and data. Where the logic really is the same it is written once (a component, a hook, a shared
 * class) so a fix lands in every place at once. Run by `npm test` beside lint and knip.
 *
 * The detector is jscpd's engine (@jscpd/core and its tokenizer): it compares token streams, so a
 * block reformatted or re-indented still counts, while two blocks alike only in shape (other names,
 * strings or numbers) do not. Comments are skipped (`weak` mode): a copied comment is prose.
 *
 * Usage: `tsx scripts/check-duplicates.ts [folder]` (the repository by default). Exits 1 and names
 * both places of every duplicate; exits 0 with a one-line count otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Detector, MemoryStore, weak, type IClone, type IMapFrame } from '@jscpd/core';
import { Tokenizer } from '@jscpd/tokenizer';

/**
 * A block of this many lines of code or more fails the check: "more than six lines". A line of
 * code is one the block holds whole and that says something (a word or a number): blank lines,
 * comments, lone brackets and the ends of lines a block starts or stops inside do not count, so
 * four CSS declarations and their closing brace are not a seven-line block.
 */
export const MIN_LINES = 7;

/**
 * The fewest tokens jscpd pairs before the line count above is applied. Low, so that seven
 * short lines (`count: number;`, `padding: 0;`: four tokens each) are seen at all.
 */
const MIN_TOKENS = 25;

/** The code the check reads, by ending, and jscpd's name for its language. */
const FORMATS: Record<string, string> = {
  '.ts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.css': 'css',
};

/**
 * Tests and data, which the check leaves alone: a test spells out its setup where it is read, and
 * data (catalogs, articles, generated files) is not logic. Paths relative to the folder, with `/`.
 */
const NOT_CHECKED = [
  /\.(test|spec)\.[cm]?[jt]sx?$/, // unit tests, e2e and a11y specs
  /(^|\/)(e2e|a11y-tests)\//, // the browser suites and their helpers
  /^server\/test\//, // the server tests' helpers
  /^src\/test\//, // the site tests' render() and setup
  /(^|\/)(node_modules|build|\.react-router|reports|data|public|test-results)\//,
  /\.generated\./, // written by a script (the fonts' @font-face blocks)
  /^src\/content\/article-fixtures\//, // articles the tests parse
];

/** Every file below `root` that git tracks or would track (or every file, outside a checkout). */
function listFiles(root: string): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  }
}

/** The files the check reads: code, not tests or data, with `/` separators. */
export function checkedFiles(root: string): string[] {
  return listFiles(root)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => path.extname(file) in FORMATS && !NOT_CHECKED.some((pattern) => pattern.test(file)))
    .sort();
}

export interface Duplicate {
  lines: number;
  first: string;
  second: string;
}

type Side = IClone['duplicationA'];

/** The lines of code `side` holds whole (see MIN_LINES), as their 1-based numbers. */
function wholeCodeLines(text: string, side: Side): number[] {
  const [from, to] = side.range;
  const lines: number[] = [];
  let start = 0;
  text.split('\n').forEach((line, index) => {
    const first = start + line.search(/\S|$/);
    const last = start + line.trimEnd().length;
    start += line.length + 1;
    if (first >= from && last <= to && /[\p{L}\p{N}]/u.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line)) {
      lines.push(index + 1);
    }
  });
  return lines;
}

function place(side: Side, lines: number[]): string {
  return `${side.sourceId}:${lines[0]}-${lines.at(-1)}`;
}

/** Every block of MIN_LINES or more lines that stands twice among `files` (relative to `root`). */
export async function findDuplicates(root: string, files = checkedFiles(root)): Promise<Duplicate[]> {
  const detector = new Detector(new Tokenizer(), new MemoryStore<IMapFrame>(), [], {
    minLines: MIN_LINES,
    minTokens: MIN_TOKENS,
    maxLines: 100_000,
    mode: weak,
  });
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const duplicates: Duplicate[] = [];
  for (const [file, text] of texts) {
    for (const clone of await detector.detect(file, text, FORMATS[path.extname(file)])) {
      const { duplicationA: second, duplicationB: first } = clone;
      const firstLines = wholeCodeLines(texts.get(first.sourceId) ?? '', first);
      const secondLines = wholeCodeLines(text, second);
      const lines = Math.min(firstLines.length, secondLines.length);
      if (lines >= MIN_LINES) {
        duplicates.push({ lines, first: place(first, firstLines), second: place(second, secondLines) });
      }
    }
  }
  return duplicates;
}

async function main() {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const files = checkedFiles(root);
  const duplicates = await findDuplicates(root, files);
  if (duplicates.length === 0) {
    console.log(
      `No duplicated block of ${MIN_LINES} or more lines in ${files.length} files (tests and data left out).`,
    );
    return;
  }
  console.error(`${duplicates.length} duplicated block(s) of ${MIN_LINES} or more lines (tests and data left out):`);
  for (const { lines, first, second } of duplicates) console.error(`  ${lines} lines: ${first} ~ ${second}`);
  console.error(
    'Write the logic once (a shared component, hook or module) and use it in both places; see CONTRIBUTING.md.',
  );
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
