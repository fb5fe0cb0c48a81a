/**
 * The one flow every form follows (GOV.UK's pattern), written once:
 *
 * 1. Nothing is validated while typing; editing a field clears its error.
 * 2. Send validates everything at once, synchronously, so that a form can still act inside the
 *    press (Clarity Pulse opens the booking tab from it). If anything is wrong, each error shows
 *    at its field and focus moves to the error summary (or, in a form without one, to the first
 *    field in error); an earlier failure message is cleared.
 * 3. A filled honeypot is a bot: nothing is sent and nothing is said.
 * 4. Otherwise the form is sent under its idempotency key, which lives as long as the form: a
 *    retry of the same content (after a failure) reuses it, so a submission that was stored
 *    although its answer was lost is never stored twice.
 * 5. The answer: sent (the form calls its own success view), refused field by field (shown as
 *    in step 2), or failed (a message above the form, the server's or the form's default).
 *
 * Formik keeps the values and errors (the stack's form library); the flow does not use its
 * validation or submit, because the schema is checked synchronously inside the press (step 2).
 */
import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import type { Schema } from 'yup';
import { submissionKeys, type SubmissionKeys } from '../../config/submission-key';
import { fieldErrorsNow, maxLengths, type FieldErrors } from '../../domain/validation';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import type { ErrorSummaryProps } from './ErrorSummary';
import { useFocusAfterRender } from './useFocusAfterRender';
import { focusableField } from './focus-field';

/** A form's values by field name. */
type FormValues = FormikValues;

/** What a form's `send` reports back. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The server refused these fields (message ids by field). */
  | { kind: 'invalid'; errors: FieldErrors }
  /** Not stored: the server's message, or none for the form's default. */
  | { kind: 'failed'; message?: string };

export interface FormFlowConfig<Values extends FormValues, Field extends keyof Values & string> {
  initialValues: Values;
  /** The fields in the order they appear: the summary's order, and the ids' suffixes. */
  fields: readonly Field[];
  /** Each field's element id is `idPrefix` + its name (`contact-email`). */
  idPrefix: string;
  /** The rules, the server's own: checked all at once, synchronously. */
  schema: Pick<Schema, 'validateSync' | 'describe'>;
  /** What the schema checks, where it is not the values as they are (e.g. a number parsed from text). */
  toInput?: (values: Values) => unknown;
  /**
   * Sends valid values under the form's submission keys. It is called inside the press, so
   * whatever it does before its first `await` still counts as the visitor's own action.
   */
  send: (values: Values, keys: SubmissionKeys) => SendOutcome | Promise<SendOutcome>;
  /** The honeypot field, hidden from people: when filled, nothing is sent. */
  honeypot?: keyof Values & string;
  /** The summary's title (ICU `count`); without one, errors take focus at their first field. */
  summaryTitle?: MessageId;
  /** What a failure says when the server gave no message of its own. */
  failureMessage?: () => string;
  /** A field's error in words, where its message id alone does not say it. */
  describeError?: (field: Field, id: MessageId) => string | undefined;
  /** A field's label, where the summary names it before its error ("Din e-postadress: …"). */
  summaryLabel?: (field: Field) => string;
  /** Told of each change a field makes (e.g. to keep a draft elsewhere). */
  onFieldChange?: (field: keyof Values & string, value: unknown) => void;
}

/** The fields whose value is of type `Type`. */
type FieldsOf<Values, Field extends keyof Values, Type> = {
  [Key in Field]: Values[Key] extends Type ? Key : never;
}[Field];

