import { useLocale } from '../../app/locale';
import { FOOTER_NAV } from '../../app/navigation';
import { pathFor } from '../../app/route-table';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { ContactLink, ExternalLink, Link } from '../ui/Link';
import { Wordmark } from './Wordmark';
import styles from './Footer.module.css';

export function Footer() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className={styles.column}>
          <h2 className={styles.heading}>{t('footer.navHeading')}</h2>
          <ul className={styles.list}>
            {FOOTER_NAV.map((item) => (
              <li key={item.screen}>
                <Link href={pathFor(item.screen, locale)} appearance="plain" className={styles.link}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.column} ${styles.contact}`}>
          <h2 className={styles.heading}>{t('footer.contactHeading')}</h2>
          <ul className={styles.list}>
            <li>
              <ContactLink href={`mailto:${site.email}`} appearance="plain" className={styles.link}>
                <span className="visually-hidden">{t('footer.emailLabel')} </span>
                {site.email}
              </ContactLink>
            </li>
            <li>
              <ContactLink href={site.phoneHref as `tel:${string}`} appearance="plain" className={styles.link}>
                <span className="visually-hidden">{t('footer.phoneLabel')} </span>
                {site.phone}
              </ContactLink>
            </li>
            <li>
              <ExternalLink href={site.linkedInUrl} appearance="plain" className={styles.link}>
                {t('footer.linkedIn')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.xUrl} appearance="plain" className={styles.link}>
                {t('footer.x')}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.legal}>{t('footer.legal', { brand: site.brandName })}</p>
    </footer>
  );
}
