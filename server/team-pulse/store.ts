/**
 * Team surveys in the database: start one, look it up by either token, take a member's answer,
 * close and delete. A member's answer is stored with the day only. The lead's mail with the two
 * links, and the consultancy's notice when a consenting lead's survey reaches its threshold,
 * go into the outbox in the same transaction as the row they belong to.
 */
import { randomUUID } from 'node:crypto';
import { TEAM_CONSENT_VERSION, TEAM_THRESHOLD_DEFAULT } from '../../src/features/team-pulse/team-survey';
import { teamResult, type TeamAnswers, type TeamResult } from '../../src/features/team-pulse/team-aggregate';
import type { Db } from '../db/database';
import type { TeamSurveyTable } from '../db/schema';
import type { Locale } from '../mail/catalog';
import { outboxRow, type MailAddresses } from '../mail/outbox';
import { composeLinksMail, composeThresholdMail } from './mail';
import { newToken, tokenHash } from './tokens';

export interface NewTeamSurvey {
  teamName?: string;
  email: string;
  locale: Locale;
  threshold?: number;
  consent?: boolean;
}

export interface TeamSurveyStatus {
  teamName: string;
  locale: Locale;
  threshold: number;
  count: number;
  status: 'open' | 'closed';
}

export async function createTeamSurvey(
  db: Db,
  input: NewTeamSurvey,
  mail: MailAddresses & { siteUrl: string },
  now = new Date(),
) {
  const shareToken = newToken();
  const resultsToken = newToken();
  const row: TeamSurveyTable = {
    id: randomUUID(),
    created_at: now.toISOString(),
    locale: input.locale,
    team_name: input.teamName?.trim() ?? '',
    lead_email: input.email.trim(),
    threshold: input.threshold ?? TEAM_THRESHOLD_DEFAULT,
    consent: input.consent ? 1 : 0,
    consent_version: TEAM_CONSENT_VERSION,
    share_token_hash: tokenHash(shareToken)!,
    results_token_hash: tokenHash(resultsToken)!,
    status: 'open',
    closed_at: null,
  };
  const linksMail = composeLinksMail(row, { shareToken, resultsToken, siteUrl: mail.siteUrl });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('team_surveys').values(row).execute();
    // To the lead, from the site: the links are theirs, shown once on the page and kept here.
    await trx
      .insertInto('outbox')
      .values(outboxRow('team-survey-links', row.id, linksMail, { to: row.lead_email, from: mail.from }, now))
      .execute();
  });
  return { shareToken, resultsToken };
}

