import type { Dimension } from '../pulse/questions';
import { compareRounds } from './round-comparison';

const result = (score: number, dimensions: [Dimension, number][]) => ({
  score,
  dimensions: dimensions.map(([dimension, dimensionScore]) => ({ dimension, score: dimensionScore })),
});

const earlier = {
  startedOn: '2026-09-01',
  shownCount: 6,
  result: result(55, [
    ['skills', 40],
    ['understanding', 60],
    ['waysOfWorking', 65],
  ]),
};

describe('a follow-up round beside the round before it', () => {
  it('shows the earlier numbers only until the new round publishes', () => {
    expect(compareRounds(earlier as never, undefined)).toEqual({
      before: { startedOn: '2026-09-01', shownCount: 6, score: 55 },
      dimensions: [
        { dimension: 'skills', before: 40 },
        { dimension: 'understanding', before: 60 },
        { dimension: 'waysOfWorking', before: 65 },
      ],
    });
  });

  it("gives each dimension's change in points, up or down, in the new round's order", () => {
    const now = result(60, [
      ['understanding', 52],
      ['skills', 58],
      ['waysOfWorking', 70],
    ]);
    expect(compareRounds(earlier as never, now as never)).toEqual({
      before: { startedOn: '2026-09-01', shownCount: 6, score: 55 },
      after: { score: 60, change: 5 },
      dimensions: [
        { dimension: 'understanding', before: 60, after: 52, change: -8 },
        { dimension: 'skills', before: 40, after: 58, change: 18 },
        { dimension: 'waysOfWorking', before: 65, after: 70, change: 5 },
      ],
    });
  });

  it('leaves out a dimension the earlier round had no score for', () => {
    const now = result(50, [
      ['leadership', 30],
      ['skills', 45],
    ]);
    expect(compareRounds(earlier as never, now as never).dimensions).toEqual([
      { dimension: 'skills', before: 40, after: 45, change: 5 },
    ]);
  });
});
