/**
 * Writes reports/mutation.md from StrykerJS's JSON report (npm run test:mutation): the mutation
 * score overall and per folder, and every surviving mutant with its place, so each can be
 * killed by a test or kept with a reason (the "Kept" list in the README).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8')) as Report;

interface Tally {
  detected: number;
  undetected: number;
}
const byFolder = new Map<string, Tally>();
const total: Tally = { detected: 0, undetected: 0 };
const survivors: string[] = [];

for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const folder = dirname(file);
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0 };
  for (const mutant of mutants) {
    if (DETECTED.has(mutant.status)) {
      tally.detected += 1;
      total.detected += 1;
    } else if (UNDETECTED.has(mutant.status)) {
      tally.undetected += 1;
      total.undetected += 1;
      const { line, column } = mutant.location.start;
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
      survivors.push(
        `| ${file}:${line}:${column} | ${mutant.mutatorName} | \`${replacement.replace(/`/g, "'").replace(/\|/g, '\\|')}\` | ${mutant.status} |`,
      );
    }
  }
  byFolder.set(folder, tally);
}

const score = ({ detected, undetected }: Tally) =>
  detected + undetected === 0 ? 'n/a' : `${((100 * detected) / (detected + undetected)).toFixed(1)} %`;

const lines = [
  '# Mutation testing',
  '',
  'Written by `npm run test:mutation` (StrykerJS with the vitest runner; scope in `stryker.config.mjs`).',
  'Score = mutants detected (killed or timed out) / mutants that could be detected (also survived or not covered).',
  '',
  '| folder | detected | undetected | score |',
  '|---|---:|---:|---:|',
  ...[...byFolder].map(
    ([folder, tally]) => `| ${folder} | ${tally.detected} | ${tally.undetected} | ${score(tally)} |`,
  ),
  `| **all** | **${total.detected}** | **${total.undetected}** | **${score(total)}** |`,
  '',
  '## Undetected mutants',
  '',
  '| place | mutator | replacement | status |',
  '|---|---|---|---|',
  ...survivors,
  '',
];
writeFileSync('reports/mutation.md', lines.join('\n'));
console.log(`Mutation score ${score(total)}: reports/mutation.md`);
