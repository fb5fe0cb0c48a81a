import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Drops from a part's incremental file the static mutants that survived and the mutants no test
 * covered, so this run tests them again. StrykerJS reuses a static mutant's result until its own
 * code changes, even when a test that would kill it has been added since (it has no per-test
 * coverage to compare: stryker-js#4372); a module-level value that no test imported was "no
 * coverage" and stayed so after a test came to import it. A mutant still not covered costs nothing.
 */
export function dropResultsToRetest(incrementalFile: string): void {
  if (!existsSync(incrementalFile)) return;
  const report = JSON.parse(readFileSync(incrementalFile, 'utf8')) as {
    files: Record<string, { mutants: { status: string; static?: boolean }[] }>;
  };
  for (const file of Object.values(report.files))
    file.mutants = file.mutants.filter(
      (mutant) => !(mutant.static && mutant.status === 'Survived') && mutant.status !== 'NoCoverage',
    );
  writeFileSync(incrementalFile, JSON.stringify(report));
}
