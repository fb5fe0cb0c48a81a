// @vitest-environment node
/**
 * Anyone can start a survey for any address, so a survey must not become a way to mail strangers
 * a message of one's own, to record their "consent", or to lock them out: no creator text in a
 * subject, the team name only quoted and cut short in the body, a consent that counts only once
 * the address has opened the mailed link, and a daily cap on the canonical address and on the
 * network whose message says when to try again.
 */
import { exportRows } from '../leads';
import {
  bodyOf,
  freePort,
  startTestServer,
  subjectOf,
  tempSqliteUrl,
  TestSmtpServer,
  waitFor,
  type TestServer,
} from '../test/harness';
import { canonicalAddress } from './canonical-address';

const BASE = '/functions/v1/team-pulse';
const HOSTILE = 'Konto spärrat – logga in på clarity-works-support.example och bekräfta ditt lösenord nu direkt';

let server: TestServer;
let smtp: TestSmtpServer;
const database = tempSqliteUrl();

beforeAll(async () => {
  smtp = new TestSmtpServer(await freePort());
  await smtp.start();
  server = await startTestServer({
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    siteUrl: 'https://clarity.example',
    rateLimitPerMinute: 10,
  });
});

afterAll(async () => {
  await server.close();
  await smtp.stop();
  database.cleanup();
});

let networks = 0;
/** A request from a network of its own, unless one is given. */
const post = (path: string, payload: unknown, from = `198.51.100.${(networks += 1)}`) =>
  server.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json' },
    payload: payload as object,
  });

it('puts no creator text in a subject, and the team name only quoted and cut short in the body', async () => {
  const created = await post('create', { email: 'stranger@exempel.se', locale: 'sv', teamName: HOSTILE.slice(0, 80) });
  expect(created.statusCode).toBe(201);
  const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('stranger@exempel.se')));
  expect(subjectOf(mail.raw)).toBe('Er teamundersökning är startad');
  const lines = bodyOf(mail.raw).split('\n');
  const named = lines.filter((line) => line.includes('Konto spärrat'));
  expect(named).toEqual([`Namnet som angavs för teamet: ”${HOSTILE.slice(0, 80)}”`]);
});

it('records a consent only once the address has opened the mailed results link', async () => {
  const email = 'consent@exempel.se';
  const created = await post('create', { email, locale: 'en', consent: true, threshold: 3 });
  const { shareToken, resultsToken } = created.json<{ shareToken: string; resultsToken: string }>();
  const consent = async () => (await exportRows(server.db)).find((row) => row.email === email)!.consent;
  expect(await consent()).toBe(0);
  // The results link as the page shows it (no confirmation token) confirms nothing.
  expect((await post('results', { token: resultsToken })).statusCode).toBe(200);
  expect(await consent()).toBe(0);
  const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
  const confirm = new RegExp(`#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`).exec(bodyOf(mail.raw))![1];
  expect((await post('results', { token: resultsToken, confirm: 'A'.repeat(43) })).statusCode).toBe(200);
  expect(await consent()).toBe(0);
  expect((await post('results', { token: resultsToken, confirm })).statusCode).toBe(200);
  expect(await consent()).toBe(1);
});

it('counts +tags, quoting and letter case as one address, says when to try again, and frees the address when a fake survey is deleted', async () => {
  const fakes = [];
  for (const email of ['victim+1@exempel.se', '"victim"@exempel.se', 'Victim+nyhetsbrev@Exempel.SE']) {
    const created = await post('create', { email, locale: 'en' });
    expect(created.statusCode).toBe(201);
    fakes.push(created.json<{ resultsToken: string }>());
  }
  const before = Date.now();
  const refused = await post('create', { email: 'victim@exempel.se', locale: 'en' });
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  const freeAt = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });
  const possible = [0, 60_000].map((slack) => freeAt.format(new Date(before + 24 * 3600_000 - slack)));
  const message = refused.json<{ message: string }>().message;
  expect(possible.some((time) => message.includes(`You can start another one from ${time} (Swedish time).`))).toBe(
    true,
  );
  expect(message).toMatch(/^We have already sent 3 team surveys to this address in the past 24 hours\./);

  // The owner deletes one survey they did not start, with the link in its mail, and can start their own.
  expect((await post('delete', { token: fakes[0].resultsToken })).statusCode).toBe(200);
  expect((await post('create', { email: 'victim@exempel.se', locale: 'en' })).statusCode).toBe(201);
});

it('caps the surveys one network starts in a day, and says when to try again', async () => {
  const office = '192.0.2.99';
  for (let i = 0; i < 10; i += 1)
    expect((await post('create', { email: `lead${i}@exempel.se`, locale: 'sv' }, office)).statusCode).toBe(201);
  const refused = await post('create', { email: 'lead10@exempel.se', locale: 'sv' }, office);
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ message: string }>().message).toMatch(
    /^Många teamundersökningar har startats från ditt nätverk det senaste dygnet\. Du kan starta en ny från .+ \(svensk tid\)\.$/,
  );
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
});

it.each([
  ['Victim+tag@Example.se', 'victim@example.se'],
  ['"victim"@example.se', 'victim@example.se'],
  ['"vic\\"tim+x"@example.se', 'vic"tim@example.se'],
  ['victim@EXAMPLE.SE ', 'victim@example.se'],
  ['+only@example.se', '+only@example.se'],
])('reads %s as the mailbox %s', (written, mailbox) => {
  expect(canonicalAddress(written)).toBe(mailbox);
});
