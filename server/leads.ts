/**
 * The consultancy's side of the stored data (run through server/leads-cli.ts):
 *   npm run leads -- export [--format csv|json] [--since YYYY-MM-DD]
 *   npm run leads -- erase --email person@example.se [--dry-run]   (GDPR right to erasure)
 *   npm run leads -- purge --older-than 24m [--dry-run]            (retention: 24m, 90d, 2y …)
 *   npm run leads -- backup FILE | backup --dir DIR [--keep 14]     (see server/backup/)
 *   npm run leads -- restore FILE                                   (SQLite, with the server stopped)
 * Uses the same DATABASE_URL as the server (SQLite under ./data by default).
 */
import { parseArgs } from 'node:util';
import { SqliteAdapter, sql } from 'kysely';
import { runBackupCommand, type BackupPlan } from './backup/command';
import { readConfig } from './config';
import { migrate, openDatabase, type Db } from './db/database';
import { exportTeamSurveys } from './team-pulse/store';

const EXPORT_COLUMNS = [
  'type',
  'id',
  'received_at',
  'locale',
  'name',
  'email',
  'phone',
  'company',
  'title',
  'size',
  'message',
  'modules',
  'persona',
  'score',
  'label',
  'avg15',
  'dimensions',
  'followup',
  'interest',
  'consent',
  'consent_version',
  'is_spam',
  'answers',
  'team_name',
  'threshold',
  'answer_count',
  'status',
  'mail_status',
  'mail_error',
  'webhook_status',
  'webhook_error',
] as const;

type ExportRow = Partial<Record<(typeof EXPORT_COLUMNS)[number], string | number>>;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula, some after stripping leading
 * spaces, tabs or CRs. Excel splits a line on the list separator of its region (`,` in
 * English, `;` in Swedish) or on tabs, and someone importing with "text qualifier: none" splits
 * inside quoted cells too, so any piece of a cell may become a cell of its own. Hence: a ' goes
 * before every formula character that starts the cell or follows a `,` `;` tab, CR or LF (past
 * spaces and quotes), and before a cell that starts with a tab or CR. Then RFC 4180 quoting,
 * also for `;` and tabs, so an Excel honouring quotes keeps each cell whole.
 */
const FORMULA_PIECE = /(^|[,;\t\r\n])([ \u00a0"]*)(?=[=+\-@])/g;

export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  text = text.replace(FORMULA_PIECE, "$1$2'");
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A team survey's mails in its row: each one's status, and the errors of those that had one. */
function mailsOfSurvey(mails: { status: string; last_error: string | null }[]) {
  return {
    mail_status: mails.map((m) => m.status).join(' ') || 'none',
    mail_error: mails
      .map((m) => m.last_error)
      .filter(Boolean)
      .join('; '),
  };
}

export async function exportRows(db: Db, since?: string): Promise<ExportRow[]> {
  const from = since ?? '0000';
  const enquiries = await db
    .selectFrom('enquiries')
    .selectAll()
    .where('received_at', '>=', from)
    .orderBy('received_at')
    .execute();
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where('received_at', '>=', from)
    .orderBy('received_at')
    .execute();
  // The notification's state beside each row: queued mail (no SMTP yet, or SMTP down) shows here.
  const deliveries = await db.selectFrom('outbox').select(['ref_id', 'channel', 'status', 'last_error']).execute();
  const mails = deliveries.filter((d) => d.channel === 'mail');
  const mailOf = new Map(mails.map((m) => [m.ref_id, { mail_status: m.status, mail_error: m.last_error ?? '' }]));
  // The owner's webhook (LEAD_WEBHOOK_URL), when there is one: `none` for rows queued without it.
  const webhookOf = new Map(
    deliveries
      .filter((d) => d.channel === 'webhook')
      .map((d) => [d.ref_id, { webhook_status: d.status, webhook_error: d.last_error ?? '' }]),
  );
  const noMail = { mail_status: 'none', mail_error: '' };
  const noWebhook = { webhook_status: 'none', webhook_error: '' };
  // A team survey with its aggregate (from its threshold on), never a member's answer.
  const teamSurveys = (await exportTeamSurveys(db, from)).map(({ survey, count, result }): ExportRow => ({
    type: 'team-survey',
    id: survey.id,
    received_at: survey.created_at,
    locale: survey.locale,
    email: survey.lead_email,
    team_name: survey.team_name,
    threshold: survey.threshold,
    answer_count: count,
    status: survey.status,
    consent: survey.consent,
    consent_version: survey.consent_version,
    ...(result
      ? {
          score: result.score,
          label: result.label,
          dimensions: JSON.stringify(Object.fromEntries(result.dimensions.map((d) => [d.dimension, d.score]))),
        }
      : {}),
    // Each of its mails (the links to the lead, the consultancy's notice), as an enquiry's one.
    ...mailsOfSurvey(mails.filter((m) => m.ref_id === survey.id)),
  }));
  return [
    ...enquiries.map((row): ExportRow => ({
      type: 'enquiry',
      ...row,
      ...(mailOf.get(row.id) ?? noMail),
      ...(webhookOf.get(row.id) ?? noWebhook),
    })),
    ...leads.map((row): ExportRow => ({
      type: 'lead',
      ...row,
      ...(mailOf.get(row.id) ?? noMail),
      ...(webhookOf.get(row.id) ?? noWebhook),
    })),
    ...teamSurveys,
  ].sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)));
}

