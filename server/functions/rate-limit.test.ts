// @vitest-environment node
import { expect, it } from 'vitest';
import { freePort, startTestServer, tempSqliteUrl } from '../test/harness';
import { hasRedis, startRedis } from '../test/redis';

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
    expect(limited.json()).toEqual({
      ok: false,
      message: 'You have sent many requests in a short time. Please wait a minute and try again.',
    });
    const stored = await server.db.selectFrom('leads').select('id').execute();
    expect(stored).toHaveLength(3);
  } finally {
    await server.close();
  }
});

if (!hasRedis())
  console.warn(
    "skipped: no Redis. Install Debian's redis-server (scripts/ensure-services.sh does it as root) to run the shared rate-limit test.",
  );

it.runIf(hasRedis())('shares the count across server instances through REDIS_URL', async () => {
  const redis = await startRedis(await freePort());
  const database = tempSqliteUrl();
  const first = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: 2, redisUrl: redis.url });
  const second = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: 2, redisUrl: redis.url });
  try {
    const send = (server: typeof first) =>
      server.app.inject({
        method: 'POST',
        url: '/functions/v1/process-lead',
        headers: { 'content-type': 'application/json' },
        payload: { persona: 'you', answers: { you_q1: 2 }, locale: 'sv' },
      });
    expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    // Each instance has seen one request; together they reached the limit.
    const limited = await send(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ok: false, message: expect.stringContaining('Vänta en minut') });
  } finally {
    await first.close();
    await second.close();
    redis.stop();
    database.cleanup();
  }
});
