/**
 * A team's result from its members' answers, with the individual survey's own scoring module:
 * the team's score is the score of all its ratings taken together, each dimension's the score
 * of its ratings, and the weakest dimension is chosen by the same rule (lowest; a tie goes to
 * the one listed first). Shown only from the threshold on, so no single answer stands out.
 */
import type { ModuleId } from '../../content/modules';
import { DIMENSION_MODULES } from '../pulse/dimension-modules';
import { DIMENSIONS, dimensionOf, RATING_MAX, RATING_MIN, type Dimension } from '../pulse/questions';
import { labelForScore, scoreFromAverage, weakestDimension, type ScoreLabel } from '../pulse/scoring';
import { TEAM_OPEN_KEYS, TEAM_OPEN_SHOWN_MAX, TEAM_RATING_KEYS } from './team-survey';

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
  /** The open answers, in an order that says nothing about who answered when; at most TEAM_OPEN_SHOWN_MAX. */
  openAnswers: string[];
  /** Non-blank open answers left out of `openAnswers` to keep the view bounded. */
  openAnswersOmitted: number;
}

/**
 * Ratings of one statement: how many gave each whole value and their sum (the spread), and the
 * sum and number of every rating from 1 to 5 (the score, which like the shared scoring takes any).
 */
interface Tally {
  counts: StatementSpread['counts'];
  sum: number;
  n: number;
  scoreSum: number;
  scoreN: number;
}

/** One pass over every answer: each statement's tally, so the cost grows with the answers, not their square. */
function tallies(sets: readonly TeamAnswers[]): Map<string, Tally> {
  const byKey = new Map<string, Tally>(
    TEAM_RATING_KEYS.map((key) => [key, { counts: [0, 0, 0, 0, 0], sum: 0, n: 0, scoreSum: 0, scoreN: 0 }]),
  );
  for (const answers of sets) {
    for (const [key, tally] of byKey) {
      const value = answers[key];
      // Number.isFinite and isInteger are false for anything but a number (they do not convert).
      if (!Number.isFinite(value) || (value as number) < RATING_MIN || (value as number) > RATING_MAX) continue;
      const rating = value as number;
      tally.scoreSum += rating;
      tally.scoreN += 1;
      if (!Number.isInteger(rating)) continue;
      tally.counts[rating - RATING_MIN] += 1;
      tally.sum += rating;
      tally.n += 1;
    }
  }
  return byKey;
}

const average = (sum: number, n: number) => (n === 0 ? 0 : sum / n);

/**
 * The team's result, or undefined when no member has rated anything. Linear in the answers;
 * the open answers are listed up to TEAM_OPEN_SHOWN_MAX, the rest only counted.
 */
export function teamResult(
  sets: readonly TeamAnswers[],
  order: (texts: string[]) => string[] = shuffled,
): TeamResult | undefined {
  const byKey = tallies(sets);
  const scores: Partial<Record<Dimension, number>> = {};
  for (const dimension of DIMENSIONS) {
    const rated = TEAM_RATING_KEYS.filter((key) => dimensionOf(key) === dimension).map((key) => byKey.get(key)!);
    const n = rated.reduce((total, tally) => total + tally.scoreN, 0);
    if (n > 0) scores[dimension] = scoreFromAverage(rated.reduce((total, tally) => total + tally.scoreSum, 0) / n);
  }
  const weakest = weakestDimension(scores);
  if (weakest === undefined) return undefined;
  const all = [...byKey.values()];
  const score = scoreFromAverage(
    average(
      all.reduce((total, tally) => total + tally.scoreSum, 0),
      all.reduce((total, tally) => total + tally.scoreN, 0),
    ),
  );
  const dimensions = DIMENSIONS.filter((dimension) => scores[dimension] !== undefined)
    .map((dimension) => ({
      dimension,
      score: scores[dimension]!,
      statements: TEAM_RATING_KEYS.filter((key) => dimensionOf(key) === dimension).map((key) => {
        const { counts, sum, n } = byKey.get(key)!;
        return { key, counts, average: Math.round(average(sum, n) * 10) / 10 };
      }),
    }))
    // A stable sort: equal scores keep DIMENSIONS order, so the first is the weakest by the shared rule.
    .sort((a, b) => a.score - b.score);
  const openAnswers: string[] = [];
  for (const answers of sets)
    for (const key of TEAM_OPEN_KEYS) {
      const text = answers[key];
      if (typeof text === 'string' && text.trim() !== '') openAnswers.push(text.trim());
    }
  const ordered = order(openAnswers);
  return {
    score,
    label: labelForScore(score),
    dimensions,
    weakest: { dimension: weakest, module: DIMENSION_MODULES[weakest], package: 'clarityForTeams' },
    openAnswers: ordered.slice(0, TEAM_OPEN_SHOWN_MAX),
    openAnswersOmitted: Math.max(0, ordered.length - TEAM_OPEN_SHOWN_MAX),
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
