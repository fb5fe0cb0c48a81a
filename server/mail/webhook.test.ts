// @vitest-environment node
/**
 * The owner's webhook against a real local receiver that fails, stalls and recovers: every
 * enquiry and lead arrives, signed as docs/backend.md documents, each with one Idempotency-Key
 * however often it was tried; a receiver that refuses one (a 4xx) marks it failed, which
 * /healthz and the export show.
 */
import { exportRows } from '../leads';
import { freePort, startTestServer, tempSqliteUrl, waitFor, type TestServer } from '../test/harness';
import { WebhookReceiver } from '../test/webhook-receiver';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';

const CONTACT = '/functions/v1/send-contact-email';
const LEAD = '/functions/v1/process-lead';
const enquiry = (name: string) => ({ name, email: 'asa@example.se', message: 'Hej!', consent: true });
const lead = {
  persona: 'you',
  answers: { you_q1: 4, you_q2: 3, you_q3: 5 },
  locale: 'sv',
  contact: { name: 'Per', email: 'per@example.se', consent: true, cw_followup: 'yes' },
};

let receiver: WebhookReceiver;
let server: TestServer;

beforeEach(async () => {
  receiver = new WebhookReceiver(SECRET);
  const port = await freePort();
  await receiver.start(port);
  server = await startTestServer(
    { databaseUrl: tempSqliteUrl().url, leadWebhook: { url: `http://127.0.0.1:${port}/leads`, secret: SECRET } },
    { webhookTimeoutMs: 300 },
  );
});
afterEach(async () => {
  await server.close();
  await receiver.stop();
});

const webhookStatuses = async () =>
  (await server.db.selectFrom('outbox').select('status').where('channel', '=', 'webhook').execute()).map(
    (row) => row.status,
  );

it('delivers each enquiry and lead through failures and a stall, signed, each under one key', async () => {
  receiver.mode = 'fail';
  for (const name of ['Ett Namn', 'Två Namn', 'Tre Namn'])
    expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry(name) })).statusCode).toBe(200);
  for (let i = 0; i < 2; i++)
    expect((await server.app.inject({ method: 'POST', url: LEAD, payload: lead })).statusCode).toBe(200);
  await waitFor(() => receiver.attempts.length >= 10, 20_000);
  receiver.mode = 'stall';
  const beforeStall = receiver.attempts.length;
  await waitFor(() => receiver.attempts.length > beforeStall, 20_000);
  receiver.mode = 'ok';
  await waitFor(async () => (await webhookStatuses()).every((status) => status === 'sent'), 20_000);

  const rows = await server.db.selectFrom('outbox').select(['id', 'ref_id']).where('channel', '=', 'webhook').execute();
  expect(rows).toHaveLength(5);
  // Every attempt of one delivery carried that delivery's key; no two deliveries share a key.
  const keysByRef = new Map<string, Set<string>>();
  for (const attempt of receiver.attempts) {
    const payload = JSON.parse(attempt.body) as { id: string };
    keysByRef.set(payload.id, (keysByRef.get(payload.id) ?? new Set()).add(attempt.key));
  }
  expect([...keysByRef.values()].map((keys) => keys.size)).toEqual([1, 1, 1, 1, 1]);
  expect(new Set(rows.map((r) => r.id))).toEqual(new Set([...keysByRef.values()].flatMap((keys) => [...keys])));
  expect(receiver.attempts.every((attempt) => attempt.signed)).toBe(true);
  // Each one arrived; a repeat (at least once: a busy machine can outlast a claim or the timeout)
  // carries the same key, and a receiver drops it by that key, as this does.
  const byKey = new Map(receiver.accepted.map((a) => [a.key, a]));
  expect(byKey.size).toBe(5);
  const types = [...byKey.values()].map((a) => (JSON.parse(a.body) as { type: string }).type).sort();
  expect(types).toEqual(['enquiry', 'enquiry', 'enquiry', 'lead', 'lead']);
  const aLead = receiver.accepted.find((a) => a.body.includes('"type":"lead"'))!;
  expect(JSON.parse(aLead.body)).toMatchObject({ email: 'per@example.se', answers: { you_q1: 4 } });
  expect(aLead.body).not.toContain('is_spam');
});

it('marks a delivery the receiver refuses (a 4xx) failed, shown by /healthz and the export', async () => {
  receiver.mode = 'refuse';
  expect((await server.app.inject({ method: 'POST', url: CONTACT, payload: enquiry('Nekad Post') })).statusCode).toBe(
    200,
  );
  await waitFor(async () => (await webhookStatuses())[0] === 'failed', 20_000);
  await waitFor(
    async () =>
      (await server.app.inject({ method: 'GET', url: '/healthz' })).json<{ webhook: string }>().webhook !== 'up',
    3_000,
  );
  expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
    ok: true,
    status: 'degraded',
    webhook: 'degraded',
    failedWebhook: 1,
  });
  const [row] = await exportRows(server.db);
  expect(row).toMatchObject({ type: 'enquiry', webhook_status: 'failed', webhook_error: 'the webhook answered 400' });
  // Refused once, not again and again.
  expect(receiver.attempts).toHaveLength(1);
});
