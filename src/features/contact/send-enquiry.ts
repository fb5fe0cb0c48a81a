/** Posts the enquiry to send-contact-email and reads `{ ok, message }` (SPEC section 7). */
import { api, functionUrl } from '../../config/api';

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
  locale: 'sv' | 'en';
}

export type SendResult = { ok: true } | { ok: false; message?: string };

export const SEND_TIMEOUT_MS = 15_000;

export async function sendEnquiry(payload: EnquiryPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetchImpl(functionUrl('send-contact-email'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(api.anonKey ? { Authorization: `Bearer ${api.anonKey}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => ({}))) as { ok?: unknown; message?: unknown };
    if (response.ok && body.ok === true) return { ok: true };
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : undefined };
  } catch {
    return { ok: false }; // Network error or timeout: the form shows the default error.
  } finally {
    clearTimeout(timer);
  }
}
