/**
 * A catalog's message as a page shows it, in plain text: what a test expects where the page
 * shows that message, instead of a copy of today's wording (which the test would then check
 * instead of the page). A message the catalog lacks throws: the test names a wrong id.
 */
import { createIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { Locale } from '../routing/route-table';
import { catalogs } from './render';

const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({
      locale,
      messages: catalogs[locale],
      onError: (error) => {
        throw error;
      },
    });
    intls.set(locale, intl);
  }
  return intl;
}

/** `message('en', 'about.title')`: the message with this id in this language, its values filled in. */
export function message(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  return intlFor(locale).formatMessage({ id }, values);
}

/** The same, for one language: `const en = messagesIn('en'); en('about.title')`. */
export function messagesIn(locale: Locale) {
  return (id: MessageId, values?: Record<string, string | number>) => message(locale, id, values);
}
