/**
 * Team Pulse's functions. Every token travels in the JSON body (the pages read it from their
 * link's fragment), never in a URL, so no server log or Referer holds one. An unknown token, a
 * closed survey's share token and a malformed token all get the same 404.
 *   POST /functions/v1/team-pulse/create      { teamName?, email, locale, threshold?, consent? }
 *   POST /functions/v1/team-pulse/invitation  { token }           (share token: who asks)
 *   POST /functions/v1/team-pulse/answer      { token, answers }  (share token)
 *   POST /functions/v1/team-pulse/results     { token }           (results token)
 *   POST /functions/v1/team-pulse/close       { token }           (results token)
 *   POST /functions/v1/team-pulse/delete      { token }           (results token)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  answerTeamSurveySchema,
  createTeamSurveySchema,
  TEAM_THRESHOLD_DEFAULT,
} from '../../src/features/team-pulse/team-survey';
import type { TeamAnswers } from '../../src/features/team-pulse/team-aggregate';
import { fieldErrors } from '../../src/domain/validation';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { answer, BODY_LIMIT_BYTES, say, setUpFunctionScope } from '../functions/function-scope';
import type { Locale } from '../mail/catalog';
import {
  addTeamAnswer,
  closeTeamSurvey,
  createTeamSurvey,
  deleteTeamSurvey,
  invitation,
  recentSurveysFor,
  teamResults,
} from './store';

export interface TeamPulseOptions {
  db: Db;
  config: Pick<ServerConfig, 'mailTo' | 'mailFrom' | 'rateLimitPerMinute' | 'redisUrl' | 'siteUrl'>;
}

/** Surveys one address may be sent in a day: creation mails the address given, so it must not become a way to flood someone. */
export const SURVEYS_PER_ADDRESS_PER_DAY = 3;

function tokenOf(request: FastifyRequest): unknown {
  const body = request.body as { token?: unknown } | null;
  return body && typeof body === 'object' ? body.token : undefined;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return answer(reply, 404, { ok: false, message: say(request, 'api.error.teamSurveyNotFound') });
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

export async function registerTeamPulse(app: FastifyInstance, { db, config }: TeamPulseOptions) {
  const mail = { to: config.mailTo, from: config.mailFrom };

  await app.register(async (scope) => {
    // Its own counter, so a team answering from one office address does not use up the contact
    // form's; three times the functions' limit, since a whole team may share one address.
    await setUpFunctionScope(scope, {
      rateLimitPerMinute: config.rateLimitPerMinute * 3,
      redisUrl: config.redisUrl,
      nameSpace: 'team-pulse-',
    });
    const route = { bodyLimit: BODY_LIMIT_BYTES };

    scope.post('/functions/v1/team-pulse/create', route, async (request, reply) => {
      const errors = await fieldErrors(createTeamSurveySchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      const input = request.body as {
        teamName?: string;
        email: string;
        locale: Locale;
        threshold?: number;
        consent?: boolean;
      };
      const done = await stored(request, reply, async () => {
        if ((await recentSurveysFor(db, input.email)) >= SURVEYS_PER_ADDRESS_PER_DAY) return undefined;
        return createTeamSurvey(
          db,
          { ...input, threshold: input.threshold ?? TEAM_THRESHOLD_DEFAULT },
          { ...mail, siteUrl: config.siteUrl },
        );
      });
      if (!done) return reply;
      if (!done.value) return answer(reply, 429, { ok: false, message: say(request, 'api.error.rateLimited') });
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send({ ok: true, ...done.value });
    });

    scope.post('/functions/v1/team-pulse/invitation', route, async (request, reply) => {
      const done = await stored(request, reply, () => invitation(db, tokenOf(request)));
      if (!done) return reply;
      return done.value
        ? reply.type('application/json; charset=utf-8').send({ ok: true, survey: done.value })
        : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/answer', route, async (request, reply) => {
      const errors = await fieldErrors(answerTeamSurveySchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      const { answers } = request.body as { answers: TeamAnswers };
      const done = await stored(request, reply, () => addTeamAnswer(db, tokenOf(request), answers, mail));
      if (!done) return reply;
      return done.value
        ? answer(reply, 200, { ok: true, message: say(request, 'api.teamSurvey.answered') })
        : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/results', route, async (request, reply) => {
      const done = await stored(request, reply, () => teamResults(db, tokenOf(request)));
      if (!done) return reply;
      return done.value
        ? reply.type('application/json; charset=utf-8').send({ ok: true, survey: done.value })
        : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/close', route, async (request, reply) => {
      const done = await stored(request, reply, () => closeTeamSurvey(db, tokenOf(request)));
      if (!done) return reply;
      return done.value ? answer(reply, 200, { ok: true }) : notFound(request, reply);
    });

    scope.post('/functions/v1/team-pulse/delete', route, async (request, reply) => {
      const done = await stored(request, reply, () => deleteTeamSurvey(db, tokenOf(request)));
      if (!done) return reply;
      return done.value ? answer(reply, 200, { ok: true }) : notFound(request, reply);
    });
  });
}
