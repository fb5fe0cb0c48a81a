// @vitest-environment node
/**
 * Team Pulse's functions against the real server, on SQLite and on PostgreSQL: a lead starts a
 * survey, members answer anonymously, the results show nothing but the count below the
 * threshold and then the aggregate, which this test computes itself from the answers it gave.
 */
import { sql } from 'kysely';
import { databaseBackends } from '../test/backends';
import {
  bodyOf,
  freePort,
  startTestServer,
  subjectOf,
  TestSmtpServer,
  waitFor,
  type TestServer,
} from '../test/harness';
import { newAnswerKey } from '../test/answer-key';

const BASE = '/functions/v1/team-pulse';

const RATINGS: Array<Record<string, number>> = [
  { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 },
  { team_q1: 5, team_q2: 2, team_q3: 4, team_q4: 3, team_q5: 2, team_q6: 4 },
  { team_q1: 3, team_q2: 3, team_q3: 4, team_q4: 4, team_q5: 2, team_q6: 5 },
  { team_q1: 4, team_q2: 1, team_q3: 5, team_q4: 2, team_q5: 1, team_q6: 3 },
  { team_q1: 5, team_q2: 2, team_q3: 3, team_q4: 3, team_q5: 2, team_q6: 4 },
];
const DIMENSION_OF: Record<string, string> = {
  team_q1: 'understanding',
  team_q2: 'skills',
  team_q3: 'waysOfWorking',
  team_q4: 'leadership',
  team_q5: 'policy',
  team_q6: 'culture',
};

/** The site's 0–100 scale from an average of 1–5 ratings. */
const toScore = (average: number) => Math.round(((average - 1) / 4) * 100);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const backends = await databaseBackends('Team Pulse');