export function toCsv(rows: ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  // UTF-8 with a byte-order mark, so Excel shows Å, Ä and Ö correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A stored row as the erase and purge commands list it. */
export interface ListedRow {
  type: 'enquiry' | 'lead' | 'mail' | 'team-survey' | 'team-answer';
  id: string;
  received_at: string;
  /** The e-mail address for enquiries and leads; for a mail, the row it notified of. */
  detail: string;
}

export interface Removal {
  enquiries: number;
  leads: number;
  mails: number;
  teamSurveys: number;
  teamAnswers: number;
  /** What was (or, in a dry run, would be) deleted. */
  rows: ListedRow[];
}

/** A refused command line: the message is for the person who typed it. */
export class UsageError extends Error {}

/**
 * How two addresses are compared: Unicode case-insensitively, in NFC. SQLite's lower() folds
 * only ASCII (ÖRJAN stays ÖRJAN) and PostgreSQL's depends on the database's locale, so the
 * comparison is done here, the same on both databases.
 */
export function foldEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase().normalize('NFC');
}

/** Refuses an address no one could have: blank, without an @, or with spaces inside. */
export function checkEmailArgument(email: string | undefined): string {
  const trimmed = email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) {
    throw new UsageError(
      `--email takes the person's e-mail address (e.g. person@example.se), not ${JSON.stringify(email ?? '')}`,
    );
  }
  return trimmed;
}

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
}

function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * After a real deletion on SQLite: copy the (zeroed, see secure_delete in db/sqlite-worker.mjs)
 * pages into the file and empty the write-ahead log, whose older frames still hold the deleted
 * text. Returns false when another connection (a running server) kept the log from being
 * emptied; its own checkpoints overwrite those frames later.
 */
async function flushDeletedText(db: Db): Promise<boolean> {
  if (!isSqlite(db)) return true;
  const result = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return (result.rows[0]?.busy ?? 0) === 0;
}

async function mailsOf(db: Db, rows: ListedRow[]): Promise<ListedRow[]> {
  const mails: ListedRow[] = [];
  for (const ids of chunks(rows.map((r) => r.id))) {
    const found = await db
      .selectFrom('outbox')
      .select(['id', 'created_at', 'kind', 'ref_id', 'status'])
      .where('ref_id', 'in', ids)
      .execute();
    mails.push(
      ...found.map((m) => ({
        type: 'mail' as const,
        id: m.id,
        received_at: m.created_at,
        detail: `${m.status}, for ${m.kind} ${m.ref_id}`,
      })),
    );
  }
  return mails;
}

