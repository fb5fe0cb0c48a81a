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
 * `npm run test:mutation -- app domain` runs only the parts named; the report merges every part's
 * latest JSON in reports/mutation/.
 */
import { rmSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

interface Part {
  /** Names the part's JSON report and its sandbox. */
  name: string;
  /** What Stryker changes. */
  mutate: string[];
  /** The unit tests that guard it, passed to vitest.mutation.config.ts. */
  tests: string[];
}

const PARTS: Part[] = [
  { name: 'content', mutate: ['src/content/*.ts'], tests: ['src/content/*.test.ts'] },
  {
    name: 'routing',
    mutate: ['src/routing/route-table.ts', 'src/routing/locale.ts'],
    tests: ['src/routing/*.test.{ts,tsx}'],
  },
  { name: 'domain', mutate: ['src/domain/**/*.ts'], tests: ['src/domain/**/*.test.ts'] },
  {
    name: 'features',
    mutate: [
      'src/features/*/*.ts',
      // Hooks and API calls: their behaviour is tested through the components and pages.
      '!src/features/*/use*.ts',
      '!src/features/*/*-api.ts',
      '!src/features/*/send-*.ts',
    ],
    tests: ['src/features/*/*.test.ts'],
  },
  {
    name: 'server',
    mutate: ['server/config.ts', 'server/mail/compose.ts'],
    tests: ['server/config.test.ts', 'server/mail/compose.test.ts'],
  },
];

const named = process.argv.slice(2);
const unknown = named.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

for (const part of PARTS.filter((p) => named.length === 0 || named.includes(p.name))) {
  const report = `reports/mutation/${part.name}.json`;
  rmSync(report, { force: true });
  console.log(`\n== Mutation part "${part.name}": ${part.mutate.join(' ')}`);
  // Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit it.
  process.env.MUTATION_TESTS = JSON.stringify(part.tests);
  await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: [...part.mutate, '!**/*.test.ts'],
    jsonReporter: { fileName: report },
    tempDirName: `.stryker-tmp-${part.name}`,
  }).runMutationTest();
}

await import('./mutation-report.ts');