describe.each(backends)('Team Pulse on %s', (_name, databaseUrl) => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    server = await startTestServer({
      databaseUrl: await databaseUrl(),
      smtpUrl: smtp.url,
      mailTo: 'team@clarityworks.se',
      siteUrl: 'https://clarity.example',
    });
  });

  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (path: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: payload as object,
    });
  /** One member's answer from a browser of their own. */
  const answerAs = (token: string, answers: object, answerKey = newAnswerKey()) =>
    post('answer', { token, answerKey, answers });

  async function createSurvey(extra: Record<string, unknown> = {}) {
    const response = await post('create', {
      teamName: 'Kundtjänst Syd',
      email: 'lead@exempel.se',
      locale: 'sv',
      threshold: 5,
      consent: true,
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ shareToken: string; resultsToken: string }>();
  }

  it('runs a survey from start to delete: the count below the threshold, then the aggregate, the lead’s links by mail and one notice to the consultancy', async () => {
    const { shareToken, resultsToken } = await createSurvey();
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resultsToken).not.toBe(shareToken);

    // The lead's mail carries both links, each token in the fragment.
    const linksMail = await waitFor(() => smtp.received.find((m) => m.to.includes('lead@exempel.se')));
    // No text of the creator's in the subject; the team name only quoted in the body.
    expect(subjectOf(linksMail.raw)).toBe('Er teamundersökning är startad');
    expect(bodyOf(linksMail.raw)).toContain('Namnet som angavs för teamet: ”Kundtjänst Syd”');
    expect(bodyOf(linksMail.raw)).toContain(`https://clarity.example/teampuls/svara#${shareToken}`);
    const mailedLink = new RegExp(
      `https://clarity\\.example/teampuls/resultat#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`,
    );
    const confirmToken = mailedLink.exec(bodyOf(linksMail.raw))![1];

    expect((await post('invitation', { token: shareToken })).json()).toEqual({
      ok: true,
      survey: { teamName: 'Kundtjänst Syd', locale: 'sv', threshold: 5 },
    });

    const open = ['Mer tid att testa verktygen', 'Tydligare regler för kunddata', 'Att chefen går före'];
    for (const [i, ratings] of RATINGS.entries()) {
      if (i < 4) {
        const below = (await post('results', { token: resultsToken })).json();
        // Below the threshold: the count and nothing else that could tell an answer.
        expect(below).toEqual({
          ok: true,
          survey: {
            teamName: 'Kundtjänst Syd',
            locale: 'sv',
            threshold: 5,
            count: i,
            shownCount: 0,
            status: 'open',
            // The day the round started, for the printout (a day, no time).
            startedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          },
        });
      }
      const answers = { ...ratings, ...(open[i] ? { team_open1: open[i] } : {}) };
      const response = await answerAs(shareToken, answers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: true });
    }

    const { survey } = (await post('results', { token: resultsToken })).json();
    expect(survey.count).toBe(5);
    const all = RATINGS.flatMap((r) => Object.values(r));
    expect(survey.result.score).toBe(toScore(mean(all)));
    const expectedDimensions = Object.keys(DIMENSION_OF)
      .map((key) => ({ dimension: DIMENSION_OF[key], score: toScore(mean(RATINGS.map((r) => r[key]))), key }))
      .sort((a, b) => a.score - b.score);
    expect(survey.result.dimensions.map((d: { dimension: string; score: number }) => [d.dimension, d.score])).toEqual(
      expectedDimensions.map((d) => [d.dimension, d.score]),
    );
    expect(survey.result.weakest).toEqual({
      dimension: 'policy',
      module: 'aiActGovernance',
      package: 'clarityForTeams',
    });
    const policy = survey.result.dimensions[0];
    expect(policy.statements).toEqual([{ key: 'team_q5', counts: [2, 3, 0, 0, 0], average: 1.6 }]);
    expect([...survey.result.openAnswers].sort()).toEqual([...open].sort());

    // The consent counts once the lead opens the mailed link: then one notice to the
    // consultancy, with the aggregate and no open answer.
    expect(smtp.received.filter((m) => m.to.includes('team@clarityworks.se'))).toEqual([]);
    expect((await post('results', { token: resultsToken, confirm: confirmToken })).statusCode).toBe(200);
    const notice = await waitFor(() => smtp.received.find((m) => m.to.includes('team@clarityworks.se')));
    expect(subjectOf(notice.raw)).toBe(`Teamundersökning klar: ${survey.result.score}/100`);
    for (const text of open) expect(bodyOf(notice.raw)).not.toContain(text);

    // A sixth answer is taken (counted, not yet shown) but sends no second notice; the positive
    // signal is the results counting it.
    expect((await answerAs(shareToken, RATINGS[0])).statusCode).toBe(200);
    expect((await post('results', { token: resultsToken, confirm: confirmToken })).json().survey).toMatchObject({
      count: 6,
      shownCount: 5,
    });
    const notices = await server.db
      .selectFrom('outbox')
      .select('kind')
      .where('kind', '=', 'team-survey-result')
      .execute();
    expect(notices).toHaveLength(1);

    // Closing stops answers; the share link is then as unknown as a made-up one.
    expect((await post('close', { token: resultsToken })).statusCode).toBe(200);
    const closed = await answerAs(shareToken, RATINGS[0]);
    const unknown = await answerAs('x'.repeat(43), RATINGS[0]);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual(unknown.json());
    expect((await post('invitation', { token: shareToken })).statusCode).toBe(404);
    expect((await post('results', { token: resultsToken })).json().survey.status).toBe('closed');

    // Delete: the survey, its answers and its mails are gone.
    expect((await post('delete', { token: resultsToken })).statusCode).toBe(200);
    expect(await server.db.selectFrom('team_surveys').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('team_answers').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('team_answer_keys').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('outbox').selectAll().where('kind', 'like', 'team-%').execute()).toEqual([]);
    expect((await post('results', { token: resultsToken })).statusCode).toBe(404);
  });

  it('stores nothing that could identify a member, and only hashes of the tokens', async () => {
    const { shareToken, resultsToken } = await createSurvey({ threshold: 3, email: 'anonym@exempel.se' });
    await server.app.inject({
      method: 'POST',
      url: `${BASE}/answer`,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Identifying-Agent/1.0',
        'x-forwarded-for': '198.51.100.23',
      },
      payload: { token: shareToken, answerKey: newAnswerKey(), answers: RATINGS[1] },
    });
    const columns = await tableColumns(server, 'team_answers');
    expect(columns.sort()).toEqual(['answered_on', 'answers', 'id', 'shown', 'survey_id']);
    const [row] = await server.db.selectFrom('team_answers').selectAll().execute();
    expect(row.answered_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stored =
      JSON.stringify(await server.db.selectFrom('team_surveys').selectAll().execute()) + JSON.stringify(row);
    for (const secret of [shareToken, resultsToken, 'Identifying-Agent', '198.51.100.23', '127.0.0.1'])
      expect(stored).not.toContain(secret);
  });

  it.each([
    ['no e-mail', { locale: 'sv' }, 'email'],
    ['a threshold under 3', { email: 'a@b.se', locale: 'sv', threshold: 2 }, 'threshold'],
    ['a fractional threshold', { email: 'a@b.se', locale: 'sv', threshold: 4.5 }, 'threshold'],
    ['a threshold as text', { email: 'a@b.se', locale: 'sv', threshold: '5' }, 'threshold'],
    ['an unknown language', { email: 'a@b.se', locale: 'de' }, 'locale'],
    ['a line break in the team name', { email: 'a@b.se', locale: 'sv', teamName: 'A\r\nBcc: x@y.se' }, 'teamName'],
    ['an unknown field', { email: 'a@b.se', locale: 'sv', isAdmin: true }, '_'],
  ])('refuses to start a survey with %s (400, field message ids, nothing stored)', async (_what, body, field) => {
    const before = await server.db.selectFrom('team_surveys').select('id').execute();
    const response = await post('create', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(
      field === '_' ? Object.keys(response.json().errors)[0] : field,
    );
    expect(await server.db.selectFrom('team_surveys').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    ['a rating of 6', { ...RATINGS[0], team_q1: 6 }],
    ['a missing rating', { team_q1: 3 }],
    ['another persona’s keys', { ...RATINGS[0], you_q1: 3 }],
    [
      'a prototype key',
      JSON.parse(`{"team_q1":3,"team_q2":3,"team_q3":3,"team_q4":3,"team_q5":3,"team_q6":3,"__proto__":{"x":1}}`),
    ],
    ['a constructor key', { ...RATINGS[0], constructor: 'x' }],
    ['an over-long open answer', { ...RATINGS[0], team_open1: 'å'.repeat(2_001) }],
    ['text where a rating belongs', { ...RATINGS[0], team_q2: '3' }],
  ])('refuses an answer with %s (400, nothing stored)', async (what, answers) => {
    const email = `refusal-${what.replace(/\W+/g, '-')}@exempel.se`;
    const { shareToken } = await createSurvey({ email });
    const response = await server.app.inject({
      method: 'POST',
      url: `${BASE}/answer`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: shareToken, answerKey: newAnswerKey(), answers }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false });
    const survey = await server.db.selectFrom('team_surveys').select('id').where('lead_email', '=', email).execute();
    const stored = await server.db
      .selectFrom('team_answers')
      .select('id')
      .where(
        'survey_id',
        'in',
        survey.map((s) => s.id),
      )
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers a made-up, malformed or missing token with the same 404', async () => {
    const answers = await Promise.all(
      [{ token: 'A'.repeat(43) }, { token: 'not a token' }, { token: 42 }, {}].map((body) => post('results', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('sends one address at most three survey mails a day, in any letter case', async () => {
    for (const email of ['Many@Exempel.se', 'many@exempel.se', 'MANY@exempel.se'])
      expect((await post('create', { email, locale: 'en' })).statusCode).toBe(201);
    expect((await post('create', { email: 'many@EXEMPEL.se', locale: 'en' })).statusCode).toBe(429);
  });

  it('answers 503, never a false success, when the database cannot be written', async () => {
    const broken = await startTestServer({ databaseUrl: await databaseUrl() });
    try {
      await sql`drop table team_surveys`.execute(broken.db);
      const response = await broken.app.inject({
        method: 'POST',
        url: `${BASE}/create`,
        headers: { 'content-type': 'application/json' },
        payload: { email: 'a@b.se', locale: 'sv' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ok: false });
    } finally {
      await broken.close();
    }
  });
});

async function tableColumns(server: TestServer, table: string): Promise<string[]> {
  const tables = await server.db.introspection.getTables();
  return tables.find((t) => t.name === table)!.columns.map((c) => c.name);
}
