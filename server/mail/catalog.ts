/**
 * The site's Swedish and English catalogs, read once, for server messages and mail text,
 * formatted by @formatjs/intl: the same ICU MessageFormat rules react-intl applies on the site
 * (arguments, plurals, quoting), so one message reads the same on a page and in a mail.
 */
import { readFileSync } from 'node:fs';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale } from '../../src/routing/route-table';
import type { MessageId } from '../../src/i18n/messages';

export type { Locale };

/**
 * The language of the mail to the consultancy (notifications of enquiries, leads and team
 * results): the site's default language, Swedish, in which those mails' own lines are written.
 */
export const OWNER_LOCALE = DEFAULT_LOCALE;

/** Each language's name in the owner's mail ("Språk: engelska"). */
const LANGUAGE_NAMES: Record<Locale, string> = { sv: 'svenska', en: 'engelska' };

/** A language's name in the owner's mail; a code the site does not have (an old row) as it is. */
export function languageName(locale: string): string {
  return (LANGUAGE_NAMES as Partial<Record<string, string>>)[locale] ?? locale;
}

const intlCache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    const messages = JSON.parse(readFileSync(new URL(`../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    intl = createIntl({ locale, messages }, intlCache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The message with this id, its ICU arguments filled in; undefined when the catalog has no such id. */
export function text(locale: Locale, id: string, values: Record<string, string> = {}): string | undefined {
  const intl = intlFor(locale);
  return isMessageId(intl, id) ? intl.formatMessage({ id }, values) : undefined;
}

function isMessageId(intl: IntlShape, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id);
}
