/**
 * The production server for a benchmark: started on 127.0.0.1 at a port of the benchmark's
 * own, with a database of its own and no SMTP, in a process group of its own so that stopping
 * it stops tsx's child too. Shared by bench-lighthouse and bench-interactive.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchServer {
  origin: string;
  stop(): void;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

/** Starts the server and resolves once it answers; refuses a port something else answers on. */
export async function startBenchServer(port: string, database: string): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`Something already answers at ${origin}: stop it or pass --port.`);
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:./data/${database}.db`,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await answers(origin)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The server did not answer at ${origin}`);
}

/** The median of the defined numbers (undefined when there are none). */
export function median(numbers: (number | undefined)[]): number | undefined {
  const sorted = numbers.filter((n): n is number => n !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
