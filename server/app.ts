import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from './config';
import { isReachable, migrate, openDatabase } from './db/database';
import { registerFunctions } from './functions/routes';
import { httpServerOptions } from './http-limits';
import { OutboxWorker, type OutboxWorkerOptions } from './mail/outbox';
import { contentSecurityPolicy } from './security';
import { registerStaticSite } from './static-site';

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

  const db = openDatabase(config.databaseUrl);
  await migrate(db);
  app.addHook('onClose', async () => db.destroy());

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

  app.get('/healthz', async (_request, reply) => {
    const up = await isReachable(db);
    return reply.code(up ? 200 : 503).send({ ok: up, database: up ? 'up' : 'down' });
  });

  if (config.smtpUrl) {
    const worker = new OutboxWorker(db, nodemailer.createTransport(config.smtpUrl), app.log, mail);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  } else {
    app.log.warn('SMTP_URL is not set: notification mail stays queued in the outbox (see `npm run leads -- export`).');
  }

  if (site) await registerStaticSite(app);
  return app;
}
