/** `npm start`'s entry (server/main.ts) as a real child process, for tests of what ends or keeps a process alive. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitFor } from './harness';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process has written so far (pino JSON lines). */
  log: () => string;
  alive: () => boolean;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () =>
      (await fetch(`${url}/robots.txt`)
        .then((r) => r.ok)
        .catch(() => false)) || child.exitCode !== null,
    60_000,
  );
  if (child.exitCode !== null) throw new Error(`server exited at start:\n${log}`);
  return {
    url,
    child,
    log: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export function postJson(url: string, body: unknown): Promise<{ status: number; json: { ok: boolean } }> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as { ok: boolean } }));
}
