import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface IncrementalReport {
  files: Record<string, { mutants: { status: string; static?: boolean }[] }>;
}

/**
 * Writes the working copy StrykerJS starts a part from: the part's committed results without the
 * static mutants that survived and the mutants no test covered, so this run tests them again.
 * StrykerJS reuses a static mutant's result until its own code changes, even when a test that
 * would kill it has been added since (it has no per-test coverage to compare: stryker-js#4372); a
 * module-level value that no test imported was "no coverage" and stayed so after a test came to
 * import it. A mutant still not covered costs nothing. Without committed results (a part that has
 * not run yet), StrykerJS runs every mutant.
 */
export function prepareIncrementalFile(results: string, incrementalFile: string): void {
  rmSync(incrementalFile, { force: true });
  if (!existsSync(results)) return;
  const report = JSON.parse(readFileSync(results, 'utf8')) as IncrementalReport;
  for (const file of Object.values(report.files))
    file.mutants = file.mutants.filter(
      (mutant) => !(mutant.static && mutant.status === 'Survived') && mutant.status !== 'NoCoverage',
    );
  mkdirSync(dirname(incrementalFile), { recursive: true });
  writeFileSync(incrementalFile, JSON.stringify(report));
}

/**
 * Keeps a finished part's results: StrykerJS's incremental file, written when the part ends,
 * holds every mutant's status with the code and the tests it was made on, which is what the
 * report reads and the next run starts from. Stored on one line (StrykerJS indents it), as it is
 * read by programs only.
 */
export function keepResults(incrementalFile: string, results: string): void {
  writeFileSync(results, JSON.stringify(JSON.parse(readFileSync(incrementalFile, 'utf8'))));
  rmSync(incrementalFile);
}
