// @vitest-environment node
/**
 * The shipped nginx configuration (deploy/nginx/clarity-stream.conf and clarity-site.conf) in
 * front of the real server with TRUST_PROXY=1: the rate limit counts each client's own address,
 * a spoofed X-Forwarded-For gains nothing, a stalled body or header is cut by nginx before the
 * server sees it, an oversized body is refused in the site's words, one address cannot hold
 * more than its share of connections in any phase, an IPv6 /64 counts as one client, and a
 * team behind one address can all answer a Team Pulse survey. The files are used as they ship;
 * only their ports and socket path are changed.
 *
 * Clients come from different loopback addresses (127.0.0.2, 127.0.0.3, …), which Linux
 * routes to this machine, so nginx sees them as different visitors. IPv6 clients are written
 * into the PROXY protocol header that the stream server would send (the test machine has no
 * IPv6 network of its own).
 */
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_RATING_KEYS } from '../../src/domain/team-pulse/team-survey';
import { text } from '../mail/catalog';
import { freePort, startTestServer, tempSqliteUrl, waitFor, type TestServer } from '../test/harness';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
/** Debian's libnginx-mod-stream (scripts/ensure-services.sh installs it with nginx). */
const STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';
const HAS_NGINX = NGINX !== undefined && existsSync(STREAM_MODULE);
const SHIPPED_SITE = join(import.meta.dirname, '../../deploy/nginx/clarity-site.conf');
const SHIPPED_STREAM = join(import.meta.dirname, '../../deploy/nginx/clarity-stream.conf');
const SHIPPED_SOCKET = /unix:\/run\/nginx-clarity-site\.sock\b/g;
const HOST = 'clarityworks.se'; // The server_name that ships.
const RATE_LIMIT = 3;
/** client_body_timeout and client_header_timeout in the shipped file. */
const NGINX_TIMEOUT_MS = 10_000;

if (!HAS_NGINX)
  console.warn(
    "skipped: no nginx with its stream module. Install Debian's nginx and libnginx-mod-stream (scripts/ensure-services.sh does it as root) to run the reverse-proxy tests.",
  );

function replaceCounted(file: string, text: string, pattern: RegExp, replacement: string, expected: number) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== expected) throw new Error(`${file}: expected ${expected} × ${pattern}, found ${found}`);
  return text.replace(pattern, replacement);
}

/** The shipped site file with only its socket and upstream port changed; fails if the file no longer has them. */
function templateSiteConfig(shipped: string, socket: string, upstreamPort: number): string {
  const config = replaceCounted('clarity-site.conf', shipped, SHIPPED_SOCKET, `unix:${socket}`, 2);
  return replaceCounted(
    'clarity-site.conf',
    config,
    /server 127\.0\.0\.1:8080;/g,
    `server 127.0.0.1:${upstreamPort};`,
    1,
  );
}

/** The shipped stream file with only its listen port and socket changed. */
function templateStreamConfig(shipped: string, listenPort: number, socket: string): string {
  let config = replaceCounted(
    'clarity-stream.conf',
    shipped,
    /^(\s*)listen 80;/gm,
    `$1listen 127.0.0.1:${listenPort};`,
    1,
  );
  config = replaceCounted('clarity-stream.conf', config, /^\s*listen \[::\]:80;\n/gm, '', 1); // The test machine may have no IPv6.
  return replaceCounted('clarity-stream.conf', config, SHIPPED_SOCKET, `unix:${socket}`, 1);
}

interface RunningNginx {
  port: number;
  /** The http servers' Unix socket, where clarity-stream.conf hands connections on. */
  socket: string;
  stop: () => Promise<void>;
}

