// @vitest-environment node
/**
 * `npm run leads -- backup|restore` on what an operator may hand it: a missing file, a file
 * that is no database, a damaged copy, one from a newer or an older version; the retention of
 * the nightly backups; and PostgreSQL's pg_dump / pg_restore as docs/operations.md gives them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Migrator } from 'kysely';
import { migrate, openDatabase } from '../db/database';
import { migrationProvider } from '../db/migrations';
import { runCli } from '../leads';
import { freePort, startTestServer } from '../test/harness';
import { runLeads } from '../test/leads-process';
import { freshPostgresDatabase, hasPostgres, startPostgres, type TestPostgres } from '../test/postgres';
import { backupName, pruneBackups } from './files';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const ENQUIRY_COLUMNS =
  'id, received_at, locale, name, email, phone, company, message, modules, consent, consent_version, is_spam';

function addEnquiries(file: string, count: number, prefix = 'e'): void {
  const db = new SqliteDatabase(file);
  const insert = db.prepare(
    `insert into enquiries (${ENQUIRY_COLUMNS}) values (?, ?, 'sv', ?, 'a@example.se', '', '', ?, '', 1, 'v1', 0)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1)
      insert.run(`${prefix}${i}`, `2026-11-0${1 + (i % 9)}T10:00:00.000Z`, `Namn ${prefix}${i}`, 'Hej! '.repeat(100));
  })();
  db.close();
}

/** A database of this version with `count` enquiries. */
async function siteDatabase(file: string, count: number): Promise<void> {
  const db = openDatabase(`sqlite:${file}`);
  await migrate(db);
  await db.destroy();
  addEnquiries(file, count);
}

