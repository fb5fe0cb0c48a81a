/**
 * Moves focus to a form field by its id, as the error summary's links and a form without a
 * summary do. A field that is a group (a radio group's `div`, which cannot take focus itself)
 * hands it to its checked control, or its first one, as GOV.UK's error summary does: focusing
 * the group would leave focus where it was, and the user short of the question.
 */
const CONTROL = 'input:not([type="hidden"]), select, textarea, button';

/** The field's element to focus, or undefined when the page has no such field. */
export function focusableField(fieldId: string): HTMLElement | undefined {
  const field = document.getElementById(fieldId);
  if (!field) return undefined;
  if (field.matches(CONTROL) || field.hasAttribute('tabindex')) return field;
  return field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>(CONTROL) ?? field;
}
