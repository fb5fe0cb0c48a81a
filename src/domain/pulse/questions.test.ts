import en from '../../../i18n/en.json';
import sv from '../../../i18n/sv.json';
import { openKeys, PERSONAS, QUESTION_DIMENSIONS, questionMessage, ratingKeys, scaleMessage } from './questions';

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

  it('has a text for every question and scale point in both languages', () => {
    const keys = PERSONAS.flatMap((p) => [...ratingKeys(p), ...openKeys(p)]);
    for (const catalog of [sv, en] as Record<string, string>[]) {
      for (const key of keys) expect(catalog[questionMessage(key)]).toBeTruthy();
      for (let point = 1; point <= 5; point += 1) expect(catalog[scaleMessage(point)]).toBeTruthy();
    }
  });
});
