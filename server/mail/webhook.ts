/**
 * The owner's webhook (LEAD_WEBHOOK_URL): each enquiry and lead is also POSTed there as JSON,
 * through the same outbox as its mail (queued in the submission's transaction, retried with
 * back-off, never lost while the receiver is down).
 *
 * Every delivery carries:
 *   Idempotency-Key      the outbox row's id: the same on every retry, so a receiver can
 *                        drop a repeat (delivery is at least once);
 *   X-Clarity-Timestamp  seconds since 1970 when this attempt was signed;
 *   X-Clarity-Signature  `v1=` and the hex HMAC-SHA256, keyed with LEAD_WEBHOOK_SECRET, of
 *                        `<timestamp>.<body>` (the body's exact bytes).
 * A receiver recomputes the HMAC, compares it in constant time, and refuses a timestamp more
 * than five minutes from its clock (a replayed old request). A 2xx answer marks the delivery
 * sent; a 4xx other than 408 and 429 marks it failed for good (a receiver that refuses it will
 * refuse it again: /healthz and `leads -- export` show it); anything else is tried again.
 */
import { createHmac } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { EnquiryTable, LeadTable, OutboxTable } from '../db/schema';

export interface WebhookTarget {
  url: string;
  secret: string;
}

/** How long one delivery may take before it counts as failed (and is tried again). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The JSON a receiver gets: the stored row, its JSON columns as objects, without the spam flag. */
export function webhookPayload(
  row: { kind: 'enquiry'; row: EnquiryTable } | { kind: 'lead'; row: LeadTable },
): Record<string, unknown> {
  // Spam is never queued, so the flag would say nothing to the receiver.
  const fields = Object.fromEntries(Object.entries(row.row).filter(([name]) => name !== 'is_spam'));
  if (row.kind === 'enquiry') return { type: 'enquiry', ...fields };
  return { type: 'lead', ...fields, answers: JSON.parse(row.row.answers), dimensions: JSON.parse(row.row.dimensions) };
}

export function webhookRow(
  kind: 'enquiry' | 'lead',
  refId: string,
  payload: Record<string, unknown>,
  now: Date,
  id: string,
): Insertable<OutboxTable> {
  return {
    id,
    channel: 'webhook',
    created_at: now.toISOString(),
    kind,
    ref_id: refId,
    // The address is the configuration's at delivery time, so a changed URL takes what is queued.
    to_address: '',
    from_address: '',
    subject: `${kind}.received`,
    body: JSON.stringify(payload),
    status: 'pending',
    next_attempt_at: now.toISOString(),
    last_error: null,
    sent_at: null,
  };
}

/** A delivery the receiver refused or that did not complete; `permanent` when trying again cannot help. */
export class WebhookError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export async function deliverWebhook(
  target: WebhookTarget,
  delivery: { id: string; body: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'idempotency-key': delivery.id,
        'x-clarity-timestamp': timestamp,
        'x-clarity-signature': webhookSignature(target.secret, timestamp, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    throw new WebhookError(`the webhook could not be reached: ${(error as Error).message}`, false);
  }
  if (response.ok) return;
  const permanent =
    response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  throw new WebhookError(`the webhook answered ${response.status}`, permanent);
}
