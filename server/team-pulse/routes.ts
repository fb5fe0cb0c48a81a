/**
 * Team Pulse's functions. Every token travels in the JSON body (the pages read it from their
 * link's fragment), never in a URL, so no server log or Referer holds one. An unknown token, a
 * closed survey's share token, a token of the other kind and a malformed token all get the same 404.
 *   POST /functions/v1/team-pulse/create      { teamName?, email, locale, threshold?, consent?, members? }
 *   POST /functions/v1/team-pulse/invitation  { token, code? }                        (share token)
 *   POST /functions/v1/team-pulse/answer      { token, code?, answerKey, answers, locale? }  (share token)
 *   POST /functions/v1/team-pulse/results     { token, confirm? }                     (results token)
 *   POST /functions/v1/team-pulse/close       { token }                               (results token)
 *   POST /functions/v1/team-pulse/delete      { token }                               (results token)
 *   POST /functions/v1/team-pulse/follow-up   { token, members?, locale? }            (results token)
 *
 * Limits, all counters (a hash of the network address and the survey, never stored with anything):
 * create/results/close/delete share the scope's per-address limit; a member's invitation and
 * answer calls have their own, wider one, and answers to one survey from one network have a
 * short-window limit that a whole team behind one office address stays well within.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  answerTeamSurveySchema,
  createTeamSurveySchema,
  TEAM_ANSWERS_MAX,
  TEAM_INVITED_MAX,
  TEAM_INVITED_MIN,
  TEAM_THRESHOLD_DEFAULT,
} from '../../src/domain/team-pulse/team-survey';
import type { TeamAnswers } from '../../src/domain/team-pulse/team-aggregate';
import { fieldErrors } from '../../src/domain/validation';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { answer, BODY_LIMIT_BYTES, requestLocale, say, setUpFunctionScope } from '../functions/function-scope';
import { storeOnce, type Outcome } from '../functions/idempotency';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { text, type Locale } from '../mail/catalog';
import { LANGUAGE_TAGS } from '../../src/routing/route-table';
import { startLinksMailRedaction } from './links-mail-redaction';
import { memberAddresses } from './member-addresses';
import { addressGroup } from '../address-group';
import { counterKey } from './network-address';
import { eraseDeletedTraces } from './erase-traces';
import {
  addTeamAnswerIn,
  closeForFollowUp,
  closeTeamSurvey,
  createTeamSurvey,
  followUpOf,
  hasPublished,
  lockRound,
  surveyByResultsToken,
  deleteTeamSurvey,
  invitation,
  recentSurveysFor,
  teamResults,
} from './store';
import { tokenHash } from './tokens';

export interface TeamPulseOptions {
  db: Db;
  config: Pick<ServerConfig, 'mailTo' | 'mailFrom' | 'rateLimitPerMinute' | 'redisUrl' | 'siteUrl'>;
}

const DAY_MS = 24 * 60 * 60_000;

/** Surveys one address may be sent in a day (canonical address): creation mails the address given. */
export const SURVEYS_PER_ADDRESS_PER_DAY = 3;
/**
 * Surveys one network may start in a day (RATE_LIMIT_PER_MINUTE of them, 10 by default), so the
 * address cap cannot be fanned out over many addresses from one place.
 */
export function surveysPerNetworkPerDay(rateLimitPerMinute: number) {
  return rateLimitPerMinute;
}
/** The short window of the per-survey, per-network answer counter. */
export const ANSWER_WINDOW_MS = 10 * 60_000;

/**
 * Answers one network may give one survey per ANSWER_WINDOW_MS: 5 × RATE_LIMIT_PER_MINUTE (50 by
 * default), so 25 members behind one office address answering in the same minute all get in.
 */
export function answersPerNetworkPerSurvey(rateLimitPerMinute: number) {
  return 5 * rateLimitPerMinute;
}

/** A member's invitation and answer calls per network and minute, across surveys (10 × the limit). */
export function memberCallsPerNetworkPerMinute(rateLimitPerMinute: number) {
  return 10 * rateLimitPerMinute;
}

function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body as Record<string, unknown> | null;
  return body && typeof body === 'object' ? body[name] : undefined;
}

/**
 * The answer to a created survey (a new one or a follow-up round). A repeat of the request is
 * answered without the tokens, which are never stored: the page then says the links are in the
 * mail that went to the lead. With personal links the answer holds no link a member could use:
 * the results token only, and how many were invited.
 */
function createdAnswer(created: Awaited<ReturnType<typeof createTeamSurvey>>): Outcome<Record<string, unknown>> {
  const invited = 'invited' in created ? { invited: created.invited } : {};
  return { status: 201, body: { ok: true, ...created }, replay: { ok: true, linksMailed: true, ...invited } };
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return answer(reply, 404, { ok: false, message: say(request, 'api.error.teamSurveyNotFound') });
}

