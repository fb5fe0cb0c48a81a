// @vitest-environment node
/**
 * What every function route shares (setUpFunctionScope), seen from the client and the
 * operator: a failure inside a route is a 503 with `ok: false` in the visitor's language and
 * one error in the log, never a stack trace or a 500; a request Fastify itself refuses keeps
 * its 4xx with the general message; the language is the body's when it names one the site
 * has, else the browser's first, else Swedish; and a body with text no row or mail can hold is
 * found wherever it hides.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { text } from '../mail/catalog';
import { findUnacceptableText } from './json-body';
import { answer, requestLocale, setUpFunctionScope } from './function-scope';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

let app: FastifyInstance;
const log: LogLine[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line)) } } });
  await app.register(async (scope) => {
    await setUpFunctionScope(scope, { rateLimitPerMinute: 1000 });
    scope.post('/fails', async () => {
      throw new Error('the disk is on fire');
    });
    scope.post('/refuses', async () => {
      throw Object.assign(new Error('not here'), { statusCode: 404 });
    });
    scope.post('/misnamed', async () => {
      throw Object.assign(new Error('a status that is no error'), { statusCode: 302 });
    });
    scope.post('/breaks', async () => {
      throw Object.assign(new Error('a server error of its own'), { statusCode: 500 });
    });
    scope.post('/language', async (request, reply) =>
      answer(reply, 200, { ok: true, message: requestLocale(request) }),
    );
  });
  await app.ready();
});
afterAll(async () => app.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

const said = (locale: 'sv' | 'en', id: string) => ({ ok: false, message: text(locale, id) });

it('answers a route that fails with 503 and ok false in the visitor’s language, and logs the error once', async () => {
  log.length = 0;
  const reply = await post('/fails', '{"locale":"en"}');
  expect(reply.statusCode).toBe(503);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.json()).toEqual(said('en', 'api.error.unavailable'));
  expect(reply.body).not.toContain('the disk is on fire');
  expect(log.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['function failed']);
  // The operator finds the cause in that line, which the visitor never sees.
  expect(log.find((line) => line.msg === 'function failed')?.err?.message).toBe('the disk is on fire');
});

it('answers a thrown error that names no error status (a 3xx) as 503, never as that status', async () => {
  const reply = await post('/misnamed', '{}', { 'accept-language': 'en' });
  expect(reply.statusCode).toBe(503);
  expect(reply.json()).toEqual(said('en', 'api.error.unavailable'));
});

it('keeps a 4xx a route or Fastify gives, with the general message and no error logged; a 5xx becomes 503', async () => {
  log.length = 0;
  const refused = await post('/refuses', '{}');
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toEqual(said('sv', 'api.error.malformed'));
  const empty = await post('/language', '');
  const broken = await post('/language', '{"locale":');
  for (const reply of [empty, broken]) {
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(said('sv', 'api.error.malformed'));
  }
  expect(log.filter((line) => line.level >= 50)).toEqual([]);
  const ownError = await post('/breaks', '{}', { 'accept-language': 'en' });
  expect(ownError.statusCode).toBe(503);
  expect(ownError.json()).toEqual(said('en', 'api.error.unavailable'));
});

it.each([
  ['the body’s language before the browser’s', '{"locale":"en"}', 'sv-SE,sv;q=0.9', 'en'],
  ['the browser’s when the body names a language the site lacks', '{"locale":"de"}', 'en-GB,en;q=0.9', 'en'],
  ['the browser’s first language, in any letter case', '{}', '  EN-us, sv;q=0.5', 'en'],
  ['Swedish when the first language is one the site lacks', '{}', 'de-DE, en;q=0.8', 'sv'],
  ['Swedish for a header with no language first', '{}', '*, en;q=0.5', 'sv'],
  ['Swedish without a header', '{}', undefined, 'sv'],
])('speaks %s', async (_what, body, acceptLanguage, locale) => {
  const reply = await post(
    '/language',
    body,
    acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  );
  expect(reply.json()).toEqual({ ok: true, message: locale });
});

it('finds text no row or mail can hold in any key or value, and names where', () => {
  expect(findUnacceptableText('a\u0000b')).toBe('(body)');
  expect(findUnacceptableText({ contact: { name: 'Åsa', email: 'x\ud800' } })).toBe('contact.email');
  expect(findUnacceptableText({ answers: { 'q\u0000': 3 } })).toBe('answers.q\u0000');
  expect(findUnacceptableText({ list: ['ok', 'also ok', '\udc00'] })).toBe('list.2');
  expect(findUnacceptableText({ name: 'Åsa 😀', list: [1, null, true], nested: { deep: ['fine'] } })).toBeUndefined();
});
