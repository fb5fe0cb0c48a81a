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

beforeAll(async () => {
  server = createServer((request, response) => {
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
  [400, 'failed for good'],
  [404, 'failed for good'],
  [408, 'tried again'],
  [429, 'tried again'],
  [500, 'tried again'],
  [503, 'tried again'],
])('an answer %i: %s', async (status, fate) => {
  expect(await fateOf(status)).toBe(fate);
});
