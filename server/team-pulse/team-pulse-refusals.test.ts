// @vitest-environment node
/**
 * What a Team Pulse page, or a hostile client, is told when a request is refused: every refusal
 * is `ok: false` with its own message from the catalog in the visitor's language (a page that
 * read `ok: true` would show a success), a database that fails is a 503 on every route, never a
 * 500 or a false success, a body that is not an object is an unknown survey, and the limits say
 * when to come back. SQLite only: the routes decide these answers, not the database.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { text, type Locale } from '../mail/catalog';
import { startTestServer, tempSqliteUrl, type TestServer } from '../test/harness';
import { memberCallsPerNetworkPerMinute, surveysPerNetworkPerDay } from './routes';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';
const RATINGS = { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 };
const RATE_LIMIT_PER_MINUTE = 10;
const UNKNOWN_TOKEN = 'A'.repeat(43);

let server: TestServer;
const database = tempSqliteUrl();

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: RATE_LIMIT_PER_MINUTE });
});

afterAll(async () => {
  await server.close();
  database.cleanup();
});

// Each test comes from a network of its own, so the per-network limits of one do not reach another.
let networks = 0;
function newNetwork() {
  networks += 1;
  return `198.51.${networks}.1`;
}

interface Call {
  from: string;
  language?: Locale;
  headers?: Record<string, string>;
}

const post = (path: string, payload: unknown, { from, language = 'sv', headers = {} }: Call, target = server) =>
  target.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...headers },
    payload: JSON.stringify(payload),
  });

/** The catalog's message, as the visitor's language has it. */
const message = (language: Locale, id: string, values: Record<string, string> = {}) => text(language, id, values)!;

const refusal = (language: Locale, id: string, values: Record<string, string> = {}) => ({
  ok: false,
  message: message(language, id, values),
});

let leads = 0;
async function newSurvey(call: Call, extra: Record<string, unknown> = {}) {
  leads += 1;
  const created = await post(
    'create',
    { email: `lead-${leads}@exempel.se`, locale: 'sv', threshold: 3, ...extra },
    call,
  );
  expect(created.statusCode).toBe(201);
  return created.json<{ shareToken: string; resultsToken: string }>();
}

/** Three answers publish a survey with the threshold 3. */
async function publish(shareToken: string, call: Call) {
  for (let i = 0; i < 3; i += 1)
    expect(
      (await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, call)).statusCode,
    ).toBe(200);
}

const members = (count: number, tag: string) => Array.from({ length: count }, (_, i) => `m${i}-${tag}@exempel.se`);

