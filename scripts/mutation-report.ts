/**
 * Writes reports/mutation.md from StrykerJS's JSON report (npm run test:mutation): the mutation
 * score overall and per folder, every surviving mutant with its place, and the mutants kept on
 * purpose (a `// Stryker disable` comment in the code, with its reason). Exits non-zero when the
 * score is under 80 % overall or 70 % in any folder, the bar the project holds itself to.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SURVIVOR_REASONS, survivorKey } from './mutation-survivors.ts';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  /** For an ignored mutant, the reason given in its `// Stryker disable` comment. */
  statusReason?: string;
  location: { start: { line: number; column: number } };
}

interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const OVERALL_MINIMUM = 80;
const FOLDER_MINIMUM = 70;

// One JSON report per part of the run (scripts/mutation.ts), merged.
const REPORT_DIR = 'reports/mutation';
const parts = readdirSync(REPORT_DIR).filter((name) => name.endsWith('.json'));
if (parts.length === 0) throw new Error(`No mutation reports in ${REPORT_DIR}: run npm run test:mutation`);
const report: Report = {
  files: Object.assign(
    {},
    ...parts.map((name) => (JSON.parse(readFileSync(join(REPORT_DIR, name), 'utf8')) as Report).files),
  ) as Report['files'],
};

interface Tally {
  detected: number;
  undetected: number;
}
const byFolder = new Map<string, Tally>();
const total: Tally = { detected: 0, undetected: 0 };
const survivors: string[] = [];
const kept: string[] = [];
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/`/g, "'").replace(/\|/g, '\\|');

for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const folder = dirname(file);
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0 };
  for (const mutant of mutants) {
    const { line, column } = mutant.location.start;
    const replacement = cell(mutant.replacement ?? '').slice(0, 60);
    if (mutant.status === 'Ignored') {
      kept.push(
        `| ${file}:${line}:${column} | ${mutant.mutatorName} | \`${replacement}\` | ${cell(mutant.statusReason ?? '')} |`,
      );
    } else if (DETECTED.has(mutant.status)) {
      tally.detected += 1;
      total.detected += 1;
    } else if (UNDETECTED.has(mutant.status)) {
      tally.undetected += 1;
      total.undetected += 1;
      const reason =
        SURVIVOR_REASONS[survivorKey(file, mutant.mutatorName, mutant.replacement ?? '')] ?? 'not read yet';
      survivors.push(
        `| ${file}:${line}:${column} | ${mutant.mutatorName} | \`${replacement}\` | ${mutant.status} | ${cell(reason)} |`,
      );
    }
  }
  byFolder.set(folder, tally);
}

const percent = ({ detected, undetected }: Tally) =>
  detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
const score = (tally: Tally) => `${percent(tally).toFixed(1)} %`;
const belowBar = [...byFolder]
  .filter(([, tally]) => percent(tally) < FOLDER_MINIMUM)
  .map(([folder, tally]) => `${folder} (${score(tally)})`);

// The commit the mutated code came from, and whether the work tree differed from it: a report
// is only the measure of the code it was made on.
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--short', 'HEAD');
const changed = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'server').length > 0;

// Each part's length in minutes (scripts/mutation.ts writes it beside the part's JSON).
const partMinutes = parts.map((name) => {
  const part = name.replace(/\.json$/, '');
  const file = join(REPORT_DIR, `${part}.minutes`);
  return { part, minutes: existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined };
});
const knownMinutes = partMinutes.flatMap(({ minutes }) => (minutes === undefined ? [] : [minutes]));
const totalMinutes = knownMinutes.reduce((sum, minutes) => sum + minutes, 0);

const lines = [
  '# Mutation testing',
  '',
  `Made on commit \`${commit}\`${changed ? ' with uncommitted changes in src/ or server/' : ''}; the parts took ${totalMinutes.toFixed(0)} minutes in all on the machine that made it.`,
  '',
  'Written by `npm run test:mutation` (StrykerJS with the vitest runner; the parts, what each mutates and with which tests, in `scripts/mutation.ts`).',
  'Score = mutants detected (killed or timed out) / mutants that could be detected (also survived or not covered).',
  '',
  '| folder | detected | undetected | score |',
  '|---|---:|---:|---:|',
  ...[...byFolder].map(
    ([folder, tally]) => `| ${folder} | ${tally.detected} | ${tally.undetected} | ${score(tally)} |`,
  ),
  `| **all** | **${total.detected}** | **${total.undetected}** | **${score(total)}** |`,
  '',
  `Bar: ${OVERALL_MINIMUM} % overall, ${FOLDER_MINIMUM} % in every folder.`,
  '',
  '| part | minutes |',
  '|---|---:|',
  ...partMinutes.map(({ part, minutes }) => `| ${part} | ${minutes === undefined ? '?' : minutes.toFixed(1)} |`),
  '',
  '## Undetected mutants',
  '',
  'Each with its reason (scripts/mutation-survivors.ts); "not read yet" marks a gap still to be looked at.',
  '',
  '| place | mutator | replacement | status | reason |',
  '|---|---|---|---|---|',
  ...survivors,
  '',
  '## Kept on purpose',
  '',
  'Mutants that cannot change what anyone observes, each marked in the code with `// Stryker disable` and its reason.',
  '',
  '| place | mutator | replacement | reason |',
  '|---|---|---|---|',
  ...kept,
  '',
];
writeFileSync('reports/mutation.md', lines.join('\n'));
console.log(`Mutation score ${score(total)}: reports/mutation.md`);
if (percent(total) < OVERALL_MINIMUM || belowBar.length > 0) {
  console.error(
    `Under the bar (${OVERALL_MINIMUM} % overall, ${FOLDER_MINIMUM} % per folder): ${[
      ...(percent(total) < OVERALL_MINIMUM ? [`all (${score(total)})`] : []),
      ...belowBar,
    ].join(', ')}`,
  );
  process.exitCode = 1;
}
