/** Posts the lead to process-lead (SPEC section 7). Failures are only logged: the visitor keeps their result. */
import { postToFunction, replyMessage } from '../../config/api';
import { submissionKeys } from '../../config/submission-key';
import type { leadPayload } from './survey-state';

export async function sendLead(
  payload: ReturnType<typeof leadPayload>,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  // One key per lead: this is sent once per result, and the retry inside reuses the key.
  const reply = await postToFunction('process-lead', payload, fetchImpl, submissionKeys().keyFor(payload));
  if (reply?.ok && reply.body.ok === true) return true;
  console.error('Lead submission failed:', reply ? (replyMessage(reply) ?? reply.status) : 'no answer');
  return false;
}
