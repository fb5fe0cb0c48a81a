import type { ScreenId } from '../../app/route-table';
import { useT } from '../../i18n/useT';
import { PageHeader } from './PageHeader';

/** A screen's h1 and intro paragraph, from its `<screen>.title` and `<screen>.intro` messages. */
export function ScreenIntro({ screen }: { screen: ScreenId }) {
  const t = useT();
  return <PageHeader title={t(`${screen}.title`)} intro={t(`${screen}.intro`)} />;
}
