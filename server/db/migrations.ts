/** Versioned migrations, run at start. Add a new entry for every change; never edit an old one. */
import { sql, SqliteAdapter, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('modules', 'text', (c) => c.notNull())
        .addColumn('consent', 'integer', (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .addColumn('is_spam', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiries_received_at').on('enquiries').column('received_at').execute();
      await db.schema.createIndex('enquiries_email').on('enquiries').column('email').execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('persona', 'text', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('avg15', 'double precision', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('interest', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('followup', 'text', (c) => c.notNull())
        .addColumn('consent', 'integer', (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .addColumn('is_spam', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute();
      await db.schema.createIndex('leads_email').on('leads').column('email').execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_ref').on('outbox').column('ref_id').execute();
    },
  },
  '2026-11-23-002-lead-dimensions': {
    async up(db: Kysely<unknown>) {
      // The per-dimension profile (JSON), recomputed by the server like the score.
      await db.schema
        .alterTable('leads')
        .addColumn('dimensions', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
  },
  '2026-11-23-003-health-probe': {
    async up(db: Kysely<unknown>) {
      // One row that /healthz rewrites: the check is a real write, so it fails when a lead would.
      await db.schema
        .createTable('health_probe')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '2026-11-23-004-team-pulse': {
    async up(db: Kysely<unknown>) {
      // A team lead's survey. Its two links' tokens are stored only as SHA-256 hashes.
      await db.schema
        .createTable('team_surveys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('team_name', 'text', (c) => c.notNull())
        .addColumn('lead_email', 'text', (c) => c.notNull())
        .addColumn('threshold', 'integer', (c) => c.notNull())
        .addColumn('consent', 'integer', (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .addColumn('share_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('results_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('team_surveys_lead_email').on('team_surveys').column('lead_email').execute();
      // A member's answer: the ratings and open answers and the day, nothing that could tell who.
      await db.schema
        .createTable('team_answers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('survey_id', 'text', (c) => c.notNull())
        .addColumn('answered_on', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('team_answers_survey').on('team_answers').column('survey_id').execute();
    },
  },
  '2026-11-26-005-idempotency-keys': {
    async up(db: Kysely<unknown>) {
      // A submission's Idempotency-Key (its SHA-256 only) with the answer it got, written in the
      // same transaction as the submission's row: a repeat of the key gets that answer again.
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
    },
  },
  '2026-11-26-008-outbox-channel': {
    async up(db: Kysely<unknown>) {
      // The outbox also delivers each enquiry and lead to the owner's webhook (LEAD_WEBHOOK_URL).
      await db.schema
        .alterTable('outbox')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail'))
        .execute();
    },
  },
  '2026-11-26-006-team-pulse-hardening': {
    async up(db: Kysely<unknown>) {
      // SQLite keeps a rowid table in insertion order; without rowid its rows sit in key order.
      const rowOrder = db.getExecutor().adapter instanceof SqliteAdapter ? sql`without rowid` : sql``;
      // The proof that the lead's address got the links mail (its hash), when it was opened, and
      // when the consultancy was told; a consent counts only once the address is confirmed.
      // published_result: the result as last published (JSON), read by every view, so a view costs
      // one row and every view of one step is the same.
      for (const column of ['confirm_token_hash', 'confirmed_at', 'notified_at', 'published_result'])
        await db.schema.alterTable('team_surveys').addColumn(column, 'text').execute();
      // Answers keyed by (survey, random id), so their stored order is the random id's, never
      // the order they arrived in. `shown`: part of the results the lead sees (published in
      // steps of at least the threshold, see server/team-pulse/store.ts).
      await db.schema
        .createTable('team_answers_keyed')
        .addColumn('survey_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('answered_on', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('shown', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_answers_keyed_pk', ['survey_id', 'id'])
        .modifyEnd(rowOrder)
        .execute();
      // Answers already stored were shown in full once their survey reached its threshold.
      await sql`
        insert into team_answers_keyed (survey_id, id, answered_on, answers, shown)
        select a.survey_id, a.id, a.answered_on, a.answers,
          case when (select count(*) from team_answers b where b.survey_id = a.survey_id) >= s.threshold then 1 else 0 end
        from team_answers a join team_surveys s on s.id = a.survey_id
        order by a.survey_id, a.id`.execute(db);
      await db.schema.dropTable('team_answers').execute();
      await db.schema.alterTable('team_answers_keyed').renameTo('team_answers').execute();
      // Hashes of the browsers' answer keys: one answer per key, and nothing links a key to its answer.
      await db.schema
        .createTable('team_answer_keys')
        .addColumn('survey_id', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_answer_keys_pk', ['survey_id', 'key_hash'])
        .modifyEnd(rowOrder)
        .execute();
    },
  },
  '2026-11-26-009-team-pulse-personal-links': {
    async up(db: Kysely<unknown>) {
      const rowOrder = db.getExecutor().adapter instanceof SqliteAdapter ? sql`without rowid` : sql``;
      // How many members were mailed a personal link (null: the survey has one shared link).
      await db.schema.alterTable('team_surveys').addColumn('invited', 'integer').execute();
      // The hashes of the personal codes not used yet. A code's row goes when its answer comes,
      // so nothing ties a code to the answer it brought; in key (hash) order, not creation order.
      await db.schema
        .createTable('team_invites')
        .addColumn('survey_id', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_invites_pk', ['survey_id', 'code_hash'])
        .modifyEnd(rowOrder)
        .execute();
    },
  },
  '2026-11-27-010-team-pulse-follow-up': {
    async up(db: Kysely<unknown>) {
      // A follow-up round names the round before it (null: a first round). Unique: a round has at
      // most one follow-up, which also stops two follow-ups started at the same moment.
      await db.schema.alterTable('team_surveys').addColumn('previous_id', 'text').execute();
      await db.schema
        .createIndex('team_surveys_previous_id')
        .unique()
        .on('team_surveys')
        .column('previous_id')
        .execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
