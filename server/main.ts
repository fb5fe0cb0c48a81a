/**
 * `npm start`: builds the site if there is no build yet, then serves it on HOST:PORT
 * (default 127.0.0.1:8080) until SIGTERM or SIGINT, which stop new connections, let requests in
 * flight finish, stop the mail worker and close the database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { CSP_MANIFEST } from './build-paths';
import { ConfigError, readConfig } from './config';
import { capConnections } from './http-limits';

function ensureBuild() {
  if (existsSync(CSP_MANIFEST)) return;
  console.log('No build found: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  ensureBuild();
  const app = await buildApp({ config, fastify: { logger: { level: process.env.LOG_LEVEL ?? 'info' } } });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close(); // Stops accepting, lets in-flight requests finish.
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // A last line of defence: every known storage and mail failure is caught where it happens
  // (tests in faults.test.ts), but a promise someone forgot to await must not take the site
  // down with it. It is logged at error level, to be found and fixed.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled promise rejection; the server keeps running'),
  );

  // A guard for the process's file descriptors, and one client's share of them (see http-limits.ts).
  capConnections(app.server, {
    perAddress: config.connectionsPerAddress,
    trustLoopbackProxy: config.trustProxy > 0,
  });
  await app.listen({ host: config.host, port: config.port });
}

void main();
