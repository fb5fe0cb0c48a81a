/**
 * Team surveys in the database: start one, look it up by either token, take a member's answer,
 * publish the results in steps, close and delete. A member's answer is stored with the day only,
 * keyed by a random id (so neither its place nor any column tells when it came), and apart from
 * the hash of the browser's answer key. The lead's mail with the links, and the consultancy's
 * notice for a confirmed, consenting lead, go into the outbox in the same transaction as the row
 * they belong to.
 *
 * Publishing in steps: the lead's view (page, print, the consultancy's notice, the export) is
 * made of the answers marked `shown`. They are marked only when at least `threshold` unshown
 * answers have gathered, all at once, so no two views ever differ by fewer than `threshold`
 * answers and no single answer can be recovered by comparing them. Closing follows the same rule.
 */
import { randomUUID } from 'node:crypto';
import { sql, SqliteAdapter, type Selectable, type Transaction } from 'kysely';
import {
  TEAM_ANSWERS_MAX,
  TEAM_CONSENT_VERSION,
  TEAM_THRESHOLD_DEFAULT,
} from '../../src/domain/team-pulse/team-survey';
import { teamResult, type TeamAnswers, type TeamResult } from '../../src/domain/team-pulse/team-aggregate';
import { compareRounds, type RoundComparison } from '../../src/domain/team-pulse/round-comparison';
import type { Db } from '../db/database';
import type { Database, TeamAnswerTable, TeamSurveyTable } from '../db/schema';
import type { Locale } from '../mail/catalog';
import type { TeamSurveyStatus } from '../../src/domain/team-pulse/survey-status';
import { outboxRow, type MailAddresses } from '../mail/outbox';
import { canonicalAddress } from './canonical-address';
import { composeInviteMail, composeLinksMail, composeThresholdMail } from './mail';
import { answerKeyHash, newToken, tokenHash } from './tokens';

/** A survey row without its published result, which only the views read. */
type Survey = Omit<Selectable<TeamSurveyTable>, 'published_result'>;

const SURVEY_COLUMNS = [
  'id',
  'created_at',
  'locale',
  'team_name',
  'lead_email',
  'threshold',
  'consent',
  'consent_version',
  'share_token_hash',
  'results_token_hash',
  'status',
  'closed_at',
  'confirm_token_hash',
  'confirmed_at',
  'notified_at',
  'invited',
  'previous_id',
] as const;

export interface NewTeamSurvey {
  teamName?: string;
  email: string;
  locale: Locale;
  threshold?: number;
  consent?: boolean;
  /** The members' addresses for personal links, checked and one per mailbox (member-addresses.ts). */
  members?: string[];
}

/** A follow-up round: the round it follows, whose lead, consent and confirmation carry over. */
export interface FollowUpOf {
  id: string;
  confirmed_at: string | null;
}

/** Starts a survey in the caller's transaction (the route's, with the request's idempotency key). */
export async function createTeamSurvey(
  trx: Transaction<Database>,
  input: NewTeamSurvey,
  mail: MailAddresses & { siteUrl: string },
  now = new Date(),
  followUpOf?: FollowUpOf,
) {
  const shareToken = newToken();
  const resultsToken = newToken();
  // Only the mailed results link carries it: opening that link proves the address got the mail.
  const confirmToken = newToken();
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
    confirm_token_hash: tokenHash(confirmToken)!,
    notified_at: null,
    published_result: null,
    invited: input.members ? input.members.length : null,
    previous_id: followUpOf?.id ?? null,
    // The lead proved the address in the round before; the new links mail confirms it again anyway.
    confirmed_at: followUpOf?.confirmed_at ?? null,
  };
  const personal = input.members !== undefined;
  // With personal links the lead gets no share link: alone it answers nothing, and the lead
  // should not hold even the half of a member's link.
  const linksMail = composeLinksMail(row, {
    shareToken: personal ? undefined : shareToken,
    resultsToken,
    confirmToken,
    siteUrl: mail.siteUrl,
  });
  await trx.insertInto('team_surveys').values(row).execute();
  // To the lead, from the site. The body holds the tokens only until SMTP has taken the mail
  // (links-mail-redaction.ts).
  await trx
    .insertInto('outbox')
    .values(outboxRow('team-survey-links', row.id, linksMail, { to: row.lead_email, from: mail.from }, now))
    .execute();
  if (input.members) await inviteMembers(trx, row, shareToken, input.members, mail, now);
  return personal ? { resultsToken, invited: row.invited! } : { shareToken, resultsToken };
}

