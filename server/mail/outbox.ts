/**
 * The mail outbox. Every accepted enquiry or lead queues its notification in the same
 * transaction as the row itself; a worker delivers due mail over SMTP, retrying with
 * exponential back-off. Nothing is lost when SMTP is down or the server restarts: mail stays
 * `pending` until it is sent. Only a permanent rejection (SMTP 5xx but 503) marks it `failed`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OutboxTable } from '../db/schema';
import type { ComposedMail } from './compose';
import { deliverWebhook, WEBHOOK_TIMEOUT_MS, type WebhookTarget } from './webhook';

type OutboxMail = Selectable<OutboxTable>;

export interface MailAddresses {
  to: string;
  from: string;
}

/** What a mail is about; `ref_id` points into that kind's table (team mails: the survey). */
export type MailKind = 'enquiry' | 'lead' | 'team-survey-links' | 'team-survey-invite' | 'team-survey-result';

export function outboxRow(
  kind: MailKind,
  refId: string,
  mail: ComposedMail,
  addresses: MailAddresses,
  now: Date,
): Insertable<OutboxTable> {
  return {
    id: randomUUID(),
    created_at: now.toISOString(),
    kind,
    ref_id: refId,
    to_address: addresses.to,
    from_address: addresses.from,
    subject: mail.subject,
    body: mail.body,
    status: 'pending',
    next_attempt_at: now.toISOString(),
    last_error: null,
    sent_at: null,
  };
}

/**
 * SMTP timeouts, all well under the claim lease (2 min), so a server that accepts a connection
 * and then hangs gives the mail back to the queue long before another sender may claim it.
 * (nodemailer's defaults: 2 min to connect, 30 s for the greeting, 10 min of socket silence.)
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The longest wait before the worker tries the database again after it failed. */
const STORAGE_RETRY_MAX_MS = 5_000;

/** Mails delivered at the same time, each over its own SMTP connection. */
const MAX_IN_FLIGHT = 5;

export interface OutboxWorkerOptions {
  /** How often due mail is looked for. */
  pollMs?: number;
  /** First retry delay; doubles with every failed attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed mail is reserved for one sender before another may take it. */
  leaseMs?: number;
  /** Overrides of SMTP_TIMEOUTS (tests). */
  smtpTimeouts?: Partial<typeof SMTP_TIMEOUTS>;
  /** The owner's webhook: its deliveries are sent when set, kept queued when not. */
  webhook?: WebhookTarget;
  /** How long one webhook delivery may take (default WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs?: number;
  /**
   * Told once a mail's fate is recorded (`sent`, or `failed` for good), e.g. so Team Pulse can
   * take the tokens out of a links mail at once. Its errors are logged, never thrown.
   */
  onSettled?: (mail: { id: string; kind: string }) => Promise<unknown>;
}

/**
 * Trying again cannot help: an SMTP refusal nodemailer marks permanent (every 5xx reply but 503,
 * a bad sequence of commands, which a new connection gets past), or a webhook's 4xx but 408 and
 * 429 (WebhookError). Both errors carry it as `permanent`; a network error has none.
 */
function isPermanentFailure(error: unknown): boolean {
  return (error as { permanent?: unknown }).permanent === true;
}

