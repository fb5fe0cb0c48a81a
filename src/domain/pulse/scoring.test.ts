import {
  averageOfEntries,
  canBook,
  computeResult,
  dimensionScores,
  dimensionScoresOfEntries,
  labelForScore,
  scoreFromAverage,
  weakestDimension,
} from './scoring';

describe('Clarity Pulse scoring', () => {
  it('scores (avg − 1) / 4 × 100, rounded', () => {
    expect(computeResult({ you_q1: 1, you_q2: 1 })).toEqual({ score: 0, label: 'unclear', avg15: 1 });
    expect(computeResult({ you_q1: 5, you_q2: 5, you_q3: 5 })).toEqual({ score: 100, label: 'ready', avg15: 5 });
    expect(computeResult({ team_q1: 3 })).toEqual({ score: 50, label: 'unclear', avg15: 3 });
    // (4 + 4 + 3) / 3 = 3.667 → 66.67 → 67
    expect(computeResult({ strat_q1: 4, strat_q2: 4, strat_q3: 3 }).score).toBe(67);
  });

  it('puts the label boundaries at 60 and 80', () => {
    expect(labelForScore(59)).toBe('unclear');
    expect(labelForScore(60)).toBe('onTrack');
    expect(labelForScore(79)).toBe('onTrack');
    expect(labelForScore(80)).toBe('ready');
    expect(labelForScore(0)).toBe('unclear');
    expect(labelForScore(100)).toBe('ready');
    // avg 3.4 → 60, avg 4.2 → 80: the boundaries reached through real averages.
    expect(computeResult({ you_q1: 3, you_q2: 3, you_q3: 3, you_q4: 4, you_q5: 4 })).toMatchObject({
      score: 60,
      label: 'onTrack',
    });
    expect(computeResult({ you_q1: 4, you_q2: 4, you_q3: 4, you_q4: 4, you_q5: 5 })).toMatchObject({
      score: 80,
      label: 'ready',
    });
  });

  it('gives 0 with no answers, and counts only numbers from 1 to 5', () => {
    expect(computeResult({})).toEqual({ score: 0, label: 'unclear', avg15: 0 });
    expect(
      computeResult({ you_q1: 0, you_q2: 6, you_q3: '5', you_q4: null, you_q5: Number.NaN, you_open1: 'fem' }),
    ).toEqual({ score: 0, label: 'unclear', avg15: 0 });
    expect(computeResult({ you_q1: 4, you_q2: 9, you_q3: '1' })).toEqual({ score: 75, label: 'onTrack', avg15: 4 });
  });

  it('leaves a rating below 1 or above 5 out of the average, beside valid ones', () => {
    expect(computeResult({ you_q1: 5, you_q2: 0, you_q3: -3 }).avg15).toBe(5);
    expect(computeResult({ you_q1: 1, you_q2: 6, you_q3: 99 }).avg15).toBe(1);
  });

  it('clamps to 0–100', () => {
    expect(scoreFromAverage(0)).toBe(0);
    expect(scoreFromAverage(7)).toBe(100);
  });

  it('offers booking when consent is given or a follow-up is wanted', () => {
    expect(canBook(true, 'no')).toBe(true);
    expect(canBook(false, 'yes')).toBe(true);
    expect(canBook(false, 'no')).toBe(false);
    expect(canBook(undefined, undefined)).toBe(false);
  });
});

describe('the profile per dimension', () => {
  it('scores each answered dimension on the same scale, from the persona’s own mapping', () => {
    // strat: q1 understanding, q2 leadership, q3 policy, q4 skills, q5 culture, q6 measurement
    expect(dimensionScores({ strat_q1: 5, strat_q2: 3, strat_q3: 1, strat_q5: 4 })).toEqual({
      understanding: 100,
      leadership: 50,
      policy: 0,
      culture: 75,
    });
    expect(dimensionScores({ you_q7: 2, you_q1: 'x' })).toEqual({ measurement: 25 });
  });

  it('averages a team’s entries per dimension, whoever gave them', () => {
    const entries = [
      ['team_q1', 2],
      ['team_q1', 4],
      ['team_q1', 'x'],
      ['team_q4', 5],
      ['team_open1', 'text'],
    ] as const;
    expect(dimensionScoresOfEntries(entries)).toEqual({ understanding: 50, leadership: 100 });
    expect(averageOfEntries(entries)).toBeCloseTo(11 / 3);
  });

  it('names the weakest dimension, the earlier one on a tie', () => {
    expect(weakestDimension({ understanding: 100, leadership: 50, policy: 0 })).toBe('policy');
    expect(weakestDimension({ culture: 25, skills: 25, leadership: 75 })).toBe('skills');
    expect(weakestDimension({})).toBeUndefined();
  });
});
