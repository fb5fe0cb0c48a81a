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
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
