// @vitest-environment node
/**
 * The SQLite worker thread is supervised. The worker here is the real one behind a wrapper
 * that, when a trigger file exists, throws an uncaught exception or ends the thread on the
 * next message: the two ways the review saw it die. The submission in flight is answered 503
 * at once (it was not stored), /healthz says the database is down, the process stays up, and
 * a new worker takes the next submission.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { startTestServer, waitFor, type TestServer } from '../test/harness';
import { openDatabase } from './database';
import { StorageBusyError, type WorkerEvent } from './sqlite-worker-dialect';

const CONTACT = '/functions/v1/send-contact-email';
const enquiry = { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true };

const dir = mkdtempSync(join(tmpdir(), 'clarity-worker-'));
const trigger = join(dir, 'fail-next');
const wrapper = join(dir, 'failing-worker.mjs');
writeFileSync(
  wrapper,
  `import ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqlite-worker.mjs')).href)};
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
const trigger = ${JSON.stringify(trigger)};
// Registered after the real worker's listener: the message is answered, then the thread dies.
parentPort.on('message', () => {
  if (!existsSync(trigger)) return;
  const how = readFileSync(trigger, 'utf8');
  unlinkSync(trigger);
  if (how === 'throw') throw new Error('an uncaught exception in the SQLite worker');
  process.exit(7);
});
`,
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { databaseUrl: `sqlite:${join(dir, 'site.db')}` },
    {},
    // A restart a second after the worker ended: long enough to see /healthz say down.
    { workerUrl: pathToFileURL(wrapper), restartBaseMs: 1_000 },
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const submit = () => server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry });
const health = async () => (await server.app.inject({ method: 'GET', url: '/healthz' })).json<{ database: string }>();

it.each(['throw', 'exit'])(
  'replaces a worker that ended (%s): 503 at once, down, then submissions again',
  async (how) => {
    expect((await submit()).statusCode).toBe(200);
    writeFileSync(trigger, how);
    const started = performance.now();
    const failed = await submit();
    expect(failed.statusCode).toBe(503);
    // At once: not the 5-s query timeout the old code waited out on a thread that was gone.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(existsSync(trigger)).toBe(false);
    // Cached for a second: wait for a report made after the worker ended.
    await waitFor(async () => (await health()).database === 'down', 3_000);

    await waitFor(async () => (await submit()).statusCode === 200, 10_000);
    await waitFor(async () => (await health()).database === 'up', 3_000);
    const stored = await server.db.selectFrom('enquiries').select('id').execute();
    // One before the failure and one (or more, while waiting) after it; the failed one is not stored.
    expect(stored.length).toBeGreaterThanOrEqual(2);
  },
);

describe('a worker that keeps ending as it starts', () => {
  // Ends with exit code 9 while the counter file holds a number above 0 (and counts it down).
  const counter = join(dir, 'die-at-start');
  const dying = join(dir, 'dying-worker.mjs');
  writeFileSync(
    dying,
    `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const counter = ${JSON.stringify(counter)};
const left = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0;
if (left > 0) {
  writeFileSync(counter, String(left - 1));
  process.exit(9);
}
await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqlite-worker.mjs')).href)});
`,
  );

  it('is restarted after a wait that doubles up to the maximum, each end and start reported, until one stays', async () => {
    writeFileSync(counter, '3');
    const events: WorkerEvent[] = [];
    const db = openDatabase(`sqlite:${join(dir, 'restarts.db')}`, {
      sqlite: {
        workerUrl: pathToFileURL(dying),
        restartBaseMs: 10,
        restartMaxMs: 30,
        onWorkerEvent: (e) => events.push(e),
      },
    });
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow(StorageBusyError);
      await waitFor(async () => (await sql`select 1 as one`.execute(db).catch(() => undefined))?.rows.length === 1);
      expect(events).toEqual([
        { type: 'ended', error: undefined, exitCode: 9, restartInMs: 10 },
        { type: 'started', restarts: 1 },
        { type: 'ended', error: undefined, exitCode: 9, restartInMs: 20 },
        { type: 'started', restarts: 2 },
        { type: 'ended', error: undefined, exitCode: 9, restartInMs: 30 },
        { type: 'started', restarts: 3 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
