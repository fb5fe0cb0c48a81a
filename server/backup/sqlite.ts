/**
 * A consistent copy of the SQLite database while the server runs, and putting a copy back.
 *
 * Backup is `VACUUM INTO`: one read transaction, so the copy is the database as of one
 * instant (every commit before it, none after), while the server goes on writing (WAL mode
 * lets a reader and the writer work at once). It is compact and holds no free pages, so text
 * erased before the backup is not carried into it.
 *
 * Restore replaces the live file, which is safe only when nothing has it open: the server's
 * connection would go on using the old file (its writes lost), and the old write-ahead log
 * paired with the new file corrupts it. Every connection in WAL mode holds a shared lock on the
 * database file for as long as it is open, so an exclusive lock is taken first: it fails while
 * the server (or anything else) has the database open, and it keeps a server from opening the
 * old file while the new one is put in its place.
 */
import { chmodSync, chownSync, existsSync, linkSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrate, openDatabase } from '../db/database';
import { migrationProvider } from '../db/migrations';
import { BackupRefused, commitFile, removeQuietly, tempBeside } from './files';

type Connection = SqliteDatabase.Database;

export interface Contents {
  enquiries: number;
  leads: number;
  teamSurveys: number;
}

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/** Opens an existing file, with SQLite's own errors turned into sentences about `file`. */
function openExisting(file: string, options: { readonly: boolean }): Connection {
  if (!existsSync(file)) throw new BackupRefused(`There is no file ${file}.`);
  if (statSync(file).isDirectory()) throw new BackupRefused(`${file} is a directory, not a database file.`);
  try {
    const db = new SqliteDatabase(file, { fileMustExist: true, readonly: options.readonly });
    db.pragma('busy_timeout = 10000');
    return db;
  } catch (error) {
    throw new BackupRefused(`${file} cannot be opened: ${(error as Error).message}.`);
  }
}

/** Runs `read` on `file`, saying in words when the file is no database or a damaged one. */
function readOrRefuse<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_NOTADB') throw new BackupRefused(`${file} is not a SQLite database.`);
    if (code.startsWith('SQLITE_CORRUPT'))
      throw new BackupRefused(`${file} is damaged (SQLite: ${(error as Error).message}).`);
    throw new BackupRefused(`${file} could not be read: ${(error as Error).message}.`);
  }
}

/** SQLite's integrity check: every page, index and constraint. Refuses a file that fails it. */
function checkIntegrity(db: Connection, file: string): void {
  const problems = readOrRefuse(file, () => db.pragma('integrity_check') as { integrity_check: string }[])
    .map((row) => row.integrity_check)
    .filter((text) => text !== 'ok');
  if (problems.length)
    throw new BackupRefused(
      `${file} is damaged; SQLite's integrity check found:\n  ${problems.slice(0, 5).join('\n  ')}`,
    );
}

function count(db: Connection, table: string): number {
  return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
}

function contents(db: Connection): Contents {
  return { enquiries: count(db, 'enquiries'), leads: count(db, 'leads'), teamSurveys: count(db, 'team_surveys') };
}

export function describeContents(c: Contents): string {
  return `${c.enquiries} enquiries, ${c.leads} leads, ${c.teamSurveys} team surveys`;
}

/**
 * Copies the live database to `target` (which must not exist yet) while the server may be
 * writing to it. The copy is checked (integrity_check) before it gets its name.
 */
export function backupSqlite(liveFile: string, target: string): Contents {
  if (existsSync(target)) throw new BackupRefused(`${target} already exists; choose a new name.`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`There is no directory ${dirname(target)}.`);
  const source = openExisting(liveFile, { readonly: false });
  const temp = tempBeside(target);
  try {
    readOrRefuse(liveFile, () => source.prepare('VACUUM INTO ?').run(temp));
    const copy = new SqliteDatabase(temp, { fileMustExist: true });
    let found: Contents;
    try {
      // A plain file on its own, without -wal or -shm beside it, readable by any sqlite3.
      copy.pragma('journal_mode = DELETE');
      checkIntegrity(copy, temp);
      found = contents(copy);
    } finally {
      copy.close();
    }
    commitFile(temp, target);
    return found;
  } finally {
    source.close();
    removeQuietly(temp);
  }
}

