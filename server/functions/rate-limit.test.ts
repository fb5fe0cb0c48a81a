// @vitest-environment node
import { EventEmitter, once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { text } from '../mail/catalog';
import { freePort, startTestServer, tempSqliteUrl, waitFor } from '../test/harness';
import { hasRedis, startRedis } from '../test/redis';
import { COMMAND_TIMEOUT_MS, RateLimitBackend, rateLimitBackend, rateLimitStoreStatus } from './rate-limit-store';

/** Sends one Clarity Pulse answer (a lead without contact details), as the survey's last step does. */
function sendLead(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/functions/v1/process-lead',
    headers: { 'content-type': 'application/json' },
    payload: { persona: 'you', answers: { you_q1: 2 }, locale: 'sv' },
  });
}

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
    expect((await sendLead(first.app)).statusCode).toBe(200);
    expect((await sendLead(second.app)).statusCode).toBe(200);
    // Each instance has seen one request; together they reached the limit.
    const limited = await sendLead(first.app);
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
      // With its cause: Redis went away. Mostly the closed connection is seen first; under load a
      // form's count can fail on the dead connection before it is.
      expect(JSON.parse(lines('Redis is unreachable')[0]).err.message).toMatch(
        /^the connection to Redis closed$|connection is closed|Stream isn't writeable|ECONNRESET|EPIPE/i,
      );
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

/** A server on its own SQLite file whose log lines are kept, parsed, for the test to read. */
async function loggedApp(redisUrl: string) {
  const database = tempSqliteUrl();
  const log: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const app = await buildApp({
    config: { ...readConfig({}), databaseUrl: database.url, rateLimitPerMinute: 3, redisUrl },
    site: false,
    fastify: { logger: { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line)) } } },
  });
  const unreachable = () => log.filter((line) => line.msg.startsWith('Redis is unreachable'));
  return { app, log, unreachable, cleanup: database.cleanup };
}

it.runIf(hasRedis())(
  'keeps the functions’ counts in Redis under their own prefix, apart from Team Pulse’s (its member limit’s too), for the minute counted',
  async () => {
    const redis = await startRedis(await freePort());
    const server = await startTestServer({ databaseUrl: tempSqliteUrl().url, redisUrl: redis.url });
    const client = new Redis(redis.url);
    try {
      const sent = await sendLead(server.app);
      expect(sent.statusCode).toBe(200);
      // Team Pulse's own limit counts this address apart (an empty request is counted, then refused).
      const teamPulse = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/team-pulse/create',
        headers: { 'content-type': 'application/json' },
        payload: {},
      });
      expect(teamPulse.statusCode).toBe(400);
      // A member's call is counted by Team Pulse's own per-network limit, under a hashed key.
      const invitation = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/team-pulse/invitation',
        headers: { 'content-type': 'application/json' },
        payload: {},
      });
      expect(invitation.statusCode).toBe(404);
      // An operator sharing the Redis finds each count by its name, and it goes by itself.
      const keys = await client.keys('*');
      expect(keys.filter((key) => !/^team-pulse-[\w-]{43}$/.test(key)).sort()).toEqual([
        'fastify-rate-limit-127.0.0.1',
        'team-pulse-127.0.0.1',
      ]);
      expect(keys).toHaveLength(3);
      expect(await client.get('fastify-rate-limit-127.0.0.1')).toBe('1');
      const ttl = await client.pttl('fastify-rate-limit-127.0.0.1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
      await server.close();
      await redis.stop();
    }
  },
);

it('logs a Redis that refuses the connection at start once, with the refusal as its cause', async () => {
  const { app, unreachable, cleanup } = await loggedApp(`redis://127.0.0.1:${await freePort()}`);
  try {
    await app.ready();
    const [line] = await waitFor(() => unreachable().length > 0 && unreachable());
    expect(line.level).toBe(40);
    expect(line.err?.message).toContain('ECONNREFUSED');
    expect(rateLimitStoreStatus(app)).toBe('memory-fallback');
  } finally {
    await app.close();
    cleanup();
  }
});

