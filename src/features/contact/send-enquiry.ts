/** Posts the enquiry to send-contact-email and reads `{ ok, message }` (SPEC section 7). */
import type { Locale } from '../../routing/route-table';
import { postToFunction, replyMessage } from '../../config/api';
import type { SubmissionKeys } from '../../config/submission-key';

export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  consent: boolean;
  website: string;
  /** Chosen module slugs, comma-separated. */
  modules: string;
  locale: Locale;
}

export type SendResult = { ok: true } | { ok: false; message?: string };

/** Sends the enquiry under its submission's key (`keys`), retrying a 503 or a lost connection once. */
export async function sendEnquiry(
  payload: EnquiryPayload,
  keys: SubmissionKeys,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const reply = await postToFunction('send-contact-email', payload, fetchImpl, keys.keyFor(payload));
  if (reply?.ok && reply.body.ok === true) {
    keys.received();
    return { ok: true };
  }
  // A network error or timeout has no message: the form shows its default error.
  return { ok: false, message: replyMessage(reply) };
}
