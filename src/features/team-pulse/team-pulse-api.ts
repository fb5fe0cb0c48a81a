/**
 * The pages' calls to Team Pulse's functions (server/team-pulse/routes.ts). Every token goes in
 * the JSON body, never in a URL. Each call answers with what the page shows next: the server's
 * body, "not found" (an unknown, closed or deleted link: the server does not say which),
 * field errors, or a failure with the server's message when it sent one.
 */
import type { Locale } from '../../routing/route-table';
import { postToFunction, replyMessage } from '../../config/api';
import type { SubmissionKeys } from '../../config/submission-key';
import type { TeamResult } from '../../domain/team-pulse/team-aggregate';
import type { RoundComparison } from '../../domain/team-pulse/round-comparison';
import type { TeamSurveyStatus } from '../../domain/team-pulse/survey-status';

export type Call<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'notFound' }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** A personal link used before: the server's kind words. */
  | { kind: 'used'; message?: string }
  | { kind: 'failed'; message?: string };

export interface Invitation {
  teamName: string;
  locale: Locale;
  threshold: number;
  /** With personal links: how many were invited. */
  invited?: number;
}

/** What the lead's results page shows: the survey's state, its result and the round before. */
export interface TeamResults extends TeamSurveyStatus {
  /** Present once a first step is published. */
  result?: TeamResult;
  /** A follow-up round: the round before beside this one, from their published views. */
  comparison?: RoundComparison;
}

export interface NewSurvey {
  teamName?: string;
  email: string;
  locale: Locale;
  threshold: number;
  consent: boolean;
  /** Instead of the shared link: the members' addresses, for personal links. */
  members?: string[];
}

async function call<T>(
  name: string,
  payload: unknown,
  fetchImpl: typeof fetch,
  idempotencyKey?: string,
): Promise<Call<T>> {
  const reply = await postToFunction(`team-pulse/${name}`, payload, fetchImpl, idempotencyKey);
  if (!reply) return { kind: 'failed' }; // Network error or timeout: the page shows its own message.
  if (reply.ok && reply.body.ok === true) return { kind: 'ok', body: reply.body as T };
  if (reply.status === 404) return { kind: 'notFound' };
  if (reply.status === 410) return { kind: 'used', message: replyMessage(reply) };
  const { errors } = reply.body;
  if (reply.status === 400 && errors && typeof errors === 'object')
    return { kind: 'invalid', errors: errors as Record<string, string> };
  return { kind: 'failed', message: replyMessage(reply) };
}

/**
 * Starts a survey under its submission's key (`keys`). A repeat of a survey the server already
 * created (its first reply lost) is answered without the links, which are never stored: they
 * are in the mail to the lead.
 */
export async function createSurvey(input: NewSurvey, keys: SubmissionKeys, fetchImpl: typeof fetch = fetch) {
  const result = await call<
    { shareToken: string; resultsToken: string } | { resultsToken: string; invited: number } | { linksMailed: true }
  >('create', input, fetchImpl, keys.keyFor(input));
  if (result.kind === 'ok') keys.received();
  return result;
}

export function fetchInvitation(token: string, code?: string, fetchImpl: typeof fetch = fetch) {
  return call<{ survey: Invitation }>('invitation', code ? { token, code } : { token }, fetchImpl);
}

/**
 * Sends a member's answer under its submission's key (`keys`): a 503 or a lost connection is
 * sent once more with the same key, and the server answers a stored answer's repeat with
 * "saved", never with "you have answered before".
 */
export async function sendAnswer(
  token: string,
  answer: { code?: string; answerKey: string; answers: Record<string, number | string>; locale: Locale },
  keys: SubmissionKeys,
  fetchImpl: typeof fetch = fetch,
) {
  const payload = { token, ...answer };
  const result = await call<{ message: string }>('answer', payload, fetchImpl, keys.keyFor(payload));
  if (result.kind === 'ok') keys.received();
  return result;
}

/** `confirm`: the mailed link's third token, which confirms the lead's address. */
export function fetchResults(token: string, confirm?: string, fetchImpl: typeof fetch = fetch) {
  return call<{ survey: TeamResults }>('results', confirm ? { token, confirm } : { token }, fetchImpl);
}

export function closeSurvey(token: string, fetchImpl: typeof fetch = fetch) {
  return call<object>('close', { token }, fetchImpl);
}

export function deleteSurvey(token: string, fetchImpl: typeof fetch = fetch) {
  return call<object>('delete', { token }, fetchImpl);
}

/** What starting a follow-up round answers: the new round's links, or (a repeat) that they were mailed. */
export type FollowUpStarted =
  { shareToken: string; resultsToken: string } | { resultsToken: string; invited: number } | { linksMailed: true };

/**
 * Starts a follow-up round of the survey whose results link this is, under its submission's key
 * (`keys`). `members`: the addresses again, for a survey with personal links.
 */
export async function startFollowUp(
  input: { token: string; locale: Locale; members?: string[] },
  keys: SubmissionKeys,
  fetchImpl: typeof fetch = fetch,
) {
  const result = await call<FollowUpStarted>('follow-up', input, fetchImpl, keys.keyFor(input));
  if (result.kind === 'ok') keys.received();
  return result;
}