/** The shipped files in an nginx of their own, inside what Debian's /etc/nginx/nginx.conf sets around them. */
async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'clarity-nginx-'));
  chmodSync(prefix, 0o755); // Run as root, nginx's workers are `nobody`.
  const socket = join(prefix, 'site.sock');
  writeFileSync(
    join(prefix, 'site.conf'),
    templateSiteConfig(readFileSync(SHIPPED_SITE, 'utf8'), socket, upstreamPort),
  );
  writeFileSync(join(prefix, 'stream.conf'), templateStreamConfig(readFileSync(SHIPPED_STREAM, 'utf8'), port, socket));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(prefix, name)};`)
    .join('\n  ');
  // Debian's settings, with one worker process: its 768 connections are all a client could fill.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${STREAM_MODULE};
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} info;
worker_processes 1;
events { worker_connections 768; }
include ${join(prefix, 'stream.conf')};
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  default_type application/octet-stream;
  gzip on;
  access_log ${join(prefix, 'access.log')};
  ${temp}
  include ${join(prefix, 'site.conf')};
}
`,
  );
  const args = ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')];
  const check = spawnSync(NGINX!, [...args, '-t'], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);

  let log = '';
  const child: ChildProcess = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(
    () =>
      sendTo(port, '/healthz', { from: '127.0.0.1' }).then(
        (answer) => answer.status > 0, // Any answer: nginx is up (the upstream may be down on purpose).
        () => false,
      ),
    10_000,
  ).catch((error) => {
    throw new Error(`nginx did not come up: ${log}${readFileSync(join(prefix, 'error.log'), 'utf8')}`, {
      cause: error,
    });
  });
  return {
    port,
    socket,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // Graceful stop of this test's own nginx.
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const send = (path: string, options: SendOptions) => sendTo(nginxPort, path, options);

interface SendOptions {
  from: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function sendTo(
  port: number,
  path: string,
  { from, method = 'GET', headers = {}, body }: SendOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        headers: { host: HOST, ...headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const lead = JSON.stringify({ persona: 'team', answers: { team_q1: 3 }, locale: 'en' });
const postLead = (from: string, forwardedFor?: string) =>
  send('/functions/v1/process-lead', {
    from,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-GB',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: lead,
  });

/** A raw connection from `from`; `closed` settles with what it received once the peer closes it. */
async function rawConnection(from: string) {
  const socket: Socket = connect({ host: '127.0.0.1', port: nginxPort, localAddress: from });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once('close', () => resolve({ received, afterMs: Date.now() - started })),
  );
  return { socket, closed, received: () => received };
}

const postHead = (length: number) =>
  `POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

let server: TestServer;
let database: ReturnType<typeof tempSqliteUrl>;
let nginx: RunningNginx;
let nginxPort: number;

describe.skipIf(!HAS_NGINX)('deploy/nginx in front of the server (TRUST_PROXY=1)', () => {
  beforeAll(async () => {
    database = tempSqliteUrl();
    server = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: RATE_LIMIT, trustProxy: 1 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    nginx = await startNginx((server.app.server.address() as { port: number }).port);
    nginxPort = nginx.port;
  });

  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    database?.cleanup();
  });

  it('passes ordinary requests through', async () => {
    const health = await send('/healthz', { from: '127.0.0.2' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true, status: 'up', database: 'up' });
  });

  it('closes requests for any other host unanswered', async () => {
    await expect(send('/healthz', { from: '127.0.0.2', headers: { host: 'evil.example' } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('counts each client by its own address; a spoofed X-Forwarded-For gains nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i += 1) {
      // A new made-up address each time, as the attacker in issue 13 did.
      statuses.push((await postLead('127.0.0.3', `198.51.100.${i + 1}, 203.0.113.${i + 1}`)).status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429, 429, 429]);
    const limited = await postLead('127.0.0.3');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ ok: false, message: text('en', 'api.error.rateLimited') });

    // Another visitor is not affected, even when it names the limited one.
    expect((await postLead('127.0.0.4', '127.0.0.3')).status).toBe(200);
    expect(await server.db.selectFrom('leads').select('id').execute()).toHaveLength(RATE_LIMIT + 1);
  });

  it('refuses a body over 32 KiB with 413, in JSON with the site’s message in the visitor’s language', async () => {
    const tooLarge = (language?: string) =>
      send('/functions/v1/send-contact-email', {
        from: '127.0.0.5',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
        body: JSON.stringify({ message: 'x'.repeat(40_000) }),
      });
    const swedish = await tooLarge();
    expect(swedish.status).toBe(413);
    expect(swedish.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(swedish.body)).toEqual({ ok: false, message: text('sv', 'api.error.tooLarge') });
    const english = await tooLarge('en-GB,en;q=0.9,sv;q=0.8');
    expect(JSON.parse(english.body)).toEqual({ ok: false, message: text('en', 'api.error.tooLarge') });
    expect(JSON.parse((await tooLarge('sv-SE,en;q=0.5')).body).message).toBe(text('sv', 'api.error.tooLarge'));
  });

  it('answers its own 429 on /functions/ in JSON with the site’s message', async () => {
    // A path the server does not know (404, not rate-limited by the server), so every 429 is nginx's.
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let i = 0; i < 25 && !limited; i += 1) {
      const answer = await send('/functions/v1/no-such-function', {
        from: '127.0.0.11',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: '{}',
      });
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(404)); // burst=20 nodelay: 21 at once.
    expect(limited?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited?.headers['retry-after']).toBe('60');
    expect(JSON.parse(limited!.body)).toEqual({ ok: false, message: text('en', 'api.error.rateLimited') });
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    // What clarity-stream.conf hands on for an IPv6 visitor: a PROXY header, then the request.
    const fromIPv6 = (address: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(nginx.socket);
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 0)));
        socket.write(
          `PROXY TCP6 ${address} ::1 40000 80\r\n` +
            `POST /functions/v1/no-such-function HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 2\r\nConnection: close\r\n\r\n{}',
        );
      });
    // A new address of one /64 for each request, as a client holding the /64 can do.
    const statuses: number[] = [];
    for (let i = 1; i <= 22; i += 1) statuses.push(await fromIPv6(`2001:db8:7:7:${i.toString(16)}::${i}`));
    expect(statuses).toEqual([...Array(21).fill(404), 429]);
    // The next /64 is another client; an IPv4 visitor is counted by its own address.
    expect(await fromIPv6('2001:db8:7:8::1')).toBe(404);
  });

  it('keeps one address holding 1,600 half-sent connections from stopping 7 other visitors', async () => {
    // The review's attack: one client opens many connections and never finishes their headers.
    // nginx's http limits count a connection only after its headers; the stream server counts it
    // from the start, so this client keeps its 60 and the rest are closed at once.
    const attack: Awaited<ReturnType<typeof rawConnection>>[] = [];
    let closed = 0;
    await Promise.all(
      Array.from({ length: 1_600 }, async () => {
        const connection = await rawConnection('127.0.0.20').catch(() => undefined);
        if (!connection) return void (closed += 1);
        attack.push(connection);
        void connection.closed.then(() => (closed += 1));
        connection.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `);
      }),
    );
    try {
      const visitors = await Promise.all(
        Array.from({ length: 7 }, (_, i) =>
          send('/healthz', { from: `127.0.0.${21 + i}` }).then(
            (answer) => answer.status,
            (error: Error) => error.message,
          ),
        ),
      );
      expect(visitors).toEqual(Array(7).fill(200));
      await waitFor(() => closed >= 1_600 - 60);
      expect(closed).toBe(1_600 - 60);
    } finally {
      for (const { socket } of attack) socket.destroy();
    }
  }, 40_000);

  it('cuts a stalled body, a stalled header and a stalled request line after 10 s; the server never sees them', async () => {
    const before = await server.db.selectFrom('enquiries').select('id').execute();
    const body = await rawConnection('127.0.0.6');
    body.socket.write(postHead(1000) + '{"name":"Slow');
    const header = await rawConnection('127.0.0.7');
    header.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `);
    const requestLine = await rawConnection('127.0.0.7');
    requestLine.socket.write('GET /heal');

    for (const { closed } of [body, header, requestLine]) {
      const { afterMs } = await closed;
      expect(afterMs).toBeGreaterThanOrEqual(NGINX_TIMEOUT_MS - 500);
      expect(afterMs).toBeLessThan(NGINX_TIMEOUT_MS + 5_000);
    }
    expect(await server.db.selectFrom('enquiries').select('id').execute()).toEqual(before);
  }, 40_000);

  it('lets one address hold at most 20 requests in progress; others are still served', async () => {
    const held = [];
    for (let i = 0; i < 20; i += 1) {
      const connection = await rawConnection('127.0.0.8');
      connection.socket.write(postHead(1000)); // Headers read, body pending: a request in progress.
      held.push(connection);
    }
    try {
      // nginx counts a held connection once it has read its headers, which it does in its own
      // time: ask again until the 21st request is refused (each try is closed after its answer).
      const refused = await waitFor(async () => {
        const extra = await rawConnection('127.0.0.8');
        extra.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`); // 200 unless nginx refuses it.
        const statusLine = await waitFor(() => /^HTTP\/1\.1 \d+ [^\r]*/.exec(extra.received())?.[0]);
        extra.socket.destroy();
        return statusLine.includes(' 429 ') && statusLine;
      });
      expect(refused).toMatch(/^HTTP\/1\.1 429 /);
      expect((await send('/healthz', { from: '127.0.0.9' })).status).toBe(200);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  }, 40_000);
});

describe.skipIf(!HAS_NGINX)('deploy/nginx: nginx’s own errors when the server is down', () => {
  let down: RunningNginx;
  beforeAll(async () => {
    down = await startNginx(await freePort()); // Nothing listens there.
  });
  afterAll(async () => down?.stop());

  it('answers 502 on /functions/ in JSON with the site’s message', async () => {
    const answer = await sendTo(down.port, '/functions/v1/send-contact-email', {
      from: '127.0.0.2',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ ok: false, message: text('sv', 'api.error.unavailable') });
  });
});

describe.skipIf(!HAS_NGINX)('deploy/nginx: a team behind one office address answers Team Pulse', () => {
  let team: TestServer;
  let teamDatabase: ReturnType<typeof tempSqliteUrl>;
  let proxy: RunningNginx;
  beforeAll(async () => {
    teamDatabase = tempSqliteUrl();
    // The server's own limits at their defaults: the whole path must let a team through.
    team = await startTestServer({ databaseUrl: teamDatabase.url, rateLimitPerMinute: 10, trustProxy: 1 });
    await team.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startNginx((team.app.server.address() as { port: number }).port);
  });
  afterAll(async () => {
    await proxy?.stop();
    await team?.close();
    teamDatabase?.cleanup();
  });

  const post = (path: string, from: string, body: unknown) =>
    sendTo(proxy.port, `/functions/v1/team-pulse/${path}`, {
      from,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });

  it('lets 25 members behind one address open the survey and answer at once; a flood is still shed', async () => {
    const created = await post('create', '127.0.0.40', { email: 'lead@example.se', locale: 'en' });
    expect(created.status).toBe(201);
    const { shareToken } = JSON.parse(created.body) as { shareToken: string };
    const answers = Object.fromEntries(TEAM_RATING_KEYS.map((key) => [key, 4]));

    // The whole team in one meeting, all from the office's one address: two calls each.
    const members = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const opened = await post('invitation', '127.0.0.41', { token: shareToken });
        // Each member's own browser: its own answer key.
        const answerKey = randomBytes(32).toString('base64url');
        const answered = await post('answer', '127.0.0.41', { token: shareToken, answerKey, answers });
        return [opened.status, answered.status];
      }),
    );
    expect(members).toEqual(Array(25).fill([200, 200]));
    expect(await team.db.selectFrom('team_answers').select('survey_id').execute()).toHaveLength(25);

    // A flood from that address is still cut short by nginx, in JSON.
    const flood = await Promise.all(
      Array.from({ length: 60 }, () => post('invitation', '127.0.0.41', { token: shareToken })),
    );
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(JSON.parse(refused[0].body)).toEqual({ ok: false, message: text('en', 'api.error.rateLimited') });
  }, 30_000);
});
