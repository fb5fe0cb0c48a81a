// @vitest-environment node
/** The consultancy's commands on team surveys: export shows aggregates only, erase and purge take the answers with the survey. */
import { randomBytes } from 'node:crypto';
import { erase, exportRows, purge, toCsv } from '../leads';
import { startTestServer, tempSqliteUrl, type TestServer } from '../test/harness';

const BASE = '/functions/v1/team-pulse';
const ratings = (n: number) => ({ team_q1: n, team_q2: n, team_q3: n, team_q4: n, team_q5: n, team_q6: n });

let server: TestServer;
const db = tempSqliteUrl();

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: db.url });
});

afterAll(async () => {
  await server.close();
  db.cleanup();
});

async function surveyWithAnswers(email: string, answers: number, openText: string) {
  const created = await server.app.inject({
    method: 'POST',
    url: `${BASE}/create`,
    headers: { 'content-type': 'application/json' },
    payload: { email, locale: 'sv', threshold: 3, teamName: 'Ekonomi' },
  });
  const { shareToken } = created.json<{ shareToken: string }>();
  for (let i = 0; i < answers; i += 1) {
    const answer = await server.app.inject({
      method: 'POST',
      url: `${BASE}/answer`,
      headers: { 'content-type': 'application/json' },
      payload: {
        token: shareToken,
        answerKey: randomBytes(32).toString('base64url'),
        answers: { ...ratings(2 + (i % 3)), team_open1: `${openText} ${i}` },
      },
    });
    expect(answer.statusCode).toBe(200);
  }
}

it('exports each team survey with its aggregate from the threshold on, and never an answer', async () => {
  await surveyWithAnswers('lead.export@exempel.se', 3, 'Hemligt svar');
  await surveyWithAnswers('lead.few@exempel.se', 2, 'Också hemligt');
  const rows = (await exportRows(server.db)).filter((row) => row.type === 'team-survey');
  expect(rows.map((row) => [row.email, row.answer_count, row.score ?? null])).toEqual([
    ['lead.export@exempel.se', 3, 50],
    ['lead.few@exempel.se', 2, null],
  ]);
  // The published aggregate per dimension (all answers rate each statement alike: 2, 3 and 4),
  // and the links mail of each survey, queued (no SMTP here) or, once it is gone, none.
  const exported = rows.find((row) => row.email === 'lead.export@exempel.se')!;
  expect(JSON.parse(String(exported.dimensions))).toEqual({
    understanding: 50,
    skills: 50,
    waysOfWorking: 50,
    leadership: 50,
    policy: 50,
    culture: 50,
  });
  expect(rows.map((row) => row.mail_status)).toEqual(['pending', 'pending']);
  await server.db.deleteFrom('outbox').where('to_address', '=', 'lead.few@exempel.se').execute();
  const after = (await exportRows(server.db)).filter((row) => row.type === 'team-survey');
  expect(after.map((row) => [row.email, row.mail_status])).toEqual([
    ['lead.export@exempel.se', 'pending'],
    ['lead.few@exempel.se', 'none'],
  ]);
  const csv = toCsv(await exportRows(server.db));
  expect(csv).not.toContain('Hemligt svar');
  expect(csv).not.toContain('Också hemligt');
});

it('erases a lead’s surveys with all their answers and mails, whatever the letter case', async () => {
  await surveyWithAnswers('Örjan.Lead@exempel.se', 3, 'Raderas');
  const result = await erase(server.db, 'ÖRJAN.LEAD@EXEMPEL.SE');
  expect(result).toMatchObject({ teamSurveys: 1, teamAnswers: 3, mails: 1 });
  // The listing (what a dry run prints) names each answer's survey.
  const survey = result.rows.find((row) => row.type === 'team-survey')!;
  expect(result.rows.filter((row) => row.type === 'team-answer').map((row) => row.detail)).toEqual(
    Array(3).fill(`for team survey ${survey.id}`),
  );
  // The browsers' answer-key hashes go with the survey: the other surveys' stay.
  const keysLeft = await server.db.selectFrom('team_answer_keys').select('survey_id').execute();
  const surveysLeft = await server.db.selectFrom('team_surveys').select('id').execute();
  expect(new Set(keysLeft.map((row) => row.survey_id))).toEqual(new Set(surveysLeft.map((row) => row.id)));
  expect(keysLeft.length).toBeGreaterThan(0);
  const left = await server.db.selectFrom('team_answers').select('answers').execute();
  expect(left.map((row) => row.answers).join()).not.toContain('Raderas');
  expect(
    (await server.db.selectFrom('team_surveys').select('lead_email').execute()).map((row) => row.lead_email),
  ).not.toContain('Örjan.Lead@exempel.se');
});

it('purges team surveys past the retention period with their answers, and keeps newer ones', async () => {
  await surveyWithAnswers('purge.old@exempel.se', 1, 'Gammalt');
  await server.db
    .updateTable('team_surveys')
    .set({ created_at: '2023-01-15T09:00:00.000Z' })
    .where('lead_email', '=', 'purge.old@exempel.se')
    .execute();
  const dryRun = await purge(server.db, new Date('2024-11-23T00:00:00.000Z'), { dryRun: true });
  expect(dryRun).toMatchObject({ teamSurveys: 1, teamAnswers: 1 });
  expect(
    await server.db.selectFrom('team_surveys').select('id').where('lead_email', '=', 'purge.old@exempel.se').execute(),
  ).toHaveLength(1);
  expect(await purge(server.db, new Date('2024-11-23T00:00:00.000Z'))).toMatchObject({
    teamSurveys: 1,
    teamAnswers: 1,
  });
  expect(
    await server.db.selectFrom('team_surveys').select('id').where('lead_email', '=', 'purge.old@exempel.se').execute(),
  ).toEqual([]);
  expect((await server.db.selectFrom('team_surveys').select('id').execute()).length).toBeGreaterThan(0);
});

it('exports every mail of a team survey: each one’s status, and the error of one that had one', async () => {
  await surveyWithAnswers('lead.mails@exempel.se', 0, '');
  const { id } = await server.db
    .selectFrom('team_surveys')
    .select('id')
    .where('lead_email', '=', 'lead.mails@exempel.se')
    .executeTakeFirstOrThrow();
  // A second mail about the survey, sent and once failed: the links mail is still queued.
  await server.db
    .insertInto('outbox')
    .values({
      id: 'second-mail',
      created_at: '2026-11-26T09:00:00.000Z',
      kind: 'team-links',
      ref_id: id,
      to_address: 'lead.mails@exempel.se',
      from_address: 'pulse@exempel.se',
      subject: 's',
      body: 'b',
      status: 'sent',
      next_attempt_at: '2026-11-26T09:00:00.000Z',
      last_error: 'once refused',
      sent_at: '2026-11-26T09:01:00.000Z',
    })
    .execute();
  const row = (await exportRows(server.db)).find((r) => r.email === 'lead.mails@exempel.se')!;
  expect(row).toMatchObject({ type: 'team-survey', mail_status: 'pending sent', mail_error: 'once refused' });
  // The links mail refused for now as well: both errors, each readable.
  await server.db
    .updateTable('outbox')
    .set({ last_error: '451 try later' })
    .where('ref_id', '=', id)
    .where('id', '!=', 'second-mail')
    .execute();
  const both = (await exportRows(server.db)).find((r) => r.email === 'lead.mails@exempel.se')!;
  expect(both.mail_error).toBe('451 try later; once refused');
});
