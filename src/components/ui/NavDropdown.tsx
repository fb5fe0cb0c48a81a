/**
 * Site navigation with dropdowns, after the WAI-ARIA disclosure navigation pattern: each
 * dropdown is a button with `aria-expanded` that reveals a list of links (not `role="menu"`).
 * One dropdown is open at a time; Escape closes it and returns focus to its button; a click
 * outside, or focus leaving the navigation, closes it too.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel, type Key } from 'react-aria-components';
import { useInteractOutside } from 'react-aria';
import { Link } from './Link';
import styles from './NavDropdown.module.css';
import { StrokeIcon } from './StrokeIcon';

export interface NavMenuProps {
  'aria-label': string;
  /** Any change (e.g. the current path) closes the open dropdown. */
  resetKey?: string;
  className?: string;
  children: ReactNode;
}

export function NavMenu({ resetKey, className, children, ...props }: NavMenuProps) {
  const [expanded, setExpanded] = useState<Set<Key>>(new Set());
  const navRef = useRef<HTMLElement>(null);
  const isOpen = expanded.size > 0;
  const close = () => setExpanded(new Set());

  // A new resetKey closes it, during render (React's way to adjust state when a prop changes).
  const [openedWith, setOpenedWith] = useState(resetKey);
  if (openedWith !== resetKey) {
    setOpenedWith(resetKey);
    close();
  }
  useInteractOutside({ ref: navRef, onInteractOutside: close, isDisabled: !isOpen });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    const trigger = navRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
    close();
    trigger?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget)) close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles up from the focused button or link inside; the nav itself takes no input (WAI-ARIA disclosure navigation)
    <nav {...props} ref={navRef} className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      <DisclosureGroup expandedKeys={expanded} onExpandedChange={setExpanded} className={styles.group}>
        <ul className={styles.list}>{children}</ul>
      </DisclosureGroup>
    </nav>
  );
}

export interface NavMenuLinkProps {
  href: string;
  isCurrent: boolean;
  /** `top` sits in the menu bar; `item` in a dropdown or a drawer's list. */
  variant?: 'top' | 'item';
  onPress?: () => void;
  children: ReactNode;
}

/** A menu link in its list item; the current page is marked `aria-current="page"`. */
export function NavMenuLink({ href, isCurrent, variant = 'top', onPress, children }: NavMenuLinkProps) {
  return (
    <li>
      <Link
        appearance="plain"
        href={href}
        aria-current={isCurrent ? 'page' : undefined}
        className={variant === 'top' ? styles.topLink : styles.itemLink}
        onPress={onPress}
      >
        {children}
      </Link>
    </li>
  );
}

export interface NavDropdownProps {
  id: string;
  label: string;
  /** The current page lies in this dropdown: its button is highlighted. */
  isCurrent: boolean;
  children: ReactNode;
}

export function NavDropdown({ id, label, isCurrent, children }: NavDropdownProps) {
  return (
    <li className={styles.dropdown}>
      <Disclosure id={id}>
        <AriaButton slot="trigger" className={styles.trigger} data-current={isCurrent || undefined}>
          {label}
          <StrokeIcon d="m2.5 4.5 3.5 3.5 3.5-3.5" box={12} strokeWidth={1.8} className={styles.chevron} />
        </AriaButton>
        <DisclosurePanel className={styles.panel}>
          <ul className={styles.panelList}>{children}</ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
