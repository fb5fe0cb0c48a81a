// @vitest-environment node
/** Mail delivery against a real SMTP server on 127.0.0.1: an outage and a restart lose nothing. */
import { freePort, startTestServer, subjectOf, tempSqliteUrl, TestSmtpServer, waitFor, type TestServer } from '../test/harness';

const enquiry = { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true, modules: 'ai-policy,okand-modul' };

function submit(server: TestServer) {
  return server.app.inject({ method: 'POST', url: '/functions/v1/send-contact-email', headers: { 'content-type': 'application/json' }, payload: enquiry });
}

async function mailStatuses(server: TestServer) {
  return (await server.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute()).map((m) => m.status);
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

  it('delivers the notification to MAIL_TO and marks it sent', async () => {
    await smtp.start();
    server = await startTestServer({ databaseUrl: tempSqliteUrl().url, smtpUrl: smtp.url, mailTo: 'team@clarityworks.se' });
    expect((await submit(server)).statusCode).toBe(200);
    const [mail] = await waitFor(() => smtp.received.length === 1 && smtp.received);
    expect(mail!.to).toEqual(['team@clarityworks.se']);
    expect(subjectOf(mail!.raw)).toBe('Ny förfrågan från Åsa Öberg');
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
    // A few more polling rounds: it must not be sent again.
    await new Promise((r) => setTimeout(r, 400));
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
    expect(smtp.received[0]!.raw).toContain('okand-modul (ok=C3=A4nd modul)');
  });
});
