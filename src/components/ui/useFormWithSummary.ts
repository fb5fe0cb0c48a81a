/**
 * The submit flow our forms share (GOV.UK's pattern): nothing is validated while typing; a
 * submit validates everything, and if anything is wrong an error summary appears and takes
 * focus, with each error also shown at its field; editing a field clears its error. Formik
 * keeps the values and errors; this adds the summary, its focus and the field order.
 */
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useFocusAfterRender } from './useFocusAfterRender';

export interface FormWithSummaryConfig<
  Values extends FormikValues,
  Field extends keyof Values & string,
> extends FormikConfig<Values> {
  /** The fields in the order they appear, which is the summary's order. */
  fields: readonly Field[];
  /** Called when a submit finds errors (e.g. to clear an earlier failure message). */
  onInvalid?: () => void;
  /** A field's error in words, where its message id alone does not say it (default: the id's text). */
  describeError?: (field: Field, id: MessageId) => string;
}

/** The fields whose value is of type `Type`. */
type FieldsOf<Values, Field extends keyof Values, Type> = {
  [Key in Field]: Values[Key] extends Type ? Key : never;
}[Field];

export function useFormWithSummary<Values extends FormikValues, Field extends keyof Values & string>({
  fields,
  onInvalid,
  describeError,
  ...config
}: FormWithSummaryConfig<Values, Field>) {
  const t = useT();
  const { ref: summaryRef, request: focusSummary } = useFocusAfterRender<HTMLDivElement>();
  const [summaryWanted, setSummaryWanted] = useState(false);
  const formik = useFormik<Values>({ validateOnChange: false, validateOnBlur: false, ...config });

  /** The fields with an error, in the form's order. */
  const errorFields = fields.filter((field) => formik.errors[field]);

  /** Shows the summary and moves focus to it once it has rendered. */
  const showSummary = () => {
    setSummaryWanted(true);
    focusSummary();
  };

  /** A field's change handler: sets the value (without validating) and clears its error. */
  const change =
    <Key extends keyof Values & string>(field: Key) =>
    (value: Values[Key]) => {
      void formik.setFieldValue(field, value, false);
      if (formik.errors[field]) formik.setFieldError(field, undefined);
    };

  /** A field's error in words, or undefined while it has none. */
  const errorText = (field: Field) => {
    const id = formik.errors[field] as MessageId | undefined;
    if (!id) return undefined;
    return describeError ? describeError(field, id) : t(id);
  };

  /** What a text field takes from the form: its name, value, change handler and error. */
  const textField = (field: FieldsOf<Values, Field, string>) => ({
    name: field,
    value: formik.values[field] as string,
    onChange: change(field) as (value: string) => void,
    error: errorText(field),
  });

  /** What a checkbox takes from the form: its name, state, change handler and error. */
  const checkbox = (field: FieldsOf<Values, Field, boolean>) => ({
    name: field,
    isSelected: formik.values[field] as boolean,
    onChange: change(field) as (value: boolean) => void,
    error: errorText(field),
  });

  const submit = async () => {
    const errors = await formik.validateForm();
    if (fields.some((field) => errors[field])) {
      onInvalid?.();
      showSummary();
      return;
    }
    setSummaryWanted(false);
    await formik.submitForm();
  };

  /** The form's onSubmit: the browser's own validation and navigation are replaced by ours. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!formik.isSubmitting) void submit();
  };

  return {
    formik,
    summaryRef,
    errorFields,
    /** Whether the summary is shown: after a failed submit, while errors remain. */
    summaryShown: summaryWanted && errorFields.length > 0,
    showSummary,
    change,
    errorText,
    textField,
    checkbox,
    onSubmit,
  };
}
