// @vitest-environment node
import type { Insertable } from 'kysely';
import { migrate, openDatabase, type Db } from './db/database';
import type { EnquiryTable, LeadTable } from './db/schema';
import { csvCell, cutoff, erase, exportRows, purge, runCli, toCsv } from './leads';
import { tempSqliteUrl } from './test/harness';

function enquiry(id: string, email: string, receivedAt: string, extra: Partial<EnquiryTable> = {}): Insertable<EnquiryTable> {
  return { id, received_at: receivedAt, locale: 'sv', name: 'Åsa Öberg', email, phone: '', company: 'Ek & Björk, AB', message: 'Hej "där"\nrad två', modules: 'ai-policy', consent: 1, consent_version: 'v1', is_spam: 0, ...extra };
}

function lead(id: string, email: string, receivedAt: string): Insertable<LeadTable> {
  return { id, received_at: receivedAt, locale: 'en', persona: 'team', score: 50, label: 'unclear', avg15: 3, answers: '{"team_q1":3}', dimensions: '{"understanding":50}', interest: 0, name: 'Bo', title: '', company: '', size: '', email, phone: '', followup: 'no', consent: 0, consent_version: 'v1', is_spam: 0 };
}

function mail(id: string, refId: string) {
  return { id, created_at: '2026-01-01T00:00:00.000Z', kind: 'enquiry', ref_id: refId, to_address: 'x@example.se', from_address: 'y@example.se', subject: 's', body: 'b', status: 'pending' as const, next_attempt_at: '2026-01-01T00:00:00.000Z', last_error: null, sent_at: null };
}

describe('npm run leads', () => {
  let db: Db;
  const file = tempSqliteUrl();

  beforeEach(async () => {
    db = openDatabase(file.url);
    await migrate(db);
    for (const table of ['outbox', 'enquiries', 'leads'] as const) await db.deleteFrom(table).execute();
    await db.insertInto('enquiries').values([enquiry('e-old', 'asa@example.se', '2023-05-01T10:00:00.000Z'), enquiry('e-new', 'ASA@example.se', '2026-11-01T10:00:00.000Z')]).execute();
    await db.insertInto('leads').values([lead('l-new', 'asa@example.se', '2026-11-02T10:00:00.000Z'), lead('l-other', 'bo@example.se', '2026-11-03T10:00:00.000Z')]).execute();
    await db.insertInto('outbox').values([mail('m1', 'e-new'), mail('m2', 'l-new'), mail('m3', 'e-old')]).execute();
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
    expect(lines[2]).toMatch(/,pending,$/);
    expect(lines.find((l) => l.startsWith('lead,l-other'))).toMatch(/,none,$/);
  });

  it('exports JSON and filters by --since', async () => {
    const rows = await exportRows(db, new Date('2026-11-02').toISOString());
    expect(rows.map((r) => r.id)).toEqual(['l-new', 'l-other']);
  });

  it('neutralises spreadsheet formulas in cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+46 70')).toBe("'+46 70");
  });

  it('erases a person’s rows and mail by e-mail, ignoring case', async () => {
    expect(await erase(db, 'asa@EXAMPLE.se')).toEqual({ enquiries: 2, leads: 1, mails: 3 });
    expect(await db.selectFrom('enquiries').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('leads').select('id').execute()).map((r) => r.id)).toEqual(['l-other']);
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('purges what is older than the retention period', async () => {
    const before = cutoff('24m', new Date('2026-11-22T00:00:00.000Z'));
    expect(before.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(await purge(db, before)).toEqual({ enquiries: 1, leads: 0, mails: 1 });
    expect((await db.selectFrom('enquiries').select('id').execute()).map((r) => r.id)).toEqual(['e-new']);
    expect((await db.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['m1', 'm2']);
  });

  it('reads retention periods in days, months and years, and refuses others', () => {
    const now = new Date('2026-11-22T00:00:00.000Z');
    expect(cutoff('30d', now).toISOString()).toBe('2026-10-23T00:00:00.000Z');
    expect(cutoff('2y', now).toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(() => cutoff('soon', now)).toThrow(/--older-than/);
  });

  it('runs as a command on DATABASE_URL', async () => {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = file.url;
    try {
      let output = '';
      expect(await runCli(['erase', '--email', 'bo@example.se'], (text) => (output += text))).toBe(0);
      expect(output).toBe('Erased 0 enquiries, 1 leads and 0 mails for bo@example.se.\n');
      output = '';
      expect(await runCli(['export', '--format', 'json'], (text) => (output += text))).toBe(0);
      expect(JSON.parse(output).map((r: { id: string }) => r.id)).toEqual(['e-old', 'e-new', 'l-new']);
    } finally {
      process.env.DATABASE_URL = previous;
    }
  });
});
