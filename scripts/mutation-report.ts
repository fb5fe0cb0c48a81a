/**
 * Writes reports/mutation.md from StrykerJS's JSON reports (npm run test:mutation): the mutation
 * score overall and per folder, every surviving mutant with its place, and the mutants kept on
 * purpose (a `// Stryker disable` comment in the code, with its reason), and how many mutants the
 * class-list ignorer did not make (scripts/mutation-class-lists.mjs), per file. Exits non-zero when the
 * score is under 80 % overall or 70 % in any folder, the bar the project holds itself to.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLASS_LIST_REASON } from './mutation-class-lists.mjs';
import { replacedCode, survivorReason } from './mutation-survivors.ts';
import { PARTS } from './mutation-parts.ts';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  /** For an ignored mutant, the reason given in its `// Stryker disable` comment. */
  statusReason?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const OVERALL_MINIMUM = 80;
const FOLDER_MINIMUM = 70;

// One JSON report per part of the run (scripts/mutation.ts), merged: StrykerJS's incremental
// files, committed, which the next run starts from.
const REPORT_DIR = 'reports/mutation';
const parts = PARTS.map(({ name }) => `${name}.json`).filter((name) => existsSync(join(REPORT_DIR, name)));
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
// The mutants the class-list ignorer left out, counted per file (63 when it came, all for one reason).
const classLists = new Map<string, number>();
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/`/g, "'").replace(/\|/g, '\\|');

for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const folder = dirname(file);
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0 };
  for (const mutant of mutants) {
    const { line, column } = mutant.location.start;
    const replacement = cell(mutant.replacement ?? '').slice(0, 60);
    if (mutant.status === 'Ignored' && mutant.statusReason === CLASS_LIST_REASON) {
      classLists.set(file, (classLists.get(file) ?? 0) + 1);
    } else if (mutant.status === 'Ignored') {
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
        survivorReason(
          file,
          mutant.mutatorName,
          mutant.replacement ?? '',
          mutant.status,
          replacedCode(source, mutant.location),
        ) ?? 'not read yet';
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

// Each part's commit (with "+ changes" when the work tree differed from it in src/ or server/)
// and minutes, which scripts/mutation.ts writes beside the part's JSON: a report is only the
// measure of the code it was made on.
const besideReport = (part: string, ending: string) => {
  const file = join(REPORT_DIR, `${part}.${ending}`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};
const partRuns = parts.map((name) => {
  const part = name.replace(/\.json$/, '');
  const minutes = besideReport(part, 'minutes');
  return {
    part,
    commit: besideReport(part, 'commit') ?? '?',
    minutes: minutes === undefined ? undefined : Number(minutes),
  };
});
// Parts of the run with no result yet: their mutants are in none of the figures, so the report
// says so, and it does not count as meeting the bar.
const notRun = PARTS.map((part) => part.name).filter((name) => !partRuns.some(({ part }) => part === name));
const totalMinutes = partRuns.reduce((sum, { minutes }) => sum + (minutes ?? 0), 0);
const commits = [...new Set(partRuns.map(({ commit }) => commit))];

const lines = [
  '# Mutation testing',
  '',
  `${commits.length === 1 ? `Made on commit \`${commits[0]}\`` : `Made on ${commits.length} commits (by part, below)`}; the parts took ${totalMinutes.toFixed(0)} minutes in all on the machine that made it.`,
  '',
  'Written by `npm run test:mutation` (StrykerJS with the vitest runner; the parts, what each mutates and with which tests, in `scripts/mutation-parts.ts`).',
  ...(notRun.length > 0
    ? ['', `**Not complete:** no result yet for ${notRun.join(', ')}; their mutants are not in the figures below.`, '']
    : []),
  'Score = mutants detected (killed or timed out) / mutants that could be detected (also survived or not covered).',
  '',
  '| folder | detected | undetected | score |',
  '|---|---:|---:|---:|',
  ...[...byFolder].map(
    ([folder, tally]) => `| ${folder} | ${tally.detected} | ${tally.undetected} | ${score(tally)} |`,
  ),
  `| **${notRun.length > 0 ? 'all parts run' : 'all'}** | **${total.detected}** | **${total.undetected}** | **${score(total)}** |`,
  '',
  `Bar: ${OVERALL_MINIMUM} % overall, ${FOLDER_MINIMUM} % in every folder.`,
  '',
  '| part | commit | minutes |',
  '|---|---|---:|',
  ...partRuns.map(
    ({ part, commit, minutes }) => `| ${part} | \`${commit}\` | ${minutes === undefined ? '?' : minutes.toFixed(1)} |`,
  ),
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
  '## Not made: class lists',
  '',
  `${[...classLists.values()].reduce((sum, count) => sum + count, 0)} mutants in the class lists of ${classLists.size} files were not made (scripts/mutation-class-lists.mjs): ${CLASS_LIST_REASON}.`,
  '',
  '| file | mutants |',
  '|---|---:|',
  ...[...classLists].map(([file, count]) => `| ${file} | ${count} |`),
  '',
];
writeFileSync('reports/mutation.md', lines.join('\n'));
console.log(`Mutation score ${score(total)}: reports/mutation.md`);
if (notRun.length > 0) {
  console.error(`Not complete: no result yet for ${notRun.join(', ')}`);
  process.exitCode = 1;
}
if (percent(total) < OVERALL_MINIMUM || belowBar.length > 0) {
  console.error(
    `Under the bar (${OVERALL_MINIMUM} % overall, ${FOLDER_MINIMUM} % per folder): ${[
      ...(percent(total) < OVERALL_MINIMUM ? [`all (${score(total)})`] : []),
      ...belowBar,
    ].join(', ')}`,
  );
  process.exitCode = 1;
}
