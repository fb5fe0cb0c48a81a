/**
 * The consultancy's side of the stored data (run through server/leads-cli.ts):
 *   npm run leads -- export [--format csv|json] [--since YYYY-MM-DD]
 *   npm run leads -- erase --email person@example.se      (GDPR right to erasure)
 *   npm run leads -- purge --older-than 24m               (retention: 24m, 90d, 2y …)
 * Uses the same DATABASE_URL as the server (SQLite under ./data by default).
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { migrate, openDatabase, type Db } from './db/database';

const EXPORT_COLUMNS = [
  'type', 'id', 'received_at', 'locale', 'name', 'email', 'phone', 'company', 'title', 'size', 'message', 'modules',
  'persona', 'score', 'label', 'avg15', 'dimensions', 'followup', 'interest', 'consent', 'consent_version', 'is_spam', 'answers',
  'mail_status', 'mail_error',
] as const;

type ExportRow = Partial<Record<(typeof EXPORT_COLUMNS)[number], string | number>>;

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so spreadsheets do not run it as a formula. */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportRows(db: Db, since?: string): Promise<ExportRow[]> {
  const from = since ?? '0000';
  const enquiries = await db.selectFrom('enquiries').selectAll().where('received_at', '>=', from).orderBy('received_at').execute();
  const leads = await db.selectFrom('leads').selectAll().where('received_at', '>=', from).orderBy('received_at').execute();
  // The notification's state beside each row: queued mail (no SMTP yet, or SMTP down) shows here.
  const mails = await db.selectFrom('outbox').select(['ref_id', 'status', 'last_error']).execute();
  const mailOf = new Map(mails.map((m) => [m.ref_id, { mail_status: m.status, mail_error: m.last_error ?? '' }]));
  const noMail = { mail_status: 'none', mail_error: '' };
  return [
    ...enquiries.map((row): ExportRow => ({ type: 'enquiry', ...row, ...(mailOf.get(row.id) ?? noMail) })),
    ...leads.map((row): ExportRow => ({ type: 'lead', ...row, ...(mailOf.get(row.id) ?? noMail) })),
  ].sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)));
}

export function toCsv(rows: ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  // UTF-8 with a byte-order mark, so Excel shows Å, Ä and Ö correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function erase(db: Db, email: string) {
  const wanted = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const enquiries = await trx.selectFrom('enquiries').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', wanted)).execute();
    const leads = await trx.selectFrom('leads').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', wanted)).execute();
    const ids = [...enquiries, ...leads].map((r) => r.id);
    // The mails carry the same personal data: remove them too, sent or pending.
    const mails = ids.length ? await trx.deleteFrom('outbox').where('ref_id', 'in', ids).executeTakeFirst() : undefined;
    if (enquiries.length) await trx.deleteFrom('enquiries').where('id', 'in', enquiries.map((r) => r.id)).execute();
    if (leads.length) await trx.deleteFrom('leads').where('id', 'in', leads.map((r) => r.id)).execute();
    return { enquiries: enquiries.length, leads: leads.length, mails: Number(mails?.numDeletedRows ?? 0) };
  });
}

/** `24m` → the date 24 months before `now`; also `d` (days) and `y` (years). */
export function cutoff(olderThan: string, now = new Date()): Date {
  const match = /^(\d+)([dmy])$/.exec(olderThan.trim());
  if (!match) throw new Error(`--older-than takes a number and d, m or y (e.g. 24m), not "${olderThan}"`);
  const amount = Number(match[1]);
  const date = new Date(now);
  if (match[2] === 'd') date.setUTCDate(date.getUTCDate() - amount);
  if (match[2] === 'm') date.setUTCMonth(date.getUTCMonth() - amount);
  if (match[2] === 'y') date.setUTCFullYear(date.getUTCFullYear() - amount);
  return date;
}

export async function purge(db: Db, before: Date) {
  const limit = before.toISOString();
  return db.transaction().execute(async (trx) => {
    const old = (table: 'enquiries' | 'leads') => trx.selectFrom(table).select('id').where('received_at', '<', limit);
    const mails = await trx
      .deleteFrom('outbox')
      .where((eb) => eb.or([eb('ref_id', 'in', old('enquiries')), eb('ref_id', 'in', old('leads'))]))
      .executeTakeFirst();
    const enquiries = await trx.deleteFrom('enquiries').where('received_at', '<', limit).executeTakeFirst();
    const leads = await trx.deleteFrom('leads').where('received_at', '<', limit).executeTakeFirst();
    return { enquiries: Number(enquiries.numDeletedRows), leads: Number(leads.numDeletedRows), mails: Number(mails.numDeletedRows) };
  });
}

const USAGE = `Usage:
  npm run leads -- export [--format csv|json] [--since YYYY-MM-DD]
  npm run leads -- erase --email person@example.se
  npm run leads -- purge --older-than 24m`;

export async function runCli(argv: string[], out: (text: string) => void = (t) => process.stdout.write(t)): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' }, email: { type: 'string' }, 'older-than': { type: 'string' } },
  });
  const command = positionals[0];
  const db = openDatabase(readConfig().databaseUrl);
  try {
    await migrate(db);
    if (command === 'export') {
      if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) throw new Error(`--since takes a date (YYYY-MM-DD), not "${values.since}"`);
      const since = values.since === undefined ? undefined : new Date(values.since).toISOString();
      const rows = await exportRows(db, since);
      if (values.format === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
      else if (values.format === 'csv') out(toCsv(rows));
      else throw new Error(`--format is csv or json, not "${values.format}"`);
      return 0;
    }
    if (command === 'erase' && values.email) {
      const counts = await erase(db, values.email);
      out(`Erased ${counts.enquiries} enquiries, ${counts.leads} leads and ${counts.mails} mails for ${values.email}.\n`);
      return 0;
    }
    if (command === 'purge' && values['older-than']) {
      const before = cutoff(values['older-than']);
      const counts = await purge(db, before);
      out(`Purged ${counts.enquiries} enquiries, ${counts.leads} leads and ${counts.mails} mails received before ${before.toISOString()}.\n`);
      return 0;
    }
    process.stderr.write(`${USAGE}\n`);
    return 2;
  } finally {
    await db.destroy();
  }
}
