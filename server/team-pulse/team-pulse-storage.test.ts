// @vitest-environment node
/**
 * What a copy of the database files gives away, on SQLite (the main file and its -wal) and on
 * PostgreSQL (the tables' files, dead rows included): once SMTP has taken the lead's links mail,
 * no token; after a delete, no token, team name or open answer; and the answers' stored order
 * says nothing about the order they arrived in.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, SqliteAdapter } from 'kysely';
import { databaseBackends } from '../test/backends';
import { bodyOf, freePort, startTestServer, TestSmtpServer, waitFor, type TestServer } from '../test/harness';
import { REDACTED_LINKS_BODY } from './links-mail-redaction';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';
const RATINGS = { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 };

const backends = await databaseBackends('Team Pulse storage');

/** Every file that holds the database's rows, live or dead, as it is on disk now. */
async function databaseFiles(server: TestServer): Promise<Buffer[]> {
  const { db, config } = server;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const file = config.databaseUrl.replace(/^sqlite:/, '');
    return [file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path));
  }
  await sql`checkpoint`.execute(db); // PostgreSQL writes its buffers to the table files
  const directory = (await sql<{ data_directory: string }>`show data_directory`.execute(db)).rows[0].data_directory;
  const { rows } = await sql<{ path: string | null }>`
    select pg_relation_filepath(c.oid) as path from pg_class c
    where c.relname in ('team_surveys', 'team_answers', 'team_answer_keys', 'outbox')
    union all
    select pg_relation_filepath(c.reltoastrelid) from pg_class c
    where c.relname in ('team_surveys', 'team_answers', 'team_answer_keys', 'outbox') and c.reltoastrelid <> 0`.execute(
    db,
  );
  return rows.flatMap((row) => (row.path ? [readFileSync(join(directory, row.path))] : []));
}

async function foundIn(server: TestServer, secrets: string[]): Promise<string[]> {
  const files = await databaseFiles(server);
  return secrets.filter((secret) => files.some((file) => file.includes(Buffer.from(secret, 'utf8'))));
}

/** Kendall's tau between two orders of the same items: 1 the same order, 0 unrelated. */
function kendallTau(order: number[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < order.length; i += 1)
    for (let j = i + 1; j < order.length; j += 1) {
      if (order[i] < order[j]) concordant += 1;
      else discordant += 1;
    }
  return (concordant - discordant) / (concordant + discordant);
}

describe.each(backends)('Team Pulse storage on %s', (_name, databaseUrl) => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    server = await startTestServer({
      databaseUrl: await databaseUrl(),
      smtpUrl: smtp.url,
      siteUrl: 'https://clarity.example',
    });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (path: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: payload as object,
    });

  async function surveyWithMail(teamName: string, email: string) {
    const created = await post('create', { email, locale: 'sv', threshold: 3, teamName, consent: true });
    const { shareToken, resultsToken } = created.json<{ shareToken: string; resultsToken: string }>();
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
    const confirmToken = new RegExp(`#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`).exec(bodyOf(mail.raw))![1];
    return { shareToken, resultsToken, confirmToken };
  }

  it('keeps no token once SMTP has taken the links mail, only the note that it was sent', async () => {
    const email = `delivered-${randomBytes(3).toString('hex')}@exempel.se`;
    const { shareToken, resultsToken, confirmToken } = await surveyWithMail('Levererat lag', email);
    const row = await waitFor(async () => {
      const mail = await server.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', email)
        .where('body', '=', REDACTED_LINKS_BODY)
        .executeTakeFirst();
      return mail;
    });
    expect(row).toMatchObject({ status: 'sent', kind: 'team-survey-links' });
    expect(row.sent_at).not.toBeNull();
    expect(await foundIn(server, [shareToken, resultsToken, confirmToken])).toEqual([]);
    // The links still work: the mail got them to the lead.
    expect((await post('results', { token: resultsToken, confirm: confirmToken })).statusCode).toBe(200);
  });

  it('leaves no token, team name or open answer in the files once a survey is deleted', async () => {
    const marker = `Raderingsmarkör ${randomBytes(4).toString('hex')}`;
    const email = `deleted-${randomBytes(3).toString('hex')}@exempel.se`;
    const { shareToken, resultsToken, confirmToken } = await surveyWithMail(`${marker} lag`, email);
    for (let i = 0; i < 4; i += 1)
      expect(
        (
          await post('answer', {
            token: shareToken,
            answerKey: newAnswerKey(),
            answers: { ...RATINGS, team_open1: `${marker} svar ${i}` },
          })
        ).statusCode,
      ).toBe(200);
    expect((await post('results', { token: resultsToken, confirm: confirmToken })).statusCode).toBe(200);
    expect(await foundIn(server, [marker])).toEqual([marker]); // the scan does see them while stored
    expect((await post('delete', { token: resultsToken })).statusCode).toBe(200);
    expect(await foundIn(server, [marker, shareToken, resultsToken, confirmToken])).toEqual([]);
  });

  it('stores the answers in an order unrelated to the order they came in', async () => {
    const created = await post('create', { email: 'order@exempel.se', locale: 'sv', threshold: 3 });
    const { shareToken } = created.json<{ shareToken: string }>();
    const n = 60;
    for (let i = 0; i < n; i += 1)
      expect(
        (
          await post('answer', {
            token: shareToken,
            answerKey: newAnswerKey(),
            answers: { ...RATINGS, team_open1: `arrival ${i}` },
          })
        ).statusCode,
      ).toBe(200);
    const sqlite = server.db.getExecutor().adapter instanceof SqliteAdapter;
    // The order a reader of the file meets them in: SQLite's table order, PostgreSQL's physical order.
    const { rows } = sqlite
      ? await sql<{ answers: string; answered_on: string }>`select answers, answered_on from team_answers`.execute(
          server.db,
        )
      : await sql<{
          answers: string;
          answered_on: string;
        }>`select answers, answered_on from team_answers order by ctid`.execute(server.db);
    const stored = rows
      .map((row) => /"arrival (\d+)"/.exec(row.answers)?.[1])
      .filter((i): i is string => i !== undefined)
      .map(Number);
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i)); // all there…
    const again = rows
      .map((row) => /"arrival (\d+)"/.exec(row.answers)?.[1])
      .filter((i) => i !== undefined)
      .map(Number);
    // …in an order as unrelated to arrival as chance: for 60 random orders |tau| < 0.3 fails about once in 1,500 runs.
    expect(Math.abs(kendallTau(again))).toBeLessThan(0.3);
    expect(new Set(rows.map((row) => row.answered_on)).size).toBeLessThanOrEqual(2); // the day only
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.answered_on))).toBe(true);
  });
});
