// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import { migrate, openDatabase, type Db } from './db/database';
import type { EnquiryTable, LeadTable } from './db/schema';
import {
  checkEmailArgument,
  csvCell,
  cutoff,
  erase,
  exportRows,
  foldEmail,
  purge,
  runCli,
  toCsv,
  UsageError,
} from './leads';
import { freePort, tempSqliteUrl } from './test/harness';
import { readerHoldingSnapshot } from './test/sqlite-snapshot';
import { hasPostgres, startPostgres, type TestPostgres } from './test/postgres';

function enquiry(
  id: string,
  email: string,
  receivedAt: string,
  extra: Partial<EnquiryTable> = {},
): Insertable<EnquiryTable> {
  return {
    id,
    received_at: receivedAt,
    locale: 'sv',
    name: 'Åsa Öberg',
    email,
    phone: '',
    company: 'Ek & Björk, AB',
    message: 'Hej "där"\nrad två',
    modules: 'ai-policy',
    consent: 1,
    consent_version: 'v1',
    is_spam: 0,
    ...extra,
  };
}

function lead(id: string, email: string, receivedAt: string): Insertable<LeadTable> {
  return {
    id,
    received_at: receivedAt,
    locale: 'en',
    persona: 'team',
    score: 50,
    label: 'unclear',
    avg15: 3,
    answers: '{"team_q1":3}',
    dimensions: '{"understanding":50}',
    interest: 0,
    name: 'Bo',
    title: '',
    company: '',
    size: '',
    email,
    phone: '',
    followup: 'no',
    consent: 0,
    consent_version: 'v1',
    is_spam: 0,
  };
}

function mail(id: string, refId: string) {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    kind: 'enquiry',
    ref_id: refId,
    to_address: 'x@example.se',
    from_address: 'y@example.se',
    subject: 's',
    body: 'b',
    status: 'pending' as const,
    next_attempt_at: '2026-01-01T00:00:00.000Z',
    last_error: null,
    sent_at: null,
  };
}

