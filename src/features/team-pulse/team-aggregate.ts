/**
 * A team's result from its members' answers, with the individual survey's own scoring module:
 * the team's score is the score of all its ratings taken together, each dimension's the score
 * of its ratings, and the weakest dimension is chosen by the same rule (lowest; a tie goes to
 * the one listed first). Shown only from the threshold on, so no single answer stands out.
 */
import type { ModuleId } from '../../content/modules';
import { DIMENSION_MODULES } from '../../domain/pulse/dimension-modules';
import { DIMENSIONS, dimensionOf, RATING_MAX, RATING_MIN, type Dimension } from '../../domain/pulse/questions';
import {
  averageOfEntries,
  dimensionScoresOfEntries,
  labelForScore,
  scoreFromAverage,
  weakestDimension,
  type ScoreLabel,
} from '../../domain/pulse/scoring';
import { TEAM_OPEN_KEYS, TEAM_RATING_KEYS } from './team-survey';

export type TeamAnswers = Record<string, number | string>;

export interface StatementSpread {
  key: string;
  /** How many answered 1, 2, 3, 4 and 5. */
  counts: [number, number, number, number, number];
  /** The average rating, 1–5, to one decimal. */
  average: number;
}

export interface DimensionResult {
  dimension: Dimension;
  /** 0–100, like the individual survey's dimension scores. */
  score: number;
  statements: StatementSpread[];
}

export interface TeamResult {
  score: number;
  label: ScoreLabel;
  /** Weakest first; equal scores keep the dimensions' own order, as the individual result does. */
  dimensions: DimensionResult[];
  weakest: { dimension: Dimension; module: ModuleId; package: 'clarityForTeams' };
  /** The open answers, in an order that says nothing about who answered when. */
  openAnswers: string[];
}

function spread(key: string, sets: readonly TeamAnswers[]): StatementSpread {
  const counts: StatementSpread['counts'] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const answers of sets) {
    const value = answers[key];
    // Number.isInteger is false for anything but a whole number (it does not convert).
    if (!Number.isInteger(value)) continue;
    const rating = value as number;
    if (rating < RATING_MIN || rating > RATING_MAX) continue;
    counts[rating - RATING_MIN] += 1;
    sum += rating;
  }
  const n = counts.reduce((a, b) => a + b, 0);
  return { key, counts, average: n === 0 ? 0 : Math.round((sum / n) * 10) / 10 };
}

/** The team's result, or undefined when no member has rated anything. */
export function teamResult(
  sets: readonly TeamAnswers[],
  order: (texts: string[]) => string[] = shuffled,
): TeamResult | undefined {
  const entries = sets.flatMap((answers) => Object.entries(answers));
  const scores = dimensionScoresOfEntries(entries);
  const weakest = weakestDimension(scores);
  if (weakest === undefined) return undefined;
  const score = scoreFromAverage(averageOfEntries(entries));
  const dimensions = DIMENSIONS.filter((dimension) => scores[dimension] !== undefined)
    .map((dimension) => ({
      dimension,
      score: scores[dimension]!,
      statements: TEAM_RATING_KEYS.filter((key) => dimensionOf(key) === dimension).map((key) => spread(key, sets)),
    }))
    // A stable sort: equal scores keep DIMENSIONS order, so the first is the weakest by the shared rule.
    .sort((a, b) => a.score - b.score);
  const openAnswers = sets.flatMap((answers) =>
    TEAM_OPEN_KEYS.map((key) => answers[key]).filter(
      (text): text is string => typeof text === 'string' && text.trim() !== '',
    ),
  );
  return {
    score,
    label: labelForScore(score),
    dimensions,
    weakest: { dimension: weakest, module: DIMENSION_MODULES[weakest], package: 'clarityForTeams' },
    openAnswers: order(openAnswers.map((text) => text.trim())),
  };
}

/** A uniformly random order (Fisher–Yates) from the platform's cryptographic randomness. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
