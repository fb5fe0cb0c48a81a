/**
 * Team Pulse's calls as the server sees them (URL, method, body, headers) and how each kind of
 * reply reads: the body when it is ok, "not found", a used personal link, field errors, and a
 * failure with the server's message when it sent one (none for a lost connection or a body that
 * is not JSON). Submissions go under their idempotency key, and the key is let go once received.
 */
import type { SubmissionKeys } from '../../config/submission-key';
import {
  closeSurvey,
  createSurvey,
  deleteSurvey,
  fetchInvitation,
  fetchResults,
  sendAnswer,
  startFollowUp,
} from './team-pulse-api';

const TOKEN = 'R'.repeat(43);
const CONFIRM = 'C'.repeat(43);

interface Sent {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers every call with `reply` (a Response, or a thrown network error) and records what was sent. */
function server(reply: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    sent.push({
      url,
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: JSON.parse(init?.body as string),
    });
    return reply();
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

function fakeKeys(key = 'key-1') {
  return { keyFor: vi.fn<(payload: unknown) => string>(() => key), received: vi.fn() } satisfies SubmissionKeys;
}

describe('how a call reads its reply', () => {
  it('an ok reply gives the body', async () => {
    const body = { ok: true, survey: { teamName: 'Ekonomi', count: 3 } };
    const { fetchImpl } = server(json(200, body));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'ok', body });
  });

  it('a 2xx whose body does not say ok is a failure, with the server’s message', async () => {
    const { fetchImpl } = server(json(200, { ok: false, message: 'Nope.' }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'failed', message: 'Nope.' });
  });

  it('a body saying ok is not enough when the status is an error', async () => {
    const { fetchImpl } = server(json(500, { ok: true }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'failed', message: undefined });
  });

  it('a 404 is "not found", whatever the server says', async () => {
    const { fetchImpl } = server(json(404, { ok: false, error: 'not_found', message: 'No such survey.' }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'notFound' });
  });

  it('a 410 is a used link, in the server’s words when it sent some', async () => {
    const { fetchImpl } = server(json(410, { ok: false, message: 'This personal link has already been used.' }));
    expect(await fetchInvitation(TOKEN, CONFIRM, fetchImpl)).toEqual({
      kind: 'used',
      message: 'This personal link has already been used.',
    });
    const { fetchImpl: silent } = server(json(410, { ok: false }));
    expect(await fetchInvitation(TOKEN, CONFIRM, silent)).toEqual({ kind: 'used', message: undefined });
  });

  it('a 400 with field errors gives the errors', async () => {
    const errors = { email: 'validation.email', threshold: 'validation.invalid' };
    const { fetchImpl } = server(json(400, { ok: false, errors, message: 'Check the form.' }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'invalid', errors });
  });

  it('a 400 without field errors, or with errors that are not an object, is a failure with its message', async () => {
    const { fetchImpl } = server(json(400, { ok: false, message: 'Bad request.' }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'failed', message: 'Bad request.' });
    const { fetchImpl: stringErrors } = server(json(400, { ok: false, errors: 'email', message: 'Bad.' }));
    expect(await fetchResults(TOKEN, undefined, stringErrors)).toEqual({ kind: 'failed', message: 'Bad.' });
    const { fetchImpl: nullErrors } = server(json(400, { ok: false, errors: null, message: 'Bad.' }));
    expect(await fetchResults(TOKEN, undefined, nullErrors)).toEqual({ kind: 'failed', message: 'Bad.' });
  });

  it('field errors under another status than 400 are a failure', async () => {
    const { fetchImpl } = server(json(422, { ok: false, errors: { email: 'x' }, message: 'Unprocessable.' }));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'failed', message: 'Unprocessable.' });
  });

  it('a server error is a failure with the server’s message, or none', async () => {
    const { fetchImpl } = server(json(500, { ok: false, message: 'Try again later.' }));
    expect(await closeSurvey(TOKEN, fetchImpl)).toEqual({ kind: 'failed', message: 'Try again later.' });
    const { fetchImpl: bare } = server(json(502, { ok: false }));
    expect(await closeSurvey(TOKEN, bare)).toEqual({ kind: 'failed', message: undefined });
  });

  it('a reply that is not JSON is a failure without a message', async () => {
    const { fetchImpl } = server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await deleteSurvey(TOKEN, fetchImpl)).toEqual({ kind: 'failed', message: undefined });
  });

  it('a lost connection is a failure with nothing more', async () => {
    const { fetchImpl } = server(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchResults(TOKEN, undefined, fetchImpl)).toEqual({ kind: 'failed' });
  });

  it('uses the page’s fetch when none is given', async () => {
    const { sent, fetchImpl } = server(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      expect(await closeSurvey(TOKEN)).toEqual({ kind: 'ok', body: { ok: true } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent[0].url).toBe('/functions/v1/team-pulse/close');
  });
});

