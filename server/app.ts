import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from './config';
import { isWritable, openDatabase } from './db/database';
import { migrateUntilDone } from './db/migrate-until-done';
import { registerFunctions } from './functions/routes';
import { httpServerOptions } from './http-limits';
import { OutboxWorker, SMTP_TIMEOUTS, type OutboxWorkerOptions } from './mail/outbox';
import { contentSecurityPolicy } from './security';
import { registerStaticSite } from './static-site';
import { registerTeamPulse } from './team-pulse/routes';

export interface AppOptions {
  config: ServerConfig;
  fastify?: FastifyServerOptions;
  mail?: OutboxWorkerOptions;
  /** Serve the prerendered site too (off in API-only tests). */
  site?: boolean;
}

/**
 * The web server: security headers, compression, the two backend functions with their
 * storage and mail outbox, a health check, and the prerendered site.
 */
export async function buildApp({ config, fastify = {}, mail, site = true }: AppOptions) {
  const app = Fastify({ ...httpServerOptions(config.trustProxy), ...fastify });

  const db = openDatabase(config.databaseUrl, {
    sqliteSynchronous: config.sqliteSynchronous,
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
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

  // At most one probe write a second, however often /healthz is asked.
  const writable = cachedFor(1_000, () => isWritable(db));
  app.get('/healthz', async (_request, reply) => {
    const up = await writable();
    return reply.code(up ? 200 : 503).send({ ok: up, database: up ? 'up' : 'down' });
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, ...mail?.smtpTimeouts });
    const worker = new OutboxWorker(db, transport, app.log, mail);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  } else {
    app.log.warn('SMTP_URL is not set: notification mail stays queued in the outbox (see `npm run leads -- export`).');
  }

  if (site) await registerStaticSite(app);
  return app;
}

/** The last answer of `probe`, asked again once it is older than `ms`; callers meanwhile share one run. */
function cachedFor<T>(ms: number, probe: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= ms) last = { at: Date.now(), value: probe() };
    return last.value;
  };
}
