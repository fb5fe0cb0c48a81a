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
  type KyselyPlugin,
  type QueryId,
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
  /** How long a caller waits for the worker's answer to one query (not a commit: see below). */
  queryTimeoutMs?: number;
  /** The first wait before a worker that ended is replaced; doubles up to `restartMaxMs`. */
  restartBaseMs?: number;
  restartMaxMs?: number;
  /** Told when the worker ends and when a new one is started (the server logs both). */
  onWorkerEvent?: (event: WorkerEvent) => void;
  /** The worker's script; tests pass a wrapper around the real one that can be made to fail. */
  workerUrl?: URL;
}

export type WorkerEvent =
  { type: 'ended'; error?: Error; exitCode: number; restartInMs: number } | { type: 'started'; restarts: number };

/** The database did not answer in time, or its worker is being replaced: answer 503, do not wait. */
export class StorageBusyError extends Error {
  readonly code = 'STORAGE_BUSY';
}

/** Queries that end their transaction (see `endsTransactionIfUnchanged`), by Kysely's query id. */
const endingQueries = new WeakSet<QueryId>();

/**
 * For a transaction's last statement, whose changed-row count decides its fate: the caller
 * commits when it changed a row and rolls back when it changed none. On the SQLite worker the
 * statement carries that decision with it, so the commit or rollback costs no round trip of its
 * own through the busy main thread while the one connection is held; the driver's later commit
 * or rollback then has nothing left to do. Other dialects ignore it. Use: `trx.withPlugin(...)`.
 */
export const endsTransactionIfUnchanged: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    endingQueries.add(queryId);
    return node;
  },
  async transformResult({ result }) {
    return result;
  },
};

interface WorkerAnswer {
  id: number;
  result?: { rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint; ended?: boolean };
  error?: { message: string; code?: string };
}

interface Waiter {
  resolve: (answer: WorkerAnswer) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * The worker thread, watched: when it ends (an uncaught exception in it, an out-of-memory
 * error, a terminate), every call waiting on it fails at once with StorageBusyError, and a new
 * worker is started after a back-off. Until then calls fail at once, so the functions answer
 * 503 promptly and /healthz says the database is down, instead of every call waiting out its
 * timeout on a thread that will never answer.
 */
class SupervisedWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  /** Workers that ended since the last one that answered a query; sets the back-off. */
  private failures = 0;
  private restarts = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly options: WorkerSqliteOptions) {}

  start() {
    const worker = new Worker(this.options.workerUrl ?? new URL('./sqlite-worker.mjs', import.meta.url), {
      workerData: {
        file: this.options.file,
        synchronous: this.options.synchronous ?? 'FULL',
        busyTimeoutMs: this.options.busyTimeoutMs ?? 1_000,
      },
    });
    let lastError: Error | undefined;
    worker.on('message', (answer: WorkerAnswer) => {
      this.failures = 0;
      const waiter = this.waiting.get(answer.id);
      if (!waiter) return; // Its caller already gave up waiting.
      clearTimeout(waiter.timer);
      this.waiting.delete(answer.id);
      waiter.resolve(answer);
    });
    // Without an 'error' listener, an exception thrown in the worker would end the process.
    worker.on('error', (error) => (lastError = error));
    worker.on('exit', (exitCode) => this.ended(worker, exitCode, lastError));
    this.worker = worker;
  }

  private ended(worker: Worker, exitCode: number, error: Error | undefined) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const gone = new StorageBusyError('the database worker stopped');
    for (const waiter of this.waiting.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(gone);
    }
    this.waiting.clear();
    if (this.closing) return;
    const base = this.options.restartBaseMs ?? 100;
    const restartInMs = Math.min(this.options.restartMaxMs ?? 5_000, base * 2 ** this.failures);
    this.failures += 1;
    this.options.onWorkerEvent?.({ type: 'ended', error, exitCode, restartInMs });
    this.restartTimer = setTimeout(() => {
      if (this.closing) return;
      this.restarts += 1;
      this.start();
      this.options.onWorkerEvent?.({ type: 'started', restarts: this.restarts });
    }, restartInMs);
    this.restartTimer.unref();
  }

  /**
   * Sends one message and waits for its answer, at most `timeoutMs` when given. Fails at once
   * while there is no worker.
   */
  ask(message: Record<string, unknown>, timeoutMs: number | undefined): Promise<WorkerAnswer> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new StorageBusyError('the database worker is being restarted'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      if (timeoutMs !== undefined)
        waiter.timer = setTimeout(() => {
          this.waiting.delete(id);
          reject(new StorageBusyError(`SQLite gave no answer within ${timeoutMs} ms`));
        }, timeoutMs);
      this.waiting.set(id, waiter);
      worker.postMessage({ ...message, id });
    });
  }

  async close() {
    this.closing = true;
    clearTimeout(this.restartTimer);
    const worker = this.worker;
    if (!worker) return;
    await this.ask({ type: 'close' }, 5_000).catch(() => undefined);
    await worker.terminate();
  }
}

