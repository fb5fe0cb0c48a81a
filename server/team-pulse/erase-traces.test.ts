// @vitest-environment node
/**
 * Whether the old copies of deleted text left SQLite's files now: a reader in the middle of a
 * transaction keeps the write-ahead log from being emptied, and the caller is told so (the
 * delete route then logs that the traces go at the next checkpoint); once the reader is done,
 * the log empties and the answer is yes.
 */
import { startTestServer, tempSqliteUrl } from '../test/harness';
import { readerHoldingSnapshot } from '../test/sqlite-snapshot';
import { eraseDeletedTraces } from './erase-traces';

const database = tempSqliteUrl();

afterAll(() => database.cleanup());

it('says the traces are not yet gone while a reader holds the log, and gone once it is done', async () => {
  const server = await startTestServer({ databaseUrl: database.url });
  const reader = readerHoldingSnapshot(database.url);
  try {
    // Something written after the reader's snapshot, so the log holds pages it may still need.
    await server.db.insertInto('health_probe').values({ id: 1, checked_at: new Date().toISOString() }).execute();
    expect(await eraseDeletedTraces(server.db)).toBe(false);
    reader.end();
    expect(await eraseDeletedTraces(server.db)).toBe(true);
  } finally {
    reader.end();
    await server.close();
  }
});
