// @vitest-environment node
/**
 * What every answer of the server carries (server/app.ts, server/security.ts): the
 * Content-Security-Policy (a page's own, with its script hashes, is kept), helmet's headers
 * without the cross-origin isolation ones, compression where the client takes it, and
 * `no-store` on /healthz so a proxy never serves an old health.
 */
import { buildApp } from './app';
import { readConfig } from './config';
import { contentSecurityPolicy } from './security';
import { tempSqliteUrl } from './test/harness';

const database = tempSqliteUrl();
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  app = await buildApp({ config: { ...readConfig({}), databaseUrl: database.url }, site: false });
  app.get('/with-own-policy', async (_request, reply) =>
    reply.header('Content-Security-Policy', contentSecurityPolicy(["'sha256-abc='"])).send('page'),
  );
  app.get('/large', async () => ({ text: 'klarhet '.repeat(2_000) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  database.cleanup();
});

describe('the Content-Security-Policy', () => {
  it('allows this origin only, inline styles, data: images and fonts, and no plugins, frames or foreign forms', () => {
    expect(contentSecurityPolicy().split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it("adds a page's inline scripts one by one by their hashes", () => {
    expect(contentSecurityPolicy(["'sha256-a='", "'sha256-b='"])).toContain(
      "script-src 'self' 'sha256-a=' 'sha256-b='",
    );
  });

  it('is on every answer, and a page that sends its own keeps it', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['content-security-policy']).toBe(contentSecurityPolicy());
    const page = await app.inject({ method: 'GET', url: '/with-own-policy' });
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(["'sha256-abc='"]));
  });
});

it("carries helmet's headers, but no cross-origin isolation that would break the booking and social links", async () => {
  const response = await app.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'strict-transport-security': expect.stringContaining('max-age='),
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
});

it('compresses an answer with brotli or gzip, as the client asks', async () => {
  for (const encoding of ['br', 'gzip']) {
    const response = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': encoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(1_000);
  }
  const plain = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
});