/**
 * One personal code per member: its hash is kept until the answer it brings, the code itself
 * only in the member's mail, whose body and address go once SMTP has taken it (links-mail-
 * redaction.ts). The hashes are stored sorted, not in the order of the addresses.
 */
async function inviteMembers(
  trx: Transaction<Database>,
  survey: TeamSurveyTable,
  shareToken: string,
  members: string[],
  mail: MailAddresses & { siteUrl: string },
  now: Date,
) {
  const codes = members.map(() => newToken());
  const hashes = codes.map((code) => tokenHash(code)!).sort();
  await trx
    .insertInto('team_invites')
    .values(hashes.map((code_hash) => ({ survey_id: survey.id, code_hash })))
    .execute();
  await trx
    .insertInto('outbox')
    .values(
      members.map((to, i) =>
        outboxRow(
          'team-survey-invite',
          survey.id,
          composeInviteMail(survey, { shareToken, code: codes[i], siteUrl: mail.siteUrl }),
          { to, from: mail.from },
          now,
        ),
      ),
    )
    .execute();
}

interface Counts {
  count: number;
  shownCount: number;
}

async function answerCounts(db: Db, surveyId: string): Promise<Counts> {
  const row = await db
    .selectFrom('team_answers')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number | string | null>('shown').as('shown')])
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), shownCount: Number(row.shown ?? 0) };
}

function statusOf(survey: Survey, counts: Counts): TeamSurveyStatus {
  return {
    startedOn: survey.created_at.slice(0, 10),
    teamName: survey.team_name,
    locale: survey.locale as Locale,
    threshold: survey.threshold,
    ...counts,
    status: survey.status,
    ...(survey.invited === null ? {} : { invited: survey.invited }),
  };
}

