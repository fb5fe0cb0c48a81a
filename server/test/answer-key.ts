import { randomBytes } from 'node:crypto';

/** A browser's answer key for a team survey, made as the survey page makes one (answer-key.ts: 32 random bytes). */
export const newAnswerKey = () => randomBytes(32).toString('base64url');