async function cli(argv: string[], databaseUrl: string) {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  let stdout = '';
  let stderr = '';
  try {
    const code = await runCli(
      argv,
      (text) => (stdout += text),
      (text) => (stderr += text),
    );
    return { code, stdout, stderr };
  } finally {
    process.env.DATABASE_URL = previous;
  }
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('restore refuses a copy it cannot take, and leaves the live database untouched', () => {
  const liveDir = tempDir();
  const live = join(liveDir, 'site.db');
  const inputs = tempDir();

  beforeAll(async () => {
    await siteDatabase(live, 3);
  });

  /** A good backup made by the command, to be damaged or altered. */
  async function goodCopy(name: string, rows = 0): Promise<string> {
    const source = join(tempDir(), 'source.db');
    await siteDatabase(source, rows);
    const copy = join(inputs, name);
    expect((await cli(['backup', copy], `sqlite:${source}`)).code).toBe(0);
    return copy;
  }

  const cases: [string, () => Promise<string>, RegExp][] = [
    ['a missing file', async () => join(inputs, 'nothing-here.db'), /^There is no file .*nothing-here\.db\.\n$/],
    [
      'a file that is not a database',
      async () => {
        const file = join(inputs, 'notes.db');
        writeFileSync(file, 'Enquiries from November\n'.repeat(500));
        return file;
      },
      /^.*notes\.db is not a SQLite database\.\n$/,
    ],
    [
      'a damaged copy',
      async () => {
        const copy = await goodCopy('damaged.db', 400);
        const bytes = readFileSync(copy);
        // Garbage across two pages in the middle of the enquiries' table.
        bytes.fill(0xa5, 4096 * 20 + 8, 4096 * 22);
        writeFileSync(copy, bytes);
        return copy;
      },
      /damaged\.db is damaged/,
    ],
    [
      'a copy from a newer version',
      async () => {
        const copy = await goodCopy('newer.db');
        const db = new SqliteDatabase(copy);
        db.prepare(
          `insert into kysely_migration (name, timestamp) values ('2099-01-01-001-future', '2099-01-01')`,
        ).run();
        db.close();
        return copy;
      },
      /newer\.db was made by a newer version of the site \(its migration 2099-01-01-001-future is unknown to this one\)\. Update the site first, then restore\.\n$/,
    ],
    [
      'another program’s database',
      async () => {
        const file = join(inputs, 'other.db');
        const db = new SqliteDatabase(file);
        db.exec('create table customers (id integer primary key, name text)');
        db.close();
        return file;
      },
      /other\.db is a SQLite database, but not one of this site\.\n$/,
    ],
    ['a directory', async () => inputs, /is a directory, not a database file\.\n$/],
  ];

  it.each(cases)('%s: a clear message, exit code 1', async (_, make, message) => {
    const file = await make();
    const before = { hash: sha256(live), files: readdirSync(liveDir).sort() };
    const run = await cli(['restore', file], `sqlite:${live}`);
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect({ hash: sha256(live), files: readdirSync(liveDir).sort() }).toEqual(before);
  });

  it('exits non-zero as a process, with the message on stderr', async () => {
    const run = await runLeads(['restore', join(inputs, 'nothing-here.db')], `sqlite:${live}`);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toMatch(/^There is no file /);
  });
});

describe('restore of a copy from an older version', () => {
  it('brings it up to this version’s schema and keeps its rows', async () => {
    const old = join(tempDir(), 'old.db');
    const db = openDatabase(`sqlite:${old}`);
    const first = Object.keys(await migrationProvider.getMigrations()).sort()[0];
    expect((await new Migrator({ db, provider: migrationProvider }).migrateTo(first)).error).toBeUndefined();
    await db.destroy();
    addEnquiries(old, 2, 'gammal-');

    const live = join(tempDir(), 'site.db');
    const run = await cli(['restore', old], `sqlite:${live}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const later = Object.keys(await migrationProvider.getMigrations())
      .sort()
      .slice(1);
    expect(run.stdout).toContain(`Brought up to this version with the migrations ${later.join(', ')}.`);
    const exported = await cli(['export', '--format', 'json'], `sqlite:${live}`);
    expect((JSON.parse(exported.stdout) as { id: string }[]).map((row) => row.id)).toEqual(['gammal-0', 'gammal-1']);
  });
});

describe('backup', () => {
  it('refuses to overwrite a file, and to copy a database that is not there', async () => {
    const live = join(tempDir(), 'site.db');
    await siteDatabase(live, 1);
    const existing = join(tempDir(), 'taken.db');
    writeFileSync(existing, 'keep me');
    expect(await cli(['backup', existing], `sqlite:${live}`)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${existing} already exists; choose a new name.\n`,
    });
    expect(readFileSync(existing, 'utf8')).toBe('keep me');

    const missing = join(tempDir(), 'never-created.db');
    const run = await cli(['backup', join(tempDir(), 'copy.db')], `sqlite:${missing}`);
    expect(run).toMatchObject({ code: 1, stderr: `There is no file ${missing}.\n` });
  });

  it.each([
    [['backup'], /backup takes a file name or --dir DIR/],
    [['backup', 'a.db', '--dir', '/tmp'], /not both/],
    [['backup', 'a.db', '--keep', '3'], /--keep goes with --dir/],
    [['backup', '--dir', '/tmp', '--keep', '0'], /--keep takes how many backups to keep/],
    [['backup', '--dir', '/tmp', '--keep', 'all'], /--keep takes/],
    [['restore'], /restore takes the backup file to restore/],
    [['restore', 'a.db', 'b.db'], /Unexpected argument "b\.db"/],
  ])('refuses %j with the usage and exit code 2', async (argv, reason) => {
    const run = await cli(argv, `sqlite:${join(tempDir(), 'site.db')}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).toContain('Usage:');
  });
});

describe('retention of the nightly backups', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 3, 15, 0));

  it('keeps the newest N of its own files and touches nothing else', () => {
    const dir = tempDir();
    for (let n = 0; n < 20; n += 1) writeFileSync(join(dir, backupName(day(n), 'db')), '');
    for (let n = 0; n < 3; n += 1) writeFileSync(join(dir, backupName(day(n), 'dump')), '');
    const others = ['notes.txt', 'clarity-site-handmade.db', 'site.db', '.clarity-site-2026-01-01T03-15-00Z.db.tmp-1'];
    for (const name of others) writeFileSync(join(dir, name), '');

    const removed = pruneBackups(dir, 14, 'db');
    expect(removed).toEqual([0, 1, 2, 3, 4, 5].map((n) => backupName(day(n), 'db')));
    const left = readdirSync(dir);
    expect(left.filter((name) => name.endsWith('Z.db')).sort()).toEqual(
      [...Array(14).keys()].map((n) => backupName(day(n + 6), 'db')),
    );
    expect(left.filter((name) => name.endsWith('.dump'))).toHaveLength(3);
    for (const name of others) expect(left).toContain(name);
    expect(pruneBackups(dir, 14, 'db')).toEqual([]);
  });

  it('backup --dir --keep 3 writes a dated copy and leaves the newest three', async () => {
    const live = join(tempDir(), 'site.db');
    await siteDatabase(live, 2);
    const dir = join(tempDir(), 'backups');
    mkdirSync(dir);
    for (let n = 0; n < 4; n += 1) writeFileSync(join(dir, backupName(day(n), 'db')), '');

    const run = await cli(['backup', '--dir', dir, '--keep', '3'], `sqlite:${live}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const written = /to (\S+): 2 enquiries, 0 leads, 0 team surveys; integrity check ok\./.exec(run.stdout)?.[1];
    expect(written).toMatch(/clarity-site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect(run.stdout).toContain(
      `Deleted 2 older backups, keeping the newest 3: ${backupName(day(0), 'db')}, ${backupName(day(1), 'db')}`,
    );
    expect(readdirSync(dir).sort()).toEqual([
      backupName(day(2), 'db'),
      backupName(day(3), 'db'),
      written!.split('/').pop(),
    ]);
  });

  it('refuses a --dir that does not exist', async () => {
    const missing = join(tempDir(), 'no-such-dir');
    const run = await cli(['backup', '--dir', missing], `sqlite:${join(tempDir(), 'site.db')}`);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `There is no directory ${missing}.\n` });
  });
});

