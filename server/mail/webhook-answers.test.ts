// @vitest-environment node
/**
 * How a receiver's answer decides a delivery's fate (webhook.ts, deliverWebhook): a 2xx is
 * delivered; a 4xx is refused for good, except 408 (it timed out) and 429 (it asked to slow
 * down), which the outbox tries again, like a 5xx.
 */
import { createServer, type Server } from 'node:http';
import { deliverWebhook, WebhookError } from './webhook';

let server: Server;
let answer = 204;
let url = '';
let contentType: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    contentType = request.headers['content-type'];
    request.resume();
    request.on('end', () => response.writeHead(answer).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function fateOf(status: number) {
  answer = status;
  try {
    await deliverWebhook({ url, secret: 'hemlis' }, { id: 'a-delivery', body: '{}' });
    return 'delivered';
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookError);
    expect((error as Error).message).toBe(`the webhook answered ${status}`);
    return (error as WebhookError).permanent ? 'failed for good' : 'tried again';
  }
}

it.each([
  [204, 'delivered'],
  // A redirect is not followed (the receiver's address is the configuration's), and not final.
  [301, 'tried again'],
  [302, 'tried again'],
  [400, 'failed for good'],
  [404, 'failed for good'],
  [408, 'tried again'],
  [429, 'tried again'],
  [500, 'tried again'],
  [503, 'tried again'],
])('an answer %i: %s', async (status, fate) => {
  expect(await fateOf(status)).toBe(fate);
});

it('sends JSON, saying so', async () => {
  expect(await fateOf(204)).toBe('delivered');
  expect(contentType).toBe('application/json; charset=utf-8');
});

it('says a receiver it could not reach was not reached, and tries again', async () => {
  // A port nothing listens on: the address of this test's server once it is closed.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as { port: number };
  await new Promise((resolve) => closed.close(resolve));
  const error = await deliverWebhook(
    { url: `http://127.0.0.1:${port}/hook`, secret: 'hemlis' },
    { id: 'x', body: '{}' },
  )
    .then(() => undefined)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(WebhookError);
  expect((error as WebhookError).message).toMatch(/^the webhook could not be reached: \S/);
  expect((error as WebhookError).permanent).toBe(false);
});
