// @vitest-environment node
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { text } from '../mail/catalog';
import { freePort, startTestServer, tempSqliteUrl, waitFor } from '../test/harness';
import { hasRedis, startRedis } from '../test/redis';
import { rateLimitStoreStatus } from './rate-limit-store';

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
    // In the language the visitor asked in, as the catalog words it.
    expect(limited.json()).toEqual({ ok: false, message: text('en', 'api.error.rateLimited') });
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
    expect(limited.json()).toEqual({ ok: false, message: text('sv', 'api.error.rateLimited') });
  } finally {
    await first.close();
    await second.close();
    await redis.stop();
    database.cleanup();
  }
});

it.runIf(hasRedis())(
  'counts in this process’s memory while Redis is down instead of refusing the forms, and in Redis again once it is back',
  async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const database = tempSqliteUrl();
    let log = '';
    const app = await buildApp({
      config: { ...readConfig({}), databaseUrl: database.url, rateLimitPerMinute: 3, redisUrl: redis.url },
      site: false,
      fastify: { logger: { level: 'info', stream: { write: (line: string) => void (log += line) } } },
    });
    await app.ready();
    const send = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/functions/v1/process-lead',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          payload: { persona: 'team', answers: { team_q1: 3 }, locale: 'en' },
        })
      ).statusCode;
    const lines = (text: string) => log.split('\n').filter((line) => line.includes(text));
    try {
      expect(await send()).toBe(200);
      const before = rateLimitStoreStatus(app);

      await redis.stop();
      // The first form after the outage finds Redis gone and is counted in memory: not a 503.
      const during = [];
      for (let i = 0; i < 4; i += 1) during.push(await send());
      expect(during).toEqual([200, 200, 200, 429]); // The limit still holds, counted in memory.
      expect(before).toBe('redis');
      expect(rateLimitStoreStatus(app)).toBe('memory-fallback');
      expect(lines('Redis is unreachable')).toHaveLength(1); // Logged once, not per request.
      // The operator sees it: forms work (200), but the site is not "up".
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ ok: true, status: 'degraded', rateLimit: 'degraded', database: 'up' });

      redis = await startRedis(port);
      await waitFor(() => rateLimitStoreStatus(app) === 'redis', 15_000);
      await waitFor(
        async () => (await app.inject({ method: 'GET', url: '/healthz' })).json().rateLimit === 'up',
        3_000,
      );
      expect(lines('counted in Redis again')).toHaveLength(1);
      // A fresh Redis (no persistence) holds no count yet: three more, then the limit.
      const after = [];
      for (let i = 0; i < 4; i += 1) after.push(await send());
      expect(after).toEqual([200, 200, 200, 429]);
      expect(lines('Redis is unreachable')).toHaveLength(1);
    } finally {
      await app.close();
      await redis.stop();
      database.cleanup();
    }
  },
  30_000,
);

it('reports "memory" when no REDIS_URL is set', async () => {
  const server = await startTestServer({ databaseUrl: tempSqliteUrl().url });
  try {
    expect(rateLimitStoreStatus(server.app)).toBe('memory');
  } finally {
    await server.close();
  }
});
