/**
 * `npm run leads -- backup FILE`, `backup --dir DIR --keep N` (the nightly timer's form) and
 * `restore FILE`, on the database DATABASE_URL names.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgresUrl, sqliteFile } from '../db/database';
import { BackupRefused, backupName, pruneBackups } from './files';
import { backupPostgres } from './postgres';
import { backupSqlite, describeContents, restoreSqlite } from './sqlite';

export type BackupPlan =
  | { command: 'backup'; file: string; keep?: undefined }
  | { command: 'backup'; dir: string; keep: number; file?: undefined }
  | { command: 'restore'; file: string };

type Write = (text: string) => void;

async function backup(plan: Extract<BackupPlan, { command: 'backup' }>, databaseUrl: string, out: Write) {
  const postgres = isPostgresUrl(databaseUrl);
  const extension = postgres ? 'dump' : 'db';
  if (plan.file === undefined && !existsSync(plan.dir)) throw new BackupRefused(`There is no directory ${plan.dir}.`);
  const target = resolve(plan.file ?? join(plan.dir, backupName(new Date(), extension)));
  if (postgres) {
    await backupPostgres(databaseUrl, target);
    out(`Backed up the PostgreSQL database to ${target} (pg_dump, custom format).\n`);
  } else {
    const live = sqliteFile(databaseUrl);
    const found = backupSqlite(live, target);
    out(`Backed up ${live} to ${target}: ${describeContents(found)}; integrity check ok.\n`);
  }
  if (plan.file === undefined) {
    const removed = pruneBackups(plan.dir, plan.keep, extension);
    if (removed.length)
      out(`Deleted ${removed.length} older backups, keeping the newest ${plan.keep}: ${removed.join(', ')}\n`);
  }
}

async function restore(file: string, databaseUrl: string, out: Write) {
  if (isPostgresUrl(databaseUrl))
    throw new BackupRefused(
      'restore is for SQLite. For PostgreSQL, stop the server and use pg_restore (docs/operations.md, "Backups"):\n' +
        `  pg_restore --clean --if-exists --no-owner --dbname=<database> ${file}`,
    );
  const live = sqliteFile(databaseUrl);
  const restored = await restoreSqlite(resolve(file), live);
  out(`Restored ${resolve(file)} into ${live}: ${describeContents(restored)}.\n`);
  if (restored.migrated.length)
    out(`Brought up to this version with the migrations ${restored.migrated.join(', ')}.\n`);
  if (restored.kept)
    out(
      `The database it replaced is kept as ${restored.kept}. It holds personal data: delete it once the restore is confirmed.\n`,
    );
}

/** Runs a backup or restore; a refusal is told on `err` with exit code 1, nothing changed. */
export async function runBackupCommand(plan: BackupPlan, databaseUrl: string, out: Write, err: Write): Promise<number> {
  try {
    if (plan.command === 'backup') await backup(plan, databaseUrl, out);
    else await restore(plan.file, databaseUrl, out);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    err(`${error.message}\n`);
    return 1;
  }
}
