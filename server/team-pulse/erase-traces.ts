/**
 * After Team Pulse deletes or overwrites text (a deleted survey, a sent links mail): make the
 * old copies unreadable in the database files too, not only in the tables.
 *  - SQLite: the pages are zeroed in place (secure_delete, db/sqlite-worker.mjs), but the
 *    write-ahead log still holds the earlier page images. `wal_checkpoint(TRUNCATE)` copies the
 *    log into the file and empties it, as the `erase` command does.
 *  - PostgreSQL: a deleted or updated row stays in the table file as a dead row, and a plain
 *    VACUUM only marks its space free: the bytes stay (measured: tokens and team name still in
 *    the files). VACUUM FULL writes the live rows into new files and removes the old ones. It
 *    locks each table while it copies it, which takes milliseconds at Team Pulse's sizes; the
 *    outbox is the largest (every enquiry's and lead's notice). PostgreSQL's own write-ahead
 *    log (pg_wal) keeps the old pages until its segments are recycled, as SQLite's did.
 */
import { sql, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';

const TABLES = ['team_surveys', 'team_answers', 'team_answer_keys', 'team_invites', 'outbox'] as const;

/** True when everything was cleared now; false when a reader kept SQLite from emptying its log. */
export async function eraseDeletedTraces(db: Db): Promise<boolean> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const result = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return (result.rows[0]?.busy ?? 0) === 0;
  }
  await sql`vacuum full ${sql.join(TABLES.map((table) => sql.table(table)))}`.execute(db);
  return true;
}
