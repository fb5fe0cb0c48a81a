import { useLocation } from 'react-router';
import { useLocale, useScreenHref } from '../../routing/locale';
import { isCurrentGroup, isCurrentPage, isGroup, MAIN_NAV } from '../../routing/navigation';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { ExternalLink, Link } from '../ui/Link';
import { NavDropdown, NavMenu, NavMenuLink } from '../ui/NavDropdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileNav } from './MobileNav';
import { Wordmark } from './Wordmark';
import styles from './Header.module.css';

export function Header() {
  const t = useT();
  const locale = useLocale();
  const screenHref = useScreenHref();
  const { pathname } = useLocation();

  return (
    // The data attributes are what public/noscript.css styles when JavaScript is off.
    <header className={styles.header} data-site-header="">
      <div className={styles.inner} data-header-row="">
        <Link
          screen="home"
          appearance="plain"
          className={styles.brand}
          aria-label={t('shell.homeLink', { brand: site.brandName })}
        >
          <Wordmark />
        </Link>
        <NavMenu aria-label={t('shell.mainNav')} resetKey={pathname} className={styles.desktopNav}>
          {MAIN_NAV.map((entry) =>
            isGroup(entry) ? (
              <NavDropdown
                key={entry.id}
                id={entry.id}
                label={t(entry.label)}
                isCurrent={isCurrentGroup(pathname, entry, locale)}
              >
                {entry.items.map((item) => (
                  <NavMenuLink
                    key={item.screen}
                    variant="item"
                    href={screenHref(item.screen)}
                    isCurrent={isCurrentPage(pathname, item.screen, locale)}
                  >
                    {t(item.label)}
                  </NavMenuLink>
                ))}
              </NavDropdown>
            ) : (
              <NavMenuLink
                key={entry.screen}
                href={screenHref(entry.screen)}
                isCurrent={isCurrentPage(pathname, entry.screen, locale)}
              >
                {t(entry.label)}
              </NavMenuLink>
            ),
          )}
        </NavMenu>
        <div className={styles.tools} data-header-tools="">
          <LanguageSwitcher className={styles.desktopOnly} />
          <ExternalLink href={site.bookingUrl} appearance="button" className={`${styles.cta} ${styles.desktopOnly}`}>
            {t('shell.bookMeeting')}
          </ExternalLink>
          <MobileNav className={styles.mobileOnly} />
        </div>
      </div>
    </header>
  );
}
