/**
 * Kysely's SQLite dialect with the connection in a worker thread (./sqlite-worker.mjs), so
 * that nothing SQLite waits for (another process's write lock, fsync, a full disk) ever holds
 * up the event loop that serves the pages.
 *
 * SQLite has one connection: callers take turns, as in Kysely's own SqliteDriver. A caller
 * that cannot get its turn within `acquireTimeoutMs`, or whose query gets no answer within
 * `queryTimeoutMs`, gets a StorageBusyError at once, so a request answers 503 promptly
 * instead of queueing behind a stuck database.
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

export interface WorkerSqliteOptions {
  file: string;
  /** `FULL` (default: an acknowledged commit is on disk) or `NORMAL`. */
  synchronous?: 'FULL' | 'NORMAL';
  /** How long SQLite itself waits for another process's lock before giving up. */
  busyTimeoutMs?: number;
  /** How long a caller waits for its turn on the one connection. */
  acquireTimeoutMs?: number;
  /** How long a caller waits for the worker's answer to one query. */
  queryTimeoutMs?: number;
}

/** The database did not answer in time: the request should be answered 503, not wait. */
export class StorageBusyError extends Error {
  readonly code = 'STORAGE_BUSY';
}

interface WorkerAnswer {
  id: number;
  result?: { rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint };
  error?: { message: string; code?: string };
}

class WorkerConnection implements DatabaseConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (a: WorkerAnswer) => void; timer: NodeJS.Timeout }>();

  constructor(
    private readonly worker: Worker,
    private readonly queryTimeoutMs: number,
  ) {
    worker.on('message', (answer: WorkerAnswer) => {
      const entry = this.waiting.get(answer.id);
      if (!entry) return; // Its caller already gave up waiting.
      clearTimeout(entry.timer);
      this.waiting.delete(answer.id);
      entry.resolve(answer);
    });
  }

  /** Sends one message and waits for its answer, at most `queryTimeoutMs`. */
  ask(message: Record<string, unknown>): Promise<WorkerAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new StorageBusyError(`SQLite gave no answer within ${this.queryTimeoutMs} ms`));
      }, this.queryTimeoutMs);
      this.waiting.set(id, { resolve, timer });
      this.worker.postMessage({ ...message, id });
    });
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.ask({ sql: compiledQuery.sql, parameters: compiledQuery.parameters });
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    const { rows, changes, lastInsertRowid } = answer.result!;
    return {
      rows: rows as R[],
      ...(changes === undefined ? {} : { numAffectedRows: BigInt(changes) }),
      ...(lastInsertRowid === undefined ? {} : { insertId: BigInt(lastInsertRowid) }),
    };
  }

  // eslint-disable-next-line require-yield -- streaming is not used by this project.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported by the SQLite worker dialect.');
  }
}

/** One connection, taken in turns; a caller that waits too long gives up with StorageBusyError. */
class Turns {
  private queue: Array<() => void> = [];
  private busy = false;

  take(timeoutMs: number): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.queue = this.queue.filter((waiter) => waiter !== grant);
        reject(new StorageBusyError(`the database stayed busy for ${timeoutMs} ms`));
      }, timeoutMs);
      this.queue.push(grant);
    });
  }

  give() {
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }
}

class WorkerSqliteDriver implements Driver {
  private worker: Worker | undefined;
  private connection: WorkerConnection | undefined;
  private readonly turns = new Turns();

  constructor(private readonly options: WorkerSqliteOptions) {}

  async init() {
    this.worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), {
      workerData: {
        file: this.options.file,
        synchronous: this.options.synchronous ?? 'FULL',
        busyTimeoutMs: this.options.busyTimeoutMs ?? 1_000,
      },
    });
    this.connection = new WorkerConnection(this.worker, this.options.queryTimeoutMs ?? 5_000);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take(this.options.acquireTimeoutMs ?? 2_000);
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection) {
    // IMMEDIATE takes the write lock at once, so a busy database fails here, before any work,
    // rather than on the first write inside the transaction.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    // A failed commit (SQLITE_FULL, SQLITE_BUSY) may already have ended the transaction.
    await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
  }

  async releaseConnection() {
    this.turns.give();
  }

  async destroy() {
    if (!this.worker) return;
    await this.connection!.ask({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
    this.worker = undefined;
  }
}

export class WorkerSqliteDialect implements Dialect {
  constructor(private readonly options: WorkerSqliteOptions) {}

  createDriver() {
    return new WorkerSqliteDriver(this.options);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
