// @vitest-environment node
/**
 * Differencing: no view of a survey's results (the results call the page and print show, the
 * consultancy's notice, the export) may differ from an earlier one by fewer than `threshold`
 * answers, or comparing the two would give away the answers in between. Threshold 3: three
 * answers, a snapshot; one more: the same; two more: changed. Closing and the export follow the
 * same rule. On SQLite and on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { exportRows } from '../leads';
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

const BASE = '/functions/v1/team-pulse';

interface Results {
  count: number;
  shownCount: number;
  status: string;
  result: { score: number; openAnswers: string[]; dimensions: Array<{ dimension: string; score: number }> };
}
const member = (n: number) => ({
  team_q1: 1 + (n % 5),
  team_q2: 1 + ((n + 2) % 5),
  team_q3: 5 - (n % 5),
  team_q4: 1 + ((n * 3) % 5),
  team_q5: 2,
  team_q6: 1 + ((n + 4) % 5),
  team_open1: `Öppet svar från person ${n}`,
  team_open2: `Andra svaret från person ${n}`,
});

const backends = await databaseBackends('Team Pulse publishing');

describe.each(backends)('Team Pulse results in steps on %s', (_name, databaseUrl) => {
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

  const post = async (path: string, payload: unknown) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: payload as object,
    });
    return {
      status: reply.statusCode,
      body: reply.json<{ survey: Results; shareToken: string; resultsToken: string }>(),
    };
  };
  const answer = async (shareToken: string, n: number) =>
    expect(
      (
        await post('answer', {
          token: shareToken,
          answerKey: randomBytes(32).toString('base64url'),
          answers: member(n),
        })
      ).status,
    ).toBe(200);

  it('changes the results only when at least the threshold of new answers has come in, also when closing', async () => {
    const email = 'steps@exempel.se';
    const created = await post('create', { email, locale: 'sv', threshold: 3, consent: true, teamName: 'Steg' });
    const { shareToken, resultsToken } = created.body;
    const results = async () => (await post('results', { token: resultsToken })).body.survey;

    for (const n of [1, 2, 3]) await answer(shareToken, n);
    const first = await results();
    expect(first).toMatchObject({ count: 3, shownCount: 3 });
    expect([...first.result.openAnswers].sort()).toEqual(
      [1, 2, 3].flatMap((n) => [member(n).team_open1, member(n).team_open2]).sort(),
    );

    // One more: counted, and every part of the result exactly as before.
    await answer(shareToken, 4);
    const second = await results();
    expect(second).toMatchObject({ count: 4, shownCount: 3 });
    expect(second.result).toEqual(first.result);

    // Two more (three since the last step): a new step with all six.
    await answer(shareToken, 5);
    expect((await results()).result).toEqual(first.result);
    await answer(shareToken, 6);
    const third = await results();
    expect(third).toMatchObject({ count: 6, shownCount: 6 });
    expect(third.result).not.toEqual(first.result);
    expect(third.result.openAnswers).toHaveLength(12);
    expect(third.result.openAnswers).toContain(member(6).team_open2);

    // Closing with two answers since the last step publishes nothing new.
    await answer(shareToken, 7);
    await answer(shareToken, 8);
    expect((await post('close', { token: resultsToken })).status).toBe(200);
    const closed = await results();
    expect(closed).toMatchObject({ status: 'closed', count: 8, shownCount: 6 });
    expect(closed.result).toEqual(third.result);

    // The export: the same published result, never the eight answers.
    const row = (await exportRows(server.db)).find((r) => r.type === 'team-survey' && r.email === email)!;
    expect(row).toMatchObject({ answer_count: 8, score: third.result.score });
    expect(JSON.parse(String(row.dimensions))).toEqual(
      Object.fromEntries(third.result.dimensions.map((d) => [d.dimension, d.score])),
    );
  });

  it('sends the consultancy the published result, once the lead has confirmed the address, and only once', async () => {
    const created = await post('create', { email: 'notice@exempel.se', locale: 'sv', threshold: 3, consent: true });
    const { shareToken, resultsToken } = created.body;
    for (const n of [11, 12, 13, 14]) await answer(shareToken, n);
    const published = (await post('results', { token: resultsToken })).body.survey;
    expect(published.shownCount).toBe(3);

    // Not confirmed yet: nothing for the consultancy. The positive signal that the mail would
    // have been queued by now: the answers' transactions have committed (the results count them).
    const queued = () =>
      server.db
        .selectFrom('outbox')
        .select('body')
        .where('kind', '=', 'team-survey-result')
        .where('ref_id', 'in', [
          server.db.selectFrom('team_surveys').select('id').where('lead_email', '=', 'notice@exempel.se'),
        ]);
    expect(await queued().execute()).toEqual([]);

    const linksMail = await waitFor(() => smtp.received.find((m) => m.to.includes('notice@exempel.se')));
    const confirm = new RegExp(`#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`).exec(bodyOf(linksMail.raw))![1];
    expect((await post('results', { token: resultsToken, confirm })).status).toBe(200);
    const notice = await waitFor(() =>
      smtp.received.find((m) => m.to.includes('team@clarityworks.se') && bodyOf(m.raw).includes('(3 svar')),
    );
    expect(subjectOf(notice.raw)).toBe(`Teamundersökning klar: ${published.result.score}/100`);
    expect(bodyOf(notice.raw)).toContain('notice@exempel.se');

    // Further steps and confirmations send nothing more.
    for (const n of [15, 16]) await answer(shareToken, n);
    expect((await post('results', { token: resultsToken, confirm })).body.survey.shownCount).toBe(6);
    expect(await queued().execute()).toHaveLength(1);
  });

  it('sends the consultancy nothing about a lead who did not consent, confirmed and published or not', async () => {
    const email = 'no-consent@exempel.se';
    const created = await post('create', { email, locale: 'sv', threshold: 3, consent: false });
    const { shareToken, resultsToken } = created.body;
    const linksMail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
    const confirm = new RegExp(`#${resultsToken}\\.${shareToken}\\.([\\w-]{43})`).exec(bodyOf(linksMail.raw))![1];
    // Confirmed before and after the result is published: either order would send a consenting lead's notice.
    expect((await post('results', { token: resultsToken, confirm })).status).toBe(200);
    for (const n of [21, 22, 23]) await answer(shareToken, n);
    // The positive signal: the answers' transactions have committed and published a result.
    expect((await post('results', { token: resultsToken, confirm })).body.survey.shownCount).toBe(3);
    const notices = await server.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'team-survey-result')
      .where('ref_id', 'in', [server.db.selectFrom('team_surveys').select('id').where('lead_email', '=', email)])
      .execute();
    expect(notices).toEqual([]);
    const row = (await exportRows(server.db)).find((r) => r.type === 'team-survey' && r.email === email)!;
    expect(row).toMatchObject({ consent: 0, answer_count: 3 });
  });
});
