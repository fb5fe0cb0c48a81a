/**
 * Runs the migrations at start and, when the database cannot take them (down, full,
 * read-only, locked), keeps trying with back-off instead of ending the process: the site's
 * pages need no database, and the functions answer 503 until the tables are there.
 */
import type { FastifyBaseLogger } from 'fastify';
import { migrate, type Db } from './database';

export interface MigrationRetry {
  /** Resolves once the migrations have run. */
  done: Promise<void>;
  stop: () => void;
}

export async function migrateUntilDone(
  db: Db,
  log: FastifyBaseLogger,
  retryBaseMs = 1_000,
  retryMaxMs = 60_000,
): Promise<MigrationRetry> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let markDone!: () => void;
  const done = new Promise<void>((resolve) => (markDone = resolve));

  const attempt = async (failures: number): Promise<void> => {
    try {
      await migrate(db);
      if (failures > 0) log.info('database migrations ran; the functions take submissions again');
      markDone();
    } catch (error) {
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** failures);
      log.error(
        { err: error, retryInMs: delay },
        'database migrations failed: the functions answer 503 until they succeed',
      );
      if (!stopped) timer = setTimeout(() => void attempt(failures + 1), delay);
    }
  };

  // The first attempt is awaited, so a healthy start is ready as soon as the server is.
  await attempt(0);
  return {
    done,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
