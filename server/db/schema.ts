/** The database tables, typed for Kysely. Times are ISO-8601 UTC text; flags are 0/1. */
import type { Generated } from 'kysely';

export interface EnquiryTable {
  id: string;
  received_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  /** Chosen module slugs, comma-separated, as sent. */
  modules: string;
  consent: number;
  consent_version: string;
  is_spam: number;
}

export interface LeadTable {
  id: string;
  received_at: string;
  locale: string;
  persona: string;
  /** Recomputed by the server from the answers. */
  score: number;
  label: string;
  avg15: number;
  /** The answers as JSON text. */
  answers: string;
  /** Per-dimension scores 0–100 as JSON text, recomputed by the server. */
  dimensions: string;
  interest: number;
  name: string;
  title: string;
  company: string;
  size: string;
  email: string;
  phone: string;
  followup: string;
  consent: number;
  consent_version: string;
  is_spam: number;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  created_at: string;
  /** `enquiry` or `lead`: which table `ref_id` points into. */
  kind: string;
  ref_id: string;
  to_address: string;
  from_address: string;
  subject: string;
  body: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

/** One row, rewritten by /healthz to prove that a write succeeds. */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

export interface Database {
  enquiries: EnquiryTable;
  leads: LeadTable;
  outbox: OutboxTable;
  health_probe: HealthProbeTable;
}
