import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../app/locale';
import { isCurrentPage, isGroup, MAIN_NAV, type NavItem } from '../../app/navigation';
import { pathFor } from '../../app/route-table';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { Drawer } from '../ui/Drawer';
import { IconButton } from '../ui/IconButton';
import { ExternalLink } from '../ui/Link';
import { NavMenuLink } from '../ui/NavDropdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './MobileNav.module.css';

/** The menu under 768 px: a hamburger button opening a modal drawer with every link. */
export function MobileNav({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);

  // Back/forward while open: the page changed under the drawer, so close it.
  useEffect(() => setOpen(false), [pathname]);

  // Closing as the link is pressed (before the route changes) lets React Aria hand focus back
  // to the hamburger first; the route change then moves focus to the new page's heading.
  const close = () => setOpen(false);

  const itemLink = (item: NavItem) => (
    <NavMenuLink
      key={item.screen}
      variant="item"
      href={pathFor(item.screen, locale)}
      isCurrent={isCurrentPage(pathname, item.screen, locale)}
      onPress={close}
    >
      {t(item.label)}
    </NavMenuLink>
  );

  return (
    <div className={className}>
      <Drawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('shell.menu')}
        closeLabel={t('shell.closeMenu')}
        trigger={
          <IconButton variant="outlined" aria-label={t('shell.openMenu')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        }
      >
        <nav aria-label={t('shell.mainNav')}>
          <ul className={styles.list}>
            {MAIN_NAV.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.id} className={styles.group}>
                  <span className={styles.groupLabel} id={`drawer-${entry.id}`}>
                    {t(entry.label)}
                  </span>
                  <ul className={styles.list} aria-labelledby={`drawer-${entry.id}`}>
                    {entry.items.map(itemLink)}
                  </ul>
                </li>
              ) : (
                itemLink(entry)
              ),
            )}
          </ul>
        </nav>
        <div className={styles.footer}>
          <LanguageSwitcher />
          <ExternalLink href={site.bookingUrl} appearance="button" onPress={close}>
            {t('shell.bookIntroCall')}
          </ExternalLink>
        </div>
      </Drawer>
    </div>
  );
}
