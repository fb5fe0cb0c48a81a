// @vitest-environment node
/** Mail delivery against a real SMTP server on 127.0.0.1: an outage and a restart lose nothing. */
import { connect, createServer, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { migrate, openDatabase, type Db } from '../db/database';
import { OutboxWorker, outboxRow } from './outbox';
import {
  freePort,
  startTestServer,
  subjectOf,
  tempSqliteUrl,
  TestSmtpServer,
  waitFor,
  type TestServer,
} from '../test/harness';

const enquiry = {
  name: 'Åsa Öberg',
  email: 'asa@example.se',
  message: 'Hej!',
  consent: true,
  modules: 'ai-policy,okand-modul',
};

/** Sends the enquiry (with `fields` changed) through the contact function. */
function submit(server: TestServer, fields: Partial<typeof enquiry> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/send-contact-email',
    headers: { 'content-type': 'application/json' },
    payload: { ...enquiry, ...fields },
  });
}

async function mailStatuses(server: TestServer) {
  return (await server.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute()).map(
    (m) => m.status,
  );
}

describe('the mail outbox', () => {
  let smtp: TestSmtpServer;
  let server: TestServer | undefined;
  const db = tempSqliteUrl();

  beforeEach(async () => {
    smtp = new TestSmtpServer(await freePort());
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await smtp.stop();
  });

  afterAll(() => db.cleanup());

  it('sends a mail sent again (its sent mark lost) with the same Message-ID, derived from its outbox row', async () => {
    await smtp.start();
    server = await startTestServer({ databaseUrl: tempSqliteUrl().url, smtpUrl: smtp.url });
    expect((await submit(server)).statusCode).toBe(200);
    await waitFor(async () => (await mailStatuses(server!))[0] === 'sent');
    // What a restart does to a mail whose `sent` mark could not be written: it goes out again.
    const { id } = await server.db.selectFrom('outbox').select('id').executeTakeFirstOrThrow();
    await server.db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: new Date(0).toISOString() })
      .execute();
    await waitFor(() => smtp.received.length === 2);
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1].trim());
    expect(messageIds).toEqual([`<${id}@outbox.clarity-site>`, `<${id}@outbox.clarity-site>`]);
  });

  it('delivers the notification to MAIL_TO and marks it sent', async () => {
    await smtp.start();
    server = await startTestServer({
      databaseUrl: tempSqliteUrl().url,
      smtpUrl: smtp.url,
      mailTo: 'team@clarityworks.se',
    });
    expect((await submit(server)).statusCode).toBe(200);
    const [mail] = await waitFor(() => smtp.received.length === 1 && smtp.received);
    expect(mail.to).toEqual(['team@clarityworks.se']);
    expect(subjectOf(mail.raw)).toBe('Ny förfrågan från Åsa Öberg');
    expect(await waitFor(async () => (await mailStatuses(server!))[0] === 'sent' && 'sent')).toBe('sent');
  });

  it('keeps mail pending while SMTP is down and delivers it exactly once when it is back', async () => {
    server = await startTestServer({ databaseUrl: tempSqliteUrl().url, smtpUrl: smtp.url });
    expect((await submit(server)).statusCode).toBe(200);
    const failed = await waitFor(async () => {
      const rows = await server!.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute();
      return rows[0] && rows[0].attempts >= 2 && rows[0];
    });
    expect(failed.status).toBe('pending');
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(async () => (await mailStatuses(server!))[0] === 'sent');
    // A second enquiry's mail arriving shows the worker has run again since: the first must not have gone twice.
    await submit(server, { name: 'Andra Avsändaren' });
    await waitFor(() => smtp.received.some((mail) => subjectOf(mail.raw).includes('Andra Avsändaren')));
    expect(
      smtp.received.map((mail) => subjectOf(mail.raw)).filter((subject) => subject.includes('Åsa Öberg')),
    ).toHaveLength(1);
  });

  it('marks a mail the SMTP server refuses for good (5xx) failed, and never sends it again', async () => {
    await smtp.start();
    smtp.refuseWith = 550;
    server = await startTestServer({ databaseUrl: tempSqliteUrl().url, smtpUrl: smtp.url });
    expect((await submit(server)).statusCode).toBe(200);
    const refused = await waitFor(async () => {
      const rows = await server!.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute();
      return rows[0]?.status !== 'pending' && rows[0]?.status !== 'sending' && rows[0];
    });
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.last_error).toMatch(/550/);

    // The server takes mail again: a second enquiry's mail arriving shows the worker has run
    // since, and the refused one was not tried again.
    smtp.refuseWith = undefined;
    await submit(server, { name: 'Andra Avsändaren' });
    // Marked sent: the SMTP server has the mail before its acknowledgement reaches the worker.
    await waitFor(async () => (await mailStatuses(server!)).includes('sent'));
    expect(smtp.received.map((mail) => subjectOf(mail.raw))).toEqual([expect.stringContaining('Andra Avsändaren')]);
    expect(await server.db.selectFrom('outbox').select(['status', 'attempts']).orderBy('created_at').execute()).toEqual(
      [
        { status: 'failed', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ],
    );
  });

  it('tries a mail refused for now (4xx) again, and delivers it once the SMTP server takes it', async () => {
    await smtp.start();
    smtp.refuseWith = 451;
    server = await startTestServer({ databaseUrl: tempSqliteUrl().url, smtpUrl: smtp.url });
    expect((await submit(server)).statusCode).toBe(200);
    const waiting = await waitFor(async () => {
      const rows = await server!.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute();
      return rows[0] && rows[0].attempts >= 2 && rows[0];
    });
    expect(waiting.status).toBe('pending');
    expect(waiting.last_error).toMatch(/451/);
    smtp.refuseWith = undefined;
    await waitFor(async () => (await mailStatuses(server!))[0] === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('sends what was pending when the server restarts', async () => {
    // First server: no SMTP configured at all, so the mail only queues.
    server = await startTestServer({ databaseUrl: db.url });
    expect((await submit(server)).statusCode).toBe(200);
    expect(await mailStatuses(server)).toEqual(['pending']);
    await server.close();

    await smtp.start();
    server = await startTestServer({ databaseUrl: db.url, smtpUrl: smtp.url });
    await waitFor(() => smtp.received.length === 1);
    await waitFor(async () => (await mailStatuses(server!))[0] === 'sent');
    expect(smtp.received[0].raw).toContain('okand-modul (ok=C3=A4nd modul)');
  });
});

describe('the outbox under contention and a hung SMTP server', () => {
  const silentLog = {
    warn: () => undefined,
    info: () => undefined,
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  /** A log that keeps each warning's message and fields, as the operator's log shows them. */
  function recordingLog() {
    const warnings: Array<{ message: string; fields: Record<string, unknown> }> = [];
    const log = {
      ...silentLog,
      warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    return { log, warnings };
  }
  const mailAddresses = { to: 'team@clarityworks.se', from: 'webb@clarityworks.se' };
  let smtp: TestSmtpServer;
  const cleanups: Array<() => unknown> = [];

  beforeEach(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await smtp.stop();
  });

  async function queuedDatabase(count: number): Promise<{ db: Db; url: string }> {
    const { url, cleanup } = tempSqliteUrl();
    const db = openDatabase(url);
    cleanups.push(cleanup, () => db.destroy());
    await migrate(db);
    const now = new Date();
    for (let i = 1; i <= count; i += 1) {
      await db
        .insertInto('outbox')
        .values(outboxRow('enquiry', `ref-${i}`, { subject: `Post ${i}`, body: 'Hej' }, mailAddresses, now))
        .execute();
    }
    return { db, url };
  }

  it('after a database failure tries again within moments, not at the next poll, and counts the failures', async () => {
    const { db } = await queuedDatabase(1);
    const failures: number[] = [];
    const log = {
      ...silentLog,
      warn: (fields: { failures?: number }) => {
        if (fields.failures) failures.push(fields.failures);
      },
    };
    await sql`alter table outbox rename to outbox_away`.execute(db);
    // A poll a minute: only the retry wait after a failure can bring the next run within the test.
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log, {
      pollMs: 60_000,
      retryBaseMs: 20,
      retryMaxMs: 200,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(() => failures.length >= 3);
    expect(failures.slice(0, 3)).toEqual([1, 2, 3]);
    await sql`alter table outbox_away rename to outbox`.execute(db);
    // Marked sent: the SMTP server has the mail before its acknowledgement reaches the worker.
    await waitFor(async () => (await db.selectFrom('outbox').select('status').executeTakeFirst())?.status === 'sent');
    expect(smtp.received).toHaveLength(1);
  });

  it.each([
    // [SMTP reply, the mail afterwards]: 4xx is for now; 5xx is for good, but 503 (bad sequence
    // of commands), which a new connection gets past (RFC 5321, as nodemailer reads it).
    [421, 'pending'],
    [451, 'pending'],
    [503, 'pending'],
    [500, 'failed'],
    [550, 'failed'],
    [554, 'failed'],
  ])('after an SMTP refusal %i the mail is %s', async (code, status) => {
    const { db } = await queuedDatabase(1);
    smtp.refuseWith = code;
    const { log, warnings } = recordingLog();
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log);
    await worker.runOnce();
    await worker.settled();
    const row = await db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'last_error'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status, attempts: 1 });
    expect(row.last_error).toContain(String(code));
    expect(warnings).toEqual([
      {
        message: 'delivery failed',
        fields: {
          mailId: row.id,
          channel: 'mail',
          attempts: 1,
          permanent: status === 'failed',
          err: expect.any(Error),
        },
      },
    ]);
  });

  it('keeps the first 1,000 characters of a refusal as the error', async () => {
    const { db } = await queuedDatabase(1);
    smtp.refuseWith = 550;
    smtp.refusal = `refused: ${'x'.repeat(1_500)}`;
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog);
    await worker.runOnce();
    await worker.settled();
    const row = await db.selectFrom('outbox').select('last_error').executeTakeFirstOrThrow();
    expect(row.last_error).toHaveLength(1_000);
    expect(row.last_error).toMatch(/550 refused: x+$/);
  });

  it('delivers at most five mails at once: the rest wait for a free place', async () => {
    const { db } = await queuedDatabase(7);
    smtp.hold = new Promise(() => {});
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog);
    const statuses = async () =>
      (await db.selectFrom('outbox').select('status').execute()).map(({ status }) => status).sort();
    await worker.runOnce();
    // A second run while all five are under way claims nothing more.
    await worker.runOnce();
    expect(await statuses()).toEqual([...Array(2).fill('pending'), ...Array(5).fill('sending')]);
  });

  it('holds a mail under way for two minutes by default, so no second run sends it meanwhile', async () => {
    const { db } = await queuedDatabase(1);
    smtp.hold = new Promise(() => {});
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog);
    const before = Date.now();
    await worker.runOnce();
    const row = await db.selectFrom('outbox').select(['status', 'next_attempt_at']).executeTakeFirstOrThrow();
    expect(row.status).toBe('sending');
    expect(Math.round((Date.parse(row.next_attempt_at) - before) / 1000)).toBe(120);
  });

  it('takes over a mail a sender that died left under way, once its lease has run out, and delivers it', async () => {
    const { db } = await queuedDatabase(1);
    await db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog);
    await worker.runOnce();
    await worker.settled();
    expect(smtp.received).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('status').execute()).toEqual([{ status: 'sent' }]);
  });

  it('after database failures tries again after the retry base, doubling, at most 5 seconds; once it works, at its poll again', async () => {
    const { db } = await queuedDatabase(0);
    const warnings: Array<{ failures?: number; message: string }> = [];
    const log = {
      ...silentLog,
      warn: ({ failures }: { failures?: number }, message: string) => warnings.push({ failures, message }),
    } as unknown as FastifyBaseLogger;
    await sql`alter table outbox rename to outbox_away`.execute(db);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cleanups.push(() => vi.useRealTimers());
    // The default poll (2 s); a retry base of 1 s and a maximum far above the 5 s cap.
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log, {
      retryBaseMs: 1_000,
      retryMaxMs: 60_000,
    });
    cleanups.push(() => worker.stop());
    /** The failures counted so far, after letting `ms` pass (and the run it started end). */
    const failuresAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      await worker.settled();
      return warnings.map(({ failures }) => failures);
    };
    worker.start();
    expect(await failuresAfter(0)).toEqual([1]);
    // 1 s, 2 s, 4 s, then the cap: 5 s (not 8).
    for (const [wait, count] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
      [5_000, 5],
    ]) {
      expect(await failuresAfter(wait - 1)).toHaveLength(count - 1);
      expect(await failuresAfter(1)).toHaveLength(count);
    }
    expect(new Set(warnings.map(({ message }) => message))).toEqual(
      new Set(['outbox: the database could not be used; trying again later']),
    );
    // The database is back: the next run works, and the one after it comes at the poll, 2 s on,
    // where it finds the database gone again and counts from 1.
    await sql`alter table outbox_away rename to outbox`.execute(db);
    expect(await failuresAfter(5_000)).toHaveLength(5);
    await sql`alter table outbox rename to outbox_away`.execute(db);
    expect(await failuresAfter(1_999)).toHaveLength(5);
    expect((await failuresAfter(1)).at(-1)).toBe(1);
  });

  it('by default waits 5 seconds after a first refusal for now', async () => {
    const { db } = await queuedDatabase(1);
    smtp.refuseWith = 451;
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog);
    const before = Date.now();
    await worker.runOnce();
    await worker.settled();
    const row = await db.selectFrom('outbox').select('next_attempt_at').executeTakeFirstOrThrow();
    expect(Math.round((Date.parse(row.next_attempt_at) - before) / 1000)).toBe(5);
  });

  it('when stopped, waits for the delivery under way, then runs no more', async () => {
    const { db } = await queuedDatabase(1);
    let release = () => {};
    smtp.hold = new Promise((resolve) => (release = resolve));
    let arrived = false;
    smtp.onMessage = () => (arrived = true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cleanups.push(() => vi.useRealTimers());
    const { log, warnings } = recordingLog();
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log, { pollMs: 1_000 });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    // Stopped while its run is still claiming the mail (the database answers from its own thread).
    const stopping = worker.stop();
    await vi.waitFor(() => expect(arrived).toBe(true));
    release();
    await stopping;
    expect(await db.selectFrom('outbox').select('status').execute()).toEqual([{ status: 'sent' }]);

    // A mail queued after the stop stays queued, however long the worker is left.
    await db
      .insertInto('outbox')
      .values(outboxRow('enquiry', 'after-stop', { subject: 'Efter', body: 'Hej' }, mailAddresses, new Date()))
      .execute();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await worker.settled();
    expect(smtp.received).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('status').where('ref_id', '=', 'after-stop').execute()).toEqual([
      { status: 'pending' },
    ]);
    // Without an onSettled step, a sent mail logs nothing.
    expect(warnings).toEqual([]);
  });

  it('waits the retry base after a refusal for now, twice that after the next, and never longer than the maximum', async () => {
    const { db } = await queuedDatabase(1);
    smtp.refuseWith = 451;
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), silentLog, {
      retryBaseMs: 60_000,
      retryMaxMs: 120_000,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = Date.now();
      await worker.runOnce();
      await worker.settled();
      const row = await db.selectFrom('outbox').select(['attempts', 'next_attempt_at']).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      // Rounded to seconds: the delivery itself takes some milliseconds.
      waits.push(Math.round((Date.parse(row.next_attempt_at) - before) / 1000));
      // Due again now, so the next run takes it.
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
    }
    expect(waits).toEqual([60, 120, 120]);
  });

  it('tells onSettled once a mail is sent or failed for good, not while it waits, and a failing step loses nothing', async () => {
    const { db } = await queuedDatabase(2);
    const settled: string[] = [];
    const { log, warnings } = recordingLog();
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log, {
      onSettled: async ({ id, kind }) => {
        settled.push(kind);
        if (settled.length === 1) throw new Error(`the step after ${id} failed`);
      },
    });
    const run = async () => {
      await worker.runOnce();
      await worker.settled();
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
    };
    smtp.refuseWith = 451;
    await run();
    expect(settled).toEqual([]);
    smtp.refuseWith = 550;
    await run();
    expect(settled).toEqual(['enquiry', 'enquiry']);
    expect(warnings).toContainEqual({
      message: 'outbox: the step after a delivery failed; it is retried later',
      fields: { err: expect.any(Error), mailId: expect.any(String) },
    });
    expect(await db.selectFrom('outbox').select('status').execute()).toEqual([
      { status: 'failed' },
      { status: 'failed' },
    ]);
  });

  it('keeps the sent mark of a mail SMTP accepted while the database could not be written, and writes it later without sending again', async () => {
    const { db } = await queuedDatabase(1);
    const { log, warnings } = recordingLog();
    const worker = new OutboxWorker(db, nodemailer.createTransport(smtp.url), log);
    let release = () => {};
    smtp.hold = new Promise((resolve) => (release = resolve));
    let arrived = false;
    smtp.onMessage = () => (arrived = true);
    await worker.runOnce();
    await waitFor(() => arrived);
    // The mail is with the SMTP server; its acknowledgement comes once the table has gone.
    await sql`alter table outbox rename to outbox_away`.execute(db);
    release();
    await worker.settled();
    expect(smtp.received).toHaveLength(1);
    expect(warnings.map(({ message }) => message)).toEqual([
      'outbox: the database could not be used; trying again later',
    ]);
    await sql`alter table outbox_away rename to outbox`.execute(db);
    await worker.runOnce();
    await worker.settled();
    expect(await db.selectFrom('outbox').select(['status', 'attempts']).execute()).toEqual([
      { status: 'sent', attempts: 1 },
    ]);
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends a mail twice when two workers race over the same due mail', async () => {
    const { db, url } = await queuedDatabase(12);
    // Two workers, each with its own connection, as two server processes would have.
    const workers = [0, 1].map(() => {
      const own = openDatabase(url);
      cleanups.push(() => own.destroy());
      return new OutboxWorker(own, nodemailer.createTransport(smtp.url), silentLog);
    });
    for (let round = 0; round < 4; round += 1)
      await Promise.all(workers.map((worker) => worker.runOnce().then(() => worker.settled())));
    const sent = await db.selectFrom('outbox').select('status').where('status', '=', 'sent').execute();
    expect(sent).toHaveLength(12);
    const subjects = smtp.received.map((mail) => subjectOf(mail.raw)).sort();
    expect(subjects).toEqual([...new Set(subjects)]);
    expect(subjects).toHaveLength(12);
  });

  it('delivers the other mails while one SMTP connection hangs, and the hung one after its timeout', async () => {
    // A server that accepts the first connection and never greets; later ones reach real SMTP.
    const events: string[] = [];
    const hung: Socket[] = [];
    const front = createServer((socket) => {
      if (hung.length === 0) {
        hung.push(socket);
        socket.on('close', () => events.push('hung connection closed'));
        return;
      }
      const upstream = connect(smtp.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const frontPort = await freePort();
    await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
    cleanups.push(
      () => new Promise((resolve) => front.close(resolve)),
      () => hung.forEach((socket) => socket.destroy()),
    );
    smtp.onMessage = () => events.push('mail');

    const { url } = await queuedDatabase(0);
    const server = await startTestServer(
      { databaseUrl: url, smtpUrl: `smtp://127.0.0.1:${frontPort}` },
      { smtpTimeouts: { greetingTimeout: 3_000 } },
    );
    cleanups.push(() => server.close());
    for (let i = 1; i <= 5; i += 1) {
      const response = await submit(server, { name: `Avsändare ${i}` });
      expect(response.statusCode).toBe(200);
    }
    await waitFor(() => smtp.received.length === 5, 20_000);
    // The four on live connections arrived while the hung one was still waiting for its greeting.
    expect(events.slice(0, 5)).toEqual(['mail', 'mail', 'mail', 'mail', 'hung connection closed']);
    expect(new Set(smtp.received.map((mail) => subjectOf(mail.raw))).size).toBe(5);
  });
});
