/** `npm run leads -- …` as its own process, without blocking this one (a child server may be answering clients meanwhile). */
import { spawn } from 'node:child_process';

export interface LeadsRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runLeads(args: string[], databaseUrl: string, env: Record<string, string> = {}): Promise<LeadsRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/leads-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Bytes, joined at the end: a character split between two chunks stays whole.
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
  });
}
