// @vitest-environment node
/**
 * The site's HTTP layer as an attacker sends to it: raw request targets over a socket (no
 * client library to clean them up), against the real server and the real build. Needs a build
 * (npm test builds first).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from './app';
import { CLIENT_DIR } from './build-paths';
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
    // Escapes that are whole are kept as written; a query with a broken one is re-encoded.
    expect((await rawGet(port, Buffer.from('/om-oss/?q=%C3%A5r%2f2026'))).headers.location).toBe(
      '/om-oss?q=%C3%A5r%2f2026',
    );
    expect((await rawGet(port, Buffer.from('/om-oss/?q=100%4'))).headers.location).toBe('/om-oss?q=100%254');
    expect((await rawGet(port, Buffer.from('/om-oss/?q=%zz'))).headers.location).toBe('/om-oss?q=%25zz');
  });
});

describe('precompressed files', () => {
  it.each(['/om-oss', '/robots.txt', '/404-nothing-here'])(
    '%s is sent in the encoding asked for (its brotli or gzip twin, or plain), and varies by Accept-Encoding',
    async (path) => {
      const varies = [];
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await rawGet(port, Buffer.from(path), `Accept-Encoding: ${encoding}\r\n`);
        varies.push({ encoding, vary: answer.headers.vary?.toLowerCase() });
        expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        // Its precompressed twin is cached as the file itself is: a page revalidated, the rest an hour.
        expect(answer.headers['cache-control']).toBe(path === '/robots.txt' ? 'public, max-age=3600' : 'no-cache');
      }
      expect(varies).toEqual(
        ['br', 'gzip', 'identity'].map((encoding) => ({ encoding, vary: expect.stringContaining('accept-encoding') })),
      );
    },
  );

  it('sends the twin the build compressed, not one compressed again at request time', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const answer = await rawGet(port, Buffer.from('/robots.txt'), `Accept-Encoding: ${encoding}\r\n`);
      expect(answer.headers['content-length']).toBe(String(statSync(join(CLIENT_DIR, `robots.txt${suffix}`)).size));
    }
  });
});

describe('what the site serves', () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const anAsset = readdirSync(join(CLIENT_DIR, 'assets')).find((name) => name.endsWith('.js'))!;

  it('serves a page and a prerendered article as HTML, revalidated, with the page’s own script hashes', async () => {
    for (const path of ['/', '/en/about', '/blogg/ai-forordningen']) {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('answers an unknown page or article with the 404 page of its language, logged as not found', async () => {
    for (const [path, lang] of [
      ['/finns-inte', 'sv'],
      ['/blogg/finns-inte', 'sv'],
      ['/en/no-such-page', 'en'],
      ['/en/blog/no-such-article', 'en'],
    ]) {
      const page = await get(path);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<html lang="${lang}"`);
      expect(logLines).toContainEqual(expect.objectContaining({ level: 30, msg: 'page not found', path }));
    }
  });

  it('serves the built files with the caching each needs: assets for a year, page data revalidated, the rest an hour', async () => {
    const asset = await get(`/assets/${anAsset}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await get(`/assets/${anAsset}`, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/7c-modellen.data')).headers['cache-control']).toBe('no-cache');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves no page file, folder, or file outside the build by its own path', async () => {
    // build/csp-hashes.json is there, beside the served folder: one step up must not reach it.
    expect(existsSync(join(CLIENT_DIR, '..', 'csp-hashes.json'))).toBe(true);
    for (const path of [
      '/404.html',
      '/assets',
      '/assets/',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/..%2fcsp-hashes.json',
      '/%2e%2e/csp-hashes.json',
      '/%00',
    ]) {
      const answer = await get(path);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});
