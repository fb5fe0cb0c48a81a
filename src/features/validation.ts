/** Shared validation helpers for the Yup schemas used by the forms and by the server. */
import { setLocale, string, ValidationError, type AnyObjectSchema } from 'yup';
import type { MessageId } from '../i18n/messages';

// Yup's built-in messages become our message ids too, so every error is translatable.
setLocale({
  mixed: { default: 'validation.invalid', required: 'validation.required', notType: 'validation.wrongType' },
  string: { max: 'validation.tooLong' },
});

/** Text, e-mail and the @-dot-text shape of SPEC section 5, with no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Yup messages are our message ids, so client and server speak the same errors. */
export function message(id: MessageId): MessageId {
  return id;
}

/** A single-line string: a CR or LF here could inject mail headers. */
export function singleLine(max: number) {
  return string()
    .max(max, message('validation.tooLong'))
    .matches(/^[^\r\n]*$/, { message: message('validation.lineBreak'), excludeEmptyString: true });
}

/** "Required after trimming" (SPEC section 5). */
export function isNotBlank(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export type FieldErrors = Record<string, MessageId>;

/**
 * Validates strictly (no type coercion: a number where text belongs is an error) and returns
 * the first error of each field, or null when the input is valid.
 */
export async function fieldErrors(schema: AnyObjectSchema, input: unknown): Promise<FieldErrors | null> {
  try {
    await schema.validate(input, { abortEarly: false, strict: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path || '_';
      errors[field] ??= issue.message as MessageId;
    }
    return errors;
  }
}
