/**
 * `npm run test:mutation`: StrykerJS over the pure modules, one run per part, then
 * reports/mutation.md (scripts/mutation-report.ts).
 *
 * Why parts: much of the code in scope is module-level (the content, the route table, the
 * questions, the schemas), and a mutant there is "static": Stryker cannot tell which test reads
 * the value, so it reruns every test of the run for each one. Run together, that was about two
 * hours on 2 cores; run by part, each static mutant reruns only its own part's tests. A part's
 * own tests are the ones meant to guard it, so this is also the honest measure: a rule counts as
 * tested where its tests live, not because a far-off page test happens to touch it.
 *
 * `npm run test:mutation -- boot components-ui` runs only the parts named; the report merges every
 * part's latest results in reports/mutation/. `-- --dry-run server-mail` counts a part's mutants and
 * runs its tests once, without mutating (a quick estimate of the part's length), and writes no report.
 *
 * Each part runs incrementally: reports/mutation/<part>.json is StrykerJS's incremental file, its
 * results with the code and tests they were made on, and it is committed. A later run retests only
 * the mutants whose code or covering tests changed since (and the static survivors and uncovered
 * mutants, always), so the report can be made again on the latest commit in minutes where a full
 * run is most of a day on 2 cores. `-- --force` runs every mutant again.
 *
 * Left out, and why:
 * - server/main.ts, server/leads-cli.ts and server/backup/: commands whose tests run them as
 *   processes of their own (main.test.ts, leads.test.ts, backup.test.ts). Stryker's vitest runner
 *   switches a mutant on inside its test worker only, so a child process always runs the original.
 *   What they call (leads.ts, the database, the outbox) is in the parts below.
 * - server/db/sqlite-worker.mjs: it runs in a worker thread, which has a global object of its own,
 *   so the switch does not reach it either.
 * - server/db/schema.ts, server/build-paths.ts, src/components/illustrations/: types and fixed
 *   paths, nothing to mutate.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { freePort } from '../server/test/harness.ts';
import { SHARED_POSTGRES_ENV, startPostgres, type TestPostgres } from '../server/test/postgres.ts';
import { keepResults, prepareIncrementalFile } from './mutation-incremental.ts';
import { PARTS } from './mutation-parts.ts';

// What the sandboxes leave out: outputs of the build and the other test runs, and the reports, not
// needed by the tests (but the build, for a part that serves it); a browser test writing its
// results while Stryker copied the project failed the copy.
const IGNORED = [
  'build',
  'data',
  'reports',
  'test-results',
  'playwright-report',
  'screenshots',
  '.react-router',
  '.stryker-tmp*',
];

const dryRun = process.argv.includes('--dry-run');
const force = process.argv.includes('--force');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
if (
  PARTS.some((part) => part.needsBuild && (named.length === 0 || named.includes(part.name))) &&
  !existsSync('build/client')
) {
  console.error('The server-http part serves the build: run npm run build first.');
  process.exit(2);
}

for (const part of PARTS.filter((p) => named.length === 0 || named.includes(p.name))) {
  // The part's committed results, replaced only when the part finishes: StrykerJS reads and writes
  // a working copy, so a run stopped halfway leaves the last complete results as they were.
  const results = `reports/mutation/${part.name}.json`;
  const incrementalFile = `reports/tmp/mutation-${part.name}.incremental.json`;
  console.log(`\n== Mutation part "${part.name}": ${part.mutate.join(' ')}`);
  // Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit it.
  process.env.MUTATION_TESTS = JSON.stringify(part.tests);
  process.env.MUTATION_SKIP_TESTS_NAMED = part.skipTestsNamed ?? '';
  let postgres: TestPostgres | undefined;
  if (part.services) {
    execFileSync('bash', ['scripts/ensure-services.sh'], { stdio: 'inherit' });
    // One cluster for the whole part, which the tests' startPostgres hands out (see there).
    postgres = startPostgres(await freePort());
    if (postgres) process.env[SHARED_POSTGRES_ENV] = postgres.url;
  }
  const started = performance.now();
  // The commit the part's code came from, for the report.
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'server').length > 0;
  const commit = `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + changes' : ''}`;
  if (!dryRun) prepareIncrementalFile(results, incrementalFile);
  await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: [...part.mutate, '!**/*.test.{ts,tsx}'],
    // Vitest's related mode (the default): a mutant's tests are those that import its file; a part
    // whose tests reach its code another way turns it off (scripts/mutation-parts.ts).
    vitest: { configFile: 'vitest.mutation.config.ts', related: part.related ?? true },
    // Incremental: a mutant whose code and covering tests did not change since the part's last
    // run keeps its result.
    incremental: true,
    incrementalFile,
    force,
    tempDirName: `.stryker-tmp-${part.name}`,
    ignorePatterns: part.needsBuild ? IGNORED.filter((path) => path !== 'build') : IGNORED,
    // A dry run has no mutants to report: the part's last results stay as they were.
    ...(dryRun ? { dryRunOnly: true, reporters: ['progress'] } : {}),
  })
    .runMutationTest()
    .finally(() => {
      postgres?.stop();
      delete process.env[SHARED_POSTGRES_ENV];
    });
  // The minutes each part took, for the report (the run's length is what decides where it runs).
  const minutes = (performance.now() - started) / 60_000;
  if (dryRun) console.log(`Dry run of "${part.name}": ${minutes.toFixed(1)} minutes`);
  else {
    keepResults(incrementalFile, results);
    writeFileSync(`reports/mutation/${part.name}.minutes`, `${minutes.toFixed(1)}\n`);
    writeFileSync(`reports/mutation/${part.name}.commit`, `${commit}\n`);
  }
}

if (!dryRun) await import('./mutation-report.ts');