/** A team survey's answers, listed by day only: that is all that is stored of them. */
async function answersOf(db: Db, surveys: ListedRow[]): Promise<ListedRow[]> {
  const answers: ListedRow[] = [];
  for (const ids of chunks(surveys.map((r) => r.id))) {
    const found = await db
      .selectFrom('team_answers')
      .select(['id', 'answered_on', 'survey_id'])
      .where('survey_id', 'in', ids)
      .execute();
    answers.push(
      ...found.map((a) => ({
        type: 'team-answer' as const,
        id: a.id,
        received_at: a.answered_on,
        detail: `for team survey ${a.survey_id}`,
      })),
    );
  }
  return answers;
}

/** Rows with their dependants: the mails of each row, and each team survey's answers. */
async function withDependants(db: Db, rows: ListedRow[]): Promise<ListedRow[]> {
  return [
    ...rows,
    ...(await answersOf(
      db,
      rows.filter((r) => r.type === 'team-survey'),
    )),
    ...(await mailsOf(db, rows)),
  ];
}

async function removeRows(db: Db, rows: ListedRow[]): Promise<void> {
  const tables = {
    mail: 'outbox',
    enquiry: 'enquiries',
    lead: 'leads',
    'team-answer': 'team_answers',
    'team-survey': 'team_surveys',
  } as const;
  for (const type of ['mail', 'enquiry', 'lead', 'team-answer', 'team-survey'] as const) {
    for (const ids of chunks(rows.filter((r) => r.type === type).map((r) => r.id))) {
      // A survey's answer-key hashes go with it (they tell nothing, but belong to nothing else).
      if (type === 'team-survey') await db.deleteFrom('team_answer_keys').where('survey_id', 'in', ids).execute();
      await db.deleteFrom(tables[type]).where('id', 'in', ids).execute();
    }
  }
}

function removal(rows: ListedRow[]): Removal {
  const count = (type: ListedRow['type']) => rows.filter((r) => r.type === type).length;
  return {
    enquiries: count('enquiry'),
    leads: count('lead'),
    mails: count('mail'),
    teamSurveys: count('team-survey'),
    teamAnswers: count('team-answer'),
    rows,
  };
}

/**
 * Erasure and retention alike: the rows `select` finds, with their mails and answers, removed in
 * one transaction (with `dryRun`, only listed), then the deleted text flushed from the disk.
 */
async function removeWithDependants(
  db: Db,
  dryRun: boolean,
  select: (trx: Db) => Promise<ListedRow[]>,
): Promise<Removal & { flushed: boolean }> {
  const rows = await db.transaction().execute(async (trx) => {
    const all = await withDependants(trx, await select(trx));
    if (!dryRun) await removeRows(trx, all);
    return all;
  });
  const flushed = dryRun || rows.length === 0 ? true : await flushDeletedText(db);
  return { ...removal(rows), flushed };
}

/**
 * Right to erasure: every enquiry and lead with this address, in any letter case, and their
 * notification mails (sent or pending: they carry the same personal data). With `dryRun`,
 * only lists them.
 */
export async function erase(db: Db, email: string, { dryRun = false } = {}): Promise<Removal & { flushed: boolean }> {
  const wanted = foldEmail(checkEmailArgument(email));
  return removeWithDependants(db, dryRun, async (trx) => {
    const matching = async (table: 'enquiries' | 'leads', type: 'enquiry' | 'lead') =>
      (await trx.selectFrom(table).select(['id', 'received_at', 'email']).where('email', '!=', '').execute())
        .filter((row) => foldEmail(row.email) === wanted)
        .map((row): ListedRow => ({ type, id: row.id, received_at: row.received_at, detail: row.email }));
    // A team lead's surveys go with all their answers: the answers belong to the survey the lead started.
    const surveys = (await trx.selectFrom('team_surveys').select(['id', 'created_at', 'lead_email']).execute())
      .filter((row) => foldEmail(row.lead_email) === wanted)
      .map((row): ListedRow => ({
        type: 'team-survey',
        id: row.id,
        received_at: row.created_at,
        detail: row.lead_email,
      }));
    return [...(await matching('enquiries', 'enquiry')), ...(await matching('leads', 'lead')), ...surveys];
  });
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month + 1, 0);
  return date.getUTCDate();
}

