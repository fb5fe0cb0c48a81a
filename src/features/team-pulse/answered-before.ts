/**
 * Whether this browser has answered a survey before, kept in local storage so a member who
 * opens the link again is reminded (discouraged, not prevented). Only the token's first 12
 * characters are kept: enough to tell surveys apart, far too few to open one.
 */
/** The local-storage key (named in the privacy policy). */
export const ANSWERED_STORAGE_KEY = 'clarity.teamPulse.answered';
const PREFIX_LENGTH = 12;

function read(): string[] {
  try {
    // Stryker disable next-line StringLiteral: any other default fails to parse, and the catch gives the same empty list
    const value: unknown = JSON.parse(window.localStorage.getItem(ANSWERED_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return []; // Storage blocked or its value garbled: nothing is remembered.
  }
}

export function hasAnswered(token: string): boolean {
  return read().includes(token.slice(0, PREFIX_LENGTH));
}

export function rememberAnswered(token: string) {
  const prefix = token.slice(0, PREFIX_LENGTH);
  try {
    window.localStorage.setItem(
      ANSWERED_STORAGE_KEY,
      JSON.stringify([...read().filter((p) => p !== prefix), prefix].slice(-20)),
    );
  } catch {
    // Private mode or full storage: the reminder is a courtesy, the answer is already stored.
  }
}
