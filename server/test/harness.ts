/** Test helpers: a server on a temp SQLite file (or a given database), and a real SMTP server. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp, type AppOptions } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import type { OutboxWorkerOptions } from '../mail/outbox';

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: ServerConfig;
  close: () => Promise<void>;
}

export function tempSqliteUrl(): { url: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-db-'));
  return { url: `sqlite:${join(dir, 'test.db')}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startTestServer(
  overrides: Partial<ServerConfig> & { databaseUrl: string },
  mail: OutboxWorkerOptions = {},
  sqlite: AppOptions['sqlite'] = {},
  fastify: AppOptions['fastify'] = {},
): Promise<TestServer> {
  const config = { ...readConfig({}), rateLimitPerMinute: 1000, ...overrides };
  const app = await buildApp({
    config,
    site: false,
    fastify,
    mail: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, ...mail },
    sqlite,
  });
  await app.ready();
  const db = openDatabase(config.databaseUrl);
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; stop and start it to simulate an outage. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While set, a message's data is read but not acknowledged until the promise settles. */
  hold: Promise<void> | undefined;
  /** Called when a message's data has arrived (before it is acknowledged). */
  onMessage: (() => void) | undefined;
  /** While set, every message is refused with this SMTP reply code (550: for good, 451: for now). */
  refuseWith: number | undefined;
  /** The text of that refusal. */
  refusal = 'refused by the test';
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          this.onMessage?.();
          if (this.refuseWith) {
            callback(Object.assign(new Error(this.refusal), { responseCode: this.refuseWith }));
            return;
          }
          void (this.hold ?? Promise.resolve()).then(() => {
            this.received.push(mail);
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Taken when the harness loads, before a test fakes the clock: waitFor keeps polling in real
// time while a test moves a fake one (vi.useFakeTimers).
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now.bind(Date);

export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const until = realNow() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (realNow() > until) throw new Error('timed out waiting');
    await new Promise((r) => realSetTimeout(r, 25));
  }
}

/** The Subject header of a raw message, unfolded and with its RFC 2047 Q-encoded words decoded. */
export function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return subject.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
    Buffer.from(
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The body of a raw message, with quoted-printable soft line breaks and escapes decoded. */
export function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** How many enquiries, leads and outbox rows a test server's database holds. */
export async function submissionCounts(server: TestServer) {
  const count = async (table: 'enquiries' | 'leads' | 'outbox') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { enquiries: await count('enquiries'), leads: await count('leads'), outbox: await count('outbox') };
}
