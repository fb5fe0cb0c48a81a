/**
 * A PostgreSQL backup is `pg_dump --format=custom`: a consistent snapshot taken in one
 * transaction while the server goes on writing, restored with `pg_restore` (docs/operations.md, "Backups").
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { BackupRefused, commitFile, removeQuietly, tempBeside } from './files';

/**
 * The password leaves the URL and goes to pg_dump in PGPASSWORD: a command line can be read
 * by every user of the machine (ps, /proc), the environment only by its owner.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

export async function backupPostgres(url: string, target: string): Promise<void> {
  if (existsSync(target)) throw new BackupRefused(`${target} already exists; choose a new name.`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`There is no directory ${dirname(target)}.`);
  const temp = tempBeside(target);
  const { dbname, env } = connectionOf(url);
  try {
    const result = await run('pg_dump', ['--format=custom', `--file=${temp}`, `--dbname=${dbname}`], env).catch(
      (error: NodeJS.ErrnoException) => {
        throw new BackupRefused(
          error.code === 'ENOENT'
            ? 'pg_dump is not installed (Debian: apt-get install postgresql-client).'
            : `pg_dump could not be started: ${error.message}`,
        );
      },
    );
    if (result.code !== 0) throw new BackupRefused(`pg_dump failed (exit ${result.code}): ${result.stderr.trim()}`);
    commitFile(temp, target);
  } finally {
    removeQuietly(temp);
  }
}
