import type { IntlShape } from 'react-intl';

/**
 * The message prefilled when modules are preselected and the message is empty (SPEC section 5):
 * the titles joined as the language joins a list ("A, B och C"), inside one sentence.
 */
export function prefillMessage(titles: readonly string[], intl: IntlShape): string {
  if (titles.length === 0) return '';
  return intl.formatMessage(
    { id: 'contact.form.prefill' },
    // A conjunction ("A, B och C") is formatList's default.
    { modules: intl.formatList(titles) },
  );
}
