/**
 * This browser's answer key for a survey: 256 random bits made the first time the member sends
 * an answer and kept in local storage, so a second answer from the same browser carries the same
 * key and the server refuses it. The server keeps only a hash of the key, apart from the answer.
 * The survey is named by its share token's first 12 characters, too few to open it. Where
 * storage is blocked (some private windows) the key lives as long as the page.
 */
import { TOKEN_SHAPE } from '../../domain/team-pulse/team-survey';

const KEY = 'clarity.teamPulse.answerKeys';
const PREFIX_LENGTH = 12;
/** Surveys remembered; the oldest is dropped beyond this. */
const KEPT = 20;

const unsaved = new Map<string, string>();

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function read(): Array<[string, string]> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string' &&
        TOKEN_SHAPE.test(entry[1]),
    );
  } catch {
    return []; // Storage blocked or its value garbled.
  }
}

/** The key this browser answers the survey of `shareToken` with; the same every time. */
export function answerKeyFor(shareToken: string): string {
  const survey = shareToken.slice(0, PREFIX_LENGTH);
  const entries = read();
  const stored = entries.find(([prefix]) => prefix === survey)?.[1];
  if (stored) return stored;
  // Made earlier on this page but not in storage (blocked then, or cleared since): keep it and try again.
  const key = unsaved.get(survey) ?? newKey();
  unsaved.set(survey, key);
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...entries, [survey, key]].slice(-KEPT)));
  } catch {
    // Private mode or full storage: the key is kept for this page only.
  }
  return key;
}
