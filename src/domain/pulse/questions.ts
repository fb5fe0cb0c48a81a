import type { MessageId } from '../../i18n/messages';
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

/** What each rating question measures; the result shows a figure per dimension. */
export const DIMENSIONS = [
  'understanding',
  'skills',
  'waysOfWorking',
  'leadership',
  'policy',
  'culture',
  'measurement',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The dimension of each persona's rating questions, in question order (q1, q2, …). */
export const QUESTION_DIMENSIONS: Record<Persona, readonly Dimension[]> = {
  you: ['understanding', 'skills', 'waysOfWorking', 'leadership', 'policy', 'culture', 'measurement'],
  team: ['understanding', 'skills', 'waysOfWorking', 'leadership', 'policy', 'culture'],
  strategic: ['understanding', 'leadership', 'policy', 'skills', 'culture', 'measurement'],
};

/** The dimension a rating key measures, e.g. `strat_q3` → `policy`. */
export function dimensionOf(key: string): Dimension | undefined {
  const match = /^(you|team|strat)_q(\d+)$/.exec(key);
  if (!match) return undefined;
  const persona = (Object.keys(KEY_PREFIX) as Persona[]).find((p) => KEY_PREFIX[p] === match[1])!;
  return QUESTION_DIMENSIONS[persona][Number(match[2]) - 1];
}

export function ratingKeys(persona: Persona): string[] {
  return Array.from({ length: RATING_COUNT[persona] }, (_, i) => `${KEY_PREFIX[persona]}_q${i + 1}`);
}

export function openKeys(persona: Persona): string[] {
  return Array.from({ length: OPEN_COUNT }, (_, i) => `${KEY_PREFIX[persona]}_open${i + 1}`);
}

export function isRatingKey(key: string): boolean {
  return /_q\d+$/.test(key);
}

/**
 * The persona a submitted value names, or undefined. Own properties only: a plain lookup would
 * take `constructor`, `toString` or `__proto__` from Object.prototype as a persona.
 */
export function normalizePersona(value: unknown): Persona | undefined {
  if (typeof value !== 'string') return undefined;
  if ((PERSONAS as readonly string[]).includes(value)) return value as Persona;
  return Object.hasOwn(PERSONA_ALIASES, value) ? PERSONA_ALIASES[value] : undefined;
}

/** The catalog id of a question's text; every key of ratingKeys/openKeys has one (the catalog test checks both languages). */
export function questionMessage(key: string): MessageId {
  return `pulse.question.${key}` as MessageId;
}

/** The catalog id of a scale point's label, 1–5. */
export function scaleMessage(point: number): MessageId {
  return `pulse.scale.${point}` as MessageId;
}