async function knownMigrations(): Promise<string[]> {
  // Kysely runs migrations in the order of their names.
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/**
 * Refuses a copy this version of the site cannot take: no SQLite database, a damaged one, not
 * this site's database, or one whose migrations are not a start of ours (a newer version made
 * it, or another branch). Answers how many of our migrations it still needs.
 */
export async function checkCopy(file: string): Promise<{ pending: string[] }> {
  const db = openExisting(file, { readonly: true });
  try {
    checkIntegrity(db, file);
    const hasMigrations = readOrRefuse(file, () =>
      db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get(),
    );
    if (!hasMigrations) throw new BackupRefused(`${file} is a SQLite database, but not one of this site.`);
    const applied = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
      (row) => row.name,
    );
    const known = await knownMigrations();
    const unknown = applied.find((name) => !known.includes(name));
    if (unknown)
      throw new BackupRefused(
        `${file} was made by a newer version of the site (its migration ${unknown} is unknown to this one). Update the site first, then restore.`,
      );
    if (applied.some((name, i) => known[i] !== name))
      throw new BackupRefused(
        `${file} has the migrations ${applied.join(', ')}, which are not the first ones of this version (${known.join(', ')}).`,
      );
    return { pending: known.slice(applied.length) };
  } finally {
    db.close();
  }
}

/** The copy, on its own, at `temp`, brought up to this version's schema. */
async function prepareCopy(source: string, temp: string): Promise<Contents> {
  const from = openExisting(source, { readonly: true });
  try {
    readOrRefuse(source, () => from.prepare('VACUUM INTO ?').run(temp));
  } finally {
    from.close();
  }
  const db = openDatabase(`sqlite:${temp}`);
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  const copy = new SqliteDatabase(temp, { fileMustExist: true });
  try {
    // The server runs in WAL mode; the file is left in it, its log emptied on close.
    copy.pragma('journal_mode = WAL');
    checkIntegrity(copy, temp);
    return contents(copy);
  } finally {
    copy.close();
  }
}

/**
 * Holds the live database exclusively, or refuses when another connection has it open. A file
 * that is no database at all cannot be open as one (the server gives up on such a file), so
 * it needs no lock.
 */
function lockLive(liveFile: string): Connection | undefined {
  const db = new SqliteDatabase(liveFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    // Set before the first read: the lock taken then is exclusive and held until close.
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('select count(*) from sqlite_master').get();
    return db;
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_NOTADB') {
      db.close();
      return undefined;
    }
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      db.close();
      throw new BackupRefused(
        `${liveFile} is open in another process: the running server? Restore needs the server stopped (systemctl stop clarity-site), then run it again. Nothing was changed.`,
      );
    }
    // Damaged but openable: keep what lock was taken and replace it.
    return db;
  }
}

/**
 * Moves the old database out of the way, still whole: its log folded into the file and the
 * file switched out of WAL mode, so the kept copy needs no -wal beside it and no -wal or -shm
 * of the old file is left to be paired with the new one.
 */
function retireLive(lock: Connection | undefined, liveFile: string, kept: string): void {
  try {
    lock?.pragma('journal_mode = DELETE');
  } catch {
    // A damaged file may refuse; its log is kept beside the kept copy below.
  }
  linkSync(liveFile, kept);
  for (const suffix of ['-wal', '-shm']) {
    const old = liveFile + suffix;
    if (!existsSync(old)) continue;
    if (suffix === '-wal' && statSync(old).size > 0) linkSync(old, kept + suffix);
    rmSync(old);
  }
}

/** When run as root (the usual way on a server), the new file gets the old one's owner and mode, so the service can write it. */
function matchOwner(file: string, like: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid, mode } = statSync(like);
  chownSync(file, uid, gid);
  if (statSync(like).isFile()) chmodSync(file, mode & 0o777);
}

export interface Restored extends Contents {
  migrated: string[];
  /** Where the replaced database was kept, if there was one. */
  kept?: string;
}

/** Checks the copy `source`, brings it up to date and puts it in the place of `liveFile`. */
export async function restoreSqlite(source: string, liveFile: string, now = new Date()): Promise<Restored> {
  const { pending } = await checkCopy(source);
  mkdirSync(dirname(liveFile), { recursive: true });
  const liveExists = existsSync(liveFile);
  const lock = liveExists ? lockLive(liveFile) : undefined;
  const temp = tempBeside(liveFile, 'restore');
  try {
    removeQuietly(temp);
    const found = await prepareCopy(source, temp);
    matchOwner(temp, liveExists ? liveFile : dirname(liveFile));
    let kept: string | undefined;
    if (liveExists) {
      kept = `${liveFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      retireLive(lock, liveFile, kept);
    }
    commitFile(temp, liveFile);
    return { ...found, migrated: pending, kept };
  } finally {
    lock?.close();
    for (const suffix of ['', '-wal', '-shm', '-journal']) removeQuietly(temp + suffix);
  }
}
