// @vitest-environment node
/** `npm start` as a process: it serves, and SIGTERM shuts it down cleanly. Needs a build (npm test builds first). */
import { spawn } from 'node:child_process';
import { freePort, tempSqliteUrl, waitFor } from './test/harness';

it('serves, then on SIGTERM stops accepting, closes the database and exits 0', async () => {
  const port = await freePort();
  const db = tempSqliteUrl();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: db.url, LOG_LEVEL: 'info', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const health = await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.json())
          .catch(() => undefined),
      30_000,
    );
    expect(health).toMatchObject({ ok: true, status: 'up', database: 'up', mail: 'up' });
    expect(log).toContain('SMTP_URL is not set');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
    db.cleanup();
  }
}, 60_000);

it('refuses a bad configuration with a message naming the variable', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('Configuration error: PORT must be a whole number from 1 to 65535, not "eighty".');
}, 30_000);
