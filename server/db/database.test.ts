// @vitest-environment node
/** Which database a DATABASE_URL names (docs/configuration.md): PostgreSQL by its scheme, else a SQLite file. */
import { resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { freePort, waitFor } from '../test/harness';
import { freshPostgresDatabase, hasPostgres, startPostgres, type TestPostgres } from '../test/postgres';
import { isPostgresUrl, openDatabase, sqliteFile } from './database';

describe('DATABASE_URL', () => {
  it('names PostgreSQL by a postgres:// or postgresql:// scheme only', () => {
    expect(isPostgresUrl('postgres://site@db/site')).toBe(true);
    expect(isPostgresUrl('postgresql://site@db/site')).toBe(true);
    expect(isPostgresUrl('sqlite:./data/postgres://site.db')).toBe(false);
    expect(isPostgresUrl('postgresx://db')).toBe(false);
    expect(isPostgresUrl('./data/site.db')).toBe(false);
  });

  it('names a SQLite file with or without the sqlite: prefix, relative to the working folder', () => {
    expect(sqliteFile('sqlite:./data/site.db')).toBe(resolve('data/site.db'));
    expect(sqliteFile('./data/site.db')).toBe(resolve('data/site.db'));
    expect(sqliteFile('/var/lib/site/sqlite:site.db')).toBe('/var/lib/site/sqlite:site.db');
  });
});

(hasPostgres() ? describe : describe.skip)(
  'an idle PostgreSQL connection whose server ends it (a restart, a failover; skipped: no PostgreSQL)',
  () => {
    let postgres: TestPostgres | undefined;
    afterAll(() => postgres?.stop());

    it('is told to onIdleError, does not end the process without one, and the next query gets a new connection', async () => {
      postgres = startPostgres(await freePort());
      const url = await freshPostgresDatabase(postgres!.url);
      const told: Error[] = [];
      const withListener = openDatabase(url, { onIdleError: (error) => told.push(error) });
      const withoutListener = openDatabase(url);
      try {
        for (const db of [withListener, withoutListener]) await sql`select 1`.execute(db);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await admin.end();
        await waitFor(() => told.length > 0);
        expect(told[0].message).toMatch(/terminat/i);
        for (const db of [withListener, withoutListener])
          expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
      } finally {
        await withListener.destroy();
        await withoutListener.destroy();
      }
    });
  },
);
