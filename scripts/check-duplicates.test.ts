// @vitest-environment node
/**
 * `npm run duplicates` (scripts/check-duplicates.ts), run as `npm test` runs it, on a folder of
 * its own: two copies of a seven-line block fail the run and the message names both places; six
 * lines, a block alike only in its names, or copies inside tests pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHECKER = path.resolve('scripts/check-duplicates.ts');
const TSX = path.resolve('node_modules/.bin/tsx');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'duplicates-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Writes `files` (path → text) into the folder and runs the checker on it. */
function check(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const run = spawnSync(TSX, [CHECKER, folder], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A function named `name` whose body is `lines` lines of code, the same in every copy. */
function block(name: string, lines: number, prefix = 'total') {
  const body = Array.from({ length: lines - 1 }, (_, i) => `  ${prefix} += weight(${prefix}, ${i + 1}, 'step');`);
  return [`export function ${name}(${prefix}: number) {`, ...body, `  return ${prefix};`, '}'].join('\n');
}

const header = `import { weight } from './weight';\n\n`;

it('fails on two copies of a seven-line block and names both places', () => {
  const { status, output } = check({
    'src/first.ts': `${header}${block('first', 7)}\n`,
    'server/second.ts': `${header}const unrelated = 1;\n${block('second', 7)}\n`,
  });
  expect(status).toBe(1);
  expect(output).toContain('1 duplicated block(s) of 7 or more lines');
  expect(output).toMatch(/src\/first\.ts:\d+-\d+/);
  expect(output).toMatch(/server\/second\.ts:\d+-\d+/);
});

it('passes six shared lines, a block alike only in its names, and copies in tests', () => {
  const { status, output } = check({
    'src/first.ts': `${header}${block('first', 6)}\n`,
    'src/second.ts': `${header}${block('second', 6)}\n`,
    'src/third.ts': `${header}${block('third', 9, 'sum')}\n`,
    'src/fourth.ts': `${header}${block('fourth', 9, 'count')}\n`,
    'src/fifth.test.ts': `${header}${block('fifth', 9)}\n`,
    'e2e/sixth.spec.ts': `${header}${block('sixth', 9)}\n`,
  });
  expect(output).toContain('No duplicated block of 7 or more lines in 4 files');
  expect(status).toBe(0);
});