async function answerCount(db: Db, surveyId: string): Promise<number> {
  const { n } = await db
    .selectFrom('team_answers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

function statusOf(survey: TeamSurveyTable, count: number): TeamSurveyStatus {
  return {
    teamName: survey.team_name,
    locale: survey.locale as Locale,
    threshold: survey.threshold,
    count,
    status: survey.status,
  };
}

/** The open survey a share token names; a closed one is not found, exactly like an unknown token. */
export async function openSurveyByShareToken(db: Db, token: unknown): Promise<TeamSurveyTable | undefined> {
  const hash = tokenHash(token);
  if (!hash) return undefined;
  return db
    .selectFrom('team_surveys')
    .selectAll()
    .where('share_token_hash', '=', hash)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function surveyByResultsToken(db: Db, token: unknown): Promise<TeamSurveyTable | undefined> {
  const hash = tokenHash(token);
  if (!hash) return undefined;
  return db.selectFrom('team_surveys').selectAll().where('results_token_hash', '=', hash).executeTakeFirst();
}

/** What a member sees before answering: who asks and how many answers the results wait for. */
export async function invitation(db: Db, token: unknown) {
  const survey = await openSurveyByShareToken(db, token);
  return survey && { teamName: survey.team_name, locale: survey.locale, threshold: survey.threshold };
}

/**
 * Stores one member's answer, or returns false when the share token names no open survey.
 * When this answer brings a consenting lead's survey to its threshold, the consultancy's
 * notice (the aggregate only) is queued in the same transaction, so it goes exactly once.
 */
export async function addTeamAnswer(
  db: Db,
  token: unknown,
  answers: TeamAnswers,
  mail: MailAddresses,
  now = new Date(),
): Promise<boolean> {
  const hash = tokenHash(token);
  if (!hash) return false;
  return db.transaction().execute(async (trx) => {
    // Touching the row first locks it (PostgreSQL) until commit: two answers arriving together
    // are counted one after the other, so exactly one of them sees the threshold reached.
    const touched = await trx
      .updateTable('team_surveys')
      .set({ status: 'open' })
      .where('share_token_hash', '=', hash)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) return false;
    const survey = await trx
      .selectFrom('team_surveys')
      .selectAll()
      .where('share_token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_answers')
      .values({
        id: randomUUID(),
        survey_id: survey.id,
        answered_on: now.toISOString().slice(0, 10),
        answers: JSON.stringify(answers),
      })
      .execute();
    const count = await answerCount(trx, survey.id);
    if (survey.consent === 1 && count === survey.threshold) {
      const result = teamResult(await answerSets(trx, survey.id));
      if (result)
        await trx
          .insertInto('outbox')
          .values(outboxRow('team-survey-result', survey.id, composeThresholdMail(survey, count, result), mail, now))
          .execute();
    }
    return true;
  });
}

async function answerSets(db: Db, surveyId: string): Promise<TeamAnswers[]> {
  const rows = await db.selectFrom('team_answers').select('answers').where('survey_id', '=', surveyId).execute();
  return rows.map((row) => JSON.parse(row.answers) as TeamAnswers);
}

/** The lead's view: the count always; the result only from the threshold on. */
export async function teamResults(
  db: Db,
  token: unknown,
): Promise<(TeamSurveyStatus & { result?: TeamResult }) | undefined> {
  const survey = await surveyByResultsToken(db, token);
  if (!survey) return undefined;
  const sets = await answerSets(db, survey.id);
  const status = statusOf(survey, sets.length);
  if (sets.length < survey.threshold) return status;
  return { ...status, result: teamResult(sets) };
}

export async function closeTeamSurvey(db: Db, token: unknown, now = new Date()): Promise<boolean> {
  const hash = tokenHash(token);
  if (!hash) return false;
  const result = await db
    .updateTable('team_surveys')
    .set({ status: 'closed', closed_at: now.toISOString() })
    .where('results_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes surveys with their answers and mails, in one transaction. */
export async function removeTeamSurveys(db: Db, surveyIds: string[]) {
  if (surveyIds.length === 0) return { surveys: 0, answers: 0, mails: 0 };
  return db.transaction().execute(async (trx) => {
    const answers = await trx.deleteFrom('team_answers').where('survey_id', 'in', surveyIds).executeTakeFirst();
    const mails = await trx.deleteFrom('outbox').where('ref_id', 'in', surveyIds).executeTakeFirst();
    const surveys = await trx.deleteFrom('team_surveys').where('id', 'in', surveyIds).executeTakeFirst();
    return {
      surveys: Number(surveys.numDeletedRows),
      answers: Number(answers.numDeletedRows),
      mails: Number(mails.numDeletedRows),
    };
  });
}

export async function deleteTeamSurvey(db: Db, token: unknown): Promise<boolean> {
  const survey = await surveyByResultsToken(db, token);
  if (!survey) return false;
  await removeTeamSurveys(db, [survey.id]);
  return true;
}

/** For the consultancy's export: each survey with its aggregate, never an individual answer. */
export async function exportTeamSurveys(db: Db, since = '0000') {
  const surveys = await db
    .selectFrom('team_surveys')
    .selectAll()
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return Promise.all(
    surveys.map(async (survey) => {
      const sets = await answerSets(db, survey.id);
      const result = sets.length >= survey.threshold ? teamResult(sets, (texts) => texts.slice().sort()) : undefined;
      return { survey, count: sets.length, result };
    }),
  );
}

/** How many surveys were started for an address in the last 24 hours (any letter case). */
export async function recentSurveysFor(db: Db, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const rows = await db.selectFrom('team_surveys').select('lead_email').where('created_at', '>=', since).execute();
  const wanted = email.trim().normalize('NFC').toLowerCase();
  return rows.filter((row) => row.lead_email.normalize('NFC').toLowerCase() === wanted).length;
}
