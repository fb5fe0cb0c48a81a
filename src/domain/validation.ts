/** Shared validation helpers for the Yup schemas used by the forms and by the server. */
import {
  setLocale,
  string,
  ValidationError,
  type AnyObjectSchema,
  type Schema,
  type SchemaObjectDescription,
  type TestConfig,
  type TestFunction,
} from 'yup';
import type { MessageId } from '../i18n/messages';

// Yup's built-in messages become our message ids too, so every error is translatable (a null
// where a value belongs was answered in English: "dimensions cannot be null").
setLocale({
  mixed: {
    default: 'validation.invalid',
    required: 'validation.required',
    notType: 'validation.wrongType',
    notNull: 'validation.invalid',
  },
  string: { max: 'validation.tooLong' },
});

/**
 * Text, @, and a domain of dot-separated labels (SPEC section 5's text@text.text), with no
 * whitespace anywhere. It runs in linear time: the domain's labels exclude the dot that
 * separates them, so there is only one way to split a domain and a failed match cannot retry
 * every split (the old `[^\s@]+\.[^\s@]+` spent 1.5 s on `a@` + 31,000 dots + `@`).
 * Empty labels (`a@.b.c`, `a@b..c`, `a@b.c.`) are refused, as no mail system takes them.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Yup messages are our message ids, so client and server speak the same errors. */
export function message(id: MessageId): MessageId {
  return id;
}

/**
 * A schema's own test that fails with the message `id`. Unnamed: yup uses a test's name only to
 * label its error and to replace an earlier test of the same name, and neither is wanted here.
 */
export function rule<T>(id: MessageId, test: TestFunction<T>): TestConfig<T> {
  // Stryker disable next-line ObjectLiteral: without a test function yup throws as the schema is built, so no schema module loads, which the vitest runner counts as survived (stryker-js #6150)
  return { message: message(id), test };
}

/**
 * A pattern test that only runs on a string within `max` characters. Yup runs every test of a
 * field even after `max` has failed, so without this guard an over-long value would still
 * reach the pattern; `max` reports it instead.
 */
export function matchesWithin(pattern: RegExp, max: number) {
  return (value: unknown) => typeof value !== 'string' || value === '' || value.length > max || pattern.test(value);
}

/**
 * Characters that end a line: CR and LF (which could inject mail headers), and NEL (U+0085),
 * the line separator (U+2028) and the paragraph separator (U+2029), which break a line in a
 * mail client or a spreadsheet as well.
 */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * Invisible characters that change how the text around them is shown, so a name could read
 * differently in the consultancy's mail than what was typed: the bidirectional controls
 * (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the marks U+200E, U+200F and
 * U+061C), and every other control character (C0 including tab, DEL, C1).
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Whether a value (within `max` characters; longer ones are reported by `max`) is free of `pattern`. */
function isFreeOf(pattern: RegExp, max: number) {
  return (value: unknown) => typeof value !== 'string' || value.length > max || !pattern.test(value);
}

/**
 * A single-line string: no line break (CR or LF could inject mail headers) and no invisible
 * control character that reorders or hides text (issue 27, part 6).
 */
export function singleLine(max: number) {
  return string()
    .max(max, message('validation.tooLong'))
    .test(rule('validation.lineBreak', isFreeOf(LINE_BREAK, max)))
    .test(rule('validation.controlCharacter', isFreeOf(CONTROL_CHARACTER, max)));
}

/** An e-mail address of at most `max` characters; longer ones never reach the pattern. */
export function emailAddress(max: number) {
  return string()
    .max(max, message('validation.tooLong'))
    .test(rule('validation.lineBreak', isFreeOf(LINE_BREAK, max)))
    .test(rule('validation.controlCharacter', isFreeOf(CONTROL_CHARACTER, max)))
    .test(rule('contact.form.email.invalid', matchesWithin(EMAIL_PATTERN, max)));
}

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "Required after trimming" (SPEC section 5). */
export function isNotBlank(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export type FieldErrors = Record<string, MessageId>;

/**
 * Each field's longest allowed length, read from its schema's `max` test: the number an
 * "at most N characters" error names, so the message and the rule cannot disagree.
 */
export function maxLengths(schema: Pick<Schema, 'describe'>): Record<string, number> {
  const limits: Record<string, number> = {};
  const described = schema.describe();
  const fields = 'fields' in described ? (described as SchemaObjectDescription).fields : {};
  for (const [field, description] of Object.entries(fields)) {
    const max = 'tests' in description ? description.tests.find((test) => test.name === 'max')?.params?.max : undefined;
    if (typeof max === 'number') limits[field] = max;
  }
  return limits;
}

/**
 * Validates strictly (no type coercion: a number where text belongs is an error) and returns
 * the first error of each field, or null when the input is valid.
 */
export async function fieldErrors(schema: AnyObjectSchema, input: unknown): Promise<FieldErrors | null> {
  try {
    await schema.validate(input, { abortEarly: false, strict: true });
    return null;
  } catch (error) {
    return errorsOf(error);
  }
}

/**
 * `fieldErrors` at once, for a schema whose tests are all synchronous (every one here is): for
 * a check that must finish inside the press that started it, e.g. before a new tab is opened.
 */
export function fieldErrorsNow(schema: Pick<Schema, 'validateSync'>, input: unknown): FieldErrors | null {
  try {
    schema.validateSync(input, { abortEarly: false, strict: true });
    return null;
  } catch (error) {
    return errorsOf(error);
  }
}

function errorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ValidationError)) throw error;
  const errors: FieldErrors = {};
  // With abortEarly: false yup puts every error, even a single one, in `inner`; the fallback
  // covers a ValidationError built another way.
  // Stryker disable next-line ArrayDeclaration: unreachable with abortEarly: false (see above)
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path || '_';
    errors[field] ??= issue.message as MessageId;
  }
  return errors;
}
