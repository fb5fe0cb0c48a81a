/**
 * One typed query layer (Kysely) over SQLite (default, a file under ./data) or PostgreSQL
 * (DATABASE_URL=postgres://…), with the migrations run before the server answers.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function sqliteDialect(url: string) {
  const file = resolve(url.replace(/^sqlite:/, ''));
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers (the export command) work while the server writes; NORMAL sync is safe with WAL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('secure_delete = ON'); // deleted rows are zeroed, so erased personal data leaves the file
  return new SqliteDialect({ database });
}

export function openDatabase(url: string): Db {
  const dialect = isPostgresUrl(url)
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) })
    : sqliteDialect(url);
  return new Kysely<Database>({ dialect });
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${(error as Error).message}`);
  }
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
