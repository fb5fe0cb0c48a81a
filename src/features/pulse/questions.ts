/**
 * The Clarity Pulse question keys per persona (SPEC section 3): rating questions answered 1–5
 * and up to two open questions. Shared by the survey and by the server's validation.
 */
export const PERSONAS = ['you', 'team', 'strategic'] as const;
export type Persona = (typeof PERSONAS)[number];

/** An older reading of the spec calls the individual persona `individual`. */
export const PERSONA_ALIASES: Record<string, Persona> = { individual: 'you' };

const KEY_PREFIX: Record<Persona, string> = { you: 'you', team: 'team', strategic: 'strat' };
const RATING_COUNT: Record<Persona, number> = { you: 7, team: 6, strategic: 6 };
const OPEN_COUNT = 2;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export function ratingKeys(persona: Persona): string[] {
  return Array.from({ length: RATING_COUNT[persona] }, (_, i) => `${KEY_PREFIX[persona]}_q${i + 1}`);
}

export function openKeys(persona: Persona): string[] {
  return Array.from({ length: OPEN_COUNT }, (_, i) => `${KEY_PREFIX[persona]}_open${i + 1}`);
}

export function isRatingKey(key: string): boolean {
  return /_q\d+$/.test(key);
}

export function normalizePersona(value: unknown): Persona | undefined {
  if (typeof value !== 'string') return undefined;
  if ((PERSONAS as readonly string[]).includes(value)) return value as Persona;
  return PERSONA_ALIASES[value];
}