/**
 * Delivers the outbox. It never lets an error escape: when the database cannot be read or
 * written it logs, waits longer each time (the retry back-off), and carries on by itself.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Consecutive runs that failed on the database; sets the wait before the next run. */
  private storageFailures = 0;
  /**
   * Mail the SMTP server accepted whose `sent` mark could not be written yet (the database
   * was full, locked or gone). Kept here and written first on every run, and never claimed
   * again meanwhile: the mail must not go twice.
   */
  private readonly sentUnrecorded = new Map<string, { attempts: number; sentAt: string }>();
  /** Deliveries under way, each holding the lease on its mail. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly webhook: WebhookTarget | undefined;
  private readonly webhookTimeoutMs: number;
  /** The channels this worker can deliver: mail needs SMTP, the webhook its URL. */
  private readonly channels: Array<'mail' | 'webhook'>;
  private readonly onSettled: OutboxWorkerOptions['onSettled'];

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter | undefined,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.webhook = options.webhook;
    this.onSettled = options.onSettled;
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.channels = [...(transport ? ['mail' as const] : []), ...(this.webhook ? ['webhook' as const] : [])];
    this.pollMs = options.pollMs ?? 2_000;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 10 * 60_000;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.settled();
  }

  /** Resolves once the current run and every delivery it started have ended. */
  async settled(): Promise<void> {
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Claims what is due now and starts its delivery; overlapping calls share one run. Never
   * rejects. Deliveries are not awaited: one mail whose SMTP connection hangs until its
   * timeout does not hold up the next run's mail.
   */
  runOnce(): Promise<void> {
    this.running ??= this.claimDue()
      .then(() => {
        this.storageFailures = 0;
      })
      .catch((error: unknown) => this.storageFailed(error))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private storageFailed(error: unknown) {
    this.storageFailures += 1;
    this.log.warn(
      { err: error, failures: this.storageFailures },
      'outbox: the database could not be used; trying again later',
    );
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce().then(() => this.schedule(this.nextDelay()));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * After a database failure the worker tries again soon, at most STORAGE_RETRY_MAX_MS later:
   * a run that finds the database still failing costs one query, and mail (and the `sent`
   * marks held in memory) must resume within seconds of the database being writable again.
   */
  private nextDelay(): number {
    if (this.storageFailures === 0) return this.pollMs;
    return Math.min(STORAGE_RETRY_MAX_MS, this.retryMaxMs, this.retryBaseMs * 2 ** (this.storageFailures - 1));
  }

  private async claimDue() {
    await this.recordSent();
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0) return;
    const now = new Date().toISOString();
    // `sending` rows whose lease ran out belong to a sender that died mid-way: take them over.
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', 'in', ['pending', 'sending'])
      .where('channel', 'in', this.channels)
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(room)
      .execute();
    for (const mail of due) {
      if (this.sentUnrecorded.has(mail.id) || !(await this.claim(mail))) continue;
      const delivery = this.deliver(mail)
        .catch((error: unknown) => this.storageFailed(error))
        .finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
  }

  /** Reserves a mail for this sender; false when another sender got it first. */
  private async claim(mail: OutboxMail): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(Date.now() + this.leaseMs).toISOString() })
      .where('id', '=', mail.id)
      .where('status', '=', mail.status)
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Writes the `sent` marks that could not be written when their mail went out. */
  private async recordSent() {
    for (const [id, { attempts, sentAt }] of this.sentUnrecorded) {
      await this.markSent(id, attempts, sentAt);
      this.sentUnrecorded.delete(id);
    }
  }

  private markSent(id: string, attempts: number, sentAt: string) {
    return this.db
      .updateTable('outbox')
      .set({ status: 'sent', attempts, sent_at: sentAt, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  private async deliver(mail: OutboxMail) {
    const attempts = mail.attempts + 1;
    try {
      if (mail.channel === 'webhook') await deliverWebhook(this.webhook!, mail, this.webhookTimeoutMs);
      else
        await this.transport!.sendMail({
          from: mail.from_address,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          // The same Message-ID on every attempt, so a mail system can tell a repeat.
          messageId: `<${mail.id}@outbox.clarity-site>`,
        });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (attempts - 1));
      this.log.warn({ mailId: mail.id, channel: mail.channel, attempts, permanent, err: error }, 'delivery failed');
      await this.db
        .updateTable('outbox')
        .set({
          status: permanent ? 'failed' : 'pending',
          attempts,
          last_error: String((error as Error).message ?? error).slice(0, 1000),
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute();
      if (permanent) await this.recordSettled(mail);
      return;
    }
    const sentAt = new Date().toISOString();
    try {
      await this.markSent(mail.id, attempts, sentAt);
    } catch (error) {
      this.sentUnrecorded.set(mail.id, { attempts, sentAt });
      throw error;
    }
    await this.recordSettled(mail);
  }

  private async recordSettled(mail: OutboxMail) {
    await this.onSettled?.({ id: mail.id, kind: mail.kind }).catch((error: unknown) =>
      this.log.warn({ err: error, mailId: mail.id }, 'outbox: the step after a delivery failed; it is retried later'),
    );
  }
}
