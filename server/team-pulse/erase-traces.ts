/**
 * After Team Pulse deletes or overwrites text (a deleted survey, a sent links mail): make the
 * old copies unreadable in the database files too, not only in the tables.
 *  - SQLite: the pages are zeroed in place (secure_delete, db/sqlite-worker.mjs), but the
 *    write-ahead log still holds the earlier page images. `wal_checkpoint(TRUNCATE)` copies the
 *    log into the file and empties it, as the `erase` command does.
 *  - PostgreSQL: a deleted or updated row stays in the table file as a dead row until VACUUM.
 *    VACUUM of the Team Pulse tables and the outbox prunes them (see the notes on what remains:
 *    PostgreSQL's own write-ahead log files until they are recycled).
 */
import { sql, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';

const TABLES = ['team_surveys', 'team_answers', 'team_answer_keys', 'outbox'] as const;

/** True when everything was cleared now; false when a reader kept SQLite from emptying its log. */
export async function eraseDeletedTraces(db: Db): Promise<boolean> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const result = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return (result.rows[0]?.busy ?? 0) === 0;
  }
  await sql`vacuum ${sql.join(TABLES.map((table) => sql.table(table)))}`.execute(db);
  return true;
}