describe.each<Locale>(['sv', 'en'])('refusals in %s', (language) => {
  it('an unknown survey: 404 with ok false on every route', async () => {
    const call = { from: newNetwork(), language };
    const replies = await Promise.all([
      post('invitation', { token: UNKNOWN_TOKEN }, call),
      post('answer', { token: UNKNOWN_TOKEN, answerKey: newAnswerKey(), answers: RATINGS }, call),
      post('results', { token: UNKNOWN_TOKEN }, call),
      post('close', { token: UNKNOWN_TOKEN }, call),
      post('delete', { token: UNKNOWN_TOKEN }, call),
      post('follow-up', { token: UNKNOWN_TOKEN }, call),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(refusal(language, 'api.error.teamSurveyNotFound'));
    }
  });

  it('a request the schema refuses: 400, ok false, the general message and the fields', async () => {
    const call = { from: newNetwork(), language };
    const created = await post('create', { locale: language }, call);
    const { shareToken } = await newSurvey(call);
    const answered = await post(
      'answer',
      { token: shareToken, answerKey: newAnswerKey(), answers: { team_q1: 9 } },
      call,
    );
    for (const reply of [created, answered]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ ...refusal(language, 'api.error.validation'), errors: expect.any(Object) });
    }
  });

  it('an answer from a browser that answered before: 409, ok false', async () => {
    const call = { from: newNetwork(), language };
    const { shareToken } = await newSurvey(call);
    const answerKey = newAnswerKey();
    expect((await post('answer', { token: shareToken, answerKey, answers: RATINGS }, call)).statusCode).toBe(200);
    const again = await post('answer', { token: shareToken, answerKey, answers: RATINGS }, call);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(language, 'api.error.teamAnsweredBefore'));
  });

  it('a members list with a non-text entry: 400 with the general message, nothing stored', async () => {
    const call = { from: newNetwork(), language };
    const before = await server.db.selectFrom('team_surveys').select('id').execute();
    const reply = await post(
      'create',
      { email: 'list@exempel.se', locale: language, members: [...members(4, 'x'), 7] },
      call,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal(language, 'api.error.validation'));
    expect(await server.db.selectFrom('team_surveys').select('id').execute()).toHaveLength(before.length);
  });

  it('names at most ten invalid addresses, and says when there were more', async () => {
    const call = { from: newNetwork(), language };
    const invalid = Array.from({ length: 12 }, (_, i) => `fel${i + 1}`);
    const reply = await post('create', { email: 'many@exempel.se', locale: language, members: invalid }, call);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(
      refusal(language, 'api.error.teamMembersInvalid', {
        count: '12',
        addresses: `${invalid.slice(0, 10).join(', ')} …`,
      }),
    );
    const ten = await post(
      'create',
      { email: 'ten@exempel.se', locale: language, members: invalid.slice(0, 10) },
      call,
    );
    expect(ten.json()).toEqual(
      refusal(language, 'api.error.teamMembersInvalid', { count: '10', addresses: invalid.slice(0, 10).join(', ') }),
    );
  });

  it('a follow-up with the wrong kind of list, or a list the rules refuse: 400, ok false', async () => {
    const call = { from: newNetwork(), language };
    const shared = await newSurvey(call);
    const personal = await newSurvey(call, { members: members(3, `${language}-follow`) });
    const listForShared = await post('follow-up', { token: shared.resultsToken, members: members(3, 'y') }, call);
    expect(listForShared.statusCode).toBe(400);
    expect(listForShared.json()).toEqual(refusal(language, 'api.error.teamFollowUpNoMembers'));
    const noList = await post('follow-up', { token: personal.resultsToken }, call);
    expect(noList.statusCode).toBe(400);
    expect(noList.json()).toEqual(refusal(language, 'api.error.teamFollowUpMembersNeeded'));
    const badList = await post('follow-up', { token: personal.resultsToken, members: ['fel'] }, call);
    expect(badList.statusCode).toBe(400);
    expect(badList.json()).toEqual(refusal(language, 'api.error.teamMembersInvalid', { count: '1', addresses: 'fel' }));
  });

  it('a follow-up of a round that showed nothing, or that has one: 409, ok false, with the day it started', async () => {
    const call = { from: newNetwork(), language };
    const first = await newSurvey(call);
    const early = await post('follow-up', { token: first.resultsToken }, call);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal(language, 'api.error.teamFollowUpNothingPublished', { threshold: '3' }));

    await publish(first.shareToken, call);
    expect((await post('follow-up', { token: first.resultsToken }, call)).statusCode).toBe(201);
    // The follow-up's day, as the visitor reads it (a day late in the evening in Sweden).
    await server.db
      .updateTable('team_surveys')
      .set({ created_at: '2026-03-05T22:30:00.000Z' })
      .where('previous_id', 'is not', null)
      .execute();
    const second = await post('follow-up', { token: first.resultsToken }, call);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(
      refusal(language, 'api.error.teamFollowUpExists', { date: language === 'sv' ? '5 mars 2026' : '5 March 2026' }),
    );
  });
});

it('answers a body that is not an object (null, a list, a number) as an unknown survey, never a 500', async () => {
  const call = { from: newNetwork() };
  for (const body of [null, [UNKNOWN_TOKEN], 7, 'token'])
    for (const path of ['invitation', 'results', 'close', 'delete', 'follow-up']) {
      const reply = await post(path, body, call);
      expect({ path, body, status: reply.statusCode }).toEqual({ path, body, status: 404 });
      expect(reply.json()).toEqual(refusal('sv', 'api.error.teamSurveyNotFound'));
    }
});

it('answers a token that is not text, even a list holding one, as an unknown survey, not a 503', async () => {
  const call = { from: newNetwork() };
  for (const token of [[UNKNOWN_TOKEN], { toString: UNKNOWN_TOKEN }, 43])
    for (const path of ['invitation', 'results', 'close', 'delete']) {
      const reply = await post(path, { token }, call);
      expect({ path, token, status: reply.statusCode }).toEqual({ path, token, status: 404 });
    }
});

it('answers a personal link opened without its code, or with a made-up one, as a used link, not a 503', async () => {
  const call = { from: newNetwork(), language: 'en' as const };
  await newSurvey(call, { members: members(3, 'no-code') });
  // The share token is only in the members' mails (no SMTP here: still in the outbox).
  const invite = await server.db
    .selectFrom('outbox')
    .select('body')
    .where('kind', '=', 'team-survey-invite')
    .where('to_address', '=', 'm0-no-code@exempel.se')
    .executeTakeFirstOrThrow();
  const shareToken = /#([\w-]{43})\.[\w-]{43}/.exec(invite.body)![1];
  for (const code of [undefined, 'x'.repeat(43), 42]) {
    const opened = await post('invitation', { token: shareToken, code }, call);
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toEqual(refusal('en', 'api.error.teamCodeUsed'));
  }
});

it('sends a survey and its results as JSON in UTF-8', async () => {
  const call = { from: newNetwork() };
  const { shareToken, resultsToken } = await newSurvey(call, { teamName: 'Åkeri Öst' });
  for (const reply of [
    await post('invitation', { token: shareToken }, call),
    await post('results', { token: resultsToken }, call),
  ]) {
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.json()).toMatchObject({ ok: true, survey: { teamName: 'Åkeri Öst' } });
  }
});

