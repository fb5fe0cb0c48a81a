import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { contentSecurityPolicy } from './security';
import { registerStaticSite } from './static-site';

/**
 * The web server: security headers, compression and the prerendered site.
 * The two backend functions (POST /functions/v1/send-contact-email and /process-lead)
 * register here, before the site's catch-all route.
 */
export async function buildApp(options: FastifyServerOptions = {}) {
  const app = Fastify({ trustProxy: true, ...options });

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

  await registerStaticSite(app);
  return app;
}
