// @vitest-environment node
/**
 * The SQLite worker dialect as its callers meet it: one connection taken in turns, so
 * transactions that run at once neither mix nor lose a row; a caller that waits too long for
 * its turn or for an answer to a read gets STORAGE_BUSY (the route answers 503) and leaves the
 * connection usable; a write is waited for however long it takes, because once sent it may
 * land, and "failed" for a stored row would be untrue; SQLite's own error codes come through;
 * and a closed database starts no new worker.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, sql } from 'kysely';
import {
  endsTransactionIfUnchanged,
  StorageBusyError,
  WorkerSqliteDialect,
  type WorkerEvent,
  type WorkerSqliteOptions,
} from './sqlite-worker-dialect';
import { waitFor } from '../test/harness';

interface Tables {
  item: { id: number; note: string };
}

const dir = mkdtempSync(join(tmpdir(), 'clarity-turns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let databases = 0;
const opened: Array<Kysely<Tables>> = [];
async function open(options: Partial<WorkerSqliteOptions> = {}) {
  databases += 1;
  const db = new Kysely<Tables>({
    dialect: new WorkerSqliteDialect({ file: join(dir, `turns-${databases}.db`), ...options }),
  });
  opened.push(db);
  await sql`create table item (id integer primary key, note text not null)`.execute(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/** A database whose worker runs `code` instead of the real worker (which ends it at once). */
function openBroken(code: string, options: Partial<WorkerSqliteOptions>) {
  databases += 1;
  const db = new Kysely<Tables>({
    dialect: new WorkerSqliteDialect({
      file: join(dir, `broken-${databases}.db`),
      workerUrl: new URL(`data:text/javascript,${encodeURIComponent(code)}`),
      ...options,
    }),
  });
  opened.push(db);
  return db;
}

/** A statement SQLite needs a while for (counting to `n` through a recursive query). */
const slowCount = (n: number) =>
  sql<{
    n: number;
  }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select count(*) as n from c`;

/** Resolves when `release` is called: holds a transaction open for as long as a test needs. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

it('runs transactions that arrive together one after another: the failed ones store nothing, the others all', async () => {
  const db = await open();
  const outcomes = await Promise.allSettled(
    Array.from({ length: 12 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('item')
          .values({ id: i, note: `first of ${i}` })
          .execute();
        await trx
          .insertInto('item')
          .values({ id: 100 + i, note: `second of ${i}` })
          .execute();
        if (i % 3 === 0) throw new Error(`transaction ${i} gives up`);
      }),
    ),
  );
  expect(outcomes.map((outcome) => outcome.status)).toEqual(
    Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'rejected' : 'fulfilled')),
  );
  const kept = Array.from({ length: 12 }, (_, i) => i).filter((i) => i % 3 !== 0);
  expect((await db.selectFrom('item').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([
    ...kept,
    ...kept.map((i) => 100 + i),
  ]);
});

it('gives a caller that waits too long for its turn STORAGE_BUSY, and the next caller the connection once it is free', async () => {
  const db = await open({ acquireTimeoutMs: 100 });
  const hold = gate();
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await trx.insertInto('item').values({ id: 1, note: 'held' }).execute();
    holding();
    await hold.opened;
  });
  await held;
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toMatchObject({
    code: 'STORAGE_BUSY',
    message: 'the database stayed busy for 100 ms',
  });
  hold.release();
  await holder;
  // The caller that gave up is no longer in line: the connection goes to the next one.
  expect(await db.selectFrom('item').select('note').execute()).toEqual([{ note: 'held' }]);
  expect(await db.selectFrom('item').select('note').execute()).toEqual([{ note: 'held' }]);
});

it('gives up on a read with no answer in time, but waits for a write however long it takes, and stores it', async () => {
  const db = await open({ queryTimeoutMs: 20 });
  // Reads, however written: select, a leading space, with.
  for (const read of [
    sql`select count(*) as n from (${slowCount(3_000_000)})`,
    sql` select count(*) as n from (${slowCount(3_000_000)})`,
    slowCount(3_000_000),
  ])
    await expect(read.execute(db)).rejects.toMatchObject({
      code: 'STORAGE_BUSY',
      message: 'SQLite gave no answer within 20 ms',
    });
  // A write outside a transaction commits itself: it is waited for, not reported failed.
  await sql`insert into item (id, note) select 1, 'slow write ' || (select n from (${slowCount(3_000_000)}))`.execute(
    db,
  );
  expect(await db.selectFrom('item').select('note').execute()).toEqual([{ note: 'slow write 3000000' }]);
});

it('passes on SQLite’s own error code, and the row id of an insert', async () => {
  const db = await open();
  const inserted = await db.insertInto('item').values({ id: 41, note: 'first' }).executeTakeFirst();
  expect(inserted.insertId).toBe(41n);
  await expect(db.insertInto('item').values({ id: 41, note: 'again' }).execute()).rejects.toMatchObject({
    code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
  });
});

it('starts no new worker once the database is closed', async () => {
  const events: WorkerEvent[] = [];
  const db = await open({ restartBaseMs: 1, onWorkerEvent: (event) => events.push(event) });
  await db.destroy();
  opened.splice(0);
  // The positive signal that a restart would have come: a second database with the same
  // back-off, whose worker is made to end, has been restarted by now.
  const other = new Kysely<Tables>({
    dialect: new WorkerSqliteDialect({
      file: join(dir, 'other.db'),
      restartBaseMs: 1,
      workerUrl: new URL('data:text/javascript,process.exit(3)'),
      onWorkerEvent: (event) => {
        if (event.type === 'started') otherStarted();
      },
    }),
  });
  let otherStarted!: () => void;
  const restarted = new Promise<void>((resolve) => (otherStarted = resolve));
  await other
    .selectFrom('item')
    .selectAll()
    .execute()
    .catch(() => undefined);
  await restarted;
  await other.destroy();
  expect(events).toEqual([]);
});

it('keeps the others in line when a caller gives up waiting for its turn: the next one gets the connection once it is free', async () => {
  const db = await open({ acquireTimeoutMs: 300 });
  const hold = gate();
  let entered!: () => void;
  const holding = new Promise<void>((resolve) => (entered = resolve));
  const holder = db.transaction().execute(() => {
    entered();
    return hold.opened;
  });
  await holding;
  // A fake clock for the waits in line: the second caller comes in line 150 ms after the first,
  // so it still waits when the first gives up.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const first = db.selectFrom('item').selectAll().execute();
    const firstRefused = expect(first).rejects.toMatchObject({ code: 'STORAGE_BUSY' });
    await waitFor(() => vi.getTimerCount() === 1);
    await vi.advanceTimersByTimeAsync(150);
    const second = db.selectFrom('item').select('note').execute();
    await waitFor(() => vi.getTimerCount() === 2);
    await vi.advanceTimersByTimeAsync(150);
    await firstRefused;
    // The rest on the real clock: the second caller's turn comes with the holder's release, not
    // with a fake clock's step (the finally's call is for a failed assertion above).
    vi.useRealTimers();
    hold.release();
    await holder;
    expect(await second).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});

it('by default opens the file with synchronous FULL (a commit is on disk when acknowledged) and waits a second for a lock', async () => {
  const db = await open();
  expect((await sql`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 2 }]);
  expect((await sql`pragma busy_timeout`.execute(db)).rows).toEqual([{ timeout: 1000 }]);
  const normal = await open({ synchronous: 'NORMAL', busyTimeoutMs: 250 });
  expect((await sql`pragma synchronous`.execute(normal)).rows).toEqual([{ synchronous: 1 }]);
  expect((await sql`pragma busy_timeout`.execute(normal)).rows).toEqual([{ timeout: 250 }]);
});

