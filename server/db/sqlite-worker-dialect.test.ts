// @vitest-environment node
/**
 * The SQLite worker's transactions take as few round trips as they can, because the one
 * connection is held for every one of them while the main thread is busy with other requests:
 * a transaction's `begin` travels with its first statement, and a statement marked
 * `endsTransactionIfUnchanged` (the idempotency key's insert) carries the commit, or the
 * rollback when it changed no row. These tests hold what that must not break: what is stored,
 * what is rolled back, and that the connection is clean for the next transaction whatever
 * happened to the last. The worker is the real one behind a wrapper that logs every message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, sql } from 'kysely';
import { startTestServer } from '../test/harness';
import { endsTransactionIfUnchanged, WorkerSqliteDialect } from './sqlite-worker-dialect';

interface Tables {
  parent: { id: number };
  child: { id: number; parent_id: number };
}

const dir = mkdtempSync(join(tmpdir(), 'clarity-dialect-'));
const log = join(dir, 'messages.log');
const logger = join(dir, 'log-messages.mjs');
const wrapper = join(dir, 'logging-worker.mjs');
writeFileSync(
  logger,
  `import { appendFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
parentPort.on('message', (message) => appendFileSync(${JSON.stringify(log)}, JSON.stringify(message) + '\\n'));
`,
);
// Imported in this order, so each message is logged before the real worker runs it.
writeFileSync(
  wrapper,
  `import ${JSON.stringify(pathToFileURL(logger).href)};
import ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqlite-worker.mjs')).href)};
`,
);

interface LoggedMessage {
  sql?: string;
  begin?: string;
  endIfUnchanged?: boolean;
}

/** The messages the worker received since the log was last cleared. */
function messages(): LoggedMessage[] {
  const text = readFileSync(log, 'utf8').trim();
  writeFileSync(log, '');
  return text ? text.split('\n').map((line) => JSON.parse(line) as LoggedMessage) : [];
}

let db: Kysely<Tables>;
beforeAll(async () => {
  writeFileSync(log, '');
  db = new Kysely<Tables>({
    dialect: new WorkerSqliteDialect({ file: join(dir, 'dialect.db'), workerUrl: pathToFileURL(wrapper) }),
  });
  await sql`pragma foreign_keys = on`.execute(db);
  await sql`create table parent (id integer primary key)`.execute(db);
  // Checked at commit: a commit that fails, as a full disk's would, after every statement succeeded.
  await sql`create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)`.execute(
    db,
  );
});
afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom('child').execute();
  await db.deleteFrom('parent').execute();
  messages();
});

const ids = async (table: 'parent' | 'child') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);

class Taken extends Error {}

/** A transaction shaped like a keyed submission: its rows, then the key's insert that decides. */
function submission(row: number, key: number) {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('parent').values({ id: row }).execute();
    const written = await trx
      .withPlugin(endsTransactionIfUnchanged)
      .insertInto('parent')
      .values({ id: key })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0n) === 0) throw new Taken();
  });
}

it('commits a transaction whose last statement changed a row, in two messages: begin with the first, commit with the last', async () => {
  await submission(1, 100);
  expect(messages().map(({ begin, endIfUnchanged }) => ({ begin, endIfUnchanged }))).toEqual([
    { begin: 'begin immediate', endIfUnchanged: false },
    { begin: undefined, endIfUnchanged: true },
  ]);
  expect(await ids('parent')).toEqual([1, 100]);
});

it('rolls the whole transaction back when its last statement changed nothing, and the next one commits', async () => {
  await submission(1, 100);
  await expect(submission(2, 100)).rejects.toBeInstanceOf(Taken);
  expect(await ids('parent')).toEqual([1, 100]);
  await submission(3, 101);
  expect(await ids('parent')).toEqual([1, 3, 100, 101]);
});

it('reports a commit that fails on the last statement, stores nothing of it, and leaves the connection clean', async () => {
  const failing = db.transaction().execute(async (trx) => {
    await trx.insertInto('child').values({ id: 1, parent_id: 404 }).execute();
    await trx.withPlugin(endsTransactionIfUnchanged).insertInto('parent').values({ id: 7 }).execute();
  });
  await expect(failing).rejects.toThrow(/FOREIGN KEY/i);
  expect(await ids('child')).toEqual([]);
  expect(await ids('parent')).toEqual([]);
  await submission(1, 100);
  expect(await ids('parent')).toEqual([1, 100]);
});

it('rolls back a transaction whose first statement (which carried the begin) failed, and the next one commits', async () => {
  await db.insertInto('parent').values({ id: 1 }).execute();
  const duplicate = db.transaction().execute(async (trx) => {
    await trx.insertInto('parent').values({ id: 1 }).execute();
  });
  await expect(duplicate).rejects.toThrow(/UNIQUE/i);
  await submission(2, 100);
  expect(await ids('parent')).toEqual([1, 2, 100]);
});

it('sends nothing for a transaction without statements', async () => {
  await db.transaction().execute(async () => undefined);
  await expect(
    db.transaction().execute(async () => {
      throw new Taken();
    }),
  ).rejects.toBeInstanceOf(Taken);
  expect(messages()).toEqual([]);
  await submission(1, 100);
  expect(await ids('parent')).toEqual([1, 100]);
});

it('stores a keyed enquiry in as many round trips as an enquiry without a key took before keys existed (four)', async () => {
  const server = await startTestServer(
    { databaseUrl: `sqlite:${join(dir, 'site.db')}` },
    {},
    { workerUrl: pathToFileURL(wrapper) },
  );
  try {
    const post = (key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/functions/v1/send-contact-email',
        headers: { 'idempotency-key': key },
        payload: { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true },
      });
    // The first submission also deletes expired keys (once a minute): count the second.
    expect((await post('first-key-0123456789')).statusCode).toBe(200);
    messages();
    expect((await post('second-key-0123456789')).statusCode).toBe(200);
    const sent = messages();
    expect(sent.length).toBeLessThanOrEqual(4);
    const repeat = await post('second-key-0123456789');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await server.db.selectFrom('enquiries').select('id').execute()).toHaveLength(2);
  } finally {
    await server.close();
  }
});
