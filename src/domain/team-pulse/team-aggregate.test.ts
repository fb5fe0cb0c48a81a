/**
 * What a team lead reads on the results page, computed from the members' answers: the team's
 * score and label, each dimension's score weakest first with the spread of its statements, the
 * module offered for the weakest, and the open answers in an order that names no one.
 */
import { shuffled, teamResult, type TeamAnswers } from './team-aggregate';
import { TEAM_OPEN_SHOWN_MAX } from './team-survey';

const keepOrder = (texts: string[]) => texts;

/** One member's six ratings (team_q1 … team_q6: understanding, skills, ways of working, leadership, policy, culture). */
const member = (q1: number, q2: number, q3: number, q4: number, q5: number, q6: number, extra: TeamAnswers = {}) => ({
  team_q1: q1,
  team_q2: q2,
  team_q3: q3,
  team_q4: q4,
  team_q5: q5,
  team_q6: q6,
  ...extra,
});

describe('a team result', () => {
  it('is the score of all ratings together, with its label, and each dimension weakest first', () => {
    const result = teamResult([member(5, 1, 4, 3, 2, 5), member(5, 3, 4, 3, 2, 3)], keepOrder)!;
    // All twelve ratings average 40/12 = 3.33…: (3.33 - 1) / 4 = 58 %.
    expect(result.score).toBe(58);
    expect(result.label).toBe('unclear');
    expect(result.dimensions.map(({ dimension, score }) => [dimension, score])).toEqual([
      ['skills', 25],
      ['policy', 25],
      ['leadership', 50],
      ['waysOfWorking', 75],
      ['culture', 75],
      ['understanding', 100],
    ]);
  });

  it('labels a team at 80 and above ready, from 60 on track', () => {
    expect(teamResult([member(5, 5, 5, 5, 5, 5)], keepOrder)!.label).toBe('ready');
    expect(teamResult([member(4, 4, 4, 4, 4, 4)], keepOrder)!.label).toBe('onTrack');
    expect(teamResult([member(4, 4, 4, 4, 4, 4)], keepOrder)!.score).toBe(75);
  });

  it('names the weakest dimension and the module and package that address it', () => {
    const result = teamResult([member(4, 4, 4, 1, 4, 4), member(4, 4, 4, 2, 4, 4)], keepOrder)!;
    expect(result.weakest).toEqual({
      dimension: 'leadership',
      module: 'leadershipDecisions',
      package: 'clarityForTeams',
    });
    expect(result.dimensions[0].dimension).toBe('leadership');
  });

  it('breaks a tie for weakest by the dimensions’ own order, as the individual result does', () => {
    const result = teamResult([member(5, 2, 5, 5, 2, 5)], keepOrder)!;
    expect(result.weakest.dimension).toBe('skills');
    expect(result.dimensions.slice(0, 2).map((d) => d.dimension)).toEqual(['skills', 'policy']);
  });

  it('counts how many gave each rating to a statement and averages it to one decimal', () => {
    const result = teamResult(
      [member(1, 3, 3, 3, 3, 3), member(2, 3, 3, 3, 3, 3), member(2, 3, 3, 3, 3, 3)],
      keepOrder,
    )!;
    const understanding = result.dimensions.find((d) => d.dimension === 'understanding')!;
    expect(understanding.statements).toEqual([{ key: 'team_q1', counts: [1, 2, 0, 0, 0], average: 1.7 }]);
    const skills = result.dimensions.find((d) => d.dimension === 'skills')!;
    expect(skills.statements).toEqual([{ key: 'team_q2', counts: [0, 0, 3, 0, 0], average: 3 }]);
  });

  it('leaves a rating out of the spread when it is not a whole number from 1 to 5', () => {
    const sets: TeamAnswers[] = [
      member(5, 3, 3, 3, 3, 3),
      { ...member(3, 3, 3, 3, 3, 3), team_q1: 0 },
      { ...member(3, 3, 3, 3, 3, 3), team_q1: 6 },
      { ...member(3, 3, 3, 3, 3, 3), team_q1: 2.5 },
      { ...member(3, 3, 3, 3, 3, 3), team_q1: '4' },
    ];
    const understanding = teamResult(sets, keepOrder)!.dimensions.find((d) => d.dimension === 'understanding')!;
    expect(understanding.statements[0]).toEqual({ key: 'team_q1', counts: [0, 0, 0, 0, 1], average: 5 });
  });

  it('gives a statement nobody rated validly an average of 0 and no counts', () => {
    const result = teamResult([{ ...member(3, 3, 3, 3, 3, 3), team_q1: 9 }, { team_q2: 4 }], keepOrder)!;
    expect(result.dimensions.find((d) => d.dimension === 'understanding')).toBeUndefined();
    const skills = result.dimensions.find((d) => d.dimension === 'skills')!;
    expect(skills.statements[0]).toEqual({ key: 'team_q2', counts: [0, 0, 1, 1, 0], average: 3.5 });
  });

  it('shows a statement whose only ratings are not whole numbers with no counts and an average of 0', () => {
    // The dimension's score takes 2.5 (the shared scoring accepts any rating from 1 to 5); the
    // spread counts whole ratings only, and an empty spread averages 0, not NaN.
    const result = teamResult([{ team_q1: 2.5 }, { team_q2: 4 }], keepOrder)!;
    const understanding = result.dimensions.find((d) => d.dimension === 'understanding')!;
    expect(understanding.score).toBe(38);
    expect(understanding.statements).toEqual([{ key: 'team_q1', counts: [0, 0, 0, 0, 0], average: 0 }]);
  });

  it('rounds a statement’s average half up to one decimal', () => {
    const result = teamResult(
      [member(2, 3, 3, 3, 3, 3), member(2, 3, 3, 3, 3, 3), member(2, 3, 3, 3, 3, 3), member(3, 3, 3, 3, 3, 3)],
      keepOrder,
    )!;
    // (2 + 2 + 2 + 3) / 4 = 2.25
    expect(result.dimensions.find((d) => d.dimension === 'understanding')!.statements[0].average).toBe(2.3);
  });

  it('shows only the dimensions someone rated', () => {
    const result = teamResult([{ team_q3: 4 }, { team_q3: 2 }], keepOrder)!;
    expect(result.dimensions.map((d) => d.dimension)).toEqual(['waysOfWorking']);
    expect(result.score).toBe(50);
  });

  it('is undefined while no member has rated anything', () => {
    expect(teamResult([], keepOrder)).toBeUndefined();
    expect(teamResult([{ team_open1: 'Mer tid' }], keepOrder)).toBeUndefined();
  });

  it('lists every non-blank open answer, trimmed, in the order it is given', () => {
    const result = teamResult(
      [
        member(3, 3, 3, 3, 3, 3, { team_open1: '  Mer tid att prova  ', team_open2: '   ' }),
        member(3, 3, 3, 3, 3, 3, { team_open2: 'Tydligare regler' }),
        member(3, 3, 3, 3, 3, 3, { team_open1: 42 }),
      ],
      (texts) => [...texts].reverse(),
    )!;
    expect(result.openAnswers).toEqual(['Tydligare regler', 'Mer tid att prova']);
  });

  it('shuffles the open answers by default, so their order says nothing about who wrote them', () => {
    const texts = Array.from({ length: 30 }, (_, i) => `svar ${i}`);
    const first = teamResult(texts.map((text) => member(3, 3, 3, 3, 3, 3, { team_open1: text })))!.openAnswers;
    expect([...first].sort()).toEqual([...texts].sort());
    // 30! orders: the chance that a fair shuffle keeps the given one is nil.
    expect(first).not.toEqual(texts);
  });
});

