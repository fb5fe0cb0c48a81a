// @vitest-environment node
/**
 * TRUST_PROXY counts proxy hops: the rate limit keys on the address the last trusted proxy saw,
 * never on the addresses a client writes into X-Forwarded-For itself.
 */
import { randomInt } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { startTestServer, tempSqliteUrl, type TestServer } from '../test/harness';

const PROXY = '127.0.0.1';
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let server: TestServer | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await server?.close();
  cleanup?.();
  server = undefined;
});

async function start(trustProxy: number) {
  const database = tempSqliteUrl();
  cleanup = database.cleanup;
  server = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: 10, trustProxy });
  return server;
}

function post(target: TestServer, forwardedFor: string, remoteAddress = PROXY) {
  return target.app.inject({
    method: 'POST',
    url: '/functions/v1/process-lead',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: { persona: 'team', answers: { team_q1: 3 }, locale: 'en' },
  });
}

/** Sends one after another (the counter is what is tested, not concurrency) and counts the statuses. */
async function statusCounts(times: number, send: () => ReturnType<typeof post>) {
  const counts: Record<number, number> = {};
  for (let i = 0; i < times; i += 1) {
    const { statusCode } = await send();
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  }
  return counts;
}

it('with TRUST_PROXY=1, a client rotating a spoofed left-most X-Forwarded-For gets only the limit accepted', async () => {
  const target = await start(1);
  const counts = await statusCounts(40, () => post(target, `${randomAddress()}, 203.0.113.7`));
  expect(counts).toEqual({ 200: 10, 429: 30 });
  expect(await target.db.selectFrom('leads').select('id').execute()).toHaveLength(10);
});

it('with TRUST_PROXY=1, two clients (the right-most address) have separate counters', async () => {
  const target = await start(1);
  const first = await statusCounts(12, () => post(target, '203.0.113.7'));
  expect(first).toEqual({ 200: 10, 429: 2 });
  // Another visitor behind the same proxy is not limited by the first one's requests, even if
  // it claims the first one's address further left.
  const second = await statusCounts(10, () => post(target, '203.0.113.7, 198.51.100.20'));
  expect(second).toEqual({ 200: 10 });
});

it('with TRUST_PROXY=2, the client is the second address from the right', async () => {
  const target = await start(2);
  // Right to left: the socket's peer (the inner proxy), the outer proxy, then the client.
  const counts = await statusCounts(15, () =>
    post(target, `${randomAddress()}, 203.0.113.7, 10.0.0.${randomInt(2, 250)}`),
  );
  expect(counts).toEqual({ 200: 10, 429: 5 });
});

it('with TRUST_PROXY=0 (the default), X-Forwarded-For is ignored: the socket address is counted', async () => {
  const target = await start(0);
  const counts = await statusCounts(15, () => post(target, randomAddress(), '192.0.2.5'));
  expect(counts).toEqual({ 200: 10, 429: 5 });
  const other = await post(target, '192.0.2.5', '192.0.2.6');
  expect(other.statusCode).toBe(200);
});