/** A personal link used before (or cut short): 410, kindly, in the visitor's language. */
function codeUsed(request: FastifyRequest, reply: FastifyReply) {
  return answer(reply, 410, { ok: false, message: say(request, 'api.error.teamCodeUsed') });
}

function sayWith(request: FastifyRequest, id: string, values: Record<string, string>) {
  return text(requestLocale(request), id, values) ?? id;
}

/** 200 addresses of up to 254 characters, quoted, fit with room to spare. */
const CREATE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The members' list of a personal-link survey, checked as a whole: every entry an address (the
 * invalid ones named), 2–200 mailboxes, and at least the threshold, or the results could never
 * show. Returns the addresses, or the refusal in the visitor's language.
 */
function checkedMembers(
  request: FastifyRequest,
  list: unknown,
  threshold: number,
): { addresses: string[] } | { refusal: string } {
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string'))
    return { refusal: say(request, 'api.error.validation') };
  const { addresses, invalid } = memberAddresses(list);
  if (invalid.length > 0)
    return {
      refusal: sayWith(request, 'api.error.teamMembersInvalid', {
        count: String(invalid.length),
        addresses: invalid.slice(0, 10).join(', ') + (invalid.length > 10 ? ' …' : ''),
      }),
    };
  if (addresses.length > TEAM_INVITED_MAX)
    return {
      refusal: sayWith(request, 'api.error.teamMembersTooMany', {
        count: String(addresses.length),
        max: String(TEAM_INVITED_MAX),
      }),
    };
  const least = Math.max(TEAM_INVITED_MIN, threshold);
  if (addresses.length < least)
    return {
      refusal: sayWith(request, 'api.error.teamMembersTooFew', {
        count: String(addresses.length),
        least: String(least),
      }),
    };
  return { addresses };
}

/** A moment as the visitor reads it: day, month and time in Sweden, where the service runs. */
function swedishTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  }).format(at);
}

function retryAfter(seconds: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(seconds))) };
}

/** The day a follow-up started, as the visitor reads it. */
function dayOf(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(isoDate));
}

/** 429 with Retry-After and a message that says when. */
function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  reply.headers(retryAfter(retryAfterSeconds));
  return answer(reply, 429, { ok: false, message });
}

/** Runs a storage step; a database that fails answers 503 with `ok: false`, never a false success. */
async function stored<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  try {
    return { value: await work() };
  } catch (error) {
    request.log.error({ err: error }, 'team survey storage failed');
    await answer(reply, 503, { ok: false, message: say(request, 'api.error.unavailable') });
    return undefined;
  }
}

/**
 * The per-address cap (SURVEYS_PER_ADDRESS_PER_DAY surveys mailed to one address a day), checked
 * in the storing transaction: the 429 to answer, or undefined when the address may get another.
 */
async function addressCapped(
  trx: Transaction<Database>,
  request: FastifyRequest,
  email: string,
  now: Date,
): Promise<Outcome<Record<string, unknown>> | undefined> {
  const recent = await recentSurveysFor(trx, email, now);
  if (recent.length < SURVEYS_PER_ADDRESS_PER_DAY) return undefined;
  // Free again once the oldest of the day's surveys is a day old (or deleted).
  const freeAt = new Date(Date.parse(recent[recent.length - SURVEYS_PER_ADDRESS_PER_DAY]) + DAY_MS);
  return {
    status: 429,
    headers: retryAfter((freeAt.getTime() - now.getTime()) / 1000),
    body: {
      ok: false,
      message: sayWith(request, 'api.error.teamSurveyAddressLimit', {
        max: String(SURVEYS_PER_ADDRESS_PER_DAY),
        time: swedishTime(requestLocale(request), freeAt),
      }),
    },
  };
}