/** The open survey a share token names; a closed one is not found, exactly like an unknown token. */
export async function openSurveyByShareToken(db: Db, token: unknown): Promise<Survey | undefined> {
  const hash = tokenHash(token);
  if (!hash) return undefined;
  return db
    .selectFrom('team_surveys')
    .select(SURVEY_COLUMNS)
    .where('share_token_hash', '=', hash)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function surveyByResultsToken(db: Db, token: unknown): Promise<Survey | undefined> {
  const hash = tokenHash(token);
  if (!hash) return undefined;
  return db.selectFrom('team_surveys').select(SURVEY_COLUMNS).where('results_token_hash', '=', hash).executeTakeFirst();
}

/** Whether a personal code is one of the survey's unused ones. */
async function codeUnused(db: Db, surveyId: string, code: unknown): Promise<boolean> {
  const hash = tokenHash(code);
  if (!hash) return false;
  const row = await db
    .selectFrom('team_invites')
    .select('code_hash')
    .where('survey_id', '=', surveyId)
    .where('code_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a member sees before answering: who asks, how many answers the results wait for, and with
 * personal links how many were invited. 'codeUsed': the survey has personal links and this code is
 * not one of its unused ones (used, or cut short).
 */
export async function invitation(db: Db, token: unknown, code: unknown) {
  const survey = await openSurveyByShareToken(db, token);
  if (!survey) return undefined;
  if (survey.invited !== null && !(await codeUnused(db, survey.id, code))) return 'codeUsed' as const;
  return {
    teamName: survey.team_name,
    locale: survey.locale,
    threshold: survey.threshold,
    ...(survey.invited === null ? {} : { invited: survey.invited }),
  };
}

/** What became of an answer: stored, or why not (nothing is stored then). */
export type AnswerOutcome = 'stored' | 'notFound' | 'full' | 'answeredBefore' | 'codeUsed';

/** An answer as addTeamAnswer and addTeamAnswerIn take it (`code`: a personal link's code). */
type AnswerArguments = [
  token: unknown,
  answers: TeamAnswers,
  answerKey: string,
  mail: MailAddresses,
  now?: Date,
  code?: unknown,
];

function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Stores an answer and applies the publishing step: when at least `threshold` answers are not
 * shown yet (the new one included), all of them are marked shown. On SQLite the table has no
 * rowid, so a row lands in key (random id) order by itself. PostgreSQL appends a new row after
 * the others, which would keep arrival order; there the survey's rows are written again, all in
 * one statement sorted by the random id, inside the database (no answer passes through this
 * process), so the new answer is never a row of its own at the end. (The old row versions stay
 * as dead rows until VACUUM.)
 */
async function storeAnswer(db: Db, survey: Survey, row: TeamAnswerTable): Promise<{ published: boolean }> {
  const { count, shownCount } = await answerCounts(db, survey.id);
  const published = count + 1 - shownCount >= survey.threshold;
  if (isSqlite(db)) {
    await db.insertInto('team_answers').values(row).execute();
    if (published)
      await db
        .updateTable('team_answers')
        .set({ shown: 1 })
        .where('survey_id', '=', survey.id)
        .where('shown', '=', 0)
        .execute();
    return { published };
  }
  await sql`
    with old as (
      delete from team_answers where survey_id = ${survey.id}
      returning survey_id, id, answered_on, answers, shown
    ), every_answer as (
      select * from old
      union all
      select ${row.survey_id}::text, ${row.id}::text, ${row.answered_on}::text, ${row.answers}::text, ${row.shown}::integer
    )
    insert into team_answers (survey_id, id, answered_on, answers, shown)
    select survey_id, id, answered_on, answers, case when ${published}::boolean then 1 else shown end
    from every_answer order by id`.execute(db);
  return { published };
}

/**
 * Computes the result of the answers now shown and keeps it with the survey: every view reads
 * that one value until the next step, so a view costs no aggregation and never differs from the
 * last one. Runs once per step, i.e. at most once per `threshold` answers.
 */
async function publish(db: Db, surveyId: string) {
  const result = await resultOfShownAnswers(db, surveyId);
  await db
    .updateTable('team_surveys')
    .set({ published_result: result ? JSON.stringify(result) : null })
    .where('id', '=', surveyId)
    .execute();
}

/**
 * Stores one member's answer, unless the share token names no open survey, the survey is full,
 * or this browser's answer key was used before. When the answer completes a publishing step
 * for a confirmed, consenting lead who has not been notified, the consultancy's notice (the
 * aggregate only) is queued in the same transaction, so it goes exactly once.
 */
export async function addTeamAnswer(db: Db, ...answer: AnswerArguments): Promise<AnswerOutcome> {
  return db.transaction().execute((trx) => addTeamAnswerIn(trx, ...answer));
}

/** addTeamAnswer in the caller's transaction (the route's, with the request's idempotency key). */
export async function addTeamAnswerIn(
  trx: Transaction<Database>,
  ...[token, answers, answerKey, mail, now = new Date(), code]: AnswerArguments
): Promise<AnswerOutcome> {
  const hash = tokenHash(token);
  if (!hash) return 'notFound';
  // Touching the row first locks it (PostgreSQL) until commit: two answers arriving together
  // are counted one after the other, so the limit and the publishing step hold exactly.
  const touched = await trx
    .updateTable('team_surveys')
    .set({ status: 'open' })
    .where('share_token_hash', '=', hash)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return 'notFound';
  const survey = await trx
    .selectFrom('team_surveys')
    .select(SURVEY_COLUMNS)
    .where('share_token_hash', '=', hash)
    .executeTakeFirstOrThrow();
  if ((await answerCounts(trx, survey.id)).count >= TEAM_ANSWERS_MAX) return 'full';
  const keyHash = answerKeyHash(survey.id, answerKey);
  const used = await trx
    .selectFrom('team_answer_keys')
    .select('key_hash')
    .where('survey_id', '=', survey.id)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (used) return 'answeredBefore';
  // A personal code works once: its hash goes now, in the answer's transaction, and nothing
  // about it is written with the answer.
  if (survey.invited !== null) {
    const codeHash = tokenHash(code);
    const spent = codeHash
      ? await trx
          .deleteFrom('team_invites')
          .where('survey_id', '=', survey.id)
          .where('code_hash', '=', codeHash)
          .executeTakeFirst()
      : undefined;
    if (Number(spent?.numDeletedRows ?? 0) !== 1) return 'codeUsed';
  }
  await trx.insertInto('team_answer_keys').values({ survey_id: survey.id, key_hash: keyHash }).execute();
  const { published } = await storeAnswer(trx, survey, {
    id: randomUUID(),
    survey_id: survey.id,
    answered_on: now.toISOString().slice(0, 10),
    answers: JSON.stringify(answers),
    shown: 0,
  });
  if (published) await publish(trx, survey.id);
  await notifyConsultancyOnce(trx, survey, mail, now);
  return 'stored';
}

/** The published answers, in their random id's order (stable between views, unrelated to arrival). */
async function shownAnswerSets(db: Db, surveyId: string): Promise<TeamAnswers[]> {
  const rows = await db
    .selectFrom('team_answers')
    .select('answers')
    .where('survey_id', '=', surveyId)
    .where('shown', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.answers) as TeamAnswers);
}

/** The result of the shown answers; the open answers keep their stored (random id) order. */
async function resultOfShownAnswers(db: Db, surveyId: string): Promise<TeamResult | undefined> {
  const sets = await shownAnswerSets(db, surveyId);
  return sets.length === 0 ? undefined : teamResult(sets, (texts) => texts);
}

/**
 * The result as last published. A survey from before results were kept (published_result is
 * null while answers are shown) gets it computed from its shown answers.
 */
async function publishedResult(db: Db, surveyId: string): Promise<TeamResult | undefined> {
  const row = await db
    .selectFrom('team_surveys')
    .select('published_result')
    .where('id', '=', surveyId)
    .executeTakeFirst();
  if (row?.published_result) return JSON.parse(row.published_result) as TeamResult;
  return resultOfShownAnswers(db, surveyId);
}

/**
 * Queues the consultancy's notice once the lead has consented, confirmed the address and the
 * first results are published; whichever of the last two comes later sends it.
 */
async function notifyConsultancyOnce(db: Db, survey: Survey, mail: MailAddresses, now: Date) {
  if (survey.consent !== 1 || !survey.confirmed_at || survey.notified_at) return;
  const { shownCount } = await answerCounts(db, survey.id);
  const result = shownCount > 0 ? await publishedResult(db, survey.id) : undefined;
  if (!result) return;
  const marked = await db
    .updateTable('team_surveys')
    .set({ notified_at: now.toISOString() })
    .where('id', '=', survey.id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return;
  await db
    .insertInto('outbox')
    .values(outboxRow('team-survey-result', survey.id, composeThresholdMail(survey, shownCount, result), mail, now))
    .execute();
}

/**
 * The lead's view: the counts always; the published result once there is one. A `confirmToken`
 * (the third token of the mailed results link) confirms the lead's address, which makes a consent
 * count; a wrong one changes nothing.
 */
export async function teamResults(
  db: Db,
  token: unknown,
  confirmToken: unknown,
  mail: MailAddresses,
  now = new Date(),
): Promise<(TeamSurveyStatus & { result?: TeamResult }) | undefined> {
  let survey = await surveyByResultsToken(db, token);
  if (!survey) return undefined;
  const confirmHash = tokenHash(confirmToken);
  if (confirmHash && !survey.confirmed_at) survey = await confirmAddress(db, survey, confirmHash, mail, now);
  const counts = await answerCounts(db, survey.id);
  const status = statusOf(survey, counts);
  const result = counts.shownCount > 0 ? await publishedResult(db, survey.id) : undefined;
  const followUp = await followUpOf(db, survey.id);
  const comparison = survey.previous_id ? await comparisonWith(db, survey.previous_id, result) : undefined;
  return {
    ...status,
    ...(result ? { result } : {}),
    ...(followUp ? { followedUpOn: followUp.created_at.slice(0, 10) } : {}),
    ...(comparison ? { comparison } : {}),
  };
}

/** The follow-up round started from this one, if any (at most one: a unique index). */
export async function followUpOf(db: Db, surveyId: string) {
  return db
    .selectFrom('team_surveys')
    .select(['id', 'created_at'])
    .where('previous_id', '=', surveyId)
    .executeTakeFirst();
}

/**
 * This round beside the one before it, from the two published views only. Undefined when the
 * earlier round is gone (deleted) or never published (then it has no numbers to show).
 */
async function comparisonWith(
  db: Db,
  previousId: string,
  result: TeamResult | undefined,
): Promise<RoundComparison | undefined> {
  const previous = await db
    .selectFrom('team_surveys')
    .select(['id', 'created_at'])
    .where('id', '=', previousId)
    .executeTakeFirst();
  if (!previous) return undefined;
  const { shownCount } = await answerCounts(db, previous.id);
  const before = shownCount > 0 ? await publishedResult(db, previous.id) : undefined;
  if (!before) return undefined;
  return compareRounds({ startedOn: previous.created_at.slice(0, 10), shownCount, result: before }, result);
}

/** Whether a round has published a view (a step of at least its threshold). */
export async function hasPublished(db: Db, surveyId: string): Promise<boolean> {
  return (await answerCounts(db, surveyId)).shownCount > 0;
}

/**
 * Closes the round a follow-up replaces, in the follow-up's transaction. Touches the row first,
 * so on PostgreSQL a second follow-up of the same round waits here and then finds the first.
 */
export async function lockRound(trx: Transaction<Database>, surveyId: string) {
  await trx
    .updateTable('team_surveys')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', surveyId)
    .execute();
}

export async function closeForFollowUp(trx: Transaction<Database>, surveyId: string, now: Date) {
  await trx
    .updateTable('team_surveys')
    .set({ status: 'closed', closed_at: now.toISOString() })
    .where('id', '=', surveyId)
    .where('status', '=', 'open')
    .execute();
}

async function confirmAddress(db: Db, survey: Survey, confirmHash: string, mail: MailAddresses, now: Date) {
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('team_surveys')
      .set({ confirmed_at: now.toISOString() })
      .where('id', '=', survey.id)
      .where('confirm_token_hash', '=', confirmHash)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) return survey;
    const updated = { ...survey, confirmed_at: now.toISOString() };
    await notifyConsultancyOnce(trx, updated, mail, now);
    return updated;
  });
}

