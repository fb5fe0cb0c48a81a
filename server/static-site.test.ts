// @vitest-environment node
/**
 * The site's HTTP layer as an attacker sends to it: raw request targets over a socket (no
 * client library to clean them up), against the real server and the real build. Needs a build
 * (npm test builds first).
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from './app';
import { readConfig } from './config';
import { SCREENS } from '../src/routing/route-table';
import { tempSqliteUrl } from './test/harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends `GET <target>` with the target's bytes exactly as given and reads the status line and headers. */
function rawGet(port: number, target: Buffer, extraHeaders = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = received.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        target,
        Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`),
      ]),
    );
  });
}

const logLines: Array<{ level: number; msg?: string }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number });
    done();
  },
});

const db = tempSqliteUrl();
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    config: { ...readConfig({}), databaseUrl: db.url },
    fastify: { logger: { level: 'info', stream: logStream } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
  db.cleanup();
});

const sitePaths = new Set<string>(SCREENS.flatMap((s) => [s.paths.sv, s.paths.en]));

const crafted = [
  '/sv//evil.example',
  '/sv/%2Fevil.example',
  '/sv/%5Cevil.example',
  '/%2Fevil.example/',
  '/%5Cevil.example/',
  '/sv/%09/evil.example',
  '/sv/%2F%2Fevil.example',
  '/sv/\\evil.example',
  '/\\evil.example/',
  '/sv/%2F%2F%2Fevil.example/',
  '//evil.example',
  '//evil.example/',
  '//',
  '///',
  '//:99999/',
  '//[::1/',
  '//%00/',
  '/sv/%0d%0aSet-Cookie:%20x=1',
  '/sv/%E2%82%AC',
  '/%E2%82%AC/',
  '/sv/%C0%AF',
  '/%ff%fe/',
  '/sv/%',
  '/om-oss/?q=%0d%0aX:1',
  '/om-oss/?q=€',
  '/sv/kontakt?next=//evil.example',
];

describe('crafted request targets', () => {
  it.each(crafted)('%s: a 404 or a 301 to a page of this site, never a 5xx', async (target) => {
    const answer = await rawGet(port, Buffer.from(target, 'utf8'));
    expect(answer.status).not.toBeGreaterThanOrEqual(500);
    expect([301, 400, 404]).toContain(answer.status);
    if (answer.status === 301) {
      const location = answer.headers.location;
      expect(sitePaths).toContain(location.split('?')[0]);
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });

  it('answers every byte sequence in the path without a 5xx or a redirect off the site', async () => {
    // Each byte value in three positions where redirects are built: after /sv/, before a trailing slash, and doubled.
    const wrong: string[] = [];
    for (let byte = 0x01; byte <= 0xff; byte += 1) {
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d) continue; // these end the request line itself
      const b = Buffer.from([byte]);
      for (const target of [
        Buffer.concat([Buffer.from('/sv/'), b, Buffer.from('/evil.example')]),
        Buffer.concat([Buffer.from('/'), b, b, Buffer.from('evil.example/')]),
      ]) {
        const answer = await rawGet(port, target);
        const offSite = answer.status === 301 && !sitePaths.has(answer.headers.location.split('?')[0]);
        if (answer.status >= 500 || offSite)
          wrong.push(
            `${JSON.stringify(target.toString('latin1'))} → ${answer.status} ${answer.headers.location ?? ''}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('logged nothing at error level for any of them', () => {
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('keeps the redirects that are meant: /sv, /sv/<page>, the old privacy path, a trailing slash', async () => {
    expect((await rawGet(port, Buffer.from('/sv/kontakt?modules=ai-policy,workshops-labbar'))).headers.location).toBe(
      '/kontakt?modules=ai-policy,workshops-labbar',
    );
    expect((await rawGet(port, Buffer.from('/sv'))).headers.location).toBe('/');
    expect((await rawGet(port, Buffer.from('/integritet'))).headers.location).toBe('/integritetspolicy');
    expect((await rawGet(port, Buffer.from('/en/about/'))).headers.location).toBe('/en/about');
    // A query with characters a URL may not hold is kept, re-encoded (Node's parser itself refuses bytes over 0x7f).
    const reencoded = await rawGet(port, Buffer.from('/om-oss/?q="<x>"{|}'));
    expect(reencoded.headers.location).toBe('/om-oss?q=%22%3Cx%3E%22%7B%7C%7D');
  });
});

describe('precompressed files', () => {
  it.each(['/om-oss', '/robots.txt', '/404-nothing-here'])(
    '%s varies by Accept-Encoding (brotli, gzip and plain bodies differ)',
    async (path) => {
      const varies = [];
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await rawGet(port, Buffer.from(path), `Accept-Encoding: ${encoding}\r\n`);
        varies.push({ encoding, vary: answer.headers.vary?.toLowerCase() });
      }
      expect(varies).toEqual(
        ['br', 'gzip', 'identity'].map((encoding) => ({ encoding, vary: expect.stringContaining('accept-encoding') })),
      );
    },
  );
});
