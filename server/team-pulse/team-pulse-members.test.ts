// @vitest-environment node
/**
 * One answer per browser, a whole office behind one address, and every bad answer refused with a
 * clear message and nothing stored. The server's own limits at their defaults
 * (RATE_LIMIT_PER_MINUTE = 10); the shipped nginx in front is tested in server/deploy.
 */
import { randomBytes } from 'node:crypto';
import { startTestServer, tempSqliteUrl, type TestServer } from '../test/harness';
import { answersPerNetworkPerSurvey } from './routes';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';
const RATINGS = { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 };
const OFFICE = '203.0.113.7';

let server: TestServer;
const database = tempSqliteUrl();

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: 10 });
});

afterAll(async () => {
  await server.close();
  database.cleanup();
});

const post = (path: string, payload: unknown, from = OFFICE, language = 'sv') =>
  server.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', 'accept-language': language },
    payload: payload as object,
  });

let leads = 0;
/** A survey started by a lead of its own, on a network of its own. */
async function newSurvey(email: string) {
  leads += 1;
  const created = await post('create', { email, locale: 'sv', threshold: 3 }, `198.51.100.${leads}`);
  expect(created.statusCode).toBe(201);
  return created.json<{ shareToken: string; resultsToken: string }>();
}

async function counts(resultsToken: string) {
  const reply = await post('results', { token: resultsToken }, '198.51.100.1');
  return reply.json<{ survey: { count: number } }>().survey.count;
}

it('lets 25 members behind one office address open the survey and answer within a minute', async () => {
  const { shareToken, resultsToken } = await newSurvey('office@exempel.se');
  const replies = await Promise.all(
    Array.from({ length: 25 }, async () => {
      const opened = await post('invitation', { token: shareToken });
      const answered = await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS });
      return [opened.statusCode, answered.statusCode];
    }),
  );
  expect(replies).toEqual(Array.from({ length: 25 }, () => [200, 200]));
  expect(await counts(resultsToken)).toBe(25);
});

it('refuses a second answer from the same browser (its answer key) and stores nothing', async () => {
  const { shareToken, resultsToken } = await newSurvey('twice@exempel.se');
  const answerKey = newAnswerKey();
  expect((await post('answer', { token: shareToken, answerKey, answers: RATINGS })).statusCode).toBe(200);
  const again = await post(
    'answer',
    { token: shareToken, answerKey, answers: { ...RATINGS, team_q1: 1 } },
    OFFICE,
    'en',
  );
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({
    ok: false,
    message:
      'This browser has already answered this survey, so your answer was not saved again. Each person answers once.',
  });
  expect(await counts(resultsToken)).toBe(1);
  // The same key is a new browser to another survey: keys are bound to their survey.
  const other = await newSurvey('other@exempel.se');
  expect((await post('answer', { token: other.shareToken, answerKey, answers: RATINGS })).statusCode).toBe(200);
});

it('keeps no answer key with an answer, only its hash in a table of its own', async () => {
  const { shareToken } = await newSurvey('keys@exempel.se');
  const answerKey = newAnswerKey();
  expect((await post('answer', { token: shareToken, answerKey, answers: RATINGS })).statusCode).toBe(200);
  const answers = JSON.stringify(await server.db.selectFrom('team_answers').selectAll().execute());
  const keys = JSON.stringify(await server.db.selectFrom('team_answer_keys').selectAll().execute());
  expect(answers + keys).not.toContain(answerKey);
  expect(
    Object.keys((await server.db.selectFrom('team_answers').selectAll().executeTakeFirstOrThrow()) ?? {}),
  ).not.toContain('key_hash');
});

