// @vitest-environment node
/**
 * A survey at its answer limit (TEAM_ANSWERS_MAX, every answer with both open answers at their
 * longest): the next answer is refused with nothing stored, the results response stays bounded,
 * and the server keeps answering other requests while four readers ask for the results at once.
 * How long the event loop is held meanwhile is a figure for `npm run bench:team-pulse`
 * (reports/bench-team-pulse.md), not a test: on a shared 2-core machine wall-clock limits fail
 * on load alone.
 */
import { TEAM_ANSWERS_MAX, TEAM_OPEN_MAX, TEAM_OPEN_SHOWN_MAX } from '../../src/domain/team-pulse/team-survey';
import { startTestServer, tempSqliteUrl, type TestServer } from '../test/harness';
import { addTeamAnswer } from './store';
import { newAnswerKey } from '../test/answer-key';
import { fullTeamAnswer as answers } from '../test/team-answers';

const BASE = '/functions/v1/team-pulse';

let server: TestServer;
let origin: string;
const database = tempSqliteUrl();

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: database.url });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await server.close();
  database.cleanup();
});

const post = (path: string, payload: unknown) =>
  fetch(`${origin}${BASE}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(payload),
  });

it(`takes ${TEAM_ANSWERS_MAX} answers and no more, and reads the full survey's results without blocking the server`, async () => {
  const created = await post('create', { email: 'full@exempel.se', locale: 'en', threshold: 5 });
  const { shareToken, resultsToken } = (await created.json()) as { shareToken: string; resultsToken: string };
  const mail = { to: 'team@clarityworks.se', from: 'noreply@clarityworks.se' };
  for (let i = 1; i < TEAM_ANSWERS_MAX; i += 1)
    expect(await addTeamAnswer(server.db, shareToken, answers(i), newAnswerKey(), mail)).toBe('stored');

  const last = await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: answers(0) });
  expect(last.status).toBe(200);
  const over = await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: answers(0) });
  expect(over.status).toBe(409);
  expect(((await over.json()) as { message: string }).message).toBe(
    `This survey has reached its limit of ${TEAM_ANSWERS_MAX} answers, so it cannot take yours. Please tell the person who sent you the link.`,
  );
  const stored = await server.db
    .selectFrom('team_answers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const keys = await server.db
    .selectFrom('team_answer_keys')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  expect([Number(stored!.n), Number(keys!.n)]).toEqual([TEAM_ANSWERS_MAX, TEAM_ANSWERS_MAX]);

  // Results, four at a time, while a health check is asked again and again.
  const healthStatuses: number[] = [];
  let reading = true;
  const health = (async () => {
    while (reading) healthStatuses.push((await fetch(`${origin}/healthz`)).status);
  })();
  const replies = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const reply = await post('results', { token: resultsToken });
      return { status: reply.status, text: await reply.text() };
    }),
  );
  reading = false;
  await health;

  for (const reply of replies) {
    expect(reply.status).toBe(200);
    // 100 open answers of 2,000 characters at most: bounded, about 0.4 MB here.
    expect(Buffer.byteLength(reply.text)).toBeLessThan(TEAM_OPEN_SHOWN_MAX * TEAM_OPEN_MAX * 2 + 20_000);
    const { survey } = JSON.parse(reply.text) as {
      survey: { count: number; shownCount: number; result: { openAnswers: string[]; openAnswersOmitted: number } };
    };
    expect(survey.count).toBe(TEAM_ANSWERS_MAX);
    expect(survey.result.openAnswers).toHaveLength(TEAM_OPEN_SHOWN_MAX);
    expect(survey.result.openAnswers.length + survey.result.openAnswersOmitted).toBe(2 * survey.shownCount);
  }
  expect(healthStatuses.length).toBeGreaterThan(0);
  expect(healthStatuses.every((status) => status === 200)).toBe(true);
}, 120_000);
