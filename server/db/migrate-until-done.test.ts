// @vitest-environment node
/**
 * The migrations at start (server/db/migrate-until-done.ts): a database that cannot take them
 * does not end the process; they are tried again with a growing wait until they run, and the
 * log says what happened. A failed migration is named in its error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { tempSqliteUrl, waitFor } from '../test/harness';
import { migrate, openDatabase, type Db } from './database';
import { migrateUntilDone } from './migrate-until-done';
import { migrationProvider } from './migrations';

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

/** Runs `use` with a database of its own in a temporary file, closed and removed after. */
async function withTempDatabase(use: (db: Db) => Promise<void>) {
  const file = tempSqliteUrl();
  const db = openDatabase(file.url);
  try {
    await use(db);
  } finally {
    await db.destroy();
    file.cleanup();
  }
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
  it('names the migration that failed when the ones before it ran, and none when none could start', async () => {
    await withTempDatabase(async (fresh) => {
      // In the way of the third migration only.
      await sql`create table health_probe (x text)`.execute(fresh);
      await expect(migrate(fresh)).rejects.toThrow(
        /^Database migration 2026-11-23-003-health-probe failed: .*health_probe/,
      );
    });
    // A folder where the database file should be: nothing can be opened, so no migration ran.
    const folder = mkdtempSync(join(tmpdir(), 'clarity-folder-'));
    const unopenable = openDatabase(`sqlite:${folder}`);
    try {
      await expect(migrate(unopenable)).rejects.toThrow(/^Database migration {2}failed: /);
    } finally {
      await unopenable.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('tries no more once stopped, also when stopped while an attempt was under way (the server closing)', async () => {
    // Fake timers: "no further attempt" is read from the clock's queue (nothing scheduled) and
    // from a clock moved far past the retry wait, not from a pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await withTempDatabase(async (blocked) => {
        await sql`create table enquiries (x text)`.execute(blocked);
        const logged: Logged[] = [];
        const recording = recordingLog(logged);
        const started: Array<Awaited<ReturnType<typeof migrateUntilDone>>> = [];
        // The second attempt's failure is logged after the server began to close.
        const log = {
          ...recording,
          error: (fields: { retryInMs?: number }, message: string) => {
            recording.error(fields, message);
            if (logged.length === 2) started[0].stop();
          },
        } as unknown as FastifyBaseLogger;
        started.push(await migrateUntilDone(blocked, log, 10, 10));
        await vi.advanceTimersByTimeAsync(10);
        await waitFor(() => logged.length >= 2);
        expect(vi.getTimerCount()).toBe(0);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(logged).toHaveLength(2);

        // Stopped between attempts.
        const between: Logged[] = [];
        const stoppedAtOnce = await migrateUntilDone(blocked, recordingLog(between), 10, 10);
        stoppedAtOnce.stop();
        expect(vi.getTimerCount()).toBe(0);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(between).toHaveLength(1);
      });
    } finally {
      vi.useRealTimers();
    }
  });
  it('gives a lead stored before leads had a per-dimension profile an empty one, which reads as JSON', async () => {
    await withTempDatabase(async (old) => {
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo(
        '2026-11-22-001-initial',
      );
      expect(error).toBeUndefined();
      await sql`insert into leads (id, received_at, locale, persona, score, label, avg15, answers, interest, name, title, company, size, email, phone, followup, consent, consent_version, is_spam)
        values ('lead-1', '2026-11-22T10:00:00.000Z', 'sv', 'you', 3, 'x', 3, '{}', 0, '', '', '', '', '', '', '', 0, '', 0)`.execute(
        old,
      );
      await migrate(old);
      const [lead] = await old.selectFrom('leads').select('dimensions').execute();
      expect(JSON.parse(lead.dimensions)).toEqual({});
    });
  });
  it('keeps the hashes of Team Pulse’s answer keys and personal codes in key order on SQLite: no rowid tells their order of arrival', async () => {
    await withTempDatabase(async (fresh) => {
      await migrate(fresh);
      for (const table of ['team_answer_keys', 'team_invites'])
        await expect(sql`select rowid from ${sql.table(table)}`.execute(fresh)).rejects.toThrow(
          /no such column: rowid/,
        );
    });
  });
});
