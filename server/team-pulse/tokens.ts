/**
 * The secrets of a team survey: the share link's token (for the team), the results link's token
 * (for the lead) and the confirmation token only the lead's mail carries. 256 random bits each,
 * written into the link's fragment so they never reach a server log or a Referer; the database
 * keeps only their SHA-256. And the hash of a browser's answer key for one survey.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_SHAPE } from '../../src/domain/team-pulse/team-survey';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token; undefined for anything that is not one (answered like an unknown token). */
export function tokenHash(token: unknown): string | undefined {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The stored form of a browser's answer key, bound to the survey, so the same key given to two
 * surveys leaves unrelated hashes.
 */
export function answerKeyHash(surveyId: string, answerKey: string): string {
  return createHash('sha256').update(`${surveyId}:${answerKey}`).digest('hex');
}