it('gives a read that mentions commit the timeout of a read', async () => {
  const db = await open({ queryTimeoutMs: 20 });
  await expect(
    sql`select 'commit' as word, (select n from (${slowCount(3_000_000)})) as n`.execute(db),
  ).rejects.toMatchObject({ code: 'STORAGE_BUSY' });
});

it('waits for a transaction’s last statement (the one that commits it) however long it takes, and stores it', async () => {
  const db = await open({ queryTimeoutMs: 20 });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('item').values({ id: 1, note: 'first' }).execute();
    await sql`insert into item (id, note) select 2, 'slow last ' || (select n from (${slowCount(3_000_000)}))`.execute(
      trx.withPlugin(endsTransactionIfUnchanged),
    );
  });
  expect(await db.selectFrom('item').select('note').orderBy('id').execute()).toEqual([
    { note: 'first' },
    { note: 'slow last 3000000' },
  ]);
});

it('after every way a transaction ends, waits for a write outside one again, and starts the next transaction afresh', async () => {
  const db = await open({ queryTimeoutMs: 20 });
  let id = 0;
  /** A write outside a transaction that SQLite needs a while for: waited for, not reported failed. */
  const slowWrite = async () => {
    id += 1;
    await sql`insert into item (id, note) select ${id}, 'slow ' || (select n from (${slowCount(2_000_000)}))`.execute(
      db,
    );
  };
  const plain = async () => {
    id += 1;
    const row = id;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: row, note: 'plain' }).execute();
    });
  };
  class GivesUp extends Error {}
  // Without statements.
  await db.transaction().execute(async () => undefined);
  await slowWrite();
  await expect(
    db.transaction().execute(async () => {
      throw new GivesUp();
    }),
  ).rejects.toBeInstanceOf(GivesUp);
  await slowWrite();
  // Committed, and rolled back, by the driver.
  await plain();
  await slowWrite();
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 999, note: 'undone' }).execute();
      throw new GivesUp();
    }),
  ).rejects.toBeInstanceOf(GivesUp);
  await slowWrite();
  await plain();
  // Ended by the worker: committed, and rolled back because its last statement changed nothing.
  await db.transaction().execute(async (trx) => {
    await trx.withPlugin(endsTransactionIfUnchanged).insertInto('item').values({ id: 500, note: 'ended' }).execute();
  });
  await slowWrite();
  await expect(
    db.transaction().execute(async (trx) => {
      await trx
        .withPlugin(endsTransactionIfUnchanged)
        .insertInto('item')
        .values({ id: 500, note: 'again' })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      throw new GivesUp();
    }),
  ).rejects.toBeInstanceOf(GivesUp);
  await slowWrite();
  await plain();
  await plain();
  const notes = (await db.selectFrom('item').select('note').orderBy('id').execute()).map((row) => row.note);
  expect(notes).toEqual([
    'slow 2000000',
    'slow 2000000',
    'plain',
    'slow 2000000',
    'slow 2000000',
    'plain',
    'slow 2000000',
    'slow 2000000',
    'plain',
    'plain',
    'ended',
  ]);
});

