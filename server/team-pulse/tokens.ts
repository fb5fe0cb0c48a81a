/**
 * The two secrets of a team survey: the share link's token (for the team) and the results
 * link's token (for the lead). 256 random bits each, written into the link's fragment so they
 * never reach a server log or a Referer; the database keeps only their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_SHAPE } from '../../src/features/team-pulse/team-survey';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token; undefined for anything that is not one (answered like an unknown token). */
export function tokenHash(token: unknown): string | undefined {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}
