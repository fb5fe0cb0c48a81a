/** The database tables, typed for Kysely. Times are ISO-8601 UTC text; flags are 0/1. */
import type { Generated } from 'kysely';
import type { LeadContactText } from '../../src/domain/pulse/lead-contact';

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

/** The contact columns are the survey's contact fields, under the same names. */
export interface LeadTable extends LeadContactText {
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
  followup: string;
  consent: number;
  consent_version: string;
  is_spam: number;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  /** `mail` (SMTP) or `webhook` (a signed JSON POST to LEAD_WEBHOOK_URL; `body` holds the JSON). */
  channel: Generated<'mail' | 'webhook'>;
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

/** The SHA-256 of a personal link's code, until the answer it brings (then the row goes). */
export interface TeamInviteTable {
  survey_id: string;
  code_hash: string;
}

export interface TeamSurveyTable {
  id: string;
  created_at: string;
  locale: string;
  team_name: string;
  lead_email: string;
  /** Answers needed before the results show anything but the count. */
  threshold: number;
  /** The lead agreed to be contacted by the consultancy. */
  consent: number;
  consent_version: string;
  share_token_hash: string;
  results_token_hash: string;
  status: 'open' | 'closed';
  closed_at: string | null;
  /** SHA-256 of the token only the links mail carries; opening that link confirms the address. */
  confirm_token_hash: string | null;
  /** When the lead opened the mailed results link: only then does a consent count. */
  confirmed_at: string | null;
  /** When the consultancy's notice was queued (once, for a confirmed consenting lead). */
  notified_at: string | null;
  /** The result as last published (TeamResult as JSON); null before the first step. */
  published_result: string | null;
  /** Members mailed a personal link (their addresses are not kept); null: one shared link. */
  invited: number | null;
  /** The round this one follows up (its id); null for a first round. */
  previous_id: string | null;
}

/** One member's answer: no name, address, IP, user agent or time of day. */
export interface TeamAnswerTable {
  /** Random, so it carries no order. */
  id: string;
  survey_id: string;
  /** YYYY-MM-DD, for retention only. */
  answered_on: string;
  /** The ratings and open answers as JSON text. */
  answers: string;
  /** 1 once the answer is part of the results the lead sees (published in steps of the threshold). */
  shown: number;
}

/** SHA-256 of a browser's answer key for one survey: kept apart from the answers, so it tells nothing about one. */
export interface TeamAnswerKeyTable {
  survey_id: string;
  key_hash: string;
}

/** A submission's idempotency key (hashed) and the answer it got; kept 24 hours. */
export interface IdempotencyKeyTable {
  /** SHA-256 of the function's path and the key. */
  key_hash: string;
  /** SHA-256 of the request body, to refuse the key reused for another submission. */
  request_hash: string;
  status: number;
  /** The JSON answer that was sent. */
  response: string;
  created_at: string;
}

export interface Database {
  enquiries: EnquiryTable;
  leads: LeadTable;
  outbox: OutboxTable;
  health_probe: HealthProbeTable;
  team_surveys: TeamSurveyTable;
  team_answers: TeamAnswerTable;
  idempotency_keys: IdempotencyKeyTable;
  team_answer_keys: TeamAnswerKeyTable;
  team_invites: TeamInviteTable;
}
