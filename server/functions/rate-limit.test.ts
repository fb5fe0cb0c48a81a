// @vitest-environment node
import { startTestServer, tempSqliteUrl } from '../test/harness';

it('answers 429 with ok: false once an IP goes over RATE_LIMIT_PER_MINUTE', async () => {
  const server = await startTestServer({ databaseUrl: tempSqliteUrl().url, rateLimitPerMinute: 3 });
  try {
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/functions/v1/process-lead',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-GB' },
        payload: { persona: 'team', answers: { team_q1: 3 }, locale: 'en' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ ok: false, message: 'You have sent many requests in a short time. Please wait a minute and try again.' });
    const stored = await server.db.selectFrom('leads').select('id').execute();
    expect(stored).toHaveLength(3);
  } finally {
    await server.close();
  }
});
