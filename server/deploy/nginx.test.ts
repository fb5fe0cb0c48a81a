// @vitest-environment node
/**
 * The shipped nginx configuration (deploy/nginx/clarity-site.conf) in front of the real server
 * with TRUST_PROXY=1: the rate limit counts each client's own address, a spoofed
 * X-Forwarded-For gains nothing, a stalled body or header is cut by nginx before the server
 * sees it, an oversized body is refused, and one address cannot hold more than its share of
 * connections. The file is used as it ships; only its ports are changed.
 *
 * Clients come from different loopback addresses (127.0.0.2, 127.0.0.3, …), which Linux
 * routes to this machine, so nginx sees them as different visitors.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, tempSqliteUrl, waitFor, type TestServer } from '../test/harness';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SHIPPED = join(import.meta.dirname, '../../deploy/nginx/clarity-site.conf');
const HOST = 'clarityworks.se'; // The server_name that ships.
const RATE_LIMIT = 3;
/** client_body_timeout and client_header_timeout in the shipped file. */
const NGINX_TIMEOUT_MS = 10_000;

if (!NGINX)
  console.warn(
    "skipped: no nginx. Install Debian's nginx (scripts/ensure-services.sh does it as root) to run the reverse-proxy tests.",
  );

/** The shipped file with only its listen and upstream ports changed; fails if the file no longer has them. */
function templateSiteConfig(shipped: string, listenPort: number, upstreamPort: number): string {
  const replace = (text: string, pattern: RegExp, replacement: string, expected: number) => {
    const found = text.match(pattern)?.length ?? 0;
    if (found !== expected)
      throw new Error(`deploy/nginx/clarity-site.conf: expected ${expected} × ${pattern}, found ${found}`);
    return text.replace(pattern, replacement);
  };
  let config = replace(shipped, /^(\s*)listen 80( default_server)?;/gm, `$1listen 127.0.0.1:${listenPort}$2;`, 2);
  config = replace(config, /^\s*listen \[::\]:80( default_server)?;\n/gm, '', 2); // The test machine may have no IPv6.
  return replace(config, /server 127\.0\.0\.1:8080;/g, `server 127.0.0.1:${upstreamPort};`, 1);
}

interface Answer {
  status: number;
  body: string;
}

function send(
  path: string,
  {
    from,
    method = 'GET',
    headers = {},
    body,
  }: { from: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: nginxPort,
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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
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
let nginx: ChildProcess;
let nginxPort: number;
let prefix: string;
let nginxLog = '';

describe.skipIf(!NGINX)('deploy/nginx/clarity-site.conf in front of the server (TRUST_PROXY=1)', () => {
  beforeAll(async () => {
    database = tempSqliteUrl();
    server = await startTestServer({ databaseUrl: database.url, rateLimitPerMinute: RATE_LIMIT, trustProxy: 1 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const upstreamPort = (server.app.server.address() as { port: number }).port;
    nginxPort = await freePort();

    prefix = mkdtempSync(join(tmpdir(), 'clarity-nginx-'));
    chmodSync(prefix, 0o755); // Run as root, nginx's workers are `nobody`.
    writeFileSync(
      join(prefix, 'site.conf'),
      templateSiteConfig(readFileSync(SHIPPED, 'utf8'), nginxPort, upstreamPort),
    );
    // What Debian's /etc/nginx/nginx.conf sets around the sites it includes, with every path in the prefix.
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((name) => `${name}_temp_path ${join(prefix, name)};`)
      .join('\n  ');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} info;
worker_processes 1;
events { worker_connections 256; }
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

    nginx = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr!.on('data', (chunk) => (nginxLog += chunk));
    await waitFor(
      () =>
        send('/healthz', { from: '127.0.0.1' }).then(
          (answer) => answer.status === 200,
          () => false,
        ),
      10_000,
    ).catch((error) => {
      throw new Error(`nginx did not come up: ${nginxLog}${readFileSync(join(prefix, 'error.log'), 'utf8')}`, {
        cause: error,
      });
    });
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT'); // Graceful stop of this test's own nginx.
      await exited;
    }
    await server?.close();
    database?.cleanup();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
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
    expect(JSON.parse(limited.body)).toEqual({
      ok: false,
      message: 'You have sent many requests in a short time. Please wait a minute and try again.',
    });

    // Another visitor is not affected, even when it names the limited one.
    expect((await postLead('127.0.0.4', '127.0.0.3')).status).toBe(200);
    expect(await server.db.selectFrom('leads').select('id').execute()).toHaveLength(RATE_LIMIT + 1);
  });

  it('refuses a body over 32 KiB with 413', async () => {
    const answer = await send('/functions/v1/send-contact-email', {
      from: '127.0.0.5',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(40_000) }),
    });
    expect(answer.status).toBe(413);
  });

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
