/** Posts the lead to process-lead (SPEC section 7). Failures are only logged: the visitor keeps their result. */
import { postToFunction, replyMessage } from '../../config/api';
import type { leadPayload } from './survey-state';

export async function sendLead(
  payload: ReturnType<typeof leadPayload>,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const reply = await postToFunction('process-lead', payload, fetchImpl);
  if (reply?.ok && reply.body.ok === true) return true;
  console.error('Lead submission failed:', reply ? (replyMessage(reply) ?? reply.status) : 'no answer');
  return false;
}
