// @vitest-environment node
/**
 * Follow-up rounds, on SQLite and PostgreSQL: from the results link the lead starts a second
 * round of the same survey (team name, threshold, kind of link), the first round closes, and
 * the second round's results show both rounds per dimension with the change, from published
 * views only. The comparison is checked against one this test computes from the ratings it sent.
 * Refusals (unknown or deleted survey, nothing published yet, a second follow-up, the wrong kind
 * of list) are 4xx in the visitor's language with nothing stored or mailed.
 */
import { randomBytes } from 'node:crypto';
import { databaseBackends } from '../test/backends';
import { bodyOf, freePort, startTestServer, TestSmtpServer, waitFor, type TestServer } from '../test/harness';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';
const PERSONAL_LINK = /\/(?:teampuls\/svara|en\/team-pulse\/answer)#([\w-]{43})\.([\w-]{43})/;
/** What each team statement measures (the product's questionnaire, one statement per dimension). */
const DIMENSION_OF: Record<string, string> = {
  team_q1: 'understanding',
  team_q2: 'skills',
  team_q3: 'waysOfWorking',
  team_q4: 'leadership',
  team_q5: 'policy',
  team_q6: 'culture',
};
type Ratings = Record<string, number>;

/** This test's own scoring: a dimension's mean rating on 1–5 mapped to 0–100, rounded. */
function expectedScores(sets: Ratings[]): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const [key, dimension] of Object.entries(DIMENSION_OF)) {
    const mean = sets.reduce((sum, set) => sum + set[key], 0) / sets.length;
    scores[dimension] = Math.round(((mean - 1) / 4) * 100);
  }
  return scores;
}

const backends = await databaseBackends('Team Pulse follow-up rounds');