export function useFormFlow<Values extends FormValues, Field extends keyof Values & string>({
  initialValues,
  fields,
  idPrefix,
  schema,
  toInput = (values) => values,
  send,
  honeypot,
  summaryTitle,
  failureMessage,
  describeError,
  summaryLabel,
  onFieldChange,
}: FormFlowConfig<Values, Field>) {
  const t = useT();
  const { ref: summaryRef, request: focusSummary } = useFocusAfterRender<HTMLDivElement>();
  const [summaryWanted, setSummaryWanted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [keys] = useState(submissionKeys);
  const [limits] = useState(() => maxLengths(schema));
  // Set from the press until the answer: a second press meanwhile (before the button shows it
  // is busy) sends nothing.
  const sending = useRef(false);
  const formik = useFormik<Values>({
    initialValues,
    // Never called: the flow validates and sends itself (see `submit`).
    onSubmit: () => undefined,
    validateOnChange: false,
    validateOnBlur: false,
  });
  const values = formik.values;
  const errors = formik.errors as FieldErrors;
  const [isSending, setSending] = useState(false);

  /** The fields with an error, in the form's order. */
  const errorFields = fields.filter((field) => errors[field]);

  /** Shows errors by field, and moves focus to the summary or the first field in error. */
  const showErrors = (found: FieldErrors) => {
    formik.setErrors(found as FormikErrors<Values>);
    setFailure(undefined);
    if (summaryTitle) {
      setSummaryWanted(true);
      focusSummary();
    } else {
      const first = fields.find((field) => found[field]);
      if (first) focusableField(idPrefix + first)?.focus();
    }
  };

  /** A field's change handler: sets the value (without validating) and clears its error. */
  const change =
    <Key extends keyof Values & string>(field: Key) =>
    (value: Values[Key]) => {
      void formik.setFieldValue(field, value, false);
      if (errors[field as string]) formik.setFieldError(field, undefined);
      onFieldChange?.(field, value);
    };

  /** A field's error in words, or undefined while it has none. */
  const errorText = (field: Field) => {
    const id = errors[field];
    if (!id) return undefined;
    const max = limits[field];
    return describeError?.(field, id) ?? t(id, max === undefined ? undefined : { max });
  };

  /** What a text field takes from the form: its id, name, value, change handler and error. */
  const textField = (field: FieldsOf<Values, Field, string>) => ({
    id: idPrefix + field,
    name: field,
    value: values[field] as string,
    onChange: change(field) as (value: string) => void,
    error: errorText(field),
  });

  /** What a checkbox takes from the form: its id, name, state, change handler and error. */
  const checkbox = (field: FieldsOf<Values, Field, boolean>) => ({
    id: idPrefix + field,
    name: field,
    isSelected: values[field] as boolean,
    onChange: change(field) as (value: boolean) => void,
    error: errorText(field),
  });

  /** What the honeypot field takes from the form: its id, value and change handler. */
  const honeypotField = () => {
    if (!honeypot) throw new Error('useFormFlow: honeypotField() needs the `honeypot` option');
    return {
      id: idPrefix + honeypot,
      value: values[honeypot] as string,
      onChange: change(honeypot) as (value: string) => void,
    };
  };

  const submit = async () => {
    const found = fieldErrorsNow(schema, toInput(values));
    if (found && fields.some((field) => found[field])) return showErrors(found);
    setSummaryWanted(false);
    if (honeypot && String(values[honeypot]).trim() !== '') return;
    setFailure(undefined);
    sending.current = true;
    setSending(true);
    try {
      const outcome = await send(values, keys);
      if (outcome.kind === 'invalid') showErrors(outcome.errors);
      else if (outcome.kind === 'failed') setFailure(outcome.message ?? failureMessage?.());
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  /** The form's onSubmit: the browser's own validation and navigation are replaced by ours. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending.current) void submit();
  };

  /** The error summary's props while it is shown: after a failed send, while errors remain. */
  const summary: ErrorSummaryProps | undefined =
    summaryTitle && summaryWanted && errorFields.length > 0
      ? {
          title: t(summaryTitle, { count: errorFields.length }),
          items: errorFields.map((field) => ({
            fieldId: idPrefix + field,
            message: summaryLabel ? `${summaryLabel(field)}: ${errorText(field)}` : errorText(field)!,
          })),
        }
      : undefined;

  /** Back to the initial values, with no errors (after a sent form, for the next one). */
  const reset = () => formik.resetForm();

  return {
    // What the fields take.
    textField,
    checkbox,
    honeypotField,
    change,
    // The form's state.
    values,
    isSending,
    failure,
    summary,
    summaryRef,
    // What the form does.
    onSubmit,
    reset,
  };
}
