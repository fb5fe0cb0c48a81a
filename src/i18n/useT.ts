import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** `t('nav.home')`: a message of the current language as plain text. */
export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Values) => intl.formatMessage({ id }, values);
}
