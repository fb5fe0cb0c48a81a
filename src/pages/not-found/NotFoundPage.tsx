import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { Link } from '../../components/ui/Link';
import { useT } from '../../i18n/useT';
import styles from './NotFoundPage.module.css';

/** The three packages, each by its product name (a shell message, so this page needs no other). */
const PACKAGES = [
  { screen: 'clarityForYou', label: 'nav.clarityForYou' },
  { screen: 'clarityForTeams', label: 'nav.clarityForTeams' },
  { screen: 'strategicClarity', label: 'nav.strategicClarity' },
] as const;

/**
 * '404', what happened, and the ways on: the three packages, the contact page and home.
 * The server answers these paths with status 404.
 */
export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageHeader title={t('notFound.title')} intro={t('notFound.intro')} scene="notFound">
        <Link screen="home" appearance="button">
          {t('notFound.homeLink')}
        </Link>
      </PageHeader>
      <Section title={t('notFound.ways')}>
        <div className={styles.ways}>
          <div>
            <h3>{t('notFound.packages')}</h3>
            <ul className={styles.links}>
              {PACKAGES.map((item) => (
                <li key={item.screen}>
                  <Link screen={item.screen}>{t(item.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('notFound.contact')}</h3>
            <p>{t('notFound.contactText')}</p>
            <Link screen="contact" appearance="button-secondary">
              {t('notFound.contact')}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