function isRead(sql: string): boolean {
  return /^\s*(select|with|pragma)\b/i.test(sql);
}

class WorkerConnection implements DatabaseConnection {
  constructor(
    private readonly worker: SupervisedWorker,
    private readonly queryTimeoutMs: number,
  ) {}

  /** Inside `begin immediate` … `commit`/`rollback` (set by the driver). */
  inTransaction = false;

  /**
   * A `begin` not yet sent: it goes to the worker with the transaction's first statement, which
   * saves a round trip through the busy main thread while the connection is held.
   */
  pendingBegin: string | undefined;

  /** The worker already committed or rolled back (a statement marked `endsTransactionIfUnchanged`). */
  ended = false;

  /**
   * A commit is waited for however long it takes, and so is a write outside a transaction
   * (it commits itself): once sent it may land, and a caller that gave up on it would report
   * "failed" about a change that was made (a 503 for a stored row, a mail claimed but thought
   * not). Only the worker ending cuts that wait short; the idempotency key makes a retry safe.
   * Reads and writes inside a transaction keep the timeout: a rollback undoes the latter.
   */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const ends = this.inTransaction && endingQueries.has(compiledQuery.queryId);
    const commits =
      ends || /^\s*commit\b/i.test(compiledQuery.sql) || (!this.inTransaction && !isRead(compiledQuery.sql));
    return this.run(compiledQuery, commits ? undefined : this.queryTimeoutMs, ends);
  }

  private async run<R>(
    compiledQuery: CompiledQuery,
    timeoutMs: number | undefined,
    ends = false,
  ): Promise<QueryResult<R>> {
    const begin = this.pendingBegin;
    this.pendingBegin = undefined;
    const answer = await this.worker.ask(
      { sql: compiledQuery.sql, parameters: compiledQuery.parameters, begin, endIfUnchanged: ends },
      timeoutMs,
    );
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    const { rows, changes, lastInsertRowid, ended } = answer.result!;
    if (ended) this.ended = true;
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
  private worker: SupervisedWorker | undefined;
  private connection: WorkerConnection | undefined;
  private readonly turns = new Turns();

  constructor(private readonly options: WorkerSqliteOptions) {}

  async init() {
    this.worker = new SupervisedWorker(this.options);
    this.worker.start();
    this.connection = new WorkerConnection(this.worker, this.options.queryTimeoutMs ?? 5_000);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take(this.options.acquireTimeoutMs ?? 2_000);
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection) {
    // IMMEDIATE takes the write lock at once, so a busy database fails on the transaction's
    // first statement (which carries the begin), not on a later write inside it.
    (connection as WorkerConnection).pendingBegin = 'begin immediate';
    (connection as WorkerConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const worker = connection as WorkerConnection;
    if (worker.pendingBegin || worker.ended) {
      // Nothing was sent, or the worker already ended the transaction: nothing to commit.
      worker.pendingBegin = undefined;
      worker.ended = false;
      worker.inTransaction = false;
      return;
    }
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      (connection as WorkerConnection).inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const worker = connection as WorkerConnection;
    worker.inTransaction = false;
    if (worker.pendingBegin || worker.ended) {
      worker.pendingBegin = undefined;
      worker.ended = false;
      return;
    }
    // A failed commit (SQLITE_FULL, SQLITE_BUSY) may already have ended the transaction.
    await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
  }

  async releaseConnection() {
    this.turns.give();
  }

  async destroy() {
    await this.worker?.close();
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