it('limits the answers one network gives one survey in a short window, says when to try again, and counts no other network or survey', async () => {
  const { shareToken, resultsToken } = await newSurvey('stuffed@exempel.se');
  const limit = answersPerNetworkPerSurvey(10);
  const from = '192.0.2.44';
  for (let i = 0; i < limit; i += 1)
    expect(
      (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, from)).statusCode,
    ).toBe(200);
  const refused = await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, from, 'en');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  expect(refused.json<{ message: string }>().message).toMatch(
    /^Many answers to this survey have come from your network in the last few minutes\. Please try again in \d+ minutes\.$/,
  );
  expect(await counts(resultsToken)).toBe(limit);
  // Another network, and another survey from this one, are unaffected.
  expect(
    (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, '192.0.2.45')).statusCode,
  ).toBe(200);
  const other = await newSurvey('unaffected@exempel.se');
  expect(
    (await post('answer', { token: other.shareToken, answerKey: newAnswerKey(), answers: RATINGS }, from)).statusCode,
  ).toBe(200);
});

it('counts an IPv4 address written as IPv6, in hex or dotted, as that IPv4 address', async () => {
  const { shareToken } = await newSurvey('mapped@exempel.se');
  const limit = answersPerNetworkPerSurvey(10);
  // 192.0.2.60 three ways: its counter is one.
  const spellings = ['192.0.2.60', '::ffff:c000:23c', '::ffff:192.0.2.60'];
  for (let i = 0; i < limit; i += 1)
    expect(
      (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, spellings[i % 3]))
        .statusCode,
    ).toBe(200);
  for (const from of spellings)
    expect(
      (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, from)).statusCode,
    ).toBe(429);
});

it('counts an IPv6 network by its /64, so a new address in the same network is no new counter', async () => {
  const { shareToken } = await newSurvey('ipv6@exempel.se');
  const limit = answersPerNetworkPerSurvey(10);
  for (let i = 0; i < limit; i += 1) {
    const from = `2001:db8:1:2::${(i + 1).toString(16)}`;
    expect(
      (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, from)).statusCode,
    ).toBe(200);
  }
  const refused = await post(
    'answer',
    { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS },
    '2001:db8:1:2:ffff::1',
  );
  expect(refused.statusCode).toBe(429);
});

describe('bad answers: a clear 4xx in the visitor’s language, and nothing stored', () => {
  it.each([
    [
      'an unknown key',
      { token: 'share', answerKey: 'key', answers: { ...RATINGS, team_q9: 3 } },
      400,
      'en',
      'Some details need correcting. Please check the fields and try again.',
    ],
    [
      'a rating of 0',
      { token: 'share', answerKey: 'key', answers: { ...RATINGS, team_q2: 0 } },
      400,
      'sv',
      'Några uppgifter behöver rättas. Kontrollera fälten och försök igen.',
    ],
    [
      'a rating of 6',
      { token: 'share', answerKey: 'key', answers: { ...RATINGS, team_q2: 6 } },
      400,
      'en',
      'Some details need correcting. Please check the fields and try again.',
    ],
    [
      'no answer key',
      { token: 'share', answers: RATINGS },
      400,
      'en',
      'Some details need correcting. Please check the fields and try again.',
    ],
    [
      'the results token in place of the share token',
      { token: 'results', answerKey: 'key', answers: RATINGS },
      404,
      'en',
      'We can’t find an open survey for this link. It may have been closed or deleted; ask the person who sent it.',
    ],
  ])('%s', async (_what, body, status, language, message) => {
    const { shareToken, resultsToken } = await newSurvey(`bad-${randomBytes(4).toString('hex')}@exempel.se`);
    const payload = {
      ...body,
      token: body.token === 'share' ? shareToken : resultsToken,
      ...('answerKey' in body ? { answerKey: newAnswerKey() } : {}),
    };
    const reply = await post('answer', payload, OFFICE, language);
    expect(reply.statusCode).toBe(status);
    expect(reply.json<{ message: string }>().message).toBe(message);
    expect(await counts(resultsToken)).toBe(0);
    expect(
      await server.db.selectFrom('team_answer_keys').select('key_hash').where('key_hash', '=', 'x').execute(),
    ).toEqual([]);
  });

  it('a share token on the results call: the same 404 as an unknown link', async () => {
    const { shareToken } = await newSurvey('wrong-kind@exempel.se');
    const reply = await post('results', { token: shareToken }, OFFICE, 'en');
    expect(reply.statusCode).toBe(404);
    expect(reply.json<{ message: string }>().message).toMatch(/^We can’t find an open survey for this link/);
  });
});
