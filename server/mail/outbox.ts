/**
 * The mail outbox. Every accepted enquiry or lead queues its notification in the same
 * transaction as the row itself; a worker delivers due mail over SMTP, retrying with
 * exponential back-off. Nothing is lost when SMTP is down or the server restarts: mail stays
 * `pending` until it is sent. Only a permanent SMTP rejection (5xx) marks it `failed`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import type { OutboxTable } from '../db/schema';

type OutboxMail = Selectable<OutboxTable>;
import type { ComposedMail } from './compose';

export interface MailAddresses {
  to: string;
  from: string;
}

export function outboxRow(kind: 'enquiry' | 'lead', refId: string, mail: ComposedMail, addresses: MailAddresses, now: Date): Omit<OutboxTable, 'attempts'> {
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

export interface OutboxWorkerOptions {
  /** How often due mail is looked for. */
  pollMs?: number;
  /** First retry delay; doubles with every failed attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed mail is reserved for one sender before another may take it. */
  leaseMs?: number;
}

function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2_000;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 10 * 60_000;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
  }

  start() {
    this.timer = setInterval(() => void this.runOnce(), this.pollMs);
    this.timer.unref();
    void this.runOnce();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  /** Delivers what is due now; overlapping calls share one run. */
  runOnce(): Promise<void> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue() {
    const now = new Date().toISOString();
    // `sending` rows whose lease ran out belong to a sender that died mid-way: take them over.
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(20)
      .execute();
    for (const mail of due) {
      if (await this.claim(mail)) await this.deliver(mail);
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

  private async deliver(mail: OutboxMail) {
    const attempts = mail.attempts + 1;
    try {
      await this.transport.sendMail({ from: mail.from_address, to: mail.to_address, subject: mail.subject, text: mail.body });
      await this.db
        .updateTable('outbox')
        .set({ status: 'sent', attempts, sent_at: new Date().toISOString(), last_error: null })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (attempts - 1));
      this.log.warn({ mailId: mail.id, attempts, permanent, err: error }, 'mail delivery failed');
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
    }
  }
}
