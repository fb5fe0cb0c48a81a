/** Posts the lead to process-lead with the bearer header (SPEC section 7). Failures are only logged. */
import { api, functionUrl } from '../../config/api';
import type { leadPayload } from './survey-state';

export async function sendLead(
  payload: ReturnType<typeof leadPayload>,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(functionUrl('process-lead'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.anonKey ?? 'public-anon-key'}` },
      body: JSON.stringify(payload),
    });
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { ok?: unknown };
    if (response.ok && body.ok === true) return true;
    console.error('Lead submission failed:', await response.text().catch(() => response.statusText));
    return false;
  } catch (error) {
    console.error('Lead submission failed:', error);
    return false;
  }
}