const pgPort = await freePort();
let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());
if (!hasPostgres()) console.warn('skipped: no PostgreSQL (pg_dump and pg_restore)');

(hasPostgres() ? describe : describe.skip)('PostgreSQL: the pg_dump and pg_restore of docs/operations.md', () => {
  const CONTACT = '/functions/v1/send-contact-email';

  async function exportOf(url: string): Promise<unknown[]> {
    const run = await runLeads(['export', '--format', 'json'], url);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    return JSON.parse(run.stdout) as unknown[];
  }

  async function submit(url: string, names: string[]): Promise<void> {
    const server = await startTestServer({ databaseUrl: url });
    try {
      for (const name of names) {
        const response = await server.app.inject({
          method: 'POST',
          url: CONTACT,
          headers: { 'content-type': 'application/json' },
          payload: { name, email: 'person@example.se', message: 'Hej!', consent: true },
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await server.close();
    }
  }

  it('dumps a database with submissions and restores it into a new one and over the old one: the exports match', async () => {
    postgres ??= startPostgres(pgPort);
    const url = await freshPostgresDatabase(postgres!.url);
    await submit(url, ['Åsa Öberg', 'Bo Ek', 'Cia Lind']);
    const original = await exportOf(url);
    expect(original).toHaveLength(3);
    const dir = tempDir();

    // The nightly command on PostgreSQL, and the pg_dump by hand of docs/operations.md.
    const nightly = await runLeads(['backup', '--dir', dir], url);
    expect(nightly.stderr).toBe('');
    expect(nightly.code).toBe(0);
    const dump = join(
      dir,
      readdirSync(dir).find((name) => name.endsWith('.dump'))!,
    );
    expect(readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP');
    const byHand = join(dir, 'clarity.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${byHand}`, url]);

    // Into a new, empty database.
    const fresh = await freshPostgresDatabase(postgres!.url);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${fresh}`, dump]);
    expect(await exportOf(fresh)).toEqual(original);

    // Over the database itself, after more came in: back to the dump's state.
    await submit(url, ['Dag Efter']);
    expect(await exportOf(url)).toHaveLength(4);
    execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, byHand]);
    expect(await exportOf(url)).toEqual(original);

    const refused = await runLeads(['restore', dump], url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('restore is for SQLite. For PostgreSQL, stop the server and use pg_restore');
  }, 120_000);
});
