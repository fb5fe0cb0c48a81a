import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, postToFunction, replyMessage, RETRY_DELAY_MS } from './api';
import { submissionKeys } from './submission-key';

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

  it('sends a submission once more with the same key after a 503, and hears only the second answer', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{"ok":false}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const reply = postToFunction('send-contact-email', { a: 1 }, fetchImpl, 'key-0123456789abcdef');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(reply).resolves.toMatchObject({ status: 200, body: { ok: true } });
    const keys = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['key-0123456789abcdef', 'key-0123456789abcdef']);
  });

  it('retries a network failure once, not more, and a 400 or a call without a key not at all', async () => {
    vi.useFakeTimers();
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const reply = postToFunction('process-lead', {}, failing, 'key-0123456789abcdef');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(reply).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);

    const refused = json(400, { ok: false });
    await postToFunction('process-lead', {}, refused, 'key-0123456789abcdef');
    expect(refused).toHaveBeenCalledTimes(1);
    const unkeyed = json(503, { ok: false });
    await postToFunction('process-lead', {}, unkeyed);
    expect(unkeyed).toHaveBeenCalledTimes(1);
  });
});

describe('submissionKeys', () => {
  it('keeps one key for the same content until it was received, and makes a new one for new content', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ message: 'Hej' });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ message: 'Hej' })).toBe(first);
    const edited = keys.keyFor({ message: 'Hej då' });
    expect(edited).not.toBe(first);
    keys.received();
    expect(keys.keyFor({ message: 'Hej då' })).not.toBe(edited);
  });
});
