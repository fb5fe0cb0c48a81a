// @vitest-environment node
/**
 * The server's logs, at their most verbose (trace), hold no Team Pulse token, team name or open
 * answer: through a whole survey (create, the links mail delivered, invitation, answers with a
 * wrong token among them, results with the mailed confirmation, close, delete). Tokens travel
 * only in bodies, which are never logged; this holds the code to that.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { bodyOf, freePort, tempSqliteUrl, TestSmtpServer, waitFor } from '../test/harness';

const BASE = '/functions/v1/team-pulse';
const TEAM = 'Teamet Hemlighet';
const OPEN = 'Min rädsla för att bli ersatt';
const RATINGS = { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 };

it('logs no token, team name or open answer at any level', async () => {
  const smtp = new TestSmtpServer(await freePort());
  await smtp.start();
  const database = tempSqliteUrl();
  let log = '';
  const app = await buildApp({
    config: { ...readConfig({}), databaseUrl: database.url, smtpUrl: smtp.url, rateLimitPerMinute: 1000 },
    site: false,
    mail: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 },
    fastify: { logger: { level: 'trace', stream: { write: (line: string) => void (log += line) } } },
  });
  await app.ready();
  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { 'content-type': 'application/json' }, payload });
  try {
    const created = await post('create', { teamName: TEAM, email: 'lead@example.se', locale: 'sv', threshold: 3 });
    expect(created.statusCode).toBe(201);
    const { shareToken, resultsToken } = created.json<{ shareToken: string; resultsToken: string }>();
    const [mail] = await waitFor(() => smtp.received.length === 1 && smtp.received);
    const confirm = new RegExp(`#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`).exec(bodyOf(mail.raw))![1];

    expect((await post('invitation', { token: shareToken })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const answerKey = randomBytes(32).toString('base64url');
      const answers = { ...RATINGS, team_open1: `${OPEN} ${i}` };
      expect((await post('answer', { token: shareToken, answerKey, answers })).statusCode).toBe(200);
    }
    // A wrong token and a token of the wrong kind: logged as requests, never with the body.
    expect(
      (await post('answer', { token: resultsToken, answerKey: 'x'.repeat(43), answers: RATINGS })).statusCode,
    ).toBe(404);
    expect((await post('results', { token: resultsToken, confirm })).statusCode).toBe(200);
    expect((await post('close', { token: resultsToken })).statusCode).toBe(200);
    expect((await post('delete', { token: resultsToken })).statusCode).toBe(200);

    // The positive signal that the log has the whole run: every request's completion line.
    expect(log.split('request completed').length - 1).toBeGreaterThanOrEqual(9);
    for (const secret of [shareToken, resultsToken, confirm, TEAM, OPEN]) expect(log).not.toContain(secret);
  } finally {
    await app.close();
    await smtp.stop();
    database.cleanup();
  }
});
