/**
 * The drawer's contents: every menu link, the language switcher and the intro-call CTA.
 * Loaded only when the hamburger is first pressed, so the first load of a page does not carry
 * the modal code.
 */
import { useLocation } from 'react-router';
import { useLocale, useScreenHref } from '../../routing/locale';
import { isCurrentPage, isGroup, MAIN_NAV, type NavItem } from '../../routing/navigation';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { Drawer } from '../ui/Drawer';
import { ExternalLink } from '../ui/Link';
import { NavMenuLink } from '../ui/NavDropdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './MobileNav.module.css';

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function MobileMenu({ isOpen, onOpenChange }: MobileMenuProps) {
  const t = useT();
  const locale = useLocale();
  const screenHref = useScreenHref();
  const { pathname } = useLocation();

  // Closing as the link is pressed (before the route changes) lets React Aria hand focus back
  // to the hamburger first; the route change then moves focus to the new page's heading.
  const close = () => onOpenChange(false);

  const itemLink = (item: NavItem) => (
    <NavMenuLink
      key={item.screen}
      variant="item"
      href={screenHref(item.screen)}
      isCurrent={isCurrentPage(pathname, item.screen, locale)}
      onPress={close}
    >
      {t(item.label)}
    </NavMenuLink>
  );

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('shell.menu')} closeLabel={t('shell.closeMenu')}>
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
  );
}
