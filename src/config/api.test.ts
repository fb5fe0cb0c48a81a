import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, postToFunction, replyMessage } from './api';

const json = (status: number, body: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('postToFunction', () => {
  afterEach(() => vi.useRealTimers());

  it('POSTs the payload as JSON to the function and returns its status and body', async () => {
    const fetchImpl = json(400, { ok: false, message: 'Fel e-post.' });
    const reply = await postToFunction('send-contact-email', { email: 'x' }, fetchImpl);
    expect(reply).toEqual({ status: 400, ok: false, body: { ok: false, message: 'Fel e-post.' } });
    expect(replyMessage(reply)).toBe('Fel e-post.');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/functions/v1/send-contact-email');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"x"}' });
    // No key configured: no Authorization header (the site's own server needs none).
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('reads a body that is not JSON (a proxy error page) as empty, with no message', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>502</html>', { status: 502 }));
    const reply = await postToFunction('process-lead', {}, fetchImpl);
    expect(reply).toEqual({ status: 502, ok: false, body: {} });
    expect(replyMessage(reply)).toBeUndefined();
  });

  it('gives up after the timeout, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    });
    const reply = postToFunction('team-pulse/create', {}, fetchImpl);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(reply).resolves.toBeUndefined();
  });

  it('answers undefined on a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postToFunction('process-lead', {}, fetchImpl)).resolves.toBeUndefined();
  });
});
