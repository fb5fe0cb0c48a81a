// @vitest-environment node
/**
 * /healthz tells the truth part by part: the database (a real write into the file that is on
 * disk), mail that is stuck or failed, and whether a submission would now fail or be lost.
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { cachedFor } from './health';
import { freePort, startTestServer, tempSqliteUrl, waitFor, type TestServer } from './test/harness';

const CONTACT = '/functions/v1/send-contact-email';
const enquiry = { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true };

let server: TestServer;
let database: ReturnType<typeof tempSqliteUrl>;

beforeEach(async () => {
  database = tempSqliteUrl();
  // No SMTP_URL: mail stays in the outbox, as when SMTP is down.
  server = await startTestServer({ databaseUrl: database.url, mailStaleAfterMinutes: 15 });
});
afterEach(async () => {
  await server.close();
  database.cleanup();
});

const healthz = async () => {
  const response = await server.app.inject({ method: 'GET', url: '/healthz' });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

/** Reports are cached for a second: waits for one made after the change. */
const healthAfterChange = async (predicate: (body: Record<string, unknown>) => boolean) => {
  await waitFor(async () => predicate((await healthz()).body), 3_000);
  return healthz();
};

it('is up, part by part, when everything works', async () => {
  expect(await healthz()).toEqual({
    status: 200,
    body: {
      ok: true,
      status: 'up',
      database: 'up',
      mail: 'up',
      rateLimit: 'up',
      pendingMail: 0,
      oldestPendingMinutes: 0,
      failedMail: 0,
    },
  });
});

it('says mail is degraded when undelivered mail is older than the configured age, or any failed for good', async () => {
  expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
  // A fresh pending mail is normal.
  expect((await healthz()).body).toMatchObject({ status: 'up', mail: 'up', pendingMail: 1 });
  const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
  await server.db.updateTable('outbox').set({ created_at: twentyMinutesAgo }).execute();
  const stale = await healthAfterChange((body) => body.mail !== 'up');
  // Submissions are still stored: the site takes work (200), but it is not "up".
  expect(stale).toEqual({
    status: 200,
    body: expect.objectContaining({ ok: true, status: 'degraded', mail: 'degraded', oldestPendingMinutes: 20 }),
  });

  await server.db.updateTable('outbox').set({ status: 'failed', created_at: new Date().toISOString() }).execute();
  const failed = await healthAfterChange((body) => body.failedMail === 1);
  expect(failed.body).toMatchObject({ status: 'degraded', mail: 'degraded', pendingMail: 0, failedMail: 1 });
});

it('judges waiting mail by the oldest, counts a mail stuck while being sent, and not a fresh one behind it', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  for (const name of ['Första', 'Andra'])
    expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: { ...enquiry, name } })).statusCode).toBe(
      200,
    );
  const [older] = await server.db.selectFrom('outbox').select('id').orderBy('created_at').execute();
  // One mail claimed by a delivery that never finished, 40 minutes ago; the other just in.
  await server.db
    .updateTable('outbox')
    .set({ status: 'sending', created_at: minutesAgo(40) })
    .where('id', '=', older.id)
    .execute();
  const stuck = await healthAfterChange((body) => body.mail !== 'up');
  expect(stuck.body).toMatchObject({ status: 'degraded', mail: 'degraded', pendingMail: 2, oldestPendingMinutes: 40 });
});

it('counts the owner’s webhook in the overall status: a delivery waiting too long degrades it', async () => {
  await server.close();
  server = await startTestServer({
    databaseUrl: database.url,
    mailStaleAfterMinutes: 15,
    // Nothing listens here: deliveries wait, as while the owner's endpoint is down.
    leadWebhook: { url: `http://127.0.0.1:${await freePort()}/leads`, secret: 's'.repeat(32) },
  });
  expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
  await server.db.deleteFrom('outbox').where('channel', '=', 'mail').execute();
  expect((await healthz()).body).toMatchObject({ status: 'up', webhook: 'up', pendingWebhook: 1 });
  await server.db
    .updateTable('outbox')
    .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
    .execute();
  const stale = await healthAfterChange((body) => body.webhook !== 'up');
  expect(stale.body).toMatchObject({ status: 'degraded', mail: 'up', webhook: 'degraded', pendingWebhook: 1 });
});

it('says down, and the forms refuse, when the database file is deleted under the running server', async () => {
  expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
  const file = database.url.replace(/^sqlite:/, '');
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  // Acknowledged now, this would be written into an unlinked file and lost at the next restart.
  const after = await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry });
  expect(after.statusCode).toBe(503);
  const down = await healthAfterChange((body) => body.database === 'down');
  expect(down).toEqual({ status: 503, body: expect.objectContaining({ ok: false, status: 'down', database: 'down' }) });
});

it('answers a monitor from one probe for a second, then probes again, so a flood of checks costs one write a second', async () => {
  vi.useFakeTimers({ now: 0, toFake: ['Date'] });
  try {
    let probes = 0;
    const report = cachedFor(1_000, async () => (probes += 1));
    expect(await Promise.all([report(), report()])).toEqual([1, 1]);
    vi.setSystemTime(999);
    expect(await report()).toBe(1);
    vi.setSystemTime(1_000);
    expect(await report()).toBe(2);
    vi.setSystemTime(1_500);
    expect(await report()).toBe(2);
  } finally {
    vi.useRealTimers();
  }
});

it('answers a monitor within seconds while another process holds the database’s write lock: down, mail unknown', async () => {
  await server.close();
  // SQLite would wait a minute for the lock, and the worker two for its answer: longer than this
  // test lasts, so an answer at all, while the lock is still held, is the probe's own deadline.
  server = await startTestServer({ databaseUrl: database.url }, {}, { busyTimeoutMs: 60_000, queryTimeoutMs: 120_000 });
  const other = new Database(database.url.replace(/^sqlite:/, ''));
  try {
    other.exec('begin immediate');
    const locked = await healthz();
    expect(locked).toEqual({
      status: 503,
      body: expect.objectContaining({ ok: false, status: 'down', database: 'down', mail: 'unknown' }),
    });
  } finally {
    other.exec('rollback');
    other.close();
  }
}, 20_000);

it('counts undelivered mail as stale only once it is older than the configured age', async () => {
  expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
  const now = Date.parse('2026-11-29T12:00:00.000Z');
  vi.useFakeTimers({ now, toFake: ['Date'] });
  try {
    // Exactly 15 minutes old: not yet stale.
    await server.db
      .updateTable('outbox')
      .set({ created_at: new Date(now - 15 * 60_000).toISOString() })
      .execute();
    expect((await healthz()).body).toMatchObject({ status: 'up', mail: 'up', oldestPendingMinutes: 15 });
  } finally {
    vi.useRealTimers();
  }
});
