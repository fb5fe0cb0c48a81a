import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from './config';
import { openDatabase, type OpenOptions } from './db/database';
import { migrateUntilDone } from './db/migrate-until-done';
import { rateLimitStoreStatus } from './functions/rate-limit-store';
import { registerFunctions } from './functions/routes';
import { cachedFor, checkHealth } from './health';
import { httpServerOptions } from './http-limits';
import { OutboxWorker, SMTP_TIMEOUTS, type OutboxWorkerOptions } from './mail/outbox';
import { contentSecurityPolicy } from './security';
import { registerStaticSite } from './static-site';
import { REDACTED_KINDS, redactSentLinksMails } from './team-pulse/links-mail-redaction';
import { registerTeamPulse } from './team-pulse/routes';

export interface AppOptions {
  config: ServerConfig;
  fastify?: FastifyServerOptions;
  mail?: OutboxWorkerOptions;
  /** Serve the prerendered site too (off in API-only tests). */
  site?: boolean;
  /** SQLite's worker settings (tests: a worker that can be made to fail, shorter back-off). */
  sqlite?: OpenOptions['sqlite'];
}

/**
 * The web server: security headers, compression, the two backend functions with their
 * storage and mail outbox, a health check, and the prerendered site.
 */
export async function buildApp({ config, fastify = {}, mail, site = true, sqlite }: AppOptions) {
  const app = Fastify({ ...httpServerOptions(config.trustProxy), ...fastify });

  const db = openDatabase(config.databaseUrl, {
    sqliteSynchronous: config.sqliteSynchronous,
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
    sqlite: {
      ...sqlite,
      onWorkerEvent: (event) => {
        if (event.type === 'ended')
          app.log.error(
            { err: event.error, exitCode: event.exitCode, restartInMs: event.restartInMs },
            'the SQLite worker ended: submissions answer 503 until a new one has started',
          );
        else app.log.warn({ restarts: event.restarts }, 'a new SQLite worker was started');
      },
    },
  });
  // A database that is down, full or read-only at start does not stop the site: pages are
  // served, the functions answer 503 until the migrations have run, and they are retried.
  const migrations = await migrateUntilDone(db, app.log);
  app.addHook('onClose', async () => {
    migrations.stop();
    await db.destroy();
  });

  await app.register(helmet, {
    // The base policy; each HTML page replaces it with one that adds its own script hashes.
    contentSecurityPolicy: false,
    // Cross-origin isolation headers would block the external booking and social links' previews; not needed.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', contentSecurityPolicy());
  });
  // Precompressed files are sent as they are; this compresses what is not (e.g. JSON answers).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  await registerFunctions(app, { db, config });
  await registerTeamPulse(app, { db, config });

  const health = cachedFor(1_000, () =>
    checkHealth({
      db,
      mailStaleAfterMs: config.mailStaleAfterMinutes * 60_000,
      rateLimitShared: () => rateLimitStoreStatus(app) !== 'memory-fallback',
      webhook: config.leadWebhook !== undefined,
    }),
  );
  app.get('/healthz', async (_request, reply) => {
    const report = await health();
    return reply
      .code(report.ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });

  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, ...mail?.smtpTimeouts })
    : undefined;
  if (!transport)
    app.log.warn('SMTP_URL is not set: notification mail stays queued in the outbox (see `npm run leads -- export`).');
  if (transport || config.leadWebhook) {
    const worker = new OutboxWorker(db, transport, app.log, {
      webhook: config.leadWebhook,
      // A delivered links or personal-link mail loses its tokens (and a member's, the address) at
      // once; Team Pulse's timer catches up after a restart.
      onSettled: async ({ kind }) => (REDACTED_KINDS.includes(kind) ? redactSentLinksMails(db) : undefined),
      ...mail,
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }

  if (site) await registerStaticSite(app);
  return app;
}
