/**
 * Before and after: a follow-up round's published result beside the round before it, per
 * dimension, with the change in points on the 0–100 scale. Made from published views only: a
 * round that has not published a step has no numbers (`after` and `change` are absent).
 */
import type { Dimension } from '../pulse/questions';
import type { TeamResult } from './team-aggregate';

export interface DimensionChange {
  dimension: Dimension;
  /** The earlier round's published score, 0–100. */
  before: number;
  /** This round's published score; absent until this round publishes. */
  after?: number;
  /** after − before, in points. */
  change?: number;
}

export interface RoundComparison {
  /** The day the earlier round started (YYYY-MM-DD) and the answers its published view holds. */
  before: { startedOn: string; shownCount: number; score: number };
  /** This round's published score and its change; absent until this round publishes. */
  after?: { score: number; change: number };
  /** In this round's order (weakest first) once it has published, else in the earlier round's. */
  dimensions: DimensionChange[];
}

/** The two published views compared; `after` is this round's result, if it has published. */
export function compareRounds(
  before: { startedOn: string; shownCount: number; result: Pick<TeamResult, 'score' | 'dimensions'> },
  after: Pick<TeamResult, 'score' | 'dimensions'> | undefined,
): RoundComparison {
  const earlier = new Map(before.result.dimensions.map((d) => [d.dimension, d.score]));
  const order = after ? after.dimensions : before.result.dimensions;
  const dimensions = order
    .filter((d) => earlier.has(d.dimension))
    .map(({ dimension }) => {
      const was = earlier.get(dimension)!;
      const now = after?.dimensions.find((d) => d.dimension === dimension)?.score;
      return now === undefined ? { dimension, before: was } : { dimension, before: was, after: now, change: now - was };
    });
  return {
    before: { startedOn: before.startedOn, shownCount: before.shownCount, score: before.result.score },
    ...(after ? { after: { score: after.score, change: after.score - before.result.score } } : {}),
    dimensions,
  };
}
