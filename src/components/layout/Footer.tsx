import { useLocale } from '../../routing/locale';
import { FOOTER_NAV } from '../../routing/navigation';
import { displayPhone, site, sitePhoneHref } from '../../config/site';
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
                <Link screen={item.screen} appearance="plain" className={styles.link}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.column} ${styles.contact}`}>
          <h2 className={styles.heading}>{t('footer.contactHeading')}</h2>
          <ul className={styles.list}>
            {/* The spoken label ("E-post:") sits before the link, not in it: the link's name is
                exactly what it shows, so a speech-input user can say it (WCAG 2.5.3). */}
            <li>
              <span className="visually-hidden">{t('footer.emailLabel')} </span>
              <ContactLink href={`mailto:${site.email}`} appearance="plain" className={styles.link}>
                {site.email}
              </ContactLink>
            </li>
            <li>
              <span className="visually-hidden">{t('footer.phoneLabel')} </span>
              <ContactLink href={sitePhoneHref} appearance="plain" className={styles.link}>
                {displayPhone(locale)}
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
      {/* The legal name, organisation number and address appear once they are configured. */}
      <p className={styles.legal}>
        {/* The year at render time; a page built in December may hydrate in January. */}
        <span suppressHydrationWarning>
          {t('footer.copyright', { year: new Date().getFullYear(), name: site.legal.name ?? site.brandName })}
        </span>
        {site.legal.organisationNumber && <> · {t('footer.orgNumber', { number: site.legal.organisationNumber })}</>}
        {site.legal.postalAddress && <> · {t('footer.address', { address: site.legal.postalAddress })}</>}
        {'. '}
        {t('footer.legal')}
      </p>
    </footer>
  );
}
