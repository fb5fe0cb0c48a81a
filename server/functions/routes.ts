/**
 * The two backend functions the site calls (SPEC section 7), at the paths it names:
 *   POST /functions/v1/send-contact-email   the contact enquiry
 *   POST /functions/v1/process-lead         the Clarity Pulse lead
 * Both take JSON and answer `{ ok, message?, errors? }`. Bad input gets a 4xx with field
 * message ids and nothing is stored; a storage failure gets a 503, never a false success. An
 * `Idempotency-Key` header makes a repeat answer the first outcome (idempotency.ts).
 * The `Authorization: Bearer <anon key>` header the client sends is accepted and not needed.
 */
import type { FastifyInstance } from 'fastify';
import { contactSchema, type ContactEnquiry } from '../../src/domain/contact-schema';
import { leadSchema, type LeadSubmission } from '../../src/domain/pulse/lead-schema';
import { fieldErrors } from '../../src/domain/validation';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { answer, BODY_LIMIT_BYTES, requestLocale, say, setUpFunctionScope } from './function-scope';
import { storeOnce } from './idempotency';
import { storeEnquiry, storeLead } from './store';

export interface FunctionsOptions {
  db: Db;
  config: Pick<ServerConfig, 'mailTo' | 'mailFrom' | 'rateLimitPerMinute' | 'redisUrl' | 'leadWebhook'>;
}

export async function registerFunctions(app: FastifyInstance, { db, config }: FunctionsOptions) {
  const notify = { mail: { to: config.mailTo, from: config.mailFrom }, webhook: config.leadWebhook !== undefined };

  await app.register(async (scope) => {
    await setUpFunctionScope(scope, { rateLimitPerMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl });

    scope.post('/functions/v1/send-contact-email', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      const errors = await fieldErrors(contactSchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      return storeOnce(db, request, reply, async (trx) => {
        await storeEnquiry(trx, request.body as ContactEnquiry, requestLocale(request), notify);
        return { status: 200, body: { ok: true, message: say(request, 'api.contact.sent') } };
      });
    });

    scope.post('/functions/v1/process-lead', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      const errors = await fieldErrors(leadSchema, request.body);
      if (errors) return answer(reply, 400, { ok: false, message: say(request, 'api.error.validation'), errors });
      return storeOnce(db, request, reply, async (trx) => {
        await storeLead(trx, request.body as LeadSubmission, notify);
        return { status: 200, body: { ok: true } };
      });
    });
  });
}