/** Closes an open survey; answers not yet published stay unpublished (the same rule as while open). */
export async function closeTeamSurvey(db: Db, token: unknown, now = new Date()): Promise<boolean> {
  const survey = await surveyByResultsToken(db, token);
  if (!survey) return false;
  if (survey.status === 'closed') return true;
  await db
    .updateTable('team_surveys')
    .set({ status: 'closed', closed_at: now.toISOString() })
    .where('id', '=', survey.id)
    .where('status', '=', 'open')
    .execute();
  return true;
}

/** Removes surveys with their answers, answer keys and mails, in one transaction. */
export async function removeTeamSurveys(db: Db, surveyIds: string[]) {
  if (surveyIds.length === 0) return { surveys: 0, answers: 0, mails: 0 };
  return db.transaction().execute(async (trx) => {
    const answers = await trx.deleteFrom('team_answers').where('survey_id', 'in', surveyIds).executeTakeFirst();
    await trx.deleteFrom('team_answer_keys').where('survey_id', 'in', surveyIds).execute();
    await trx.deleteFrom('team_invites').where('survey_id', 'in', surveyIds).execute();
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

/**
 * For the consultancy's export: each survey with its published aggregate, never an individual
 * answer. A consent counts only when the lead confirmed the address.
 */
export async function exportTeamSurveys(db: Db, since = '0000') {
  const surveys = await db
    .selectFrom('team_surveys')
    .select(SURVEY_COLUMNS)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return Promise.all(
    surveys.map(async (survey) => {
      const { count, shownCount } = await answerCounts(db, survey.id);
      const result = shownCount > 0 ? await publishedResult(db, survey.id) : undefined;
      const consent = survey.consent === 1 && survey.confirmed_at !== null ? 1 : 0;
      return { survey: { ...survey, consent }, count, shownCount, result };
    }),
  );
}

/**
 * When each survey started for this address in the last 24 hours was started, oldest first.
 * Addresses are compared in their canonical form: `+tags`, quoting and letter case do not make
 * another address.
 */
export async function recentSurveysFor(db: Db, email: string, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const rows = await db
    .selectFrom('team_surveys')
    .select(['lead_email', 'created_at'])
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  const wanted = canonicalAddress(email);
  return rows.filter((row) => canonicalAddress(row.lead_email) === wanted).map((row) => row.created_at);
}
