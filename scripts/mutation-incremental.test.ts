// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepResults, prepareIncrementalFile } from './mutation-incremental.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'incremental-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    schemaVersion: string;
    files: Record<string, { mutants: { id: string }[] }>;
  };

it('starts a part from its committed results without the static survivors and uncovered mutants, so they are tested again, and keeps every other result', () => {
  const results = join(dir, 'content.json');
  const working = join(dir, 'tmp', 'content.incremental.json');
  const mutants = [
    { id: '1', status: 'Survived', static: true },
    { id: '2', status: 'Survived', static: false },
    { id: '3', status: 'Killed', static: true },
    { id: '4', status: 'NoCoverage' },
  ];
  writeFileSync(results, JSON.stringify({ schemaVersion: '2', files: { 'a.ts': { source: 'x', mutants } } }));
  prepareIncrementalFile(results, working);
  expect(read(working).schemaVersion).toBe('2');
  expect(read(working).files['a.ts'].mutants.map((mutant) => mutant.id)).toEqual(['2', '3']);
  // The committed results stay whole until the part finishes.
  expect(read(results).files['a.ts'].mutants).toHaveLength(4);
});

it('starts a part that has no results yet from nothing, leaving no working copy of an earlier run behind', () => {
  const working = join(dir, 'none.incremental.json');
  writeFileSync(working, '{"files":{}}');
  prepareIncrementalFile(join(dir, 'none.json'), working);
  expect(existsSync(working)).toBe(false);
});

it("keeps a finished part's results on one line and removes the working copy", () => {
  const results = join(dir, 'content.json');
  const working = join(dir, 'content.incremental.json');
  writeFileSync(
    working,
    JSON.stringify({ schemaVersion: '2', files: { 'a.ts': { mutants: [{ id: '7' }] } } }, null, 2),
  );
  keepResults(working, results);
  expect(readFileSync(results, 'utf8')).toBe('{"schemaVersion":"2","files":{"a.ts":{"mutants":[{"id":"7"}]}}}');
  expect(existsSync(working)).toBe(false);
});
