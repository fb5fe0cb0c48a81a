// @vitest-environment node
/**
 * Idempotent submissions against a real database (SQLite always, PostgreSQL when installed): a
 * repeat of a key gets the first answer and stores nothing, a key reused for another body is
 * refused, and twins sent at the same moment (a double submit, a duplicated tab) store once.
 */
import { randomBytes } from 'node:crypto';
import { text } from '../mail/catalog';
import { freePort, startTestServer, submissionCounts, tempSqliteUrl, type TestServer } from '../test/harness';
import { freshPostgresDatabase, hasPostgres, startPostgres, type TestPostgres } from '../test/postgres';
import { idempotent, KEY_LIFETIME_MS } from './idempotency';

const CONTACT = '/functions/v1/send-contact-email';
const LEAD = '/functions/v1/process-lead';
const enquiry = { name: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej!', consent: true };
const lead = {
  persona: 'you',
  answers: { you_q1: 4, you_q2: 3, you_q3: 5 },
  locale: 'sv',
  contact: { name: 'Per', email: 'per@example.se', consent: true, cw_followup: 'yes' },
};

function post(server: TestServer, url: string, payload: unknown, key?: string, locale = 'sv') {
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(payload),
  });
}

const pgPort = await freePort();
let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());

const backends = [
  { name: 'SQLite', needsPostgres: false },
  { name: 'PostgreSQL', needsPostgres: true },
];

