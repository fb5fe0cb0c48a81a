/**
 * Where the two backend functions live. By default the site's own server; set VITE_API_BASE
 * (and VITE_PUBLIC_ANON_KEY, sent as a bearer token) at build time to use a hosted backend.
 */
export const api = {
  base: ((import.meta.env.VITE_API_BASE as string | undefined) ?? '').replace(/\/+$/, ''),
  anonKey: import.meta.env.VITE_PUBLIC_ANON_KEY as string | undefined,
};

export function functionUrl(name: 'send-contact-email' | 'process-lead' | `team-pulse/${string}`): string {
  return `${api.base}/functions/v1/${name}`;
}

/** How long a call may take before the page gives up and shows its own message. */
export const CALL_TIMEOUT_MS = 15_000;

/** What a function answered: its status and its JSON body (`{}` when the body was not JSON). */
export interface FunctionReply {
  status: number;
  ok: boolean;
  body: Record<string, unknown>;
}

/** How long the page waits before it sends a submission again after a 503 or a network failure. */
export const RETRY_DELAY_MS = 800;

/**
 * POSTs JSON to a backend function, with the bearer key when one is configured and a timeout.
 * Resolves to undefined on a network error or timeout: the caller shows its own message.
 *
 * With an idempotency key (a submission: see submission-key.ts) a 503 or a network failure is
 * sent once more with the same key before the caller hears of it: the server answers a repeat
 * of a stored submission with its first answer, so a retry can never store it twice.
 */
export async function postToFunction(
  name: Parameters<typeof functionUrl>[0],
  payload: unknown,
  fetchImpl: typeof fetch = fetch,
  idempotencyKey?: string,
): Promise<FunctionReply | undefined> {
  const first = await postOnce(name, payload, fetchImpl, idempotencyKey);
  if (idempotencyKey === undefined || (first && first.status !== 503)) return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return postOnce(name, payload, fetchImpl, idempotencyKey);
}

async function postOnce(
  name: Parameters<typeof functionUrl>[0],
  payload: unknown,
  fetchImpl: typeof fetch,
  idempotencyKey: string | undefined,
): Promise<FunctionReply | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  try {
    const response = await fetchImpl(functionUrl(name), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(api.anonKey ? { Authorization: `Bearer ${api.anonKey}` } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => ({}))) as unknown;
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    return { status: response.status, ok: response.ok, body: record };
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The server's own message in a reply, when it sent one. */
export function replyMessage(reply: FunctionReply | undefined): string | undefined {
  const message = reply?.body.message;
  return typeof message === 'string' && message ? message : undefined;
}
