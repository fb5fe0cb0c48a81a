// @vitest-environment node
/**
 * The migrations at start (server/db/migrate-until-done.ts): a database that cannot take them
 * does not end the process; they are tried again with a growing wait until they run, and the
 * log says what happened. A failed migration is named in its error.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { tempSqliteUrl, waitFor } from '../test/harness';
import { migrate, openDatabase, type Db } from './database';
import { migrateUntilDone } from './migrate-until-done';

interface Logged {
  level: 'info' | 'error';
  message: string;
  retryInMs?: number;
}

function recordingLog(logged: Logged[]) {
  const entry = (level: Logged['level']) => (fields: { retryInMs?: number } | string, message?: string) =>
    logged.push(
      typeof fields === 'string'
        ? { level, message: fields }
        : { level, message: message!, retryInMs: fields.retryInMs },
    );
  return { info: entry('info'), error: entry('error'), warn: () => undefined } as unknown as FastifyBaseLogger;
}

describe('migrations at start', () => {
  let db: Db;
  const file = tempSqliteUrl();

  beforeEach(() => {
    db = openDatabase(file.url);
  });
  afterEach(async () => db.destroy());
  afterAll(() => file.cleanup());

  it('names the migration that failed and why', async () => {
    // A table in the way of the first migration, as a half-restored backup could leave.
    await sql`create table enquiries (x text)`.execute(db);
    await expect(migrate(db)).rejects.toThrow(/^Database migration 2026-11-22-001-initial failed: .*enquiries/);
    await sql`drop table enquiries`.execute(db);
  });

  it('tries again with a growing wait, at most the maximum, until the migrations run', async () => {
    await sql`create table enquiries (x text)`.execute(db);
    const logged: Logged[] = [];
    const retry = await migrateUntilDone(db, recordingLog(logged), 10, 40);
    try {
      await waitFor(() => logged.length >= 4);
      await sql`drop table enquiries`.execute(db);
      await retry.done;
    } finally {
      retry.stop();
    }
    const failures = logged.filter((entry) => entry.level === 'error');
    expect(failures.slice(0, 4).map((entry) => entry.retryInMs)).toEqual([10, 20, 40, 40]);
    expect(failures[0].message).toBe('database migrations failed: the functions answer 503 until they succeed');
    expect(logged.at(-1)).toEqual({
      level: 'info',
      message: 'database migrations ran; the functions take submissions again',
    });
    // The tables are there.
    expect(await db.selectFrom('enquiries').selectAll().execute()).toEqual([]);
  });

  it('runs at once on a healthy database, and logs nothing', async () => {
    const logged: Logged[] = [];
    const retry = await migrateUntilDone(db, recordingLog(logged));
    await retry.done;
    retry.stop();
    expect(logged).toEqual([]);
  });
});
