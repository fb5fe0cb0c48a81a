/**
 * The Clarity Pulse lead (SPEC section 3 "Lead submission", plus the contact fields). The
 * server recomputes score, label and avg15 from the answers; the client's figures are only
 * checked for type.
 */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { LOCALES } from '../../routing/route-table';
import { emailAddress, isRecord, message, rule, singleLine } from '../validation';
import { COMPANY_SIZES } from './lead-contact';
import { isRatingKey, normalizePersona, openKeys, ratingKeys, RATING_MAX, RATING_MIN } from './questions';

/** Version of the survey's consent wording; bump it when the wording changes. */
export const PULSE_CONSENT_VERSION = 'pulse-consent-2026-11';

export const OPEN_ANSWER_MAX = 2000;

function answersAreValid(answers: unknown, persona: unknown): boolean {
  if (!isRecord(answers)) return false;
  const known = normalizePersona(persona);
  if (!known) return true; // The persona's own error is reported; no second one here.
  const allowed = new Set([...ratingKeys(known), ...openKeys(known)]);
  return Object.entries(answers).every(([key, value]) => {
    if (!allowed.has(key)) return false;
    if (isRatingKey(key))
      return Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
    return typeof value === 'string' && value.length <= OPEN_ANSWER_MAX;
  });
}

export const leadContactSchema = object({
  name: singleLine(200).optional(),
  title: singleLine(200).optional(),
  company: singleLine(200).optional(),
  size: string()
    .oneOf(['', ...COMPANY_SIZES], message('validation.invalid'))
    .optional(),
  // Optional, as every contact detail is (SPEC section 5); when given, an address the contact
  // form would take too.
  email: emailAddress(254).optional(),
  phone: singleLine(50).optional(),
  cw_followup: string().oneOf(['', 'yes', 'no'], message('validation.invalid')).optional(),
  consent: boolean().optional(),
})
  .noUnknown(message('validation.unknownField'))
  .default(undefined)
  .optional();

export const leadSchema = object({
  persona: string()
    .required(message('validation.required'))
    .test(rule('validation.invalid', (value) => normalizePersona(value) !== undefined)),
  answers: mixed<Record<string, string | number>>()
    .required(message('validation.required'))
    .test(
      rule('pulse.answers.invalid', function validate(value) {
        return answersAreValid(value, (this.parent as { persona?: unknown } | undefined)?.persona);
      }),
    ),
  locale: string().required(message('validation.required')).oneOf(LOCALES, message('validation.invalid')),
  interest: boolean().optional(),
  score: number().optional(),
  label: string().max(20, message('validation.tooLong')).optional(),
  avg15: number().optional(),
  /** The client's per-dimension figures: checked for type, then replaced by the server's own. */
  dimensions: mixed().test(
    rule('validation.invalid', (value) => value === undefined || (isRecord(value) && Object.keys(value).length <= 20)),
  ),
  contact: leadContactSchema,
  /** The honeypot. */
  website: string().max(500, message('validation.tooLong')).optional(),
})
  .noUnknown(message('validation.unknownField'))
  .required(message('validation.notAnObject'))
  .typeError(message('validation.notAnObject'));

export type LeadSubmission = InferType<typeof leadSchema>;
