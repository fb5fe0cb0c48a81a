/**
 * One typed query layer (Kysely) over SQLite (default, a file under ./data) or PostgreSQL
 * (DATABASE_URL=postgres://…), and the versioned migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { WorkerSqliteDialect, type WorkerSqliteOptions } from './sqlite-worker-dialect';

export type Db = Kysely<Database>;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface OpenOptions {
  /** SQLite only: `FULL` (default) or `NORMAL`; see docs/configuration.md. */
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** Told about errors of idle PostgreSQL connections (a restart, a failover, a terminated backend). */
  onIdleError?: (error: Error) => void;
  /** SQLite only: the worker's timeouts, back-off, events and (in tests) its script. */
  sqlite?: Omit<WorkerSqliteOptions, 'file' | 'synchronous'>;
}

/** The file a SQLite DATABASE_URL names (`sqlite:./data/site.db`, or a bare path). */
export function sqliteFile(url: string): string {
  return resolve(url.replace(/^sqlite:/, ''));
}

function sqliteDialect(url: string, options: OpenOptions) {
  const file = sqliteFile(url);
  mkdirSync(dirname(file), { recursive: true });
  return new WorkerSqliteDialect({ ...options.sqlite, file, synchronous: options.sqliteSynchronous });
}

function postgresDialect(url: string, options: OpenOptions) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client whose server went away emits 'error' on the pool; unheard, that event would
  // end the process. The pool has already dropped that client and opens a new one when needed.
  pool.on('error', (error) => options.onIdleError?.(error));
  return new PostgresDialect({ pool });
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const dialect = isPostgresUrl(url) ? postgresDialect(url, options) : sqliteDialect(url, options);
  return new Kysely<Database>({ dialect });
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${(error as Error).message}`);
  }
}

/**
 * True when a write succeeds now: the same kind of committed transaction as a submission, so
 * a full disk, a read-only or corrupt file, a lock held too long or a database that is gone
 * all answer false.
 */
export async function isWritable(db: Db): Promise<boolean> {
  const checkedAt = new Date().toISOString();
  try {
    await db.transaction().execute((trx) =>
      trx
        .insertInto('health_probe')
        .values({ id: 1, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
        .execute(),
    );
    return true;
  } catch {
    return false;
  }
}
