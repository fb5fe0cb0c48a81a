import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../routing/route-table';

/** Swedish is the source catalog: its keys are the message ids, so a wrong id fails the type-check. */
export type MessageId = keyof typeof import('../../i18n/sv.json');

/** A catalog compiled to ICU AST at build time (see scripts/catalogs.ts), so the browser ships no parser. */
export type CompiledCatalog = Record<MessageId, MessageFormatElement[]>;

declare global {
  // Types react-intl's `id` props and `formatMessage({ id })` with our ids.
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    // Types `useIntl().locale` (and IntlProvider's `locale` prop) as one of our languages: the
    // layout sets it once, and useLocale() reads it back.
    interface IntlConfig {
      locale: Locale;
    }
  }
}