describe.each(backends)('Team Pulse follow-up rounds on %s', (_name, databaseUrl) => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    server = await startTestServer({
      databaseUrl: await databaseUrl(),
      smtpUrl: smtp.url,
      siteUrl: 'https://clarity.example',
    });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: payload as object,
    });

  async function storedCounts() {
    const surveys = await server.db.selectFrom('team_surveys').select(['id', 'status']).execute();
    const mails = await server.db.selectFrom('outbox').select('id').execute();
    const invites = await server.db.selectFrom('team_invites').select('code_hash').execute();
    return { surveys, mails: mails.length, invites: invites.length };
  }

  /** Random whole ratings for each statement. */
  const randomRatings = (): Ratings =>
    Object.fromEntries(Object.keys(DIMENSION_OF).map((key) => [key, 1 + (randomBytes(1)[0] % 5)]));

  async function answerShared(share: string, sets: Ratings[]) {
    for (const answers of sets)
      expect((await post('answer', { token: share, answerKey: newAnswerKey(), answers })).statusCode).toBe(200);
  }

  interface Comparison {
    before: { startedOn: string; shownCount: number; score: number };
    after?: { score: number; change: number };
    dimensions: Array<{ dimension: string; before: number; after?: number; change?: number }>;
  }

  it('starts a follow-up of a shared-link round and compares the two published views per dimension', async () => {
    const tag = randomBytes(3).toString('hex');
    const lead = `lead-${tag}@exempel.se`;
    const first = (await post('create', { email: lead, locale: 'sv', teamName: `Lag ${tag}`, threshold: 3 })).json<{
      shareToken: string;
      resultsToken: string;
    }>();

    // Nothing published yet: refused, nothing stored or mailed.
    await answerShared(first.shareToken, [randomRatings(), randomRatings()]);
    const before = await storedCounts();
    const early = await post('follow-up', { token: first.resultsToken, locale: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/^This round has not shown a result yet/);
    expect(await storedCounts()).toEqual(before);

    const round1 = [randomRatings(), randomRatings(), randomRatings(), randomRatings()];
    // Two answers above make one step of 3 with the first of these; the last three wait unpublished.
    await answerShared(first.shareToken, round1.slice(0, 1));
    const shown1Sets = (await server.db.selectFrom('team_answers').select('answers').where('shown', '=', 1).execute())
      .map((row) => JSON.parse(row.answers) as Ratings)
      .filter((set) => set.team_q1 !== undefined);
    expect(shown1Sets).toHaveLength(3);
    await answerShared(first.shareToken, round1.slice(1)); // 3 more: the second step publishes all 6
    const allRound1 = (
      await server.db.selectFrom('team_answers').select(['answers', 'survey_id']).where('shown', '=', 1).execute()
    ).map((row) => JSON.parse(row.answers) as Ratings);

    // Started with an Idempotency-Key; a repeat is answered without the tokens and starts nothing.
    const key = randomBytes(16).toString('hex');
    const started = await post('follow-up', { token: first.resultsToken, locale: 'sv' }, { 'idempotency-key': key });
    expect(started.statusCode).toBe(201);
    const second = started.json<{ ok: boolean; shareToken: string; resultsToken: string }>();
    expect(second).toEqual({ ok: true, shareToken: expect.any(String), resultsToken: expect.any(String) });
    const repeat = await post('follow-up', { token: first.resultsToken, locale: 'sv' }, { 'idempotency-key': key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual({ ok: true, linksMailed: true });
    expect(repeat.body).not.toContain(second.resultsToken);

    // The lead is mailed the new round's links.
    const mailed = await waitFor(() =>
      smtp.received.find((mail) => mail.to.includes(lead) && bodyOf(mail.raw).includes(second.shareToken)),
    );
    expect(bodyOf(mailed.raw)).toContain(second.resultsToken);

    // The first round is closed (its share link answers nothing) and says a follow-up started.
    expect((await post('invitation', { token: first.shareToken })).statusCode).toBe(404);
    const old = (await post('results', { token: first.resultsToken })).json<{ survey: Record<string, unknown> }>();
    expect(old.survey).toMatchObject({ status: 'closed', followedUpOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    // A second follow-up of the same round: 409, in the visitor's language, nothing stored.
    const afterStart = await storedCounts();
    const twice = await post('follow-up', { token: first.resultsToken, locale: 'sv' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/^En uppföljning av den här omgången startades redan/);
    const sharedWithList = await post('follow-up', {
      token: second.resultsToken,
      locale: 'en',
      members: [`a-${tag}@exempel.se`, `b-${tag}@exempel.se`, `c-${tag}@exempel.se`],
    });
    expect(sharedWithList.statusCode).toBe(400);
    expect(sharedWithList.json<{ message: string }>().message).toMatch(/^This survey has one shared link/);
    expect(await storedCounts()).toEqual(afterStart);

    // The new round, same name and threshold; before it publishes, only the earlier round's numbers.
    const waiting = (await post('results', { token: second.resultsToken })).json<{
      survey: { teamName: string; threshold: number; count: number; comparison: Comparison; result?: unknown };
    }>().survey;
    expect(waiting).toMatchObject({ teamName: `Lag ${tag}`, threshold: 3, count: 0 });
    expect(waiting.result).toBeUndefined();
    const expected1 = expectedScores(allRound1);
    expect(waiting.comparison.after).toBeUndefined();
    expect(waiting.comparison.before.shownCount).toBe(6);
    // The earlier round's start, as a day for the printout (no time).
    expect(waiting.comparison.before.startedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const row of waiting.comparison.dimensions) {
      expect(row).toEqual({ dimension: row.dimension, before: expected1[row.dimension] });
    }

    // Three answers publish the second round: the change per dimension, as this test computes it.
    const round2 = [randomRatings(), randomRatings(), randomRatings()];
    await answerShared(second.shareToken, round2);
    const compared = (await post('results', { token: second.resultsToken })).json<{
      survey: { comparison: Comparison };
    }>().survey.comparison;
    const expected2 = expectedScores(round2);
    expect(compared.dimensions).toHaveLength(6);
    for (const row of compared.dimensions)
      expect(row).toEqual({
        dimension: row.dimension,
        before: expected1[row.dimension],
        after: expected2[row.dimension],
        change: expected2[row.dimension] - expected1[row.dimension],
      });
  });

  it('a personal-link follow-up needs the addresses again and mails each member a new link', async () => {
    const tag = randomBytes(3).toString('hex');
    const lead = `p-lead-${tag}@exempel.se`;
    const members = [`a-${tag}@exempel.se`, `b-${tag}@exempel.se`, `c-${tag}@exempel.se`];
    const first = (await post('create', { email: lead, locale: 'en', threshold: 3, members })).json<{
      resultsToken: string;
    }>();
    const linksOf = async (count: number, after: number) =>
      (
        await waitFor(() => {
          const found = smtp.received
            .slice(after)
            .filter((mail) => mail.raw.includes(tag) && PERSONAL_LINK.test(bodyOf(mail.raw)));
          return found.length === count ? found : undefined;
        })
      ).map((mail) => PERSONAL_LINK.exec(bodyOf(mail.raw))!);
    for (const link of await linksOf(3, 0))
      await post('answer', { token: link[1], code: link[2], answerKey: newAnswerKey(), answers: randomRatings() });

    const before = await storedCounts();
    const noList = await post('follow-up', { token: first.resultsToken, locale: 'sv' });
    expect(noList.statusCode).toBe(400);
    expect(noList.json<{ message: string }>().message).toMatch(/^Den här undersökningen har personliga länkar/);
    const badList = await post('follow-up', { token: first.resultsToken, locale: 'en', members: ['nope', ...members] });
    expect(badList.statusCode).toBe(400);
    expect(badList.json<{ message: string }>().message).toMatch(/nope/);
    const unknown = await post('follow-up', { token: randomBytes(32).toString('base64url'), locale: 'sv' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/[åäö]/);
    expect(await storedCounts()).toEqual(before);

    const mailsBefore = smtp.received.length;
    const started = await post('follow-up', { token: first.resultsToken, locale: 'en', members });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({ ok: true, resultsToken: expect.any(String), invited: 3 });
    const fresh = await linksOf(3, mailsBefore);
    expect(new Set(fresh.map((link) => link[2])).size).toBe(3);
    const results = (await post('results', { token: started.json<{ resultsToken: string }>().resultsToken })).json<{
      survey: { invited: number; count: number; comparison: Comparison };
    }>().survey;
    expect(results).toMatchObject({ invited: 3, count: 0 });
    expect(results.comparison.before.shownCount).toBe(3);

    // Deleted: its results link names nothing, and a follow-up of it is a 404.
    expect((await post('delete', { token: first.resultsToken })).statusCode).toBe(200);
    expect((await post('follow-up', { token: first.resultsToken, locale: 'en', members })).statusCode).toBe(404);
  });
});
