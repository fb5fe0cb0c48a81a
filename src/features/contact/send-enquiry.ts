/** Posts the enquiry to send-contact-email and reads `{ ok, message }` (SPEC section 7). */
import type { Locale } from '../../app/route-table';
import { postToFunction, replyMessage } from '../../config/api';

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

export async function sendEnquiry(payload: EnquiryPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  const reply = await postToFunction('send-contact-email', payload, fetchImpl);
  if (reply?.ok && reply.body.ok === true) return { ok: true };
  // A network error or timeout has no message: the form shows its default error.
  return { ok: false, message: replyMessage(reply) };
}