describe.each(hasPostgres() ? backends : backends.filter((b) => !b.needsPostgres))(
  'idempotency keys on $name',
  ({ needsPostgres }) => {
    let server: TestServer;
    let n = 0;
    const newKey = () => `test-key-${Date.now()}-${n++}-abcdef`;

    beforeAll(async () => {
      if (needsPostgres) postgres ??= startPostgres(pgPort);
      const databaseUrl = needsPostgres ? await freshPostgresDatabase(postgres!.url) : tempSqliteUrl().url;
      server = await startTestServer({ databaseUrl });
    }, 60_000);
    afterAll(async () => server?.close());
    beforeEach(async () => {
      for (const table of ['outbox', 'enquiries', 'leads', 'idempotency_keys', 'team_answers'] as const)
        await server.db.deleteFrom(table).execute();
    });

    it('answers a repeat of a key with the first answer, and stores and mails once', async () => {
      const key = newKey();
      const first = await post(server, CONTACT, enquiry, key);
      // The retry may come in the other language's header: the answer is still the first one.
      const again = await post(server, CONTACT, enquiry, key, 'en');
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 1, outbox: 1 });

      const leadKey = newKey();
      expect((await post(server, LEAD, lead, leadKey)).statusCode).toBe(200);
      expect((await post(server, LEAD, lead, leadKey)).statusCode).toBe(200);
      expect(await submissionCounts(server)).toEqual({ enquiries: 1, leads: 1, outbox: 2 });
    });

    it('refuses a key reused for a different message with 422 and stores nothing for it', async () => {
      const key = newKey();
      expect((await post(server, CONTACT, enquiry, key)).statusCode).toBe(200);
      const other = await post(server, CONTACT, { ...enquiry, message: 'Ett annat meddelande' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        ok: false,
        message: 'Den här sändningen har redan tagits emot med ett annat innehåll. Ladda om sidan och skicka igen.',
      });
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 1, outbox: 1 });
    });

    it('answers a repeat sent with a query string (a cache-buster) as a repeat: the key is bound to the function, not the URL', async () => {
      const key = newKey();
      expect((await post(server, CONTACT, enquiry, key)).statusCode).toBe(200);
      const again = await post(server, `${CONTACT}?retry=1`, enquiry, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 1, outbox: 1 });
    });

    it('keeps a key for the whole day: a repeat an hour later still gets the first answer', async () => {
      const key = newKey();
      expect((await post(server, CONTACT, enquiry, key)).statusCode).toBe(200);
      const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
      await server.db.updateTable('idempotency_keys').set({ created_at: hourAgo }).execute();
      const later = await post(server, CONTACT, enquiry, key);
      expect(later.statusCode).toBe(200);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 1, outbox: 1 });
    });

    it('keeps a key to its function: the same key on the lead function is a new submission', async () => {
      const key = newKey();
      expect((await post(server, CONTACT, enquiry, key)).statusCode).toBe(200);
      expect((await post(server, LEAD, lead, key)).statusCode).toBe(200);
      expect(await submissionCounts(server)).toEqual({ enquiries: 1, leads: 1, outbox: 2 });
    });

    it('stores once when twins with one key arrive together (a double submit, two tabs)', async () => {
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(server, CONTACT, enquiry, key)));
      // Each twin is answered 200 with the one outcome, or 503 (nothing stored by it) if it
      // could not get its turn while the first was being written: never a second row.
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 1, outbox: 1 });
      // Whatever a twin was told, a later repeat is answered from the stored outcome.
      expect((await post(server, CONTACT, enquiry, key)).headers['idempotent-replayed']).toBe('true');
    });

    it('refuses a malformed key with 400, and still takes a submission without one', async () => {
      for (const bad of ['short', 'x'.repeat(129), 'has space in it 12345', 'åäö-åäö-åäö-åäö-åäö']) {
        const response = await post(server, CONTACT, enquiry, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ ok: false, message: text('sv', 'api.error.malformed') });
      }
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 0 });
      for (let i = 0; i < 2; i += 1) {
        const taken = await post(server, CONTACT, enquiry);
        expect(taken.statusCode).toBe(200);
        // Nothing was replayed: each was stored.
        expect(taken.headers['idempotent-replayed']).toBeUndefined();
      }
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 2 });
    });

    it('forgets a key after 24 hours: it is then a new submission, and the old record is gone', async () => {
      const key = newKey();
      expect((await post(server, CONTACT, enquiry, key)).statusCode).toBe(200);
      const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60_000 - 60_000).toISOString();
      await server.db.updateTable('idempotency_keys').set({ created_at: dayAndMinuteAgo }).execute();
      const later = await post(server, CONTACT, enquiry, key);
      expect(later.statusCode).toBe(200);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(await submissionCounts(server)).toMatchObject({ enquiries: 2 });
      const kept = await server.db.selectFrom('idempotency_keys').select('created_at').execute();
      expect(kept).toHaveLength(1);
      expect(kept[0].created_at > dayAndMinuteAgo).toBe(true);
    });

    // The storage step alone, with its clock in hand (`now`), on the test's own connection.
    const keyOf = (name: string) => ({ kind: 'key' as const, keyHash: `hash-${name}-${n++}`, requestHash: 'request' });
    const answered = (status: number) => async () => ({ status, body: { ok: status < 300 } });

    it('keeps no record of a refusal: the same key sent again is a new submission', async () => {
      const key = keyOf('refused');
      const refused = await idempotent(server.db, key, answered(429));
      expect(refused).toEqual({ kind: 'done', outcome: { status: 429, body: { ok: false } }, replayed: false });
      expect(await server.db.selectFrom('idempotency_keys').select('key_hash').execute()).toEqual([]);
      const stored = await idempotent(server.db, key, answered(200));
      expect(stored).toEqual({ kind: 'done', outcome: { status: 200, body: { ok: true } }, replayed: false });
      expect(await idempotent(server.db, key, answered(200))).toMatchObject({ replayed: true });
    });

    it('deletes expired records at most once a minute', async () => {
      const start = new Date(Date.now() + 10 * KEY_LIFETIME_MS); // later than any other test's purge
      const expiredAt = (at: Date) => new Date(at.getTime() - KEY_LIFETIME_MS - 60_000).toISOString();
      const expire = (name: string, at: Date) =>
        server.db
          .insertInto('idempotency_keys')
          .values({ key_hash: name, request_hash: 'r', status: 200, response: '{}', created_at: expiredAt(at) })
          .execute();
      const expiredKeys = async () =>
        (await server.db.selectFrom('idempotency_keys').select('key_hash').where('key_hash', 'like', 'old-%').execute())
          .map((row) => row.key_hash)
          .sort();

      await expire('old-1', start);
      await idempotent(server.db, keyOf('a'), answered(200), start);
      expect(await expiredKeys()).toEqual([]);
      await expire('old-2', start);
      await idempotent(server.db, keyOf('b'), answered(200), new Date(start.getTime() + 59_000));
      expect(await expiredKeys()).toEqual(['old-2']);
      await idempotent(server.db, keyOf('c'), answered(200), new Date(start.getTime() + 60_000));
      expect(await expiredKeys()).toEqual([]);
    });

    it('answers a Team Pulse answer sent again with its key "saved", not "answered before", and counts it once', async () => {
      const created = await post(server, '/functions/v1/team-pulse/create', {
        teamName: 'Team Ek',
        email: 'lead@example.se',
        locale: 'sv',
        threshold: 3,
      });
      expect(created.statusCode).toBe(201);
      const { shareToken } = created.json<{ shareToken: string }>();
      const answer = {
        token: shareToken,
        answerKey: randomBytes(32).toString('base64url'),
        answers: { team_q1: 4, team_q2: 3, team_q3: 5, team_q4: 2, team_q5: 4, team_q6: 3 },
      };
      const key = newKey();
      const first = await post(server, '/functions/v1/team-pulse/answer', answer, key);
      const retry = await post(server, '/functions/v1/team-pulse/answer', answer, key);
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      // The same browser without the key (a new submission of the same answers) is refused.
      expect((await post(server, '/functions/v1/team-pulse/answer', answer, newKey())).statusCode).toBe(409);
      const answers = await server.db.selectFrom('team_answers').select('id').execute();
      expect(answers).toHaveLength(1);
    });

    it('answers a repeat of a created Team Pulse survey without its links, which are never stored', async () => {
      const survey = { teamName: 'Team Lönn', email: 'chef@example.se', locale: 'sv', threshold: 3 };
      const key = newKey();
      const first = await post(server, '/functions/v1/team-pulse/create', survey, key);
      expect(first.statusCode).toBe(201);
      const { shareToken, resultsToken } = first.json<{ shareToken: string; resultsToken: string }>();
      const again = await post(server, '/functions/v1/team-pulse/create', survey, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ ok: true, linksMailed: true });
      const surveys = await server.db
        .selectFrom('team_surveys')
        .select('id')
        .where('lead_email', '=', survey.email)
        .execute();
      expect(surveys).toHaveLength(1);
      const stored = JSON.stringify(await server.db.selectFrom('idempotency_keys').selectAll().execute());
      expect(stored).not.toContain(shareToken);
      expect(stored).not.toContain(resultsToken);
    });

    it('answers 503 when the submission cannot be stored, with or without a key, and logs the database’s error', async () => {
      // Its own database and log, so breaking it leaves the other tests alone.
      const log: Array<{ level: number; msg: string; err?: { message: string } }> = [];
      const logger = { level: 'error', stream: { write: (line: string) => void log.push(JSON.parse(line)) } };
      const databaseUrl = needsPostgres ? await freshPostgresDatabase(postgres!.url) : tempSqliteUrl().url;
      const broken = await startTestServer({ databaseUrl }, {}, {}, { logger });
      try {
        await broken.db.schema.dropTable('enquiries').execute();
        const noKey = await post(broken, CONTACT, enquiry);
        const withKey = await post(broken, CONTACT, enquiry, newKey());
        // The key's table gone as well: the look for a stored answer fails too, and the cause stays the first.
        await broken.db.schema.dropTable('idempotency_keys').execute();
        const keyTableGone = await post(broken, CONTACT, enquiry, newKey());
        for (const response of [noKey, withKey, keyTableGone]) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({ ok: false, message: text('sv', 'api.error.unavailable') });
        }
        expect(log.map((line) => line.msg)).toEqual(Array(3).fill('submission could not be stored'));
        for (const line of log) expect(line.err?.message).toContain('enquiries');
      } finally {
        await broken.close();
      }
    });

    it('keeps only hashes: the key itself is nowhere in the table', async () => {
      const key = newKey();
      await post(server, CONTACT, enquiry, key);
      const stored = JSON.stringify(await server.db.selectFrom('idempotency_keys').selectAll().execute());
      expect(stored).not.toContain(key);
    });
  },
);
