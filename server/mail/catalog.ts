/** The site's Swedish and English catalogs, read once, for server messages and mail text. */
import { readFileSync } from 'node:fs';
import type { MessageId } from '../../src/i18n/messages';

export type Locale = 'sv' | 'en';

const cache = new Map<Locale, Record<string, string>>();

function catalog(locale: Locale): Record<string, string> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    cache.set(locale, messages);
  }
  return messages;
}

/** A message with `{name}` arguments filled in; simple arguments only (no plural/select). */
export function text(locale: Locale, id: MessageId | string, values: Record<string, string> = {}): string | undefined {
  const message = catalog(locale)[id];
  return message?.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
