/**
 * The submit flow our forms share (GOV.UK's pattern): nothing is validated while typing; a
 * submit validates everything, and if anything is wrong an error summary appears and takes
 * focus, with each error also shown at its field; editing a field clears its error. Formik
 * keeps the values and errors; this adds the summary, its focus and the field order.
 */
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useRef, useState, type FormEvent } from 'react';

export interface FormWithSummaryConfig<
  Values extends FormikValues,
  Field extends keyof Values & string,
> extends FormikConfig<Values> {
  /** The fields in the order they appear, which is the summary's order. */
  fields: readonly Field[];
  /** Called when a submit finds errors (e.g. to clear an earlier failure message). */
  onInvalid?: () => void;
}

export function useFormWithSummary<Values extends FormikValues, Field extends keyof Values & string>({
  fields,
  onInvalid,
  ...config
}: FormWithSummaryConfig<Values, Field>) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryWanted, setSummaryWanted] = useState(false);
  const formik = useFormik<Values>({ validateOnChange: false, validateOnBlur: false, ...config });

  /** The fields with an error, in the form's order. */
  const errorFields = fields.filter((field) => formik.errors[field]);

  /** Shows the summary and moves focus to it once it has rendered. */
  const showSummary = () => {
    setSummaryWanted(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  /** A field's change handler: sets the value (without validating) and clears its error. */
  const change =
    <Key extends keyof Values & string>(field: Key) =>
    (value: Values[Key]) => {
      void formik.setFieldValue(field, value, false);
      if (formik.errors[field]) formik.setFieldError(field, undefined);
    };

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
    onSubmit,
  };
}
