/**
 * Clarity Pulse scoring (SPEC sections 4 and 9), pure and shared by the survey and the server,
 * which recomputes every lead's result so a client cannot plant a score.
 */
import { DIMENSIONS, dimensionOf, isRatingKey, RATING_MAX, RATING_MIN, type Dimension } from './questions';

export const SCORE_LABELS = ['ready', 'onTrack', 'unclear'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

export const READY_THRESHOLD = 80;
export const ON_TRACK_THRESHOLD = 60;

export interface PulseResult {
  /** 0–100, rounded. */
  score: number;
  label: ScoreLabel;
  /** The average of the valid ratings, 0 when there are none. */
  avg15: number;
}

function isValidRating(value: unknown): value is number {
  // Number.isFinite is false for anything but a finite number (it does not convert, unlike isFinite).
  return Number.isFinite(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
}

/** A question key and its answer. A team's answers are all its members' entries together. */
export type AnswerEntry = readonly [key: string, value: unknown];

/** The average of the valid ratings among `entries`, 0 when there are none. */
export function averageOfEntries(entries: readonly AnswerEntry[]): number {
  const ratings = entries
    .filter(([key, value]) => isRatingKey(key) && isValidRating(value))
    .map(([, value]) => value as number);
  return ratings.length === 0 ? 0 : ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

export function averageRating(answers: Record<string, unknown>): number {
  return averageOfEntries(Object.entries(answers));
}

export function scoreFromAverage(avg15: number): number {
  const score = Math.round(((avg15 - RATING_MIN) / (RATING_MAX - RATING_MIN)) * 100);
  return Math.min(100, Math.max(0, score));
}

export function labelForScore(score: number): ScoreLabel {
  if (score >= READY_THRESHOLD) return 'ready';
  if (score >= ON_TRACK_THRESHOLD) return 'onTrack';
  return 'unclear';
}

export function computeResult(answers: Record<string, unknown>): PulseResult {
  const avg15 = averageRating(answers);
  const score = scoreFromAverage(avg15);
  return { score, label: labelForScore(score), avg15 };
}

/** Booking is offered when the visitor agreed to be contacted or asked for a follow-up. */
export function canBook(consent: boolean | undefined, followUp: string | undefined): boolean {
  return consent === true || followUp === 'yes';
}

/** Each answered dimension on the same 0–100 scale as the overall score, in DIMENSIONS order. */
export function dimensionScores(answers: Record<string, unknown>): Partial<Record<Dimension, number>> {
  return dimensionScoresOfEntries(Object.entries(answers));
}

export function dimensionScoresOfEntries(entries: readonly AnswerEntry[]): Partial<Record<Dimension, number>> {
  const byDimension = new Map<Dimension, number[]>();
  for (const [key, value] of entries) {
    const dimension = dimensionOf(key);
    if (!dimension || !isValidRating(value)) continue;
    byDimension.set(dimension, [...(byDimension.get(dimension) ?? []), value]);
  }
  const scores: Partial<Record<Dimension, number>> = {};
  for (const dimension of DIMENSIONS) {
    const ratings = byDimension.get(dimension);
    if (ratings) scores[dimension] = scoreFromAverage(ratings.reduce((a, b) => a + b, 0) / ratings.length);
  }
  return scores;
}

/**
 * The first place to act: the lowest dimension. On a tie, the one earlier in DIMENSIONS wins,
 * since understanding and skills come before the practices built on them.
 */
export function weakestDimension(scores: Partial<Record<Dimension, number>>): Dimension | undefined {
  let weakest: Dimension | undefined;
  for (const dimension of DIMENSIONS) {
    const score = scores[dimension];
    if (score === undefined) continue;
    if (weakest === undefined || score < scores[weakest]!) weakest = dimension;
  }
  return weakest;
}
