// @vitest-environment node
/**
 * Backup and restore against the real server process (server/main.ts, as `npm start` runs it)
 * and the real command (`npm run leads -- …` as a process), on SQLite in WAL mode.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { postJson, startChildServer, type ChildServer } from '../test/child-server';
import { runLeads } from '../test/leads-process';

const CONTACT = '/functions/v1/send-contact-email';
const CLIENTS = 20;

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-backup-'));
  dirs.push(dir);
  return dir;
}

const servers: ChildServer[] = [];
async function startServer(file: string): Promise<ChildServer> {
  const server = await startChildServer({ DATABASE_URL: `sqlite:${file}`, RATE_LIMIT_PER_MINUTE: '1000000' });
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function namesIn(file: string): Set<string> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare('select name from enquiries').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

function integrityOf(file: string): unknown {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check');
  } finally {
    db.close();
  }
}

/** The JSON export of a database, taken from a scratch copy so the file itself stays as it is. */
async function exportOf(file: string): Promise<unknown[]> {
  const scratch = join(tempDir(), 'scratch.db');
  copyFileSync(file, scratch);
  const run = await runLeads(['export', '--format', 'json'], `sqlite:${scratch}`);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as unknown[];
}

describe('backup while 20 clients submit, then restore', () => {
  const live = join(tempDir(), 'site.db');
  const copy = join(tempDir(), 'backup.db');
  const acknowledged: string[] = [];
  let ackedBeforeBackup: string[] = [];
  let server: ChildServer;

  it('copies while the server takes submissions: the copy passes the integrity check and holds every submission acknowledged before the backup began', async () => {
    server = await startServer(live);
    const refused: number[] = [];
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i += 1) {
        const name = `Klient ${c} nr ${i}`;
        const answer = await postJson(server.url + CONTACT, {
          name,
          email: 'person@example.se',
          message: 'Hej!',
          consent: true,
        });
        if (answer.status === 200) acknowledged.push(name);
        else refused.push(answer.status);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    try {
      // Every client is under way before the backup starts.
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(4 * CLIENTS), { timeout: 30_000 });
      ackedBeforeBackup = [...acknowledged];
      const backup = await runLeads(['backup', copy], `sqlite:${live}`);
      const ackedDuringBackup = acknowledged.length - ackedBeforeBackup.length;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backed up .*site\.db to .*backup\.db: \d+ enquiries, 0 leads, 0 team surveys; integrity check ok\.\n$/,
      );
      // The server kept taking submissions while the copy was made.
      expect(ackedDuringBackup).toBeGreaterThan(0);
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    expect(refused).toEqual([]);

    expect(integrityOf(copy)).toEqual([{ integrity_check: 'ok' }]);
    const inCopy = namesIn(copy);
    expect(ackedBeforeBackup.filter((name) => !inCopy.has(name))).toEqual([]);
    // A snapshot of one instant: nothing in it that was never acknowledged.
    expect([...inCopy].filter((name) => !acknowledged.includes(name))).toEqual([]);
    expect(existsSync(`${copy}-wal`)).toBe(false);
  }, 120_000);

  it('refuses to restore over the database the running server holds, and changes nothing', async () => {
    const run = await runLeads(['restore', copy], `sqlite:${live}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /site\.db is open in another process: the running server\? Restore needs the server stopped/,
    );
    expect(run.stdout).toBe('');
    // The server still has its database: a new submission is stored beside all the earlier ones.
    expect(
      (
        await postJson(server.url + CONTACT, {
          name: 'Efter Vägran',
          email: 'a@example.se',
          message: 'Hej',
          consent: true,
        })
      ).status,
    ).toBe(200);
    const stored = namesIn(live);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(stored.has('Efter Vägran')).toBe(true);
  }, 60_000);

  it('restores into a new server’s database: the export matches the copy’s and the server takes submissions on it', async () => {
    const fresh = join(tempDir(), 'site.db');
    const run = await runLeads(['restore', copy], `sqlite:${fresh}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Restored .*backup\.db into .*site\.db: \d+ enquiries, 0 leads, 0 team surveys\.\n$/);

    const expected = await exportOf(copy);
    expect(expected.length).toBeGreaterThanOrEqual(ackedBeforeBackup.length);
    expect(await exportOf(fresh)).toEqual(expected);

    const restoredServer = await startServer(fresh);
    expect(
      (
        await postJson(restoredServer.url + CONTACT, {
          name: 'Ny Server',
          email: 'b@example.se',
          message: 'Hej',
          consent: true,
        })
      ).status,
    ).toBe(200);
    expect(namesIn(fresh).has('Ny Server')).toBe(true);
    await restoredServer.stop();
  }, 90_000);

  it('restores over the database of a server killed with -9: the replaced file is kept whole, the new one is the copy', async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    const everything = namesIn(live);
    // Killed mid-stream: the last commits are only in the write-ahead log.
    expect(existsSync(`${live}-wal`)).toBe(true);

    const run = await runLeads(['restore', copy], `sqlite:${live}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const kept = /kept as (\S+)\. It holds personal data/.exec(run.stdout)?.[1];
    expect(kept).toBeDefined();
    expect(integrityOf(kept!)).toEqual([{ integrity_check: 'ok' }]);
    expect(namesIn(kept!)).toEqual(everything);
    expect(existsSync(`${kept}-wal`)).toBe(false);

    expect(await exportOf(live)).toEqual(await exportOf(copy));
    const restarted = await startServer(live);
    expect(
      (
        await postJson(restarted.url + CONTACT, {
          name: 'Efter Återställning',
          email: 'c@example.se',
          message: 'Hej',
          consent: true,
        })
      ).status,
    ).toBe(200);
    await restarted.stop();
    expect(integrityOf(live)).toEqual([{ integrity_check: 'ok' }]);
    expect(namesIn(live).has('Efter Återställning')).toBe(true);
    expect(namesIn(live).has('Efter Vägran')).toBe(false);
  }, 90_000);
});
