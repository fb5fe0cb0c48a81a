// @vitest-environment node
/** The README's claim about the rate limit (issue 13 item 17): one counter per IP for both functions. */
import { expect, it } from 'vitest';
import { startTestServer, tempSqliteUrl } from '../test/harness';

it('counts the contact form and the survey against one limit per IP', async () => {
  const server = await startTestServer({ databaseUrl: tempSqliteUrl().url, rateLimitPerMinute: 3 });
  try {
    const post = (url: string, payload: object, ip: string) =>
      server.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const enquiry = () =>
      post(
        '/functions/v1/send-contact-email',
        { name: 'Åsa', email: 'asa@example.se', message: 'Hej', consent: true },
        '192.0.2.1',
      );
    const lead = (ip = '192.0.2.1') =>
      post('/functions/v1/process-lead', { persona: 'team', answers: { team_q1: 3 }, locale: 'sv' }, ip);

    const statuses = [
      (await enquiry()).statusCode,
      (await enquiry()).statusCode,
      (await lead()).statusCode,
      (await lead()).statusCode,
      (await enquiry()).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another address has its own counter.
    expect((await lead('192.0.2.2')).statusCode).toBe(200);
  } finally {
    await server.close();
  }
});
