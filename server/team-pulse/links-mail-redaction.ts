/**
 * The lead's links mail carries the survey's share, results and confirmation tokens, and the
 * outbox keeps a mail's body until it is sent. Once SMTP has accepted it (`sent`) or refused it
 * for good (`failed`), this step replaces the body with a note, so no stored row holds a token;
 * the row itself (to whom, when, status) stays as the record that the links were sent. Pending
 * mail keeps its body, so nothing is lost while SMTP is down.
 *
 * The step runs as soon as the outbox worker has recorded a links mail's fate (its `onSettled`
 * hook, set in server/app.ts), and on a timer here, which catches up on mail settled before a
 * restart or by another process.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { eraseDeletedTraces } from './erase-traces';

export const REDACTED_LINKS_BODY = '[The links were sent to the lead; their tokens are not kept.]\n';
/** A member's personal link mail once SMTP has taken it: neither the code nor the address is kept. */
export const REDACTED_INVITE_BODY = '[A personal link was sent to a member; neither it nor the address is kept.]\n';
export const REDACTED_ADDRESS = '';

/** The mails holding Team Pulse secrets, and the note each is left with. */
const REDACTED: Record<string, string> = {
  'team-survey-links': REDACTED_LINKS_BODY,
  'team-survey-invite': REDACTED_INVITE_BODY,
};
export const REDACTED_KINDS = Object.keys(REDACTED);

/** How often delivered links mails are looked for. */
const REDACT_EVERY_MS = 1_000;

/**
 * Redacts every delivered links mail still holding its body; returns how many. In two steps:
 * the body is emptied, the old copies are cleared from the files (SQLite's log, PostgreSQL's
 * dead rows), and only then does the note go in. So a row that shows the note has no copy of
 * its tokens left anywhere in the database files, and a run cut short is finished by the next.
 */
export async function redactSentLinksMails(db: Db): Promise<number> {
  // A member's address goes with the body: the lead's stays as the record that the links went.
  await db
    .updateTable('outbox')
    .set({ body: '' })
    .where('kind', '=', 'team-survey-links')
    .where('status', 'in', ['sent', 'failed'])
    .where('body', 'not in', ['', REDACTED_LINKS_BODY])
    .execute();
  await db
    .updateTable('outbox')
    .set({ body: '', to_address: REDACTED_ADDRESS })
    .where('kind', '=', 'team-survey-invite')
    .where('status', 'in', ['sent', 'failed'])
    .where('body', 'not in', ['', REDACTED_INVITE_BODY])
    .execute();
  const emptied = await db
    .selectFrom('outbox')
    .select(['id', 'kind'])
    .where('kind', 'in', REDACTED_KINDS)
    .where('body', '=', '')
    .execute();
  if (emptied.length === 0) return 0;
  await eraseDeletedTraces(db);
  for (const kind of REDACTED_KINDS) {
    const ids = emptied.filter((row) => row.kind === kind).map((row) => row.id);
    if (ids.length > 0) await db.updateTable('outbox').set({ body: REDACTED[kind] }).where('id', 'in', ids).execute();
  }
  return emptied.length;
}

export function startLinksMailRedaction(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = redactSentLinksMails(db)
        .then(
          () => undefined,
          (error: unknown) =>
            app.log.warn({ err: error }, 'team pulse: delivered links mails could not be redacted yet'),
        )
        .finally(schedule);
    }, REDACT_EVERY_MS).unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
