/**
 * The two backend functions the site calls (SPEC section 7), at the paths it names:
 *   POST /functions/v1/send-contact-email   the contact enquiry
 *   POST /functions/v1/process-lead         the Clarity Pulse lead
 * Both take JSON and answer `{ ok, message?, errors? }`. Bad input gets a 4xx with field
 * message ids and nothing is stored; a storage failure gets a 503, never a false success.
 * The `Authorization: Bearer <anon key>` header the client sends is accepted and not needed.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { contactSchema, type ContactEnquiry } from '../../src/features/contact/contact-schema';
import { leadSchema, type LeadSubmission } from '../../src/features/pulse/lead-schema';
import { fieldErrors, type FieldErrors } from '../../src/features/validation';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { text, type Locale } from '../mail/catalog';
import { useStrictJsonBodies } from './json-body';
import { storeEnquiry, storeLead } from './store';

export const BODY_LIMIT_BYTES = 32 * 1024;

export interface FunctionsOptions {
  db: Db;
  config: Pick<ServerConfig, 'mailTo' | 'mailFrom' | 'rateLimitPerMinute' | 'redisUrl'>;
}

interface Answer {
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
}

function requestLocale(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  if (body && typeof body === 'object' && (body.locale === 'sv' || body.locale === 'en')) return body.locale;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'sv';
}

function say(request: FastifyRequest, id: string): string {
  return text(requestLocale(request), id) ?? id;
}

function answer(reply: FastifyReply, status: number, body: Answer) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors for a body it cannot take, mapped to our JSON answer. */
function errorAnswer(error: FastifyError): { status: number; messageId: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, messageId: 'api.error.tooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, messageId: 'api.error.unsupportedType' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, messageId: 'api.error.malformed' };
    default:
      if (error.statusCode === 429) return { status: 429, messageId: 'api.error.rateLimited' };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return { status: error.statusCode, messageId: 'api.error.malformed' };
      return { status: 503, messageId: 'api.error.unavailable' };
  }
}

export async function registerFunctions(app: FastifyInstance, { db, config }: FunctionsOptions) {
  const mail = { to: config.mailTo, from: config.mailFrom };

  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) } : {}),
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'RATE_LIMITED', message: 'rate limited' }),
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, messageId } = errorAnswer(error);
      if (status >= 500) request.log.error({ err: error }, 'function failed');
      return answer(reply, status, { ok: false, message: say(request, messageId) });
    });

    // Valid UTF-8 only, and no U+0000 or lone surrogate in any string (json-body.ts).
    useStrictJsonBodies(scope);

    // Only JSON is taken; Fastify would otherwise also parse text/plain.
    scope.addHook('preValidation', async (request, reply) => {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        return answer(reply, 415, { ok: false, message: say(request, 'api.error.unsupportedType') });
      }
    });

    scope.post('/functions/v1/send-contact-email', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      const errors = await fieldErrors(contactSchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      try {
        await storeEnquiry(db, request.body as ContactEnquiry, requestLocale(request), mail);
      } catch (error) {
        request.log.error({ err: error }, 'enquiry could not be stored');
        return answer(reply, 503, { ok: false, message: say(request, 'api.error.unavailable') });
      }
      return answer(reply, 200, { ok: true, message: say(request, 'api.contact.sent') });
    });

    scope.post('/functions/v1/process-lead', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      const errors = await fieldErrors(leadSchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      try {
        await storeLead(db, request.body as LeadSubmission, mail);
      } catch (error) {
        request.log.error({ err: error }, 'lead could not be stored');
        return answer(reply, 503, { ok: false, message: say(request, 'api.error.unavailable') });
      }
      return answer(reply, 200, { ok: true });
    });
  });
}
