/**
 * What every backend function shares: JSON answers `{ ok, message?, errors? }` in the request's
 * language, Fastify's errors mapped to them (never a 5xx but 503), strict JSON bodies only, and
 * a per-address rate limit. Each group of functions registers its routes in a scope set up here.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../src/domain/validation';
import { addressGroup } from '../address-group';
import { text, type Locale } from '../mail/catalog';
import { DEFAULT_LOCALE, isLocale } from '../../src/routing/route-table';
import { useStrictJsonBodies } from './json-body';
import { fallbackStoreClass, rateLimitBackend } from './rate-limit-store';

export const BODY_LIMIT_BYTES = 32 * 1024;

interface Answer {
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
}

export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body as { locale?: unknown } | undefined;
  if (body && typeof body === 'object' && isLocale(body.locale)) return body.locale;
  // The browser's first language, where the site has it (`en-GB,en;q=0.9` → en); else the default.
  const first = /^\s*([a-z]+)/i.exec(request.headers['accept-language'] ?? '')?.[1]?.toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

export function say(request: FastifyRequest, id: string): string {
  return text(requestLocale(request), id) ?? id;
}

export function answer(reply: FastifyReply, status: number, body: Answer) {
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
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return { status: error.statusCode, messageId: 'api.error.malformed' };
      return { status: 503, messageId: 'api.error.unavailable' };
  }
}

export interface FunctionScopeOptions {
  /** Requests per IP and minute in this scope. */
  rateLimitPerMinute: number;
  redisUrl?: string;
  /** Keeps this scope's counters apart from another scope's in a shared Redis. */
  nameSpace?: string;
}

export async function setUpFunctionScope(scope: FastifyInstance, options: FunctionScopeOptions) {
  await scope.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    // Counted in Redis when REDIS_URL is set and Redis answers, in memory otherwise (rate-limit-store.ts).
    store: fallbackStoreClass(rateLimitBackend(scope, options.redisUrl), options.nameSpace ?? 'fastify-rate-limit-'),
    // One count per IPv4 address or IPv6 /64 (address-group.ts), as nginx counts.
    keyGenerator: (request) => addressGroup(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: 'rate limited',
    }),
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
}
