/**
 * `npm run bench:team-pulse`: what one Team Pulse survey at its answer limit costs the server.
 * A server runs in this process on 127.0.0.1 with SQLite (and PostgreSQL with BENCH_POSTGRES_URL,
 * a cluster URL ending in /postgres; a fresh database is made on it). A survey is filled to
 * TEAM_ANSWERS_MAX answers, each with both open answers at their longest (the worst case), and
 * then read: results one at a time and four at a time, while a health check is fetched in a
 * loop. Reports each call's time, the response size, the longest event-loop block (the time
 * every other request would wait) and the health check's worst latency; then the aggregate alone
 * at 500 and 20,000 answers, to show it grows linearly. Fails when the event loop was blocked
 * for 50 ms or more. Figures go to reports/bench-team-pulse.md. Run with --expose-gc (the npm
 * script does), so the filler's garbage is collected before the measurements.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { addTeamAnswer } from '../server/team-pulse/store';
import { teamResult } from '../src/domain/team-pulse/team-aggregate';
import { TEAM_ANSWERS_MAX, TEAM_OPEN_MAX } from '../src/domain/team-pulse/team-survey';
import { DEFAULT_LOCALE } from '../src/routing/route-table';
import { fullTeamAnswer as answers } from '../server/test/team-answers';

const BLOCK_LIMIT_MS = 50;

interface Row {
  backend: string;
  what: string;
  ms: number[];
  bytes: number;
  blockMs: number;
  healthMs: number;
}

async function freshPostgres(clusterUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `bench_team_pulse_${process.pid}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

async function bench(backend: string, databaseUrl: string): Promise<Row[]> {
  const config = { ...readConfig({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000' }), port: 0 };
  const app = await buildApp({ config, site: false, fastify: { logger: false } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const db = openDatabase(databaseUrl);
  const post = async (path: string, payload: unknown) => {
    const started = performance.now();
    const reply = await fetch(`${origin}/functions/v1/team-pulse/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const text = await reply.text();
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${text}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(text), body: JSON.parse(text) as unknown };
  };

  /** Runs `work` while measuring the event loop and a health check fetched in a loop meanwhile. */
  async function measured(what: string, work: () => Promise<Array<{ ms: number; bytes: number }>>): Promise<Row> {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    let running = true;
    const healthMs: number[] = [];
    delay.enable();
    const health = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${origin}/healthz`);
        healthMs.push(performance.now() - started);
      }
    })();
    const calls = await work();
    running = false;
    await health;
    delay.disable();
    return {
      backend,
      what,
      ms: calls.map((c) => c.ms),
      bytes: Math.max(...calls.map((c) => c.bytes)),
      blockMs: delay.max / 1e6,
      healthMs: Math.max(...healthMs),
    };
  }

  try {
    const { body } = await post('create', { email: 'bench@example.se', locale: DEFAULT_LOCALE, threshold: 5 });
    const { shareToken, resultsToken } = body as { shareToken: string; resultsToken: string };
    const mail = { to: config.mailTo, from: config.mailFrom };
    for (let i = 1; i < TEAM_ANSWERS_MAX; i += 1)
      await addTeamAnswer(db, shareToken, answers(i), randomBytes(32).toString('base64url'), mail);
    const key = () => randomBytes(32).toString('base64url');
    // Filling the survey (500 answers, 100 publishing steps) leaves this process's heap full of
    // the filler's garbage, which a running server would not have; collect it before measuring.
    collectGarbage();
    return [
      await measured(`answer no. ${TEAM_ANSWERS_MAX} (the last one taken)`, async () => [
        await post('answer', { token: shareToken, answerKey: key(), answers: answers(0) }),
      ]),
      await measured('results, 5 calls one after another', async () => {
        const calls = [];
        for (let i = 0; i < 5; i += 1) calls.push(await post('results', { token: resultsToken }));
        return calls;
      }),
      await measured('results, 4 calls at once', () =>
        Promise.all(Array.from({ length: 4 }, () => post('results', { token: resultsToken }))),
      ),
    ];
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** The aggregate of `n` members' ratings alone (open answers left out: their strings only add garbage collection). */
function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

function aggregateOnly(n: number): number {
  const sets = Array.from({ length: n }, (_, i) =>
    Object.fromEntries(Object.entries(answers(i)).filter(([key]) => !key.startsWith('team_open'))),
  );
  const started = performance.now();
  teamResult(sets);
  return performance.now() - started;
}

const rows: Row[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bench-team-pulse-'));
try {
  rows.push(...(await bench('SQLite', `sqlite:${join(dir, 'bench.db')}`)));
  if (process.env.BENCH_POSTGRES_URL)
    rows.push(...(await bench('PostgreSQL', await freshPostgres(process.env.BENCH_POSTGRES_URL))));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
aggregateOnly(500); // warm-up
const aggregate = [500, 5_000, 20_000].map((n) => [n, aggregateOnly(n)] as const);

const round = (ms: number) => ms.toFixed(1);
const table = [
  `Team Pulse at its limit: one survey with ${TEAM_ANSWERS_MAX} answers, each with two ${TEAM_OPEN_MAX}-character open answers, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| database | call | time per call | largest response | longest event-loop block | worst health check meanwhile |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.what} | ${r.ms.map(round).join(', ')} ms | ${(r.bytes / 1024).toFixed(0)} kB | ${round(r.blockMs)} ms | ${round(r.healthMs)} ms |`,
  ),
  '',
  'The aggregate alone (ratings only, no database, no JSON): ' +
    aggregate.map(([n, ms]) => `${n.toLocaleString('en-GB')} answers ${round(ms)} ms`).join(', ') +
    '.',
  '',
].join('\n');
console.log(table);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-team-pulse.md', `${table}\n`);
const blocked = rows.filter((r) => r.blockMs >= BLOCK_LIMIT_MS);
if (blocked.length > 0) {
  console.error(
    `FAILED: the event loop was blocked for ${BLOCK_LIMIT_MS} ms or more (${blocked.map((r) => `${r.backend}: ${r.what}`).join('; ')}).`,
  );
  process.exit(1);
}