/**
 * `now` minus whole calendar months, the day clamped to the target month's last day: 31 March
 * minus one month is 28 (or 29) February, never 3 March, so a purge is never early.
 */
export function monthsBefore(now: Date, months: number): Date {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const date = new Date(now);
  date.setUTCFullYear(year, month, Math.min(now.getUTCDate(), daysInMonth(year, month)));
  return date;
}

/** `24m` → the instant 24 calendar months before `now`; also `d` (days of 24 h, UTC) and `y` (years). */
export function cutoff(olderThan: string | undefined, now = new Date()): Date {
  const match = /^([1-9]\d{0,3})([dmy])$/.exec(olderThan?.trim() ?? '');
  if (!match) {
    throw new UsageError(
      `--older-than takes a whole number above 0 followed by d, m or y (e.g. 24m, 90d, 2y), not ${JSON.stringify(olderThan ?? '')}`,
    );
  }
  const amount = Number(match[1]);
  const date =
    match[2] === 'd'
      ? new Date(now.getTime() - amount * 86_400_000)
      : monthsBefore(now, match[2] === 'y' ? amount * 12 : amount);
  if (date.getUTCFullYear() < 2000)
    throw new UsageError(`--older-than ${olderThan} reaches back before the year 2000; nothing is that old`);
  return date;
}

/** Retention: every enquiry and lead received before `before`, and their mails. With `dryRun`, only lists them. */
export async function purge(db: Db, before: Date, { dryRun = false } = {}): Promise<Removal & { flushed: boolean }> {
  const limit = before.toISOString();
  return removeWithDependants(db, dryRun, async (trx) => {
    const old = async (table: 'enquiries' | 'leads', type: 'enquiry' | 'lead') =>
      (
        await trx
          .selectFrom(table)
          .select(['id', 'received_at', 'email'])
          .where('received_at', '<', limit)
          .orderBy('received_at')
          .execute()
      ).map((row): ListedRow => ({ type, id: row.id, received_at: row.received_at, detail: row.email }));
    const surveys = (
      await trx
        .selectFrom('team_surveys')
        .select(['id', 'created_at', 'lead_email'])
        .where('created_at', '<', limit)
        .orderBy('created_at')
        .execute()
    ).map((row): ListedRow => ({
      type: 'team-survey',
      id: row.id,
      received_at: row.created_at,
      detail: row.lead_email,
    }));
    return [...(await old('enquiries', 'enquiry')), ...(await old('leads', 'lead')), ...surveys];
  });
}

function listing(rows: ListedRow[]): string {
  return rows.map((row) => `  ${row.type.padEnd(7)}  ${row.id}  ${row.received_at}  ${row.detail}\n`).join('');
}

const NOT_FLUSHED =
  'Note: another connection (the running server?) kept SQLite from emptying its write-ahead log; the deleted text leaves it at the next checkpoint. Stop the server and run the command again to be sure.\n';

const USAGE = `Usage:
  npm run leads -- export [--format csv|json] [--since YYYY-MM-DD]
  npm run leads -- erase --email person@example.se [--dry-run]
  npm run leads -- purge --older-than 24m [--dry-run]      (d, m or y; 24m is the privacy policy's period)
  npm run leads -- backup FILE                             (a consistent copy while the server runs)
  npm run leads -- backup --dir DIR [--keep 14]            (a dated file in DIR; keeps the newest 14)
  npm run leads -- restore FILE                            (SQLite; stop the server first)`;

type Write = (text: string) => void;

