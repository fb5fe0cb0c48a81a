/**
 * Backup files on disk: written beside their final name and renamed into place once complete
 * and on disk, so a crash or a full disk never leaves a half-written file under a backup's
 * name; and the retention of a directory of nightly backups.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A command that was refused or could not be done: the message says why, for the operator. */
export class BackupRefused extends Error {}

/** A temporary name in the target's directory (a rename is atomic only within one file system). */
export function tempBeside(target: string, purpose = 'tmp'): string {
  return join(dirname(target), `.${basename(target)}.${purpose}-${process.pid}`);
}

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes `temp`'s content durable, then gives it `target`'s name, and makes that rename durable too. */
export function commitFile(temp: string, target: string): void {
  fsyncPath(temp);
  renameSync(temp, target);
  fsyncPath(dirname(target));
}

export function removeQuietly(path: string): void {
  rmSync(path, { force: true });
}

const NAME = /^clarity-site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(db|dump)$/;

/** `clarity-site-2026-11-26T03-15-00Z.db`: sorts by time, and has no `:` (awkward in shells and on other systems). */
export function backupName(now: Date, extension: 'db' | 'dump'): string {
  return `clarity-site-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.${extension}`;
}

/**
 * Keeps the newest `keep` backups of this kind in `dir` and deletes the older ones. Only files
 * named as `backupName` names them are counted or deleted: anything else in the directory is
 * left alone. Answers the names deleted, oldest first.
 */
export function pruneBackups(dir: string, keep: number, extension: 'db' | 'dump'): string[] {
  const backups = readdirSync(dir)
    .filter((name) => NAME.test(name) && name.endsWith(`.${extension}`))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(dir, name));
  if (old.length) fsyncPath(dir);
  return old;
}
