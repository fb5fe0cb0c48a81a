// The SQLite connection, in a worker thread of its own. better-sqlite3 is synchronous: on the
// main thread a write lock held by another process, a slow fsync or a full disk would stop
// every request, pages included, for as long as SQLite waits. Here only this thread waits.
//
// Plain JavaScript on purpose: a worker is started from a file, and this one must run the same
// under tsx (npm start), Vitest and plain Node, none of which share a TypeScript loader with it.
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, synchronous, busyTimeoutMs } = workerData;

/** @type {import('better-sqlite3').Database | undefined} */
let database;
/** The device and inode of the file this connection opened. */
let opened;
/**
 * Prepared statements by their SQL: the server sends the same few statements over and over, and
 * preparing one (parsing and planning it) costs about as much as running a small insert.
 */
const prepared = new Map();
const PREPARED_MAX = 200;

/**
 * Opens the file on first use and again after a failure to open, so a database that was
 * missing, locked or on a full disk at start is picked up once it is back.
 */
function connection() {
  if (database) return database;
  const candidate = new Database(file);
  try {
    candidate.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // WAL lets readers (the export command) work while the server writes.
    candidate.pragma('journal_mode = WAL');
    // FULL: a commit is on disk (WAL fsynced) before the caller is told it succeeded, so an
    // acknowledged lead survives a power loss. NORMAL can lose the last commits.
    candidate.pragma(`synchronous = ${synchronous}`);
    // Erased rows are overwritten, not just unlinked: right to erasure means the bytes go.
    candidate.pragma('secure_delete = ON');
    const { dev, ino } = statSync(file);
    opened = { dev, ino };
  } catch (error) {
    candidate.close();
    throw error;
  }
  database = candidate;
  prepared.clear();
  return database;
}

/**
 * Throws unless the file at the database's path is still the one this connection opened. A
 * file deleted or replaced under the running server would take every later write into an
 * unlinked inode, to be lost at the next restart: such a write must fail, not be acknowledged.
 */
function checkSameFile() {
  let now;
  try {
    now = statSync(file);
  } catch {
    now = undefined;
  }
  if (!now || now.dev !== opened.dev || now.ino !== opened.ino) {
    throw Object.assign(new Error(`the database file ${file} was deleted or replaced while the server ran`), {
      code: 'DATABASE_FILE_REPLACED',
    });
  }
}

function statementFor(db, sql) {
  let statement = prepared.get(sql);
  if (!statement) {
    // Statements with a variable number of parameters (`in (?, ?, …)`) could grow this without end.
    if (prepared.size >= PREPARED_MAX) prepared.clear();
    statement = db.prepare(sql);
    prepared.set(sql, statement);
  }
  return statement;
}

function run(sql, parameters) {
  const db = connection();
  // Every write goes through a transaction (`begin immediate`), so one check there covers them.
  if (/^begin\b/i.test(sql)) checkSameFile();
  const statement = statementFor(db, sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], changes, lastInsertRowid };
}

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    database?.close();
    database = undefined;
    prepared.clear();
    parentPort.postMessage({ id: message.id, result: { rows: [] } });
    return;
  }
  try {
    // A transaction's `begin` travels with its first statement: one round trip fewer.
    if (message.begin) run(message.begin, []);
    const result = run(message.sql, message.parameters);
    if (message.endIfUnchanged) {
      // The transaction's last statement: commit when it changed a row, roll back when it did
      // not. A failed commit is reported as an error, and the caller's rollback follows.
      run(result.changes > 0 ? 'commit' : 'rollback', []);
      result.ended = true;
    }
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
