/** The header, drawer and footer menus: which screens they list, under which labels. */
import type { MessageId } from '../i18n/messages';
import { normalizePath, pathFor, type Locale, type ScreenId } from './route-table';

export interface NavItem {
  screen: ScreenId;
  label: MessageId;
}

export interface NavGroup {
  id: 'offers' | 'insights';
  label: MessageId;
  items: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const MAIN_NAV: readonly NavEntry[] = [
  { screen: 'home', label: 'nav.home' },
  {
    id: 'offers',
    label: 'nav.offers',
    items: [
      { screen: 'services', label: 'nav.allServices' },
      { screen: 'clarityForYou', label: 'nav.clarityForYou' },
      { screen: 'clarityForTeams', label: 'nav.clarityForTeams' },
      { screen: 'strategicClarity', label: 'nav.strategicClarity' },
      { screen: 'modules', label: 'nav.modules' },
    ],
  },
  {
    id: 'insights',
    label: 'nav.insights',
    items: [
      { screen: 'blog', label: 'nav.blog' },
      { screen: 'sevenC', label: 'nav.sevenC' },
      { screen: 'sensemaking', label: 'nav.sensemaking' },
      { screen: 'aiLiteracy', label: 'nav.aiLiteracy' },
      // The free tools (also in the footer).
      { screen: 'clarityScore', label: 'nav.clarityPulse' },
      { screen: 'teamPulse', label: 'nav.teamPulse' },
      { screen: 'templates', label: 'nav.templates' },
    ],
  },
  { screen: 'about', label: 'nav.about' },
  { screen: 'contact', label: 'nav.contact' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { screen: 'home', label: 'nav.home' },
  { screen: 'services', label: 'nav.offersShort' },
  { screen: 'modules', label: 'nav.modules' },
  { screen: 'blog', label: 'nav.blog' },
  { screen: 'clarityScore', label: 'nav.clarityPulse' },
  { screen: 'teamPulse', label: 'nav.teamPulse' },
  { screen: 'templates', label: 'nav.templates' },
  { screen: 'about', label: 'nav.about' },
  { screen: 'contact', label: 'nav.contact' },
  { screen: 'privacy', label: 'nav.privacy' },
  { screen: 'terms', label: 'nav.terms' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export function isCurrentPage(pathname: string, screen: ScreenId, locale: Locale): boolean {
  return normalizePath(pathname) === pathFor(screen, locale);
}

/** A group is highlighted when the current path lies under one of its pages (by path prefix). */
export function isCurrentGroup(pathname: string, group: NavGroup, locale: Locale): boolean {
  const path = normalizePath(pathname);
  return group.items.some((item) => {
    const itemPath = pathFor(item.screen, locale);
    return path === itemPath || path.startsWith(`${itemPath}/`);
  });
}
