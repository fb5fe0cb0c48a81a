/**
 * A throwaway PostgreSQL cluster for the tests, from Debian's `postgresql` package
 * (scripts/ensure-services.sh installs it when running as root). Undefined when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

export function hasPostgres(): boolean {
  return postgresBin() !== undefined;
}

export interface TestPostgres {
  url: string;
  stop: () => void;
}

/**
 * The cluster the mutation run shares among its test runs (scripts/mutation.ts): Stryker runs a
 * test file again for each mutant, and a cluster of its own each time (initdb) would be most of
 * the run. Its databases are fresh all the same (freshPostgresDatabase).
 */
export const SHARED_POSTGRES_ENV = 'TEST_SHARED_POSTGRES_URL';

export function startPostgres(port: number): TestPostgres | undefined {
  const shared = process.env[SHARED_POSTGRES_ENV];
  if (shared) return { url: shared, stop: () => {} };
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'clarity-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    '-l',
    join(dir, 'log'),
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

let created = 0;

/** A new, empty database on a test cluster, so each suite (or server) starts from nothing. */
export async function freshPostgresDatabase(clusterUrl: string): Promise<string> {
  // The process and a random part: a shared cluster outlives this module, which a test run may load again.
  const name = `clarity_test_${process.pid}_${randomBytes(4).toString('hex')}_${(created += 1)}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}