it('refuses streaming, which the worker does not offer', async () => {
  const db = await open();
  await expect(db.selectFrom('item').selectAll().stream().next()).rejects.toThrow(
    'Streaming is not supported by the SQLite worker dialect.',
  );
});

it('fails the calls on a worker that ended with STORAGE_BUSY, tells why it ended, and closes while it is down', async () => {
  const events: WorkerEvent[] = [];
  const db = openBroken(`throw new Error('the worker broke')`, {
    restartBaseMs: 60_000,
    restartMaxMs: 60_000,
    onWorkerEvent: (event) => events.push(event),
  });
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toMatchObject({
    code: 'STORAGE_BUSY',
    message: 'the database worker stopped',
  });
  await vi.waitFor(() => expect(events).toHaveLength(1));
  expect(events[0]).toMatchObject({
    type: 'ended',
    error: { message: 'the worker broke' },
    exitCode: 1,
    restartInMs: 60_000,
  });
  const refused = await db
    .selectFrom('item')
    .selectAll()
    .execute()
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(StorageBusyError);
  expect(refused).toMatchObject({ code: 'STORAGE_BUSY', message: 'the database worker is being restarted' });
  await db.destroy();
});

it('restarts a worker that keeps ending without anyone told (no onWorkerEvent), and keeps answering STORAGE_BUSY', async () => {
  // Each start of the broken worker leaves a mark in a file: the test waits for five restarts.
  const starts = join(dir, `starts-${databases}.txt`);
  writeFileSync(starts, '');
  const db = openBroken(
    `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(starts)}, 'x'); process.exit(3)`,
    { restartBaseMs: 1, restartMaxMs: 5 },
  );
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toMatchObject({ code: 'STORAGE_BUSY' });
  // Many restarts later the calls still get STORAGE_BUSY, and nothing was thrown meanwhile.
  await waitFor(() => readFileSync(starts, 'utf8').length >= 5);
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toMatchObject({ code: 'STORAGE_BUSY' });
  await db.destroy();
});

it('closes the database file when the database is destroyed: the write-ahead log is folded back and removed', async () => {
  const db = await open();
  await db.insertInto('item').values({ id: 1, note: 'kept' }).execute();
  expect(existsSync(join(dir, `turns-${databases}.db-wal`))).toBe(true);
  await db.destroy();
  opened.splice(opened.indexOf(db), 1);
  expect(existsSync(join(dir, `turns-${databases}.db-wal`))).toBe(false);
});

it('waits for a commit however long it takes, though every other statement keeps the timeout', async () => {
  // The real worker, imported after a listener that holds each plain `commit` for 600 ms before
  // the worker runs it (imported in this order, so both listen before the first message).
  const holdCommits = join(dir, 'hold-commits.mjs');
  writeFileSync(
    holdCommits,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if (message.sql !== 'commit') return;
  const until = Date.now() + 600;
  while (Date.now() < until);
});
`,
  );
  const slowCommits = join(dir, 'slow-commit-worker.mjs');
  writeFileSync(
    slowCommits,
    `import ${JSON.stringify(pathToFileURL(holdCommits).href)};
import ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqlite-worker.mjs')).href)};
`,
  );
  const db = await open({ queryTimeoutMs: 300, workerUrl: pathToFileURL(slowCommits) });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('item').values({ id: 1, note: 'committed slowly' }).execute();
  });
  expect(await db.selectFrom('item').select('note').execute()).toEqual([{ note: 'committed slowly' }]);
});
