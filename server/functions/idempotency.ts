/**
 * Idempotent submissions. The browser makes one random key per submission, keeps it across
 * its retries (a new one for a new message) and sends it as `Idempotency-Key`. The key's hash
 * is stored with the answer in the same transaction as the submission's rows, so when a
 * visitor was told "failed" about a submission that was in fact stored (a commit that landed
 * after the connection broke), their retry gets the first answer, with no second row or mail.
 *
 *   - a repeat of a key within KEY_LIFETIME_MS: the stored answer again, nothing written;
 *   - the same key with a different body: 422, nothing written;
 *   - two requests with one key at the same moment (two tabs, a double submit): one stores,
 *   the other finds the key taken, rolls back and answers what the first stored;
 *   - no key (an older page, a script): stored as before, without protection from repeats.
 *
 * Only a success is kept for repeats: a refusal (4xx) wrote nothing, and a repeat is asked again
 * (a limit may have passed meanwhile).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { endsTransactionIfUnchanged } from '../db/sqlite-worker-dialect';
import { answer, say } from './function-scope';

/** How long a key's answer is kept and replayed. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** Random keys as browsers make them (crypto.randomUUID is 36 characters). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface Outcome<Body> {
  status: number;
  body: Body;
  /** What a repeat of the key is answered instead of `body` (when the body holds a secret that must not be stored). */
  replay?: Body;
  /** Headers for this answer only (a refusal's Retry-After); refusals are not kept for repeats. */
  headers?: Record<string, string>;
}

export type KeyCheck = { kind: 'none' } | { kind: 'invalid' } | { kind: 'key'; keyHash: string; requestHash: string };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Reads the request's Idempotency-Key; the key is bound to the function's path and the body. */
export function idempotencyKeyOf(request: FastifyRequest): KeyCheck {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return { kind: 'none' };
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return { kind: 'invalid' };
  return {
    kind: 'key',
    keyHash: sha256(`${request.routeOptions.url ?? request.url}\n${header}`),
    requestHash: sha256(JSON.stringify(request.body ?? null)),
  };
}

type Replay<Body> = { kind: 'replay'; outcome: Outcome<Body> } | { kind: 'conflict' } | { kind: 'new' };

async function previous<Body>(
  db: Db | Transaction<Database>,
  key: { keyHash: string; requestHash: string },
  now: Date,
): Promise<Replay<Body>> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key_hash', '=', key.keyHash)
    .where('created_at', '>=', cutoffOf(now))
    .executeTakeFirst();
  if (!row) return { kind: 'new' };
  if (row.request_hash !== key.requestHash) return { kind: 'conflict' };
  return { kind: 'replay', outcome: { status: row.status, body: JSON.parse(row.response) as Body } };
}

function cutoffOf(now: Date): string {
  return new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
}

/** Thrown inside the transaction when the key already has an answer: rolls this request's rows back. */
class KeyTaken extends Error {}

/** Expired keys are deleted at most this often per database, not on every submission. */
const PURGE_INTERVAL_MS = 60_000;
const lastPurge = new WeakMap<Db, number>();

async function purgeExpired(db: Db, trx: Transaction<Database>, now: Date) {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now.getTime());
  await trx.deleteFrom('idempotency_keys').where('created_at', '<', cutoffOf(now)).execute();
}

export type IdempotentResult<Body> = { kind: 'done'; outcome: Outcome<Body>; replayed: boolean } | { kind: 'conflict' };

/**
 * Runs `work` (which writes the submission's rows and returns the answer) in one transaction
 * with the key's record, or answers a repeat of the key from that record.
 *
 * A first submission, the usual case, costs one statement more than one without a key: the
 * key's insert, which also finds a repeat (its key is taken and not expired, so nothing is
 * inserted or updated). A repeat's rows are then rolled back and it is answered from the record.
 */
export async function idempotent<Body>(
  db: Db,
  key: KeyCheck & { kind: 'none' | 'key' },
  work: (trx: Transaction<Database>) => Promise<Outcome<Body>>,
  now = new Date(),
): Promise<IdempotentResult<Body>> {
  if (key.kind === 'none') return { kind: 'done', outcome: await db.transaction().execute(work), replayed: false };

  try {
    const outcome = await db.transaction().execute(async (trx) => {
      await purgeExpired(db, trx, now);
      const result = await work(trx);
      if (result.status >= 300) {
        // A refusal (a limit reached since) is not kept, but a repeat of a stored success is
        // still answered with that success.
        if ((await previous(trx, key, now)).kind !== 'new') throw new KeyTaken();
        return result;
      }
      const record = {
        key_hash: key.keyHash,
        request_hash: key.requestHash,
        status: result.status,
        response: JSON.stringify(result.replay ?? result.body),
        created_at: now.toISOString(),
      };
      const written = await trx
        // Inserted → commit, taken → roll back (KeyTaken below): on SQLite the insert carries that.
        .withPlugin(endsTransactionIfUnchanged)
        .insertInto('idempotency_keys')
        .values(record)
        // An expired record of the same key is replaced; a live one means this is a repeat.
        .onConflict((conflict) =>
          conflict.column('key_hash').doUpdateSet(record).where('idempotency_keys.created_at', '<', cutoffOf(now)),
        )
        .executeTakeFirst();
      if (Number(written.numInsertedOrUpdatedRows ?? 0n) === 0) throw new KeyTaken();
      return result;
    });
    return { kind: 'done', outcome, replayed: false };
  } catch (error) {
    // The key was taken, by an earlier request or by a twin that committed first (on
    // PostgreSQL this request's insert waited for it): this request's rows were rolled back,
    // and its answer is the one stored.
    const after = await previous<Body>(db, key, now).catch(() => ({ kind: 'new' }) as const);
    if (after.kind === 'conflict') return after;
    if (after.kind === 'replay') return { kind: 'done', outcome: after.outcome, replayed: true };
    throw error;
  }
}

/**
 * A function's storage step behind its Idempotency-Key: answers the stored or new outcome, 400
 * for a malformed key, 422 for a key reused with another body, and 503 (nothing stored) when
 * the database fails.
 */
export async function storeOnce<Body>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Transaction<Database>) => Promise<Outcome<Body>>,
) {
  const key = idempotencyKeyOf(request);
  if (key.kind === 'invalid') return answer(reply, 400, { ok: false, message: say(request, 'api.error.malformed') });
  let result: IdempotentResult<Body>;
  try {
    result = await idempotent(db, key, work);
  } catch (error) {
    request.log.error({ err: error }, 'submission could not be stored');
    return answer(reply, 503, { ok: false, message: say(request, 'api.error.unavailable') });
  }
  if (result.kind === 'conflict')
    return answer(reply, 422, { ok: false, message: say(request, 'api.error.idempotencyConflict') });
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  for (const [name, value] of Object.entries(result.outcome.headers ?? {})) reply.header(name, value);
  return reply.code(result.outcome.status).type('application/json; charset=utf-8').send(result.outcome.body);
}
