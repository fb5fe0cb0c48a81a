// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropResultsToRetest } from './mutation-incremental.ts';

it("drops a part's static survivors and uncovered mutants from its incremental file, so they are tested again, and keeps every other result", () => {
  const dir = mkdtempSync(join(tmpdir(), 'incremental-'));
  try {
    const file = join(dir, 'content.incremental.json');
    const mutants = [
      { id: '1', status: 'Survived', static: true },
      { id: '2', status: 'Survived', static: false },
      { id: '3', status: 'Killed', static: true },
      { id: '4', status: 'NoCoverage' },
    ];
    writeFileSync(file, JSON.stringify({ schemaVersion: '2', files: { 'a.ts': { source: 'x', mutants } } }));
    dropResultsToRetest(file);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      schemaVersion: string;
      files: Record<string, { mutants: { id: string }[] }>;
    };
    expect(kept.schemaVersion).toBe('2');
    expect(kept.files['a.ts'].mutants.map((mutant) => mutant.id)).toEqual(['2', '3']);
    // A part that has not run yet has no file: nothing to do.
    expect(() => dropResultsToRetest(join(dir, 'none.incremental.json'))).not.toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
