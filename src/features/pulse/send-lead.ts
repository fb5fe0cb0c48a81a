/** Posts the lead to process-lead (SPEC section 7). Failures are only logged: the visitor keeps their result. */
import { postToFunction, replyMessage } from '../../config/api';
import type { SubmissionKeys } from '../../config/submission-key';
import type { leadPayload } from './survey-state';

export async function sendLead(
  payload: ReturnType<typeof leadPayload>,
  keys: SubmissionKeys,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  // The retry inside reuses the key, so a lead stored although its answer was lost is stored once.
  const reply = await postToFunction('process-lead', payload, fetchImpl, keys.keyFor(payload));
  if (reply?.ok && reply.body.ok === true) {
    keys.received();
    return true;
  }
  console.error('Lead submission failed:', reply ? (replyMessage(reply) ?? reply.status) : 'no answer');
  return false;
}
