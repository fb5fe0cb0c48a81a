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

it('counts every address of one IPv6 /64 as one client, in the functions and in Team Pulse', async () => {
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
    const lead = (ip: string) =>
      post('/functions/v1/process-lead', { persona: 'team', answers: { team_q1: 3 }, locale: 'sv' }, ip);
    // A new address of the same /64 each time, as a client with a whole /64 can do.
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await lead(`2001:db8:5:6:${i}::${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await lead('2001:db8:5:7::1')).statusCode).toBe(200); // The next /64 is someone else.

    // Team Pulse's own counter for the lead's calls (three times the limit) groups the same way.
    const results = (i: number) =>
      post('/functions/v1/team-pulse/results', { token: 'x'.repeat(43) }, `2001:db8:9:9:${i}::1`);
    const team = [];
    for (let i = 1; i <= 10; i += 1) team.push((await results(i)).statusCode);
    expect(team).toEqual([...Array(9).fill(404), 429]);
  } finally {
    await server.close();
  }
});
