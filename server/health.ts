/**
 * /healthz: what an operator's monitor and a load balancer need to know, part by part.
 *
 *   database   a real committed write (the same kind as a submission), which also fails when
 *              the SQLite file was deleted or replaced under the server: "up" or "down";
 *   mail       "degraded" when the oldest mail not yet delivered is older than
 *              MAIL_STALE_AFTER_MINUTES (default 15) or any mail failed for good;
 *   rateLimit  "degraded" while the shared Redis store is down and this process counts alone;
 *   webhook    (with LEAD_WEBHOOK_URL) judged like mail.
 *
 * `status` is "down" (HTTP 503, `ok: false`) when a submission would now fail or be lost, and
 * "degraded" (HTTP 200, `ok: true`) when submissions are kept but a part needs the operator:
 * the pages and forms still work, so a load balancer should keep sending visitors, while a
 * monitor should alert on any `status` but "up". Cached for a second: asking often costs one
 * probe write a second at most.
 */
import type { Db } from './db/database';
import { isWritable } from './db/database';

export type PartState = 'up' | 'degraded' | 'down' | 'unknown';

export interface HealthReport {
  ok: boolean;
  status: 'up' | 'degraded' | 'down';
  database: 'up' | 'down';
  mail: PartState;
  rateLimit: 'up' | 'degraded';
  /** The owner's webhook (LEAD_WEBHOOK_URL), judged like mail; absent when none is configured. */
  webhook?: PartState;
  pendingWebhook?: number;
  failedWebhook?: number;
  /** Mail not yet delivered, the oldest one's age, and mail that failed for good. */
  pendingMail?: number;
  oldestPendingMinutes?: number;
  failedMail?: number;
}

export interface HealthOptions {
  db: Db;
  /** Mail older than this, still undelivered, makes mail "degraded". */
  mailStaleAfterMs: number;
  /** Whether the rate limit counts in its shared store (true) or this process's memory after a store failure. */
  rateLimitShared: () => boolean;
  /** Whether a webhook is configured (its deliveries are then part of the report). */
  webhook: boolean;
}

/**
 * How long the probe write may take before the database counts as down. A commit is waited for
 * however long the disk takes (sqlite-worker-dialect.ts), but a monitor must get its answer.
 */
const PROBE_DEADLINE_MS = 3_000;

function withinDeadline<T>(work: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

interface MailState {
  state: PartState;
  pendingMail?: number;
  oldestPendingMinutes?: number;
  failedMail?: number;
}

async function deliveryState(
  db: Db,
  channel: 'mail' | 'webhook',
  staleAfterMs: number,
  now: number,
): Promise<MailState> {
  try {
    const waiting = await db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('channel', '=', channel)
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
    const failed = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('channel', '=', channel)
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    const pendingMail = Number(waiting.count);
    const failedMail = Number(failed.count);
    const oldestAgeMs = waiting.oldest ? now - Date.parse(String(waiting.oldest)) : 0;
    const stale = pendingMail > 0 && oldestAgeMs > staleAfterMs;
    return {
      state: stale || failedMail > 0 ? 'degraded' : 'up',
      pendingMail,
      oldestPendingMinutes: Math.floor(oldestAgeMs / 60_000),
      failedMail,
    };
  } catch {
    return { state: 'unknown' };
  }
}

export async function checkHealth({
  db,
  mailStaleAfterMs,
  rateLimitShared,
  webhook,
}: HealthOptions): Promise<HealthReport> {
  const database = (await withinDeadline(isWritable(db), PROBE_DEADLINE_MS, false)) ? 'up' : 'down';
  const now = Date.now();
  const { state: mail, ...mailFigures } = await deliveryState(db, 'mail', mailStaleAfterMs, now);
  const hook = webhook ? await deliveryState(db, 'webhook', mailStaleAfterMs, now) : undefined;
  const rateLimit = rateLimitShared() ? 'up' : 'degraded';
  const parts = [mail, rateLimit, ...(hook ? [hook.state] : [])];
  const status = database === 'down' ? 'down' : parts.every((part) => part === 'up') ? 'up' : 'degraded';
  return {
    ok: status !== 'down',
    status,
    database,
    mail,
    rateLimit,
    ...(hook ? { webhook: hook.state, pendingWebhook: hook.pendingMail, failedWebhook: hook.failedMail } : {}),
    ...mailFigures,
  };
}

/** The last answer of `probe`, asked again once it is older than `ms`; callers meanwhile share one run. */
export function cachedFor<T>(ms: number, probe: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= ms) last = { at: Date.now(), value: probe() };
    return last.value;
  };
}