describe('what each call sends', () => {
  it('results: the token in a JSON body, never in the URL, and no idempotency key', async () => {
    const { sent, fetchImpl } = server(json(200, { ok: true }));
    await fetchResults(TOKEN, undefined, fetchImpl);
    expect(sent).toEqual([
      {
        url: '/functions/v1/team-pulse/results',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { token: TOKEN },
      },
    ]);
  });

  it('results: with the mailed link’s confirmation token, when there is one', async () => {
    const { sent, fetchImpl } = server(json(200, { ok: true }));
    await fetchResults(TOKEN, CONFIRM, fetchImpl);
    await fetchResults(TOKEN, '', fetchImpl);
    expect(sent.map((call) => call.body)).toEqual([{ token: TOKEN, confirm: CONFIRM }, { token: TOKEN }]);
  });

  it('invitation: the share token, and a personal link’s code when there is one', async () => {
    const { sent, fetchImpl } = server(json(200, { ok: true }));
    await fetchInvitation(TOKEN, undefined, fetchImpl);
    await fetchInvitation(TOKEN, CONFIRM, fetchImpl);
    await fetchInvitation(TOKEN, '', fetchImpl);
    expect(sent.map((call) => [call.url, call.method, call.body])).toEqual([
      ['/functions/v1/team-pulse/invitation', 'POST', { token: TOKEN }],
      ['/functions/v1/team-pulse/invitation', 'POST', { token: TOKEN, code: CONFIRM }],
      ['/functions/v1/team-pulse/invitation', 'POST', { token: TOKEN }],
    ]);
  });

  it('close and delete: each to its own function, with the token only', async () => {
    const { sent, fetchImpl } = server(json(200, { ok: true }));
    await closeSurvey(TOKEN, fetchImpl);
    await deleteSurvey(TOKEN, fetchImpl);
    expect(sent).toEqual([
      {
        url: '/functions/v1/team-pulse/close',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { token: TOKEN },
      },
      {
        url: '/functions/v1/team-pulse/delete',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { token: TOKEN },
      },
    ]);
  });

  it('create: the form under its submission’s key, and the key let go once the survey is made', async () => {
    const input = {
      teamName: 'Ekonomi',
      email: 'lead@example.com',
      locale: 'sv' as const,
      threshold: 5,
      consent: true,
    };
    const keys = fakeKeys('create-key');
    const reply = { ok: true, shareToken: 'S'.repeat(43), resultsToken: TOKEN };
    const { sent, fetchImpl } = server(json(201, reply));
    expect(await createSurvey(input, keys, fetchImpl)).toEqual({ kind: 'ok', body: reply });
    expect(keys.keyFor).toHaveBeenCalledWith(input);
    expect(sent).toEqual([
      {
        url: '/functions/v1/team-pulse/create',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'create-key' },
        body: input,
      },
    ]);
    expect(keys.received).toHaveBeenCalledTimes(1);
  });

  it('create: a refused survey keeps its key, for the visitor’s next try', async () => {
    const keys = fakeKeys();
    const { fetchImpl } = server(json(400, { ok: false, errors: { email: 'validation.email' } }));
    const result = await createSurvey({ email: 'x', locale: 'en', threshold: 5, consent: false }, keys, fetchImpl);
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'validation.email' } });
    expect(keys.received).not.toHaveBeenCalled();
  });

  it('answer: the share token with the answer, under the key for exactly that', async () => {
    const answer = { code: CONFIRM, answerKey: 'A'.repeat(43), answers: { team_q1: 4 }, locale: 'en' as const };
    const keys = fakeKeys('answer-key');
    const { sent, fetchImpl } = server(json(200, { ok: true, message: 'saved' }));
    expect(await sendAnswer(TOKEN, answer, keys, fetchImpl)).toEqual({
      kind: 'ok',
      body: { ok: true, message: 'saved' },
    });
    expect(keys.keyFor).toHaveBeenCalledWith({ token: TOKEN, ...answer });
    expect(sent).toEqual([
      {
        url: '/functions/v1/team-pulse/answer',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'answer-key' },
        body: { token: TOKEN, ...answer },
      },
    ]);
    expect(keys.received).toHaveBeenCalledTimes(1);
  });

  it('answer: a used link keeps the key and reads as used', async () => {
    const keys = fakeKeys();
    const { fetchImpl } = server(json(410, { ok: false, message: 'Used.' }));
    const result = await sendAnswer(TOKEN, { answerKey: 'k', answers: {}, locale: 'sv' }, keys, fetchImpl);
    expect(result).toEqual({ kind: 'used', message: 'Used.' });
    expect(keys.received).not.toHaveBeenCalled();
  });

  it('follow-up: the results token, the language and the members, under its key', async () => {
    const input = { token: TOKEN, locale: 'en' as const, members: ['ada@example.com', 'bo@example.com'] };
    const keys = fakeKeys('follow-key');
    const { sent, fetchImpl } = server(json(201, { ok: true, linksMailed: true }));
    expect(await startFollowUp(input, keys, fetchImpl)).toEqual({ kind: 'ok', body: { ok: true, linksMailed: true } });
    expect(keys.keyFor).toHaveBeenCalledWith(input);
    expect(sent).toEqual([
      {
        url: '/functions/v1/team-pulse/follow-up',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'follow-key' },
        body: input,
      },
    ]);
    expect(keys.received).toHaveBeenCalledTimes(1);
  });

  it('follow-up: a survey gone keeps the key and reads as not found', async () => {
    const keys = fakeKeys();
    const { fetchImpl } = server(json(404, { ok: false }));
    expect(await startFollowUp({ token: TOKEN, locale: 'sv' }, keys, fetchImpl)).toEqual({ kind: 'notFound' });
    expect(keys.received).not.toHaveBeenCalled();
  });
});