describe('a team result’s cost and size', () => {
  it('takes time in proportion to the answers: 20,000 answers in well under a second (was 9.4 s, growing with their square)', () => {
    const sets = Array.from({ length: 20_000 }, (_, i) => member(1 + (i % 5), 2, 3, 4, 5, 1 + (i % 3)));
    const started = performance.now();
    const result = teamResult(sets, keepOrder)!;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.dimensions.find((d) => d.dimension === 'understanding')!.statements[0].counts).toEqual([
      4_000, 4_000, 4_000, 4_000, 4_000,
    ]);
  });

  it(`lists at most ${TEAM_OPEN_SHOWN_MAX} open answers and counts the rest`, () => {
    const sets = Array.from({ length: 80 }, (_, i) =>
      member(3, 3, 3, 3, 3, 3, { team_open1: `a${i}`, team_open2: i % 2 === 0 ? `b${i}` : ' ' }),
    );
    const result = teamResult(sets, keepOrder)!;
    expect(result.openAnswers).toHaveLength(TEAM_OPEN_SHOWN_MAX);
    expect(result.openAnswersOmitted).toBe(80 + 40 - TEAM_OPEN_SHOWN_MAX);
  });
});

describe('shuffled', () => {
  it('returns every item once, leaves its input alone and gives every order in time', () => {
    const items = ['a', 'b', 'c'] as const;
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const order = shuffled(items);
      expect([...order].sort()).toEqual(['a', 'b', 'c']);
      seen.add(order.join(''));
    }
    expect(items).toEqual(['a', 'b', 'c']);
    // 3! = 6 orders; 300 draws miss one with a chance of about 6 × (5/6)^300, i.e. never.
    expect(seen.size).toBe(6);
  });

  it('keeps an empty list and a single item as they are', () => {
    expect(shuffled([])).toEqual([]);
    expect(shuffled(['x'])).toEqual(['x']);
  });
});
