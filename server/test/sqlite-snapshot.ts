/**
 * A second connection to a SQLite file, in the middle of a read: until it ends, SQLite cannot
 * empty its write-ahead log of the pages written after the read began, as when another process
 * (the running server, a backup) is reading while a deletion is flushed.
 */
import Database from 'better-sqlite3';

export function readerHoldingSnapshot(databaseUrl: string): { end: () => void } {
  const reader = new Database(databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
  reader.prepare('BEGIN').run();
  // The snapshot starts at the first read, not at BEGIN.
  reader.prepare('SELECT count(*) FROM sqlite_master').get();
  return {
    end: () => {
      if (!reader.open) return;
      reader.prepare('COMMIT').run();
      reader.close();
    },
  };
}