/** The command to run, with its arguments checked before the database is opened. */
function plan(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      email: { type: 'string' },
      'older-than': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      dir: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const [command, ...extra] = positionals;
  if (command === 'backup' || command === 'restore') return planBackup(command, extra, values);
  if (extra.length) throw new UsageError(`Unexpected argument ${JSON.stringify(extra[0])}`);
  const dryRun = values['dry-run'];
  if (command === 'export') {
    if (values.format !== 'csv' && values.format !== 'json')
      throw new UsageError(`--format is csv or json, not ${JSON.stringify(values.format)}`);
    if (values.since !== undefined && Number.isNaN(Date.parse(values.since)))
      throw new UsageError(`--since takes a date (YYYY-MM-DD), not ${JSON.stringify(values.since)}`);
    return {
      command,
      format: values.format,
      since: values.since === undefined ? undefined : new Date(values.since).toISOString(),
    } as const;
  }
  if (command === 'erase') return { command, email: checkEmailArgument(values.email), dryRun } as const;
  if (command === 'purge') return { command, before: cutoff(values['older-than']), dryRun } as const;
  throw new UsageError(command ? `Unknown command ${JSON.stringify(command)}` : 'No command given');
}

function planBackup(
  command: 'backup' | 'restore',
  [file, ...extra]: string[],
  values: { dir?: string; keep?: string },
): BackupPlan {
  if (extra.length) throw new UsageError(`Unexpected argument ${JSON.stringify(extra[0])}`);
  if (command === 'restore') {
    if (file === undefined) throw new UsageError('restore takes the backup file to restore');
    return { command, file };
  }
  if (values.dir === undefined) {
    if (file === undefined) throw new UsageError('backup takes a file name or --dir DIR');
    if (values.keep !== undefined) throw new UsageError('--keep goes with --dir');
    return { command, file };
  }
  if (file !== undefined) throw new UsageError('backup takes a file name or --dir DIR, not both');
  const keep = values.keep ?? '14';
  if (!/^[1-9]\d{0,3}$/.test(keep))
    throw new UsageError(`--keep takes how many backups to keep, a whole number above 0, not ${JSON.stringify(keep)}`);
  return { command, dir: values.dir, keep: Number(keep) };
}

/** Runs one command; answers the exit code (2 for a refused command line, with the reason on `err`). */
export async function runCli(
  argv: string[],
  out: Write = (t) => process.stdout.write(t),
  err: Write = (t) => process.stderr.write(t),
): Promise<number> {
  let todo: ReturnType<typeof plan>;
  try {
    todo = plan(argv);
  } catch (error) {
    // parseArgs throws a TypeError with a readable message for unknown or incomplete options.
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    err(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  // Backup and restore work on the file or dump, not through the server's connection and migrations.
  if (todo.command === 'backup' || todo.command === 'restore')
    return runBackupCommand(todo, readConfig().databaseUrl, out, err);
  const db = openDatabase(readConfig().databaseUrl);
  try {
    await migrate(db);
    if (todo.command === 'export') {
      const rows = await exportRows(db, todo.since);
      out(todo.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows));
      return 0;
    }
    const result =
      todo.command === 'erase'
        ? await erase(db, todo.email, { dryRun: todo.dryRun })
        : await purge(db, todo.before, { dryRun: todo.dryRun });
    const scope = todo.command === 'erase' ? `for ${todo.email}` : `received before ${todo.before.toISOString()}`;
    const counts = `${result.enquiries} enquiries, ${result.leads} leads, ${result.teamSurveys} team surveys with ${result.teamAnswers} answers and ${result.mails} mails ${scope}`;
    if (todo.dryRun) {
      out(
        `Dry run, nothing deleted. ${todo.command === 'erase' ? 'Erase' : 'Purge'} would delete ${counts}${result.rows.length ? ':' : '.'}\n${listing(result.rows)}`,
      );
    } else {
      out(`${todo.command === 'erase' ? 'Erased' : 'Purged'} ${counts}.\n`);
      if (!result.flushed) err(NOT_FLUSHED);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
