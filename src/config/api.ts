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

/**
 * POSTs JSON to a backend function, with the bearer key when one is configured and a timeout.
 * Resolves to undefined on a network error or timeout: the caller shows its own message.
 */
export async function postToFunction(
  name: Parameters<typeof functionUrl>[0],
  payload: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<FunctionReply | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  try {
    const response = await fetchImpl(functionUrl(name), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(api.anonKey ? { Authorization: `Bearer ${api.anonKey}` } : {}),
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