it('answers a repeated personal-link start with how many were invited, and no token', async () => {
  const call = { from: newNetwork(), headers: { 'idempotency-key': randomBytes(16).toString('hex') } };
  const body = { email: 'repeat@exempel.se', locale: 'en', threshold: 3, members: members(4, 'repeat') };
  const first = await post('create', body, call);
  expect(first.statusCode).toBe(201);
  const again = await post('create', body, call);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual({ ok: true, linksMailed: true, invited: 4 });
});

it.each([true, false])('a follow-up keeps the lead’s consent (%s)', async (consent) => {
  const call = { from: newNetwork() };
  const email = `consent-${consent}@exempel.se`;
  const first = await newSurvey(call, { email, consent });
  await publish(first.shareToken, call);
  expect((await post('follow-up', { token: first.resultsToken }, call)).statusCode).toBe(201);
  const rounds = await server.db
    .selectFrom('team_surveys')
    .select(['consent', 'previous_id'])
    .where('lead_email', '=', email)
    .execute();
  expect(rounds).toHaveLength(2);
  expect(rounds.map((round) => round.consent)).toEqual([consent ? 1 : 0, consent ? 1 : 0]);
});

it('answers 503 with ok false on every route while the database fails, and never a 500', async () => {
  const broken = await startTestServer({ databaseUrl: database.url });
  const call = { from: newNetwork(), language: 'en' as const };
  const { shareToken, resultsToken } = await newSurvey(call);
  try {
    await sql`alter table team_surveys rename to team_surveys_away`.execute(broken.db);
    const replies = [
      await post('invitation', { token: shareToken }, call, broken),
      await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, call, broken),
      await post('results', { token: resultsToken }, call, broken),
      await post('close', { token: resultsToken }, call, broken),
      await post('follow-up', { token: resultsToken }, call, broken),
      await post('delete', { token: resultsToken }, call, broken),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([503, 503, 503, 503, 503, 503]);
    for (const reply of replies) expect(reply.json()).toEqual(refusal('en', 'api.error.unavailable'));
  } finally {
    await sql`alter table team_surveys_away rename to team_surveys`.execute(broken.db);
    await broken.close();
  }
  // Nothing was lost or changed: the survey is there, open, and answers.
  expect((await post('results', { token: resultsToken }, call)).json()).toMatchObject({
    ok: true,
    survey: { status: 'open', count: 0 },
  });
});

it('limits a network’s member calls per minute: 429 with Retry-After and the general message', async () => {
  const call = { from: newNetwork(), language: 'en' as const };
  const { shareToken } = await newSurvey(call);
  const allowed = memberCallsPerNetworkPerMinute(RATE_LIMIT_PER_MINUTE);
  for (let i = 0; i < allowed; i += 1)
    expect((await post('invitation', { token: shareToken }, call)).statusCode).toBe(200);
  for (const refused of [
    await post('invitation', { token: shareToken }, call),
    await post('answer', { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS }, call),
  ]) {
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual(refusal('en', 'api.error.rateLimited'));
  }
  // Another network is not counted.
  expect((await post('invitation', { token: shareToken }, { from: newNetwork() })).statusCode).toBe(200);
});

it('limits the surveys started from one network a day, and says from when another can start', async () => {
  const call = { from: newNetwork() };
  for (let i = 0; i < surveysPerNetworkPerDay(RATE_LIMIT_PER_MINUTE); i += 1) await newSurvey(call);
  const refused = await post('create', { email: 'one-more@exempel.se', locale: 'sv' }, call);
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
  // Free again about a day from now: tomorrow's date in Sweden, not yesterday's.
  const tomorrow = new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(Date.now() + retryAfter * 1000);
  const { message: said } = refused.json<{ ok: boolean; message: string }>();
  expect(refused.json<{ ok: boolean }>().ok).toBe(false);
  expect(said).toMatch(/^Många teamundersökningar har startats från ditt nätverk/);
  expect(said).toContain(`från ${tomorrow} `);
});

it('closes a survey once: a second close is a 200 that changes nothing, not a 404', async () => {
  const call = { from: newNetwork() };
  const { resultsToken } = await newSurvey(call, { email: 'close-twice@exempel.se' });
  expect((await post('close', { token: resultsToken }, call)).json()).toEqual({ ok: true });
  const closedAt = () =>
    server.db
      .selectFrom('team_surveys')
      .select(['status', 'closed_at'])
      .where('lead_email', '=', 'close-twice@exempel.se')
      .executeTakeFirstOrThrow();
  const first = await closedAt();
  const again = await post('close', { token: resultsToken }, call);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ ok: true });
  expect(first.status).toBe('closed');
  expect(await closedAt()).toEqual(first);
});
