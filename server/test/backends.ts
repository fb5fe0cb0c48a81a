import { freePort, tempSqliteUrl } from './harness';
import { freshPostgresDatabase, hasPostgres, startPostgres, type TestPostgres } from './postgres';

/** A backend's name and a function that gives a fresh database URL on it. */
export type Backend = [name: string, databaseUrl: () => Promise<string>];

/**
 * The databases a suite runs on: SQLite always, PostgreSQL where it is installed (one cluster
 * for the test file, started on first use and stopped after the file, a fresh database per use).
 * `what` names the suite in the line that says PostgreSQL was skipped.
 */
export async function databaseBackends(what: string): Promise<Backend[]> {
  const backends: Backend[] = [['SQLite', async () => tempSqliteUrl().url]];
  let postgres: TestPostgres | undefined;
  const pgPort = await freePort();
  if (hasPostgres())
    backends.push(['PostgreSQL', async () => freshPostgresDatabase((postgres ??= startPostgres(pgPort))!.url)]);
  else console.log(`skipped: no PostgreSQL (${what} on PostgreSQL)`);
  afterAll(() => postgres?.stop());
  return backends;
}
