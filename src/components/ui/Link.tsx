import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useScreenHref } from '../../routing/locale';
import type { ScreenId } from '../../routing/route-table';
import buttonStyles from './Button.module.css';
import styles from './Link.module.css';
import { StrokeIcon } from './StrokeIcon';

/**
 * How a link looks: running text, a call to action shaped like a button, or `plain` for
 * links whose component styles them entirely (menus, the language switcher).
 */
export type LinkAppearance = 'inline' | 'button' | 'button-secondary' | 'plain';

// Stryker disable all: class lists: the look, through CSS that jsdom does not apply; the browser tests at 375 and 1280 px and the screenshots check it
const APPEARANCE_CLASSES: Record<LinkAppearance, string> = {
  inline: styles.inline,
  button: `${buttonStyles.button} ${buttonStyles.primary}`,
  'button-secondary': `${buttonStyles.button} ${buttonStyles.secondary}`,
  plain: '',
};
// Stryker restore all

function appearanceClass(appearance: LinkAppearance, className?: string) {
  return [APPEARANCE_CLASSES[appearance], className].filter(Boolean).join(' ');
}

interface CommonProps {
  appearance?: LinkAppearance;
  className?: string;
  children: ReactNode;
}

/**
 * Where an internal link goes: a screen by its id, in the page's language (the route table has
 * the path), with an optional section on it; or, for what is not a screen, a path.
 */
type LinkTarget = { screen: ScreenId; hash?: string; href?: never } | { href: string; screen?: never; hash?: never };

export type LinkProps = CommonProps & Omit<AriaLinkProps, 'className' | 'children' | 'href'> & LinkTarget;

/** An internal link; React Aria hands its path to React Router for client-side navigation. */
export function Link({ appearance = 'inline', className, screen, hash, href, ...props }: LinkProps) {
  const screenHref = useScreenHref();
  return (
    <AriaLink
      {...props}
      href={screen ? screenHref(screen, hash) : href}
      className={appearanceClass(appearance, className)}
    />
  );
}

export interface ExternalLinkProps extends CommonProps {
  href: string;
  onPress?: () => void;
}

/**
 * A link that opens another site in a new tab and says so: screen readers hear
 * "(opens in a new tab)" as part of its name, and sighted users see an arrow icon.
 */
export function ExternalLink({ href, appearance = 'inline', className, children, onPress }: ExternalLinkProps) {
  const intl = useIntl();
  return (
    <AriaLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onPress={onPress}
      className={appearanceClass(appearance, className)}
    >
      {children} <NewTabIcon />
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.opensInNewTab' })}</span>
    </AriaLink>
  );
}

export interface ContactLinkProps extends CommonProps {
  /** A `mailto:` or `tel:` address. */
  href: `mailto:${string}` | `tel:${string}`;
}

/** An e-mail or phone link: handed to the visitor's mail or phone app, so a plain anchor. */
export function ContactLink({ href, appearance = 'inline', className, children }: ContactLinkProps) {
  return (
    <a href={href} className={appearanceClass(appearance, className)}>
      {children}
    </a>
  );
}

function NewTabIcon() {
  return (
    <StrokeIcon
      d="M9 2h5v5M14 2 7 9M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
      box={16}
      size={14}
      strokeWidth={1.6}
      className={styles.icon}
    />
  );
}
