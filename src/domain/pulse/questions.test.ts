import en from '../../../i18n/en.json';
import sv from '../../../i18n/sv.json';
import {
  DIMENSIONS,
  dimensionOf,
  isRatingKey,
  normalizePersona,
  openKeys,
  PERSONAS,
  QUESTION_DIMENSIONS,
  questionMessage,
  ratingKeys,
  scaleMessage,
} from './questions';

describe('the Clarity Pulse questions', () => {
  it('has 7, 6 and 6 rating questions and two open ones per persona', () => {
    expect(ratingKeys('you')).toEqual(['you_q1', 'you_q2', 'you_q3', 'you_q4', 'you_q5', 'you_q6', 'you_q7']);
    expect(ratingKeys('team')).toHaveLength(6);
    expect(ratingKeys('strategic')).toEqual(['strat_q1', 'strat_q2', 'strat_q3', 'strat_q4', 'strat_q5', 'strat_q6']);
    expect(openKeys('team')).toEqual(['team_open1', 'team_open2']);
  });

  it('tags every rating question with a dimension', () => {
    for (const persona of PERSONAS) expect(QUESTION_DIMENSIONS[persona]).toHaveLength(ratingKeys(persona).length);
  });

  it('asks each persona about each dimension at most once, the individual about all seven', () => {
    for (const persona of PERSONAS) {
      const measured = ratingKeys(persona).map(dimensionOf);
      expect(measured.every((dimension) => dimension !== undefined && DIMENSIONS.includes(dimension))).toBe(true);
      expect(new Set(measured).size).toBe(measured.length);
    }
    expect(new Set(ratingKeys('you').map(dimensionOf))).toEqual(new Set(DIMENSIONS));
  });

  it('measures the questions in the order the spec gives per persona', () => {
    expect(ratingKeys('team').map(dimensionOf)).toEqual([
      'understanding',
      'skills',
      'waysOfWorking',
      'leadership',
      'policy',
      'culture',
    ]);
    expect(ratingKeys('strategic').map(dimensionOf)).toEqual([
      'understanding',
      'leadership',
      'policy',
      'skills',
      'culture',
      'measurement',
    ]);
    expect(ratingKeys('you').map(dimensionOf)).toEqual([...DIMENSIONS]);
  });

  it('has a text for every question and scale point in both languages', () => {
    const keys = PERSONAS.flatMap((p) => [...ratingKeys(p), ...openKeys(p)]);
    for (const catalog of [sv, en] as Record<string, string>[]) {
      for (const key of keys) expect(catalog[questionMessage(key)]).toBeTruthy();
      for (let point = 1; point <= 5; point += 1) expect(catalog[scaleMessage(point)]).toBeTruthy();
    }
  });
});

describe('reading what a client sends', () => {
  it('takes the three personas and the older name of the individual one', () => {
    expect(PERSONAS.map(normalizePersona)).toEqual(['you', 'team', 'strategic']);
    expect(normalizePersona('individual')).toBe('you');
  });

  it.each([
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
    'strat',
    'Team',
    '',
    7,
    null,
    undefined,
    ['you'],
    ['individual'],
  ])('refuses %j as a persona', (value) => {
    expect(normalizePersona(value)).toBeUndefined();
  });

  it('names the strategic persona’s questions strat_q1 …, and finds each one’s dimension', () => {
    expect(ratingKeys('strategic')[0]).toBe('strat_q1');
    expect(openKeys('strategic')).toEqual(['strat_open1', 'strat_open2']);
    expect(dimensionOf('strat_q2')).toBe('leadership');
    expect(dimensionOf('you_q7')).toBe('measurement');
  });

  it.each(['team_q1x', 'xteam_q1', 'team_q', 'team_open1', 'boss_q1', 'you_q8', 'team_q0'])(
    'finds no dimension for %s',
    (key) => {
      expect(dimensionOf(key)).toBeUndefined();
    },
  );

  it('tells a rating key by its _q and number at the end', () => {
    expect(isRatingKey('team_q12')).toBe(true);
    expect(isRatingKey('team_q1x')).toBe(false);
    expect(isRatingKey('team_open1')).toBe(false);
  });
});
