import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { Link } from '../../components/ui/Link';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { useT } from '../../i18n/useT';

/** '404', 'Oops! Page not found' and a way home. The server answers these paths with status 404. */
export default function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <PageHeader title={t('notFound.title')} intro={t('notFound.intro')}>
      <Link href={pathFor('home', locale)} appearance="button">
        {t('notFound.homeLink')}
      </Link>
    </PageHeader>
  );
}
