/**
 * `npm run bench:api`: a load test of the two functions and Team Pulse's answer endpoint on this machine. The server runs in a
 * child process on 127.0.0.1 with SQLite (WAL) and the rate limit raised; autocannon sends valid
 * submissions from this process. It runs once with SQLite's `synchronous = FULL` (the default:
 * an acknowledged submission is on disk) and once with `NORMAL`, to show what durability costs. Reports requests/s and p50/p99 latency, then checks that every
 * accepted submission is in the database (zero lost) and that no answer was a 5xx. It fails on
 * lost data or 5xx, never on speed; the figures go to reports/bench-api.md.
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TEAM_ANSWERS_MAX } from '../src/domain/team-pulse/team-survey';
import { DEFAULT_LOCALE } from '../src/routing/route-table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WITH_KEYS = process.env.BENCH_KEYS !== '0';

if (process.argv[2] === '--serve') {
  const { buildApp } = await import('../server/app');
  const { readConfig } = await import('../server/config');
  const config = {
    ...readConfig({
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      SQLITE_SYNCHRONOUS: process.env.BENCH_SYNCHRONOUS,
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
    port: 0,
  };
  const app = await buildApp({ config, site: false, fastify: { logger: false } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port });
  process.on('message', () => {
    void app.close().then(() => process.exit(0));
  });
} else {
  const rows: Row[] = [];
  // BENCH_MODES=FULL measures the default alone (a before/after comparison needs no more).
  const modes = (process.env.BENCH_MODES ?? 'FULL,NORMAL').split(',') as Row['synchronous'][];
  for (const synchronous of modes) rows.push(...(await run(synchronous)));
  const table = [
    `API benchmark: ${SECONDS} s per endpoint, ${CONNECTIONS} connections, SQLite (WAL), ${WITH_KEYS ? 'an Idempotency-Key on every request' : 'no Idempotency-Key'}, ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| endpoint | SQLite synchronous | accepted/s | p50 latency | p99 latency | accepted | stored | lost | 5xx | socket errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.synchronous} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.accepted} | ${r.stored} | ${Math.max(0, r.accepted - r.stored)} | ${r.fiveXx} | ${r.errors} |`,
    ),
    '',
    '`stored` can exceed `accepted` by up to the number of connections: requests in flight when the run ends are stored but not counted.',
    '',
  ].join('\n');
  console.log(table);
  mkdirSync('reports', { recursive: true });
  writeFileSync(process.env.BENCH_REPORT ?? 'reports/bench-api.md', `${table}\n`);
  // Requests still in flight when autocannon stops are stored but not counted: stored may exceed accepted.
  const failed = rows.filter((r) => r.stored < r.accepted || r.fiveXx > 0 || r.accepted === 0);
  if (failed.length) {
    console.error(
      `FAILED: ${failed.map((r) => `${r.name} (${r.synchronous})`).join(', ')} lost data, answered 5xx or accepted nothing.`,
    );
    process.exit(1);
  }
  console.log('OK: zero lost, zero 5xx.');
}

interface Row {
  name: string;
  synchronous: 'FULL' | 'NORMAL';
  rps: number;
  p50: number;
  p99: number;
  accepted: number;
  stored: number;
  fiveXx: number;
  errors: number;
}

/** One load test of both endpoints against a fresh database with the given SQLite setting. */
async function run(synchronous: Row['synchronous']): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_SYNCHRONOUS: synchronous },
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));

  // Team surveys to answer: a survey takes at most TEAM_ANSWERS_MAX answers, so the answers are
  // spread over enough of them for the run (about 2,000 a second at most), each from a browser of
  // its own (a new answer key); the share token goes in every answer's body, as the page sends it.
  const surveys = await Promise.all(
    Array.from({ length: Math.ceil((SECONDS * 2_000) / TEAM_ANSWERS_MAX) + 2 }, async (_, i) => {
      const reply = await fetch(`http://127.0.0.1:${port}/functions/v1/team-pulse/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ teamName: 'Bench', email: `lead${i}@example.se`, locale: DEFAULT_LOCALE, threshold: 5 }),
      });
      return ((await reply.json()) as { shareToken: string }).shareToken;
    }),
  );
  // The team questionnaire's six ratings and its open answer, as the Pulse and a team member send them.
  const teamAnswers = (open: string) => ({
    team_q1: 4,
    team_q2: 3,
    team_q3: 5,
    team_q4: 2,
    team_q5: 4,
    team_q6: 3,
    team_open1: open,
  });
  const bodies = {
    contact: JSON.stringify({
      name: 'Åsa Öberg',
      email: 'asa@example.se',
      company: 'Exempel AB',
      message: 'Vi vill veta mer om era moduler.',
      consent: true,
      modules: 'ai-policy,roller-kompetens',
    }),
    lead: JSON.stringify({
      persona: 'team',
      locale: DEFAULT_LOCALE,
      interest: true,
      answers: teamAnswers('Tid för lärande'),
      contact: { name: 'Per', email: 'per@example.se', cw_followup: 'yes', consent: true },
    }),
  };
  let answered = 0;
  const teamAnswerRequest = () =>
    JSON.stringify({
      token: surveys[Math.floor((answered += 1) / TEAM_ANSWERS_MAX) % surveys.length],
      answerKey: randomBytes(32).toString('base64url'),
      answers: teamAnswers('Mer tid att prova'),
    });
  const endpoints = [
    ['contact', '/functions/v1/send-contact-email'],
    ['lead', '/functions/v1/process-lead'],
    ['team answer', '/functions/v1/team-pulse/answer'],
  ] as const;
  const results: Array<{ name: (typeof endpoints)[number][0]; result: autocannon.Result }> = [];
  for (const [name, path] of endpoints) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: name === 'team answer' ? teamAnswerRequest() : bodies[name],
          // Each team answer comes from a browser of its own (its answer key), and every request
          // carries a new Idempotency-Key, as the forms send one per submission (BENCH_KEYS=0: none).
          setupRequest: (request) => ({
            ...request,
            ...(name === 'team answer' ? { body: teamAnswerRequest() } : {}),
            headers: { ...request.headers, ...(WITH_KEYS ? { 'idempotency-key': randomUUID() } : {}) },
          }),
        },
      ],
    });
    results.push({ name, result });
  }
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));

  const { openDatabase } = await import('../server/db/database');
  const db = openDatabase(databaseUrl);
  const count = async (table: 'enquiries' | 'leads' | 'team_answers') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stored = {
    contact: await count('enquiries'),
    lead: await count('leads'),
    'team answer': await count('team_answers'),
  };
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });

  return results.map(({ name, result }) => {
    const accepted = result['2xx'];
    const fiveXx = result['5xx'];
    return {
      name,
      synchronous,
      rps: Math.round(accepted / SECONDS),
      p50: result.latency.p50,
      p99: result.latency.p99,
      accepted,
      stored: stored[name],
      fiveXx,
      errors: result.errors + result.timeouts,
    };
  });
}
