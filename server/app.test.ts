// @vitest-environment node
/**
 * The server as buildApp wires it, seen by the operator (its log, /healthz) and by the owner
 * (the mail that arrives): which outbox worker runs for the configuration given, and what the
 * log says when mail cannot go out or the SQLite worker ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppOptions } from './app';
import { readConfig, type ServerConfig } from './config';
import { freePort, startTestServer, tempSqliteUrl, TestSmtpServer, waitFor, type TestServer } from './test/harness';
import { WebhookReceiver } from './test/webhook-receiver';

const CONTACT = '/functions/v1/send-contact-email';
const enquiry = { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true };

interface LogLine {
  level: number;
  msg: string;
  exitCode?: number;
  restarts?: number;
}

let database: ReturnType<typeof tempSqliteUrl>;
let server: TestServer | undefined;
let log: LogLine[];

beforeEach(() => {
  database = tempSqliteUrl();
  log = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  database.cleanup();
});

/**
 * The API server (no site) with this configuration and the shipped rate limit (the harness
 * raises it for other tests), its warnings and errors kept in `log`.
 */
async function start(overrides: Partial<ServerConfig> = {}, sqlite: AppOptions['sqlite'] = {}) {
  server = await startTestServer(
    { rateLimitPerMinute: readConfig({}).rateLimitPerMinute, databaseUrl: database.url, ...overrides },
    {},
    sqlite,
    { logger: { level: 'warn', stream: { write: (line: string) => void log.push(JSON.parse(line)) } } },
  );
  return server.app;
}

const health = async () =>
  (await server!.app.inject({ method: 'GET', url: '/healthz' })).json<Record<string, unknown>>();

it('serves no pages when built as the API server alone (no site)', async () => {
  const app = await start();
  expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

it('tells the operator at start that mail stays queued when no SMTP server is configured', async () => {
  await start();
  expect(log).toContainEqual(
    expect.objectContaining({
      msg: 'SMTP_URL is not set: notification mail stays queued in the outbox (see `npm run leads -- export`).',
    }),
  );
});

it('mails an enquiry through the SMTP server configured, once the server is ready, and says nothing of SMTP_URL', async () => {
  const smtp = new TestSmtpServer(await freePort());
  await smtp.start();
  try {
    await start({ smtpUrl: smtp.url });
    expect((await server!.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
    await waitFor(() => smtp.received.length === 1);
    expect(log.map((line) => line.msg)).not.toContainEqual(expect.stringContaining('SMTP_URL'));
  } finally {
    await smtp.stop();
  }
});

it("reports the owner's webhook in /healthz only when one is configured", async () => {
  await start();
  expect(await health()).not.toHaveProperty('webhook');
  await server!.close();
  await start({ leadWebhook: { url: 'https://hooks.example.test/leads', secret: 's'.repeat(32) } });
  expect(await health()).toHaveProperty('webhook', 'up');
});

it('delivers a lead to the webhook when only a webhook is configured', async () => {
  const secret = 's'.repeat(32);
  const receiver = new WebhookReceiver(secret);
  const port = await freePort();
  await receiver.start(port);
  try {
    await start({ leadWebhook: { url: `http://127.0.0.1:${port}/leads`, secret } });
    expect((await server!.app.inject({ method: 'POST', url: CONTACT, payload: enquiry })).statusCode).toBe(200);
    const [delivery] = await waitFor(() => receiver.accepted.length === 1 && receiver.accepted);
    expect(delivery).toMatchObject({ signed: true, body: expect.stringContaining('asa@example.se') });
  } finally {
    await server?.close();
    server = undefined;
    await receiver.stop();
  }
});

it('reports the rate limit degraded while its shared store cannot be reached', async () => {
  await start({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
  expect(await health()).toMatchObject({ status: 'degraded', rateLimit: 'degraded' });
});

it('logs a SQLite worker that ended, with its exit code, and the new one started', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-app-'));
  try {
    // A worker that ends as it starts: the server goes on, and says so.
    const worker = join(dir, 'ending-worker.mjs');
    writeFileSync(worker, 'process.exit(3);\n');
    await start({}, { workerUrl: pathToFileURL(worker), restartBaseMs: 10, restartMaxMs: 10 });
    await waitFor(() => log.some((line) => line.msg === 'a new SQLite worker was started'));
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 50,
        exitCode: 3,
        msg: 'the SQLite worker ended: submissions answer 503 until a new one has started',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ level: 40, restarts: 1, msg: 'a new SQLite worker was started' }),
    );
  } finally {
    await server?.close();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  }
});
