// @vitest-environment node
/**
 * The nightly backup units as they ship in deploy/: systemd accepts them, the timer starts the
 * service, and the service's command, run as written (paths moved to a temp directory), makes
 * a backup of the server's database and keeps the newest BACKUP_KEEP.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../db/database';
import { backupName } from '../backup/files';

type Unit = Record<string, Record<string, string[]>>;

function readUnit(name: string): Unit {
  const unit: Unit = {};
  let section = '';
  for (const line of readFileSync(join('deploy', name), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1];
    const entry = /^(\w+)=(.*)$/.exec(line);
    if (entry) ((unit[section] ??= {})[entry[1]] ??= []).push(entry[2]);
  }
  return unit;
}

/** `Environment=A=1 B=2` lines as one map. */
function environmentOf(unit: Unit): Record<string, string> {
  return Object.fromEntries(
    (unit.Service.Environment ?? []).flatMap((line) =>
      line.split(' ').map((pair) => pair.split('=', 2) as [string, string]),
    ),
  );
}

const service = readUnit('clarity-site-backup.service');
const timer = readUnit('clarity-site-backup.timer');
const server = readUnit('clarity-site.service');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

(hasSystemdAnalyze ? it : it.skip)('passes systemd-analyze verify without a warning', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-units-'));
  dirs.push(dir);
  for (const name of ['clarity-site-backup.service', 'clarity-site-backup.timer'])
    cpSync(join('deploy', name), join(dir, name));
  const run = spawnSync(
    'systemd-analyze',
    ['verify', join(dir, 'clarity-site-backup.timer'), join(dir, 'clarity-site-backup.service')],
    {
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it('starts the backup service every night, and makes up a missed night', () => {
  expect(timer.Timer).toMatchObject({
    Unit: ['clarity-site-backup.service'],
    OnCalendar: ['*-*-* 03:15:00'],
    Persistent: ['true'],
  });
  expect(timer.Install.WantedBy).toEqual(['timers.target']);
});

it('backs up the server’s database as the server’s user, with its settings', () => {
  for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile'])
    expect(service.Service[key]).toEqual(server.Service[key]);
  expect(environmentOf(service).DATABASE_URL).toBe(environmentOf(server).DATABASE_URL);
  expect(environmentOf(service).BACKUP_KEEP).toBe('14');
  expect(service.Service.Type).toEqual(['oneshot']);
  expect(service.Service.ReadWritePaths).toEqual(['/var/lib/clarity-site /var/backups/clarity-site']);
});

it('runs a command that writes a dated backup and keeps the newest BACKUP_KEEP', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-units-'));
  dirs.push(dir);
  const backups = join(dir, 'backups');
  mkdirSync(backups);
  const database = join(dir, 'site.db');
  const db = openDatabase(`sqlite:${database}`);
  await migrate(db);
  await db.destroy();
  for (let n = 0; n < 15; n += 1)
    writeFileSync(join(backups, backupName(new Date(Date.UTC(2026, 0, 1 + n)), 'db')), '');

  const env: Record<string, string> = { ...environmentOf(service), DATABASE_URL: `sqlite:${database}` };
  const [program, ...args] = service.Service.ExecStart[0]
    .replace(/\$\{(\w+)\}/g, (_: string, name: string): string => env[name] ?? '')
    .replace('/var/backups/clarity-site', backups)
    .split(' ');
  expect(program).toBe('/usr/bin/node');
  const output = execFileSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(output).toMatch(/^Backed up .*site\.db to .*clarity-site-.*Z\.db: 0 enquiries/);
  const left = readdirSync(backups).sort();
  expect(left).toHaveLength(14);
  expect(left.at(-1)).toMatch(new RegExp(`^clarity-site-${new Date().getUTCFullYear()}-`));
});
