/**
 * The rules the lead's form, a member's form and the server share: what starts a survey, what
 * counts as an answer, and how the two links carry their tokens. Each case is what a browser
 * or a hostile client could send, and the verdict (the message id a field shows) it gets.
 */
import { serverVerdict as verdict } from '../../test/server-verdict';
import {
  answerTeamSurveySchema,
  createTeamSurveySchema,
  personalLink,
  resultsLink,
  shareLink,
  TEAM_CONSENT_VERSION,
  TEAM_EMAIL_MAX,
  TEAM_NAME_MAX,
  TEAM_OPEN_MAX,
  TEAM_THRESHOLD_MAX,
  TEAM_THRESHOLD_MIN,
  teamAnswersSchema,
  tokensFromFragment,
} from './team-survey';

const TOKEN = 'A'.repeat(40) + '_-9';
const OTHER = 'b'.repeat(43);
const RATINGS = { team_q1: 4, team_q2: 3, team_q3: 5, team_q4: 2, team_q5: 1, team_q6: 3 };

describe('starting a survey', () => {
  const lead = { email: 'lead@example.se', locale: 'sv' };

  it.each([
    ['an e-mail and a locale', lead, 'valid'],
    [
      'a team name, a threshold and consent too',
      { ...lead, teamName: 'Team Norr', threshold: 7, consent: true },
      'valid',
    ],
    ['the lowest and highest threshold', { ...lead, threshold: TEAM_THRESHOLD_MIN }, 'valid'],
    ['the highest threshold', { ...lead, threshold: TEAM_THRESHOLD_MAX }, 'valid'],
    ['English', { ...lead, locale: 'en' }, 'valid'],
    ['no e-mail', { locale: 'sv' }, 'email: validation.required'],
    ['an address without a domain', { ...lead, email: 'lead@' }, 'email: contact.form.email.invalid'],
    [
      'an address over the limit',
      { ...lead, email: `${'a'.repeat(TEAM_EMAIL_MAX)}@x.se` },
      'email: validation.tooLong',
    ],
    ['no locale', { email: 'lead@example.se' }, 'locale: validation.required'],
    ['a locale the site has not', { ...lead, locale: 'de' }, 'locale: validation.invalid'],
    ['a threshold under the floor', { ...lead, threshold: TEAM_THRESHOLD_MIN - 1 }, 'threshold: validation.invalid'],
    ['a threshold over the ceiling', { ...lead, threshold: TEAM_THRESHOLD_MAX + 1 }, 'threshold: validation.invalid'],
    ['a threshold that is not whole', { ...lead, threshold: 4.5 }, 'threshold: validation.invalid'],
    ['a threshold sent as text', { ...lead, threshold: '5' }, 'threshold: validation.wrongType'],
    ['a team name with a line break', { ...lead, teamName: 'Team\r\nBcc: x@y.se' }, 'teamName: validation.lineBreak'],
    [
      'a team name over the limit',
      { ...lead, teamName: 'x'.repeat(TEAM_NAME_MAX + 1) },
      'teamName: validation.tooLong',
    ],
    ['a field the form does not have', { ...lead, admin: true }, '_: validation.unknownField'],
  ])('%s', async (_case, body, expected) => {
    expect(await verdict(createTeamSurveySchema, body)).toBe(expected);
  });

  it('accepts a team name at exactly the limit', async () => {
    expect(await verdict(createTeamSurveySchema, { ...lead, teamName: 'x'.repeat(TEAM_NAME_MAX) })).toBe('valid');
  });
});