export async function registerTeamPulse(app: FastifyInstance, { db, config }: TeamPulseOptions) {
  const mail = { to: config.mailTo, from: config.mailFrom };
  startLinksMailRedaction(app, db);

  await app.register(async (scope) => {
    // Its own counters, apart from the contact form's. Create, results, close and delete share
    // this per-address limit (three times the functions'); the member routes set their own.
    await setUpFunctionScope(scope, {
      rateLimitPerMinute: config.rateLimitPerMinute * 3,
      redisUrl: config.redisUrl,
      nameSpace: 'team-pulse-',
    });
    const route = { bodyLimit: BODY_LIMIT_BYTES };
    const memberRoute = { bodyLimit: BODY_LIMIT_BYTES, config: { rateLimit: false as const } };
    const network = (request: FastifyRequest) => addressGroup(request.ip);

    const memberCalls = scope.createRateLimit({
      max: memberCallsPerNetworkPerMinute(config.rateLimitPerMinute),
      timeWindow: 60_000,
      keyGenerator: (request) => counterKey('member', network(request)),
    });
    const answersFromNetwork = scope.createRateLimit({
      max: answersPerNetworkPerSurvey(config.rateLimitPerMinute),
      timeWindow: ANSWER_WINDOW_MS,
      keyGenerator: (request) =>
        counterKey('answer', network(request), tokenHash(bodyField(request, 'token')) ?? 'none'),
    });
    const createsFromNetwork = scope.createRateLimit({
      max: surveysPerNetworkPerDay(config.rateLimitPerMinute),
      timeWindow: DAY_MS,
      keyGenerator: (request) => counterKey('create', network(request)),
    });

    /** The member routes' per-network limit; answers 429 itself and returns false when it is used up. */
    async function memberCallAllowed(request: FastifyRequest, reply: FastifyReply) {
      const limit = await memberCalls(request);
      if (limit.isAllowed || !limit.isExceeded) return true;
      await tooMany(reply, limit.ttlInSeconds, say(request, 'api.error.rateLimited'));
      return false;
    }

    scope.post('/functions/v1/team-pulse/create', { bodyLimit: CREATE_BODY_LIMIT_BYTES }, async (request, reply) => {
      const errors = await fieldErrors(createTeamSurveySchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      const input = request.body as {
        teamName?: string;
        email: string;
        locale: Locale;
        threshold?: number;
        consent?: boolean;
        members?: unknown;
      };
      const threshold = input.threshold ?? TEAM_THRESHOLD_DEFAULT;
      // Refused before anything is counted, stored or mailed.
      const members = input.members === undefined ? undefined : checkedMembers(request, input.members, threshold);
      if (members && 'refusal' in members) return answer(reply, 400, { ok: false, message: members.refusal });
      const locale = requestLocale(request);
      const fromNetwork = await createsFromNetwork(request);
      if (!fromNetwork.isAllowed && fromNetwork.isExceeded)
        return tooMany(
          reply,
          fromNetwork.ttlInSeconds,
          sayWith(request, 'api.error.teamSurveyNetworkLimit', {
            time: swedishTime(locale, new Date(Date.now() + fromNetwork.ttl)),
          }),
        );
      const now = new Date();
      // Behind the request's Idempotency-Key. The answer holds both tokens, which are never
      // stored: a repeat of a created survey is answered without them, and the page then says
      // the links are in the mail that went to the lead.
      return storeOnce<Record<string, unknown>>(db, request, reply, async (trx) => {
        const capped = await addressCapped(trx, request, input.email, now);
        if (capped) return capped;
        const created = await createTeamSurvey(
          trx,
          { ...input, threshold, members: members?.addresses },
          { ...mail, siteUrl: config.siteUrl },
          now,
        );
        return createdAnswer(created);
      });
    });

    scope.post('/functions/v1/team-pulse/invitation', memberRoute, async (request, reply) => {
      if (!(await memberCallAllowed(request, reply))) return reply;
      const done = await stored(request, reply, () =>
        invitation(db, bodyField(request, 'token'), bodyField(request, 'code')),
      );
      if (!done) return reply;
      if (done.value === 'codeUsed') return codeUsed(request, reply);
      return done.value
        ? reply.type('application/json; charset=utf-8').send({ ok: true, survey: done.value })
        : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/answer', memberRoute, async (request, reply) => {
      if (!(await memberCallAllowed(request, reply))) return reply;
      const errors = await fieldErrors(answerTeamSurveySchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      const fromNetwork = await answersFromNetwork(request);
      if (!fromNetwork.isAllowed && fromNetwork.isExceeded)
        return tooMany(
          reply,
          fromNetwork.ttlInSeconds,
          sayWith(request, 'api.error.teamAnswerRateLimited', {
            minutes: String(Math.max(1, Math.ceil(fromNetwork.ttlInSeconds / 60))),
          }),
        );
      const { answers, answerKey } = request.body as { answers: TeamAnswers; answerKey: string };
      // Behind the request's Idempotency-Key: a retry of an answer that was stored although its
      // answer was lost gets "saved" again, not "you have answered before".
      return storeOnce(db, request, reply, async (trx) => {
        const outcome = await addTeamAnswerIn(
          trx,
          bodyField(request, 'token'),
          answers,
          answerKey,
          mail,
          new Date(),
          bodyField(request, 'code'),
        );
        switch (outcome) {
          case 'stored':
            return { status: 200, body: { ok: true, message: say(request, 'api.teamSurvey.answered') } };
          case 'full':
            return {
              status: 409,
              body: {
                ok: false,
                message: sayWith(request, 'api.error.teamSurveyFull', { max: String(TEAM_ANSWERS_MAX) }),
              },
            };
          case 'answeredBefore':
            return { status: 409, body: { ok: false, message: say(request, 'api.error.teamAnsweredBefore') } };
          case 'notFound':
            return { status: 404, body: { ok: false, message: say(request, 'api.error.teamSurveyNotFound') } };
          case 'codeUsed':
            return { status: 410, body: { ok: false, message: say(request, 'api.error.teamCodeUsed') } };
        }
      });
    });

    scope.post('/functions/v1/team-pulse/results', route, async (request, reply) => {
      const done = await stored(request, reply, () =>
        teamResults(db, bodyField(request, 'token'), bodyField(request, 'confirm'), mail),
      );
      if (!done) return reply;
      return done.value
        ? reply.type('application/json; charset=utf-8').send({ ok: true, survey: done.value })
        : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/close', route, async (request, reply) => {
      const done = await stored(request, reply, () => closeTeamSurvey(db, bodyField(request, 'token')));
      if (!done) return reply;
      return done.value ? answer(reply, 200, { ok: true }) : notFound(request, reply);
    });

    /**
     * A follow-up round: a new survey with the same team name, threshold, language, lead and kind
     * of link (personal links need the addresses again: none are kept), whose results page shows
     * both rounds. The round it follows closes. Refused, with nothing stored or mailed: an
     * unknown or deleted survey (404); a round that never published a view, so there is nothing to
     * compare with (409); a round that already has a follow-up (409: each round has at most one;
     * the next is started from the follow-up's own results page); addresses for a shared-link
     * survey, none for a personal-link one, or a bad list (400).
     */
    scope.post('/functions/v1/team-pulse/follow-up', { bodyLimit: CREATE_BODY_LIMIT_BYTES }, async (request, reply) => {
      const found = await stored(request, reply, () => surveyByResultsToken(db, bodyField(request, 'token')));
      if (!found) return reply;
      const earlier = found.value;
      if (!earlier) return notFound(request, reply);
      const list = bodyField(request, 'members');
      const personal = earlier.invited !== null;
      if (personal !== (list !== undefined))
        return answer(reply, 400, {
          ok: false,
          message: say(request, personal ? 'api.error.teamFollowUpMembersNeeded' : 'api.error.teamFollowUpNoMembers'),
        });
      const members = personal ? checkedMembers(request, list, earlier.threshold) : undefined;
      if (members && 'refusal' in members) return answer(reply, 400, { ok: false, message: members.refusal });
      const now = new Date();
      return storeOnce<Record<string, unknown>>(db, request, reply, async (trx) => {
        await lockRound(trx, earlier.id);
        const followUp = await followUpOf(trx, earlier.id);
        if (followUp)
          return {
            status: 409,
            body: {
              ok: false,
              message: sayWith(request, 'api.error.teamFollowUpExists', {
                date: dayOf(requestLocale(request), followUp.created_at),
              }),
            },
          };
        if (!(await hasPublished(trx, earlier.id)))
          return {
            status: 409,
            body: {
              ok: false,
              message: sayWith(request, 'api.error.teamFollowUpNothingPublished', {
                threshold: String(earlier.threshold),
              }),
            },
          };
        const capped = await addressCapped(trx, request, earlier.lead_email, now);
        if (capped) return capped;
        const created = await createTeamSurvey(
          trx,
          {
            teamName: earlier.team_name,
            email: earlier.lead_email,
            locale: earlier.locale as Locale,
            threshold: earlier.threshold,
            consent: earlier.consent === 1,
            members: members?.addresses,
          },
          { ...mail, siteUrl: config.siteUrl },
          now,
          { id: earlier.id, confirmed_at: earlier.confirmed_at },
        );
        await closeForFollowUp(trx, earlier.id, now);
        return createdAnswer(created);
      });
    });

    scope.post('/functions/v1/team-pulse/delete', route, async (request, reply) => {
      const done = await stored(request, reply, () => deleteTeamSurvey(db, bodyField(request, 'token')));
      if (!done) return reply;
      if (!done.value) return notFound(request, reply);
      // Deleted rows linger in SQLite's write-ahead log and as PostgreSQL's dead rows: clear them
      // now. The deletion stands either way, so a failure here is logged, not answered.
      const cleared = await eraseDeletedTraces(db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'team survey deleted; clearing its traces failed');
        return false;
      });
      if (!cleared) request.log.warn('team survey deleted; its traces leave the files at the next checkpoint');
      return answer(reply, 200, { ok: true });
    });
  });
}