describe('npm run leads', () => {
  let db: Db;
  const file = tempSqliteUrl();

  beforeEach(async () => {
    db = openDatabase(file.url);
    await migrate(db);
    for (const table of ['outbox', 'enquiries', 'leads'] as const) await db.deleteFrom(table).execute();
    await db
      .insertInto('enquiries')
      .values([
        enquiry('e-old', 'asa@example.se', '2023-05-01T10:00:00.000Z'),
        enquiry('e-new', 'ASA@example.se', '2026-11-01T10:00:00.000Z'),
      ])
      .execute();
    await db
      .insertInto('leads')
      .values([
        lead('l-new', 'asa@example.se', '2026-11-02T10:00:00.000Z'),
        lead('l-other', 'bo@example.se', '2026-11-03T10:00:00.000Z'),
      ])
      .execute();
    await db
      .insertInto('outbox')
      .values([mail('m1', 'e-new'), mail('m2', 'l-new'), mail('m3', 'e-old')])
      .execute();
  });

  afterEach(async () => db.destroy());
  afterAll(() => file.cleanup());

  it('exports CSV with a BOM, quoted cells and each row’s mail status', async () => {
    const csv = toCsv(await exportRows(db));
    expect(csv.startsWith('\uFEFFtype,id,received_at')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(csv).toContain('enquiry,e-new,2026-11-01T10:00:00.000Z,sv,Åsa Öberg,ASA@example.se,,"Ek & Björk, AB"');
    expect(csv).toContain('"Hej ""där""\nrad två"');
    // mail_status, mail_error, webhook_status, webhook_error: no webhook was configured.
    expect(lines[2]).toMatch(/,pending,,none,$/);
    expect(lines.find((l) => l.startsWith('lead,l-other'))).toMatch(/,none,,none,$/);
  });

  it('exports JSON and filters by --since', async () => {
    const rows = await exportRows(db, new Date('2026-11-02').toISOString());
    expect(rows.map((r) => r.id)).toEqual(['l-new', 'l-other']);
  });

  it('neutralises spreadsheet formulas in cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+46 70')).toBe("'+46 70");
    expect(csvCell('x;=1+2;')).toBe(`"x;'=1+2;"`);
    expect(csvCell('Ek & Björk')).toBe('Ek & Björk');
  });

  it('neutralises a cell that starts with a tab or a carriage return, and writes nothing for a missing value', () => {
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('exports the webhook delivery beside the mail, each from its own row, in the order received', async () => {
    await db
      .insertInto('outbox')
      .values([
        { ...mail('w1', 'e-new'), channel: 'webhook', status: 'failed', last_error: 'HTTP 410' },
        { ...mail('w2', 'l-new'), channel: 'webhook', status: 'sent' },
      ])
      .execute();
    await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', 'm1').execute();
    const rows = await exportRows(db);
    expect(rows.map((row) => [row.id, row.mail_status, row.mail_error, row.webhook_status, row.webhook_error])).toEqual(
      [
        ['e-old', 'pending', '', 'none', ''],
        ['e-new', 'sent', '', 'failed', 'HTTP 410'],
        ['l-new', 'pending', '', 'sent', ''],
        ['l-other', 'none', '', 'none', ''],
      ],
    );
  });

  it('compares addresses Unicode-case-insensitively in NFC, and checks the --email argument', () => {
    expect(foldEmail(' ÖRJAN@Example.SE ')).toBe('örjan@example.se');
    expect(foldEmail('O\u0308rjan@example.se')).toBe('örjan@example.se');
    expect(checkEmailArgument(' asa@example.se ')).toBe('asa@example.se');
    for (const bad of [undefined, '', 'asa', 'a sa@example.se', 'asa@', '@example.se', 'asa@example.se extra'])
      expect(() => checkEmailArgument(bad)).toThrow(
        `--email takes the person's e-mail address (e.g. person@example.se), not ${JSON.stringify(bad ?? '')}`,
      );
  });

  it('refuses a command line it cannot run, with its reason and the usage, before opening the database', async () => {
    const run = async (argv: string[]) => {
      let written = '';
      const code = await runCli(
        argv,
        () => undefined,
        (text) => (written += text),
      );
      return { code, reason: written.split('\n')[0], usage: written.includes('Usage:') };
    };
    expect(await run([])).toEqual({ code: 2, reason: 'No command given', usage: true });
    expect(await run(['list'])).toEqual({ code: 2, reason: 'Unknown command "list"', usage: true });
    expect(await run(['export', 'all'])).toEqual({ code: 2, reason: 'Unexpected argument "all"', usage: true });
    expect(await run(['export', '--format', 'xml'])).toEqual({
      code: 2,
      reason: '--format is csv or json, not "xml"',
      usage: true,
    });
    expect(await run(['export', '--since', 'last week'])).toEqual({
      code: 2,
      reason: '--since takes a date (YYYY-MM-DD), not "last week"',
      usage: true,
    });
    expect((await run(['purge', '--older-than', '0m'])).reason).toBe(
      '--older-than takes a whole number above 0 followed by d, m or y (e.g. 24m, 90d, 2y), not "0m"',
    );
    expect((await run(['purge', '--older-than', '99y'])).reason).toBe(
      '--older-than 99y reaches back before the year 2000; nothing is that old',
    );
  });

  it('erases more rows than one statement takes at a time (500), with all their mail', async () => {
    const many = Array.from({ length: 1001 }, (_, i) =>
      enquiry(`e-many-${i}`, 'many@example.se', `2026-10-01T10:00:00.${String(i % 1000).padStart(3, '0')}Z`),
    );
    for (let i = 0; i < many.length; i += 100)
      await db
        .insertInto('enquiries')
        .values(many.slice(i, i + 100))
        .execute();
    await db
      .insertInto('outbox')
      .values([mail('m-first', 'e-many-0'), mail('m-last', 'e-many-1000')])
      .execute();
    expect(await erase(db, 'many@example.se')).toMatchObject({ enquiries: 1001, mails: 2 });
    expect(await db.selectFrom('enquiries').select('id').where('email', '=', 'many@example.se').execute()).toEqual([]);
    expect((await db.selectFrom('outbox').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([
      'm1',
      'm2',
      'm3',
    ]);
  });

  it('erases a person’s rows and mail by e-mail, ignoring case', async () => {
    expect(await erase(db, 'asa@EXAMPLE.se')).toMatchObject({ enquiries: 2, leads: 1, mails: 3, flushed: true });
    expect(await db.selectFrom('enquiries').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('leads').select('id').execute()).map((r) => r.id)).toEqual(['l-other']);
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('purges what is older than the retention period', async () => {
    const before = cutoff('24m', new Date('2026-11-22T00:00:00.000Z'));
    expect(before.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(await purge(db, before)).toMatchObject({ enquiries: 1, leads: 0, mails: 1 });
    expect((await db.selectFrom('enquiries').select('id').execute()).map((r) => r.id)).toEqual(['e-new']);
    expect((await db.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['m1', 'm2']);
  });

  it('purges old leads as it purges old enquiries, with their mail', async () => {
    await db
      .insertInto('leads')
      .values(lead('l-old', 'old@example.se', '2023-02-01T10:00:00.000Z'))
      .execute();
    await db.insertInto('outbox').values(mail('m-old', 'l-old')).execute();
    expect(await purge(db, new Date('2024-11-22T00:00:00.000Z'))).toMatchObject({ enquiries: 1, leads: 1, mails: 2 });
    expect((await db.selectFrom('leads').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
      'l-new',
      'l-other',
    ]);
  });

  it('reads retention periods in days, months and years, and refuses others', () => {
    const now = new Date('2026-11-22T00:00:00.000Z');
    expect(cutoff('30d', now).toISOString()).toBe('2026-10-23T00:00:00.000Z');
    expect(cutoff('2y', now).toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(() => cutoff('soon', now)).toThrow(/--older-than/);
    // The year 2000 itself is allowed; a period reaching before it is refused.
    expect(cutoff('26y', now).toISOString()).toBe('2000-11-22T00:00:00.000Z');
    expect(() => cutoff('27y', now)).toThrow(/before the year 2000/);
  });

  it.each([
    // [now, period, cut-off]: the day is clamped to the target month's last day, never rolled over.
    ['2026-03-31T12:00:00.000Z', '1m', '2026-02-28T12:00:00.000Z'],
    ['2028-03-31T12:00:00.000Z', '1m', '2028-02-29T12:00:00.000Z'],
    ['2026-05-31T00:00:00.000Z', '1m', '2026-04-30T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '10m', '2026-02-28T23:59:59.999Z'],
    ['2026-01-31T08:00:00.000Z', '2m', '2025-11-30T08:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', '1m', '2026-02-01T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '1y', '2027-02-28T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '24m', '2026-02-28T10:00:00.000Z'],
    ['2026-11-23T00:00:00.000Z', '24m', '2024-11-23T00:00:00.000Z'],
    ['2026-03-01T00:30:00.000Z', '1d', '2026-02-28T00:30:00.000Z'],
  ])('from %s, %s before is %s', (now, period, expected) => {
    expect(cutoff(period, new Date(now)).toISOString()).toBe(expected);
  });

  it('never purges early at a month end: a row one month old on 31 March is kept until 28 February + 1 month has passed', async () => {
    await db.deleteFrom('outbox').execute();
    await db.deleteFrom('enquiries').execute();
    await db.deleteFrom('leads').execute();
    await db
      .insertInto('enquiries')
      .values([
        enquiry('feb-27', 'a@example.se', '2026-02-27T23:59:59.999Z'),
        enquiry('feb-28-before', 'b@example.se', '2026-02-28T11:59:59.999Z'),
        enquiry('feb-28-at', 'c@example.se', '2026-02-28T12:00:00.000Z'),
        enquiry('mar-02', 'd@example.se', '2026-03-02T12:00:00.000Z'),
        enquiry('mar-03', 'e@example.se', '2026-03-03T00:00:00.000Z'),
      ])
      .execute();
    const result = await purge(db, cutoff('1m', new Date('2026-03-31T12:00:00.000Z')));
    expect(result.rows.map((r) => r.id)).toEqual(['feb-27', 'feb-28-before']);
    expect((await db.selectFrom('enquiries').select('id').orderBy('received_at').execute()).map((r) => r.id)).toEqual([
      'feb-28-at',
      'mar-02',
      'mar-03',
    ]);
  });

  it.each([
    ['0d'],
    ['0m'],
    ['00y'],
    ['-3m'],
    ['24'],
    ['m'],
    ['24 months'],
    ['2.5y'],
    ['1e3d'],
    [''],
    ['  '],
    ['9999y'],
  ])('refuses --older-than %j', (period) => {
    expect(() => cutoff(period, new Date('2026-11-22T00:00:00.000Z'))).toThrow(UsageError);
  });

  it('lists in a dry run what erase and purge would delete, and deletes nothing', async () => {
    const before = await exportRows(db);
    const erased = await erase(db, 'ASA@example.se', { dryRun: true });
    expect(erased).toMatchObject({ enquiries: 2, leads: 1, mails: 3 });
    expect(erased.rows.map((r) => `${r.type} ${r.id}`).sort()).toEqual([
      'enquiry e-new',
      'enquiry e-old',
      'lead l-new',
      'mail m1',
      'mail m2',
      'mail m3',
    ]);
    const purged = await purge(db, new Date('2026-01-01T00:00:00.000Z'), { dryRun: true });
    expect(purged.rows.map((r) => `${r.type} ${r.id}`)).toEqual(['enquiry e-old', 'mail m3']);
    expect(await exportRows(db)).toEqual(before);
    expect((await db.selectFrom('outbox').select('id').execute()).length).toBe(3);
  });

  it('runs as a command on DATABASE_URL', async () => {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = file.url;
    try {
      let output = '';
      expect(await runCli(['erase', '--email', 'bo@example.se'], (text) => (output += text))).toBe(0);
      expect(output).toBe(
        'Erased 0 enquiries, 1 leads, 0 team surveys with 0 answers and 0 mails for bo@example.se.\n',
      );
      output = '';
      expect(await runCli(['export', '--format', 'json'], (text) => (output += text))).toBe(0);
      expect(JSON.parse(output).map((r: { id: string }) => r.id)).toEqual(['e-old', 'e-new', 'l-new']);
      output = '';
      expect(await runCli(['purge', '--older-than', '24m', '--dry-run'], (text) => (output += text))).toBe(0);
      expect(output).toMatch(
        /^Dry run, nothing deleted\. Purge would delete 1 enquiries, 0 leads, 0 team surveys with 0 answers and 1 mails received before \d{4}-.*:\n {2}enquiry {2}e-old {2}2023-05-01T10:00:00\.000Z {2}asa@example\.se\n {2}mail {5}m3 /,
      );
      expect((await exportRows(db)).map((r) => r.id)).toEqual(['e-old', 'e-new', 'l-new']);
    } finally {
      process.env.DATABASE_URL = previous;
    }
  });

  it.each([
    [['erase', '--email', ' '], /--email takes the person's e-mail address/],
    [['erase', '--email', ''], /--email takes/],
    [['erase', '--email', 'nobody'], /--email takes/],
    [['erase', '--email', 'a b@example.se'], /--email takes/],
    [['erase'], /--email takes/],
    [['erase', '--email'], /argument missing/],
    [['purge', '--older-than', '0d'], /--older-than takes a whole number above 0/],
    [['purge', '--older-than', '-1m'], /--older-than/],
    [['purge', '--older-than', 'soon'], /--older-than takes/],
    [['purge', '--older-than', '24'], /--older-than takes/],
    [['purge'], /--older-than takes/],
    [['purge', '--older-than', '24m', 'now'], /Unexpected argument "now"/],
    [['erase', '--emial', 'a@example.se'], /Unknown option '--emial'/],
    [['export', '--format', 'xlsx'], /--format is csv or json/],
    [['delete-everything'], /Unknown command/],
    [[], /No command given/],
  ])('refuses %j with a reason and exit code 2, deleting nothing', async (argv, reason) => {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = file.url;
    try {
      let output = '';
      let errors = '';
      const code = await runCli(
        argv,
        (text) => (output += text),
        (text) => (errors += text),
      );
      expect(code).toBe(2);
      expect(errors).toMatch(reason);
      expect(errors).toContain('Usage:');
      expect(output).toBe('');
      expect((await exportRows(db)).length).toBe(4);
    } finally {
      process.env.DATABASE_URL = previous;
    }
  });

  describe('as the operator runs it (in process, on DATABASE_URL)', () => {
    let previous: string | undefined;
    beforeEach(() => {
      previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = file.url;
    });
    afterEach(() => {
      process.env.DATABASE_URL = previous;
    });

    /** Runs the command; what it wrote to stdout and stderr. */
    async function cli(argv: string[]) {
      let out = '';
      let err = '';
      const code = await runCli(
        argv,
        (text) => (out += text),
        (text) => (err += text),
      );
      return { code, out, err };
    }

    it('exports CSV unless asked for JSON', async () => {
      const { code, out } = await cli(['export']);
      expect(code).toBe(0);
      expect(out.startsWith('\uFEFFtype,id,received_at')).toBe(true);
    });

    it('lists in an erase dry run what it would delete, with each row’s detail, and deletes nothing', async () => {
      const { code, out, err } = await cli(['erase', '--email', 'asa@example.se', '--dry-run']);
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(out.split('\n')[0]).toBe(
        'Dry run, nothing deleted. Erase would delete 2 enquiries, 1 leads, 0 team surveys with 0 answers and 3 mails for asa@example.se:',
      );
      expect(out).toContain('  mail     m1  2026-01-01T00:00:00.000Z  pending, for enquiry e-new\n');
      expect((await exportRows(db)).length).toBe(4);
    });

    it('says what a purge deleted, and ends a dry run that finds nothing with a full stop', async () => {
      const nothing = await cli(['purge', '--older-than', '20y', '--dry-run']);
      expect(nothing.out).toMatch(
        /^Dry run, nothing deleted\. Purge would delete 0 enquiries, .* received before \S+\.\n$/,
      );
      const { code, out } = await cli(['purge', '--older-than', '24m']);
      expect(code).toBe(0);
      expect(out).toMatch(
        /^Purged 1 enquiries, 0 leads, 0 team surveys with 0 answers and 1 mails received before \d{4}-\d{2}-\d{2}T[\d:.]+Z\.\n$/,
      );
    });

    it('warns when a reader kept SQLite from emptying its log after a deletion, and not after a dry run or nothing deleted', async () => {
      const reader = readerHoldingSnapshot(file.url);
      try {
        // Written after the reader's snapshot, so the log holds pages it may still need.
        await db
          .insertInto('enquiries')
          .values(enquiry('e-late', 'late@example.se', '2026-11-04T10:00:00.000Z'))
          .execute();
        expect((await cli(['erase', '--email', 'nobody@example.se'])).err).toBe('');
        expect((await cli(['erase', '--email', 'late@example.se', '--dry-run'])).err).toBe('');
        const erased = await cli(['erase', '--email', 'late@example.se']);
        expect(erased.out).toMatch(/^Erased 1 enquiries/);
        expect(erased.err).toMatch(
          /^Note: another connection \(the running server\?\) kept SQLite from emptying its write-ahead log/,
        );
        reader.end();
        expect((await cli(['erase', '--email', 'asa@example.se'])).err).toBe('');
      } finally {
        reader.end();
      }
    });

    it.each([
      [['purge'], '--older-than takes a whole number above 0 followed by d, m or y (e.g. 24m, 90d, 2y), not ""'],
      [
        ['purge', '--older-than', '24mx'],
        '--older-than takes a whole number above 0 followed by d, m or y (e.g. 24m, 90d, 2y), not "24mx"',
      ],
      [
        ['backup', '--dir', 'backups', '--keep', '5x'],
        '--keep takes how many backups to keep, a whole number above 0, not "5x"',
      ],
      [
        ['backup', '--dir', 'backups', '--keep', 'x5'],
        '--keep takes how many backups to keep, a whole number above 0, not "x5"',
      ],
    ])('refuses %j with exactly its reason', async (argv, reason) => {
      const { code, err } = await cli(argv);
      expect(code).toBe(2);
      expect(err.split('\n')[0]).toBe(reason);
    });
  });

  it('reads a retention period with spaces around it', () => {
    expect(cutoff(' 24m ', new Date('2026-11-22T00:00:00.000Z')).toISOString()).toBe('2024-11-22T00:00:00.000Z');
  });

  it('exports every kind of row in the order received, not grouped by kind', async () => {
    await db
      .insertInto('enquiries')
      .values(enquiry('e-latest', 'cy@example.se', '2026-11-05T10:00:00.000Z'))
      .execute();
    expect((await exportRows(db)).map((row) => row.id)).toEqual(['e-old', 'e-new', 'l-new', 'l-other', 'e-latest']);
  });

  it('leaves a tab or a line break inside a cell as it is, only quoted', () => {
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it('exits non-zero as a process when the e-mail is blank', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/leads-cli.ts', 'erase', '--email', ' '], {
      env: { ...process.env, DATABASE_URL: file.url },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--email takes the person's e-mail address");
  });
});

describe('CSV export read as Excel would', () => {
  /** RFC 4180 with a given separator, honouring quotes, as Excel opens a .csv. */
  function parseHonouringQuotes(text: string, separator: string): string[] {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let atFieldStart = true;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"' && atFieldStart) {
        quoted = true;
        atFieldStart = false;
      } else if (c === separator || c === '\n' || c === '\r') {
        fields.push(field);
        field = '';
        atFieldStart = true;
      } else {
        field += c;
        atFieldStart = false;
      }
    }
    fields.push(field);
    return fields;
  }

  /** The text import with "text qualifier: none": every separator and line break splits. */
  function splitIgnoringQuotes(text: string, separator: string): string[] {
    return text.split(new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n]`));
  }

  /** A field a spreadsheet would run: a formula character first, once spaces, quotes, tabs and CRs are stripped. */
  const runsAsFormula = (field: string) => /^[\s\u00a0"]*[=+\-@]/.test(field);

  const hostile = [
    '=1+2',
    'x;=1+2;',
    'x,=1+2',
    'x\t=1+2',
    'x\n=1+2',
    'x\r\n-1+2',
    'x; =1+2',
    'x;"=1+2"',
    'x;\u00a0@SUM(A1)',
    '+46 70 123',
    '-5',
    '@SUM(A1:A9)',
    '\t=1+2',
    '\r=1+2',
    ' =1+2',
    '"=1+2',
    'a;;;-b,,+c',
    `=HYPERLINK("https://evil.example","x")`,
    `x, "=cmd|' /C calc'!A0"`,
  ];

  const rows = hostile.map((text, i) => ({
    type: 'enquiry',
    id: `e${i}`,
    received_at: '2026-11-01T10:00:00.000Z',
    name: text,
    company: `Ek;${text}`,
    message: `${text}\n${text}`,
    answers: JSON.stringify({ you_open1: text }),
  }));
  const csv = toCsv(rows);

  it.each([[','], [';'], ['\t']])(
    'leaves no field that starts a formula when split on %j, with or without quotes',
    (separator) => {
      const honoured = parseHonouringQuotes(csv, separator);
      const naive = splitIgnoringQuotes(csv, separator);
      expect(honoured.filter(runsAsFormula)).toEqual([]);
      expect(naive.filter(runsAsFormula)).toEqual([]);
    },
  );

  it('keeps each cell one cell, with only the neutralising quote added, when read with its own separator', () => {
    const parsed = parseHonouringQuotes(csv.replace(/^\uFEFF/, ''), ',');
    expect(parsed).toContain("'=1+2");
    expect(parsed).toContain("x;'=1+2;");
    expect(parsed).toContain("'+46 70 123");
    expect(parsed).toContain('\'=HYPERLINK("https://evil.example","x")');
  });
});

const pgPort = await freePort();
let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());

const backends = [
  { name: 'SQLite', needsPostgres: false },
  { name: 'PostgreSQL', needsPostgres: true },
];
if (!hasPostgres()) console.warn('skipped: no PostgreSQL (erase on PostgreSQL)');

describe.each(hasPostgres() ? backends : backends.filter((b) => !b.needsPostgres))(
  'erase on $name',
  ({ needsPostgres }) => {
    let db: Db;
    let sqliteFile: string | undefined;
    let cleanup = () => {};

    beforeEach(async () => {
      if (needsPostgres) {
        postgres ??= startPostgres(pgPort);
        const name = `clarity_erase_${process.pid}_${Date.now()}`;
        const admin = new pg.Client({ connectionString: postgres!.url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        db = openDatabase(postgres!.url.replace(/\/postgres$/, `/${name}`));
      } else {
        const temp = tempSqliteUrl();
        sqliteFile = temp.url.replace(/^sqlite:/, '');
        cleanup = temp.cleanup;
        db = openDatabase(temp.url);
      }
      await migrate(db);
      const secret = 'Hemlig plan från Örjan Ädelsten';
      await db
        .insertInto('enquiries')
        .values([
          enquiry('e-lower', 'örjan@raderas.example', '2026-11-01T10:00:00.000Z', {
            name: 'Örjan Ädelsten',
            message: secret,
          }),
          enquiry('e-upper', 'ÖRJAN@RADERAS.EXAMPLE', '2026-11-02T10:00:00.000Z', {
            name: 'ÖRJAN ÄDELSTEN',
            message: secret,
          }),
          // The same address written with a decomposed Ö (O + combining diaeresis).
          enquiry('e-nfd', 'O\u0308rjan@Raderas.example', '2026-11-03T10:00:00.000Z', {
            name: 'Örjan',
            message: secret,
          }),
          enquiry('e-keep', 'orjan@raderas.example', '2026-11-03T11:00:00.000Z', {
            name: 'Orjan Utan Prickar',
            message: 'Annan person',
          }),
          enquiry('e-blank', '', '2026-11-03T12:00:00.000Z', { name: 'Anonym', message: 'Utan adress' }),
        ])
        .execute();
      await db
        .insertInto('leads')
        .values([
          lead('l-title', 'Örjan@raderas.example', '2026-11-04T10:00:00.000Z'),
          lead('l-blank', '', '2026-11-04T11:00:00.000Z'),
        ])
        .execute();
      await db
        .insertInto('outbox')
        .values([
          { ...mail('m-lower', 'e-lower'), body: secret },
          { ...mail('m-upper', 'e-upper'), body: secret, status: 'sent' as const },
          { ...mail('m-lead', 'l-title'), body: secret },
          mail('m-keep', 'e-keep'),
        ])
        .execute();
      // Put the rows into the database file itself, as days of running would.
      if (!needsPostgres) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    }, 60_000);

    afterEach(async () => {
      await db.destroy();
      cleanup();
    });

    it.each([
      ['örjan@raderas.example'],
      ['ÖRJAN@RADERAS.EXAMPLE'],
      ['Örjan@Raderas.Example'],
      ['  O\u0308RJAN@raderas.example '],
    ])('erases every case and normalisation variant given %j, with their mails, and nothing else', async (given) => {
      const result = await erase(db, given);
      // Nothing else holds the database, so nothing is left to warn about (on PostgreSQL, never).
      expect(result).toMatchObject({ enquiries: 3, leads: 1, mails: 3, flushed: true });
      expect((await db.selectFrom('enquiries').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
        'e-blank',
        'e-keep',
      ]);
      expect((await db.selectFrom('leads').select('id').execute()).map((r) => r.id)).toEqual(['l-blank']);
      expect((await db.selectFrom('outbox').select('id').execute()).map((r) => r.id)).toEqual(['m-keep']);
    });

    (needsPostgres ? it.skip : it)(
      'leaves none of the erased text in the SQLite file or its write-ahead log',
      async () => {
        const readable = (bytes: Buffer) => bytes.toString('utf8');
        const files = () =>
          [sqliteFile!, `${sqliteFile}-wal`].filter((f) => existsSync(f)).map((f) => readable(readFileSync(f)));
        // A positive control: before the erase the text is there to be found.
        expect(files().some((text) => text.includes('Hemlig plan'))).toBe(true);

        await erase(db, 'örjan@raderas.example');

        for (const text of files()) {
          expect(text).not.toContain('Hemlig plan');
          expect(text).not.toContain('Ädelsten');
          expect(text).not.toContain('ÄDELSTEN');
          expect(text.toLowerCase()).not.toContain('örjan@raderas');
          expect(text.toLowerCase()).not.toContain('o\u0308rjan@raderas');
        }
        // The person who was not erased is still there.
        expect(files().join('')).toContain('Orjan Utan Prickar');
        expect(files().join('')).toContain('orjan@raderas.example');
      },
    );
  },
);