it('logs a Redis that keeps dropping the connection once, not at every try to reconnect', async () => {
  // A server that takes each connection and closes it at once: the client tries again and again.
  let tries = 0;
  const dropping = createServer((socket) => {
    tries += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
  const { port } = dropping.address() as AddressInfo;
  const { app, unreachable, cleanup } = await loggedApp(`redis://127.0.0.1:${port}`);
  try {
    await app.ready();
    await waitFor(() => tries >= 4);
    expect(unreachable()).toHaveLength(1);
    expect(rateLimitStoreStatus(app)).toBe('memory-fallback');
  } finally {
    await app.close();
    dropping.close();
    cleanup();
  }
});

it.runIf(hasRedis())(
  'closes its Redis connection when the server closes, without logging Redis as unreachable',
  async () => {
    const redis = await startRedis(await freePort());
    const { app, unreachable, cleanup } = await loggedApp(redis.url);
    const client = new Redis(redis.url);
    const connections = async () =>
      String(await client.call('CLIENT', 'LIST'))
        .trim()
        .split('\n').length;
    try {
      await app.ready();
      await waitFor(() => rateLimitStoreStatus(app) === 'redis');
      expect(await connections()).toBe(2); // the server's and this test's
      await app.close();
      await waitFor(async () => (await connections()) === 1, 3_000);
      // The server's client has seen its connection close (its last event) before this is read.
      await waitFor(() => rateLimitBackend(app, undefined).redis?.status === 'end', 3_000);
      expect(unreachable()).toEqual([]);
    } finally {
      client.disconnect();
      await app.close();
      await redis.stop();
      cleanup();
    }
  },
);

it.runIf(hasRedis())(
  'counts a form in memory while Redis does not answer in time, and in Redis again once it does',
  async () => {
    const redis = await startRedis(await freePort());
    const { app, log, unreachable, cleanup } = await loggedApp(redis.url);
    const client = new Redis(redis.url);
    try {
      await app.ready();
      await waitFor(() => rateLimitStoreStatus(app) === 'redis');
      // Redis holds every write (the count is one) for longer than COMMAND_TIMEOUT_MS.
      await client.call('CLIENT', 'PAUSE', String(COMMAND_TIMEOUT_MS * 4), 'WRITE');
      const sent = await sendLead(app);
      expect(sent.statusCode).toBe(200);
      expect(rateLimitStoreStatus(app)).toBe('memory-fallback');
      expect(unreachable()).toHaveLength(1);
      // The next form is counted in memory at once, not sent to the slow Redis as well.
      const next = await sendLead(app);
      expect(next.statusCode).toBe(200);
      // The connection never dropped, so no reconnection will say Redis is back: once Redis answers
      // in time again (the pause ends), the counts go back to it by themselves, and the log says so.
      await waitFor(() => rateLimitStoreStatus(app) === 'redis', 10_000);
      expect(log.filter((line) => line.msg.startsWith('Redis is reachable again'))).toHaveLength(1);
      // Redis ran the first form's count once the pause ended (it had been sent); the second never went there.
      expect(await client.get('fastify-rate-limit-127.0.0.1')).toBe('1');
    } finally {
      client.disconnect();
      await app.close();
      await redis.stop();
      cleanup();
    }
  },
);

/**
 * A Redis that is still loading its data set, as one is for a while after a restart with a large
 * dump: it answers INFO with loading:1 and the client waits, neither ready nor failed. With
 * `loading` false it is ready; `dropAndGoSilent` then closes its connections and leaves the next
 * ones unanswered.
 */
async function loadingRedis(loading = true) {
  const sockets = new Set<Socket>();
  let answering = true;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      if (!answering) return;
      pending = Buffer.concat([pending, chunk]);
      // Each command is an array of bulk strings: *N, then N times $length and the bytes.
      for (;;) {
        const words: string[] = [];
        let at = pending.indexOf('\r\n');
        if (pending[0] !== 0x2a || at < 0) return;
        const count = Number(pending.subarray(1, at).toString());
        at += 2;
        for (let i = 0; i < count; i += 1) {
          const end = pending.indexOf('\r\n', at);
          if (end < 0) return;
          const length = Number(pending.subarray(at + 1, end).toString());
          if (pending.length < end + 2 + length + 2) return;
          words.push(pending.subarray(end + 2, end + 2 + length).toString());
          at = end + 2 + length + 2;
        }
        pending = pending.subarray(at);
        const info = loading ? 'loading:1\r\nloading_eta_seconds:60\r\n' : 'loading:0\r\n';
        socket.write(words[0]?.toUpperCase() === 'INFO' ? `$${info.length}\r\n${info}\r\n` : '+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropAndGoSilent: () => {
      answering = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

it('counts in memory from the moment the connection to Redis closes, not only once reconnecting fails', async () => {
  const redis = await loadingRedis(false);
  const { app, unreachable, cleanup } = await loggedApp(redis.url);
  try {
    await app.ready();
    await waitFor(() => rateLimitStoreStatus(app) === 'redis', 3_000);
    // The client reconnects to a server that takes the connection and never answers: no error
    // comes from that for a while, so only the closed connection can tell.
    redis.dropAndGoSilent();
    await waitFor(() => rateLimitStoreStatus(app) === 'memory-fallback', 400);
    expect(unreachable()).toHaveLength(1);
    expect(unreachable()[0].err?.message).toBe('the connection to Redis closed');
  } finally {
    await app.close();
    redis.close();
    cleanup();
  }
});

it('reports the rate limit as degraded while Redis is still loading at start, and counts the forms in memory', async () => {
  const redis = await loadingRedis();
  const { app, cleanup } = await loggedApp(redis.url);
  try {
    // Ready after at most 2 × COMMAND_TIMEOUT_MS: the forms are not kept waiting for Redis.
    await app.ready();
    expect(rateLimitStoreStatus(app)).toBe('memory-fallback');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'degraded', rateLimit: 'degraded' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await sendLead(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  } finally {
    await app.close();
    redis.close();
    cleanup();
  }
});

it.runIf(hasRedis())(
  'starts as soon as Redis is ready or refuses, at once when it is ready already, and waits at most 2 × COMMAND_TIMEOUT_MS for one still loading',
  async () => {
    const redis = await startRedis(await freePort());
    const loading = await loadingRedis();
    const clients: Redis[] = [];
    const client = (url: string) => {
      const made = new Redis(url);
      clients.push(made);
      return made;
    };
    const log = Fastify({ logger: false }).log;
    /** Whether the start-up wait of a server on `redis` has ended; time only moves when the test moves it. */
    const startUp = (redis: Redis) => {
      let ended = false;
      void new RateLimitBackend(log, redis).firstConnection().then(() => {
        ended = true;
      });
      return async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return ended;
      };
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const up = client(redis.url);
      const onUp = startUp(up);
      await once(up, 'ready');
      expect(await onUp()).toBe(true);
      expect(await startUp(up)()).toBe(true); // Redis was ready before the server asked.

      const refusing = client(`redis://127.0.0.1:${await freePort()}`);
      const onRefusing = startUp(refusing);
      await once(refusing, 'error');
      expect(await onRefusing()).toBe(true);

      const onLoading = startUp(client(loading.url));
      vi.advanceTimersByTime(COMMAND_TIMEOUT_MS * 2 - 1);
      expect(await onLoading()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await onLoading()).toBe(true);
    } finally {
      vi.useRealTimers();
      for (const made of clients) made.disconnect();
      loading.close();
      await redis.stop();
    }
  },
);

it('probes a Redis whose count timed out with one short-lived write every 2 × COMMAND_TIMEOUT_MS, and stops once it is back or closed', async () => {
  /** What the server's Redis client is asked to write; each write fails until `answering`. */
  const writes: unknown[][] = [];
  let answering = false;
  const stand = Object.assign(new EventEmitter(), {
    status: 'ready',
    set: (...args: unknown[]) => {
      writes.push(args);
      return answering ? Promise.resolve('OK') : Promise.reject(new Error('Command timed out'));
    },
    disconnect: () => undefined,
  });
  const redis = stand as unknown as Redis;
  const backend = new RateLimitBackend(Fastify({ logger: false }).log, redis);
  const interval = COMMAND_TIMEOUT_MS * 2;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    stand.emit('ready');
    // Two counts time out: one probe, not two.
    backend.lost(new Error('Command timed out'));
    backend.lost(new Error('Command timed out'));
    expect(backend.status()).toBe('memory-fallback');
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([['clarity-rate-limit-probe', '1', 'PX', COMMAND_TIMEOUT_MS * 4]]);
    // Unanswered in time: the next a full interval later, answered, and the counts go back to Redis.
    answering = true;
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(2);
    expect(backend.status()).toBe('redis');
    await vi.advanceTimersByTimeAsync(interval * 3);
    expect(writes).toHaveLength(2);

    // Back by a reconnection before the probe's turn: no probe write.
    answering = false;
    backend.lost(new Error('Command timed out'));
    stand.emit('ready');
    await vi.advanceTimersByTimeAsync(interval * 3);
    expect(writes).toHaveLength(2);

    // The connection dropped before the probe's turn: its reconnection will tell, so no write on it.
    backend.lost(new Error('Command timed out'));
    stand.status = 'reconnecting';
    await vi.advanceTimersByTimeAsync(interval * 3);
    expect(writes).toHaveLength(2);

    // Closed with the probe pending: no write either.
    stand.status = 'ready';
    stand.emit('ready');
    backend.lost(new Error('Command timed out'));
    await backend.close();
    await vi.advanceTimersByTimeAsync(interval * 3);
    expect(writes).toHaveLength(2);
  } finally {
    vi.useRealTimers();
  }
});