describe('a member’s answers', () => {
  it.each([
    ['six ratings', RATINGS, 'valid'],
    ['six ratings and both open answers', { ...RATINGS, team_open1: 'Mer tid', team_open2: '' }, 'valid'],
    ['an open answer at the limit', { ...RATINGS, team_open1: 'x'.repeat(TEAM_OPEN_MAX) }, 'valid'],
    ['a missing rating', { ...RATINGS, team_q6: undefined }, 'team_q6: validation.required'],
    ['a rating of 0', { ...RATINGS, team_q1: 0 }, 'team_q1: validation.invalid'],
    ['a rating of 6', { ...RATINGS, team_q2: 6 }, 'team_q2: validation.invalid'],
    ['a rating that is not whole', { ...RATINGS, team_q3: 3.5 }, 'team_q3: validation.invalid'],
    [
      'an open answer over the limit',
      { ...RATINGS, team_open2: 'x'.repeat(TEAM_OPEN_MAX + 1) },
      'team_open2: validation.tooLong',
    ],
    ['a question the survey does not ask', { ...RATINGS, team_q7: 3 }, '_: validation.unknownField'],
    ['a rating sent as text', { ...RATINGS, team_q1: '4' }, 'team_q1: validation.wrongType'],
    ['a rating sent as true', { ...RATINGS, team_q2: true }, 'team_q2: validation.wrongType'],
    ['a rating of NaN', { ...RATINGS, team_q3: NaN }, 'team_q3: validation.wrongType'],
    ['a rating of Infinity', { ...RATINGS, team_q4: Infinity }, 'team_q4: validation.invalid'],
    ['a rating of null', { ...RATINGS, team_q5: null }, 'team_q5: validation.required'],
    ['an open answer sent as a number', { ...RATINGS, team_open1: 42 }, 'team_open1: validation.wrongType'],
    ['an open answer sent as a list', { ...RATINGS, team_open2: ['a'] }, 'team_open2: validation.wrongType'],
    [
      'a __proto__ key smuggled in through JSON',
      JSON.parse(
        `{"team_q1":4,"team_q2":3,"team_q3":5,"team_q4":2,"team_q5":1,"team_q6":3,"__proto__":{"admin":true}}`,
      ),
      '_: validation.unknownField',
    ],
  ])('%s', async (_case, answers, expected) => {
    expect(await verdict(teamAnswersSchema, answers)).toBe(expected);
  });

  it('must come as answers with the browser’s answer key, and at most a token and the page’s language beside them', async () => {
    const answerKey = OTHER;
    expect(await verdict(answerTeamSurveySchema, { token: TOKEN, answerKey, answers: RATINGS })).toBe('valid');
    expect(await verdict(answerTeamSurveySchema, { token: TOKEN, answerKey, answers: RATINGS, locale: 'en' })).toBe(
      'valid',
    );
    expect(await verdict(answerTeamSurveySchema, { token: TOKEN, answerKey })).toBe('answers: validation.required');
    expect(await verdict(answerTeamSurveySchema, { token: TOKEN, answers: RATINGS })).toBe(
      'answerKey: validation.required',
    );
    expect(await verdict(answerTeamSurveySchema, { answerKey: 'short', answers: RATINGS })).toBe(
      'answerKey: validation.invalid',
    );
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: RATINGS, locale: 'de' })).toBe(
      'locale: validation.invalid',
    );
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: RATINGS, score: 100 })).toBe(
      '_: validation.unknownField',
    );
  });

  it('are refused when they come as null, a list or text, or with a question of their own added', async () => {
    const answerKey = OTHER;
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: null })).toBe('answers: validation.required');
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: [4, 3] })).toBe('answers: validation.wrongType');
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: 'x' })).toBe('answers: validation.wrongType');
    expect(await verdict(answerTeamSurveySchema, [{ answerKey, answers: RATINGS }])).toBe('_: validation.wrongType');
    expect(await verdict(answerTeamSurveySchema, { answerKey, answers: { ...RATINGS, team_q7: 3 } })).toBe(
      'answers: validation.unknownField',
    );
  });

  it('needs every rating, naming each one that is missing', async () => {
    expect(await verdict(teamAnswersSchema, { team_open1: 'Mer tid' })).toBe(
      ['team_q1', 'team_q2', 'team_q3', 'team_q4', 'team_q5', 'team_q6']
        .map((key) => `${key}: validation.required`)
        .join(', '),
    );
  });
});

describe('the two links', () => {
  it('carry the share token in the fragment of the answer page, in either language', () => {
    expect(shareLink('https://example.se', 'sv', TOKEN)).toBe(`https://example.se/teampuls/svara#${TOKEN}`);
    expect(shareLink('https://example.se//', 'en', TOKEN)).toBe(`https://example.se/en/team-pulse/answer#${TOKEN}`);
  });

  it('carry the results token and the share token on the results page', () => {
    expect(resultsLink('https://example.se/', 'sv', TOKEN, OTHER)).toBe(
      `https://example.se/teampuls/resultat#${TOKEN}.${OTHER}`,
    );
    expect(resultsLink('https://example.se//', 'en', TOKEN, OTHER)).toBe(
      `https://example.se/en/team-pulse/results#${TOKEN}.${OTHER}`,
    );
  });

  it("carry a member's one-use code after the share token, and the mailed results link its confirm token last", () => {
    expect(personalLink('https://example.se/', 'sv', TOKEN, 'K7Q2')).toBe(
      `https://example.se/teampuls/svara#${TOKEN}.K7Q2`,
    );
    expect(resultsLink('https://example.se', 'en', TOKEN, OTHER, TOKEN)).toBe(
      `https://example.se/en/team-pulse/results#${TOKEN}.${OTHER}.${TOKEN}`,
    );
  });

  it('give their tokens back from the fragment, with or without its #', () => {
    expect(tokensFromFragment(`#${TOKEN}`)).toEqual({ first: TOKEN, second: undefined });
    expect(tokensFromFragment(`${TOKEN}.${OTHER}`)).toEqual({ first: TOKEN, second: OTHER });
    // The mailed results link's third token confirms the lead's address.
    expect(tokensFromFragment(`#${TOKEN}.${OTHER}.${TOKEN}`)).toEqual({ first: TOKEN, second: OTHER, third: TOKEN });
  });

  it('give no token for a fragment that is cut short, too long, has other characters or more parts', () => {
    expect(tokensFromFragment('')).toEqual({ first: undefined, second: undefined });
    expect(tokensFromFragment(`#${TOKEN.slice(1)}`)).toEqual({ first: undefined, second: undefined });
    expect(tokensFromFragment(`#${TOKEN}x`)).toEqual({ first: undefined, second: undefined });
    expect(tokensFromFragment(`#${TOKEN.slice(1)}=`)).toEqual({ first: undefined, second: undefined });
    expect(tokensFromFragment(`#${TOKEN}.${OTHER.slice(2)}`)).toEqual({ first: TOKEN, second: undefined });
    expect(tokensFromFragment(`#${TOKEN}.${OTHER}.${OTHER}.${OTHER}`)).toEqual({});
  });

  it('drop only a leading #: one further on belongs to the token, which is then no token', () => {
    expect(tokensFromFragment(`${TOKEN}.#${OTHER}`)).toEqual({ first: TOKEN, second: undefined });
    expect(tokensFromFragment(`##${TOKEN}`)).toEqual({ first: undefined, second: undefined });
  });
});

describe('the lead’s consent', () => {
  it('is recorded with the date of the wording the lead agreed to', () => {
    expect(TEAM_CONSENT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${TEAM_CONSENT_VERSION}T00:00:00Z`).toISOString().slice(0, 10)).toBe(TEAM_CONSENT_VERSION);
  });
});
