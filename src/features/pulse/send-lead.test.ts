/** What sending a lead puts on the wire, and what a failure leaves behind (SPEC section 7). */
import { submissionKeys } from '../../config/submission-key';
import { RETRY_DELAY_MS } from '../../config/api';
import { INITIAL_STATE, leadPayload } from './survey-state';
import { sendLead } from './send-lead';

const payload = leadPayload({ ...INITIAL_STATE, step: 2, persona: 'you', answers: { you_q1: 4 } }, 'sv');

/** A fetch that answers every call with this status and JSON body, and records the calls. */
function answering(status: number, body: unknown) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status }));
}

/** The idempotency key each call was sent with, in order. */
function keysSent(fetch: ReturnType<typeof answering>) {
  return fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

describe('sending a lead', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('posts the lead to process-lead, and sends the next lead under a new key once it was stored', async () => {
    const fetch = answering(200, { ok: true });
    const keys = submissionKeys();
    await expect(sendLead(payload, keys, fetch)).resolves.toBe(true);
    expect(fetch.mock.calls[0][0] as string).toMatch(/\/functions\/v1\/process-lead$/);
    expect(JSON.parse(fetch.mock.calls[0][1]?.body as string)).toEqual(payload);

    await sendLead(payload, keys, fetch);
    const [first, second] = keysSent(fetch);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    { what: 'a refusal', status: 400, body: { ok: false, message: 'Ogiltigt' }, logged: 'Ogiltigt' },
    { what: 'a refusal without a message', status: 422, body: {}, logged: 422 },
    { what: 'a 200 that does not say ok', status: 200, body: { ok: false }, logged: 200 },
  ])('logs $what and sends the same lead again under the same key', async ({ status, body, logged }) => {
    const fetch = answering(status, body);
    const keys = submissionKeys();
    await expect(sendLead(payload, keys, fetch)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Lead submission failed:', logged);

    await sendLead(payload, keys, fetch);
    const [first, second] = keysSent(fetch);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('logs a lead that got no answer at all, without throwing', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const sent = sendLead(payload, submissionKeys(), fetch);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(sent).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Lead submission failed:', 'no answer');
  });
});
