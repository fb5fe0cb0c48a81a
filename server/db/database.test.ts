// @vitest-environment node
/** Which database a DATABASE_URL names (docs/configuration.md): PostgreSQL by its scheme, else a SQLite file. */
import { resolve } from 'node:path';
import { isPostgresUrl, sqliteFile } from './database';

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
