/**
 * Turning a validated enquiry or lead into stored rows: the row and its notification mail are
 * written in the caller's transaction (with the submission's idempotency key, see
 * idempotency.ts), so either all exist or none does. A honeypot hit is stored, flagged as spam,
 * and never mailed.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_CONSENT_VERSION, type ContactEnquiry } from '../../src/domain/contact-schema';
import { PULSE_CONSENT_VERSION, type LeadSubmission } from '../../src/domain/pulse/lead-schema';
import { normalizePersona } from '../../src/domain/pulse/questions';
import { computeResult, dimensionScores } from '../../src/domain/pulse/scoring';
import type { Transaction } from 'kysely';
import type { Database, EnquiryTable, LeadTable } from '../db/schema';
import type { Locale } from '../mail/catalog';
import { composeEnquiryMail, composeLeadMail, type ComposedMail } from '../mail/compose';
import { outboxRow, type MailAddresses } from '../mail/outbox';
import { webhookPayload, webhookRow } from '../mail/webhook';

/** Where a submission's notifications go: mail always, the owner's webhook when one is configured. */
export interface Notify {
  mail: MailAddresses;
  webhook: boolean;
}

/** The notification mail, and the webhook delivery when there is a webhook, in the submission's transaction. */
async function queueNotifications(
  trx: Transaction<Database>,
  submission: Parameters<typeof webhookPayload>[0],
  mail: ComposedMail,
  notify: Notify,
  now: Date,
) {
  const { kind, row } = submission;
  await trx
    .insertInto('outbox')
    .values(outboxRow(kind, row.id, mail, notify.mail, now))
    .execute();
  if (notify.webhook)
    await trx
      .insertInto('outbox')
      .values(webhookRow(kind, row.id, webhookPayload(submission), now, randomUUID()))
      .execute();
}

function isSpam(website: string | undefined): boolean {
  return typeof website === 'string' && website.trim() !== '';
}

export async function storeEnquiry(
  trx: Transaction<Database>,
  input: ContactEnquiry,
  locale: Locale,
  notify: Notify,
  now = new Date(),
) {
  const row: EnquiryTable = {
    id: randomUUID(),
    received_at: now.toISOString(),
    locale,
    name: input.name.trim(),
    // The schema refuses an address with spaces around it (domain/contact), so it is stored as sent.
    email: input.email,
    phone: input.phone?.trim() ?? '',
    company: input.company?.trim() ?? '',
    message: input.message.trim(),
    modules: input.modules?.trim() ?? '',
    consent: input.consent ? 1 : 0,
    consent_version: CONTACT_CONSENT_VERSION,
    is_spam: isSpam(input.website) ? 1 : 0,
  };
  await trx.insertInto('enquiries').values(row).execute();
  if (!row.is_spam) await queueNotifications(trx, { kind: 'enquiry', row }, composeEnquiryMail(row), notify, now);
  return row;
}

export async function storeLead(trx: Transaction<Database>, input: LeadSubmission, notify: Notify, now = new Date()) {
  const answers = input.answers;
  // The client's score, label and avg15 are ignored: the server's own figures are stored.
  const result = computeResult(answers);
  const contact = input.contact ?? {};
  const followup = contact.cw_followup ?? '';
  const row: LeadTable = {
    id: randomUUID(),
    received_at: now.toISOString(),
    locale: input.locale,
    persona: normalizePersona(input.persona)!,
    score: result.score,
    label: result.label,
    avg15: result.avg15,
    answers: JSON.stringify(answers),
    dimensions: JSON.stringify(dimensionScores(answers)),
    interest: (input.interest ?? followup === 'yes') ? 1 : 0,
    name: contact.name?.trim() ?? '',
    title: contact.title?.trim() ?? '',
    company: contact.company?.trim() ?? '',
    size: contact.size ?? '',
    email: contact.email ?? '',
    phone: contact.phone?.trim() ?? '',
    followup,
    consent: contact.consent ? 1 : 0,
    consent_version: PULSE_CONSENT_VERSION,
    is_spam: isSpam(input.website) ? 1 : 0,
  };
  await trx.insertInto('leads').values(row).execute();
  if (!row.is_spam) await queueNotifications(trx, { kind: 'lead', row }, composeLeadMail(row), notify, now);
  return row;
}
