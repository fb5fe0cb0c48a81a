// @vitest-environment node
/**
 * The SQLite worker dialect as its callers meet it: one connection taken in turns, so
 * transactions that run at once neither mix nor lose a row; a caller that waits too long for
 * its turn or for an answer to a read gets STORAGE_BUSY (the route answers 503) and leaves the
 * connection usable; a write is waited for however long it takes, because once sent it may
 * land, and "failed" for a stored row would be untrue; SQLite's own error codes come through;
 * and a closed database starts no new worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { WorkerSqliteDialect, type WorkerEvent, type WorkerSqliteOptions } from './sqlite-worker-dialect';

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
