import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import {
  FOOTER_NAV,
  isCurrentGroup,
  isCurrentPage,
  isGroup,
  MAIN_NAV,
  type NavGroup,
  type NavItem,
} from './navigation';
import { pathFor } from './route-table';

const groups = MAIN_NAV.filter(isGroup);
const group = (id: NavGroup['id']) => groups.find((entry) => entry.id === id)!;
const itemsOf = (entries: readonly (NavItem | NavGroup)[]): NavItem[] =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));

describe('the menus', () => {
  it('name every entry with a message in both languages', () => {
    const labels = [...MAIN_NAV, ...groups.flatMap((entry) => entry.items), ...FOOTER_NAV].map((entry) => entry.label);
    expect(labels.filter((label) => !(label in sv) || !(label in en))).toEqual([]);
  });

  it('lead to pages that exist, each once per menu', () => {
    for (const items of [itemsOf(MAIN_NAV), FOOTER_NAV]) {
      const screens = items.map((item) => item.screen);
      expect(new Set(screens).size).toBe(screens.length);
      for (const screen of screens) expect(pathFor(screen, 'sv')).toMatch(/^\//);
    }
  });

  it('group the three packages under the offers and the free tools under the insights', () => {
    expect(group('offers').items.map((item) => item.screen)).toEqual(
      expect.arrayContaining(['services', 'clarityForYou', 'clarityForTeams', 'strategicClarity']),
    );
    expect(group('insights').items.map((item) => item.screen)).toEqual(
      expect.arrayContaining(['blog', 'clarityScore', 'teamPulse', 'templates']),
    );
    expect(itemsOf(MAIN_NAV.filter((entry) => !isGroup(entry))).map((item) => item.screen)).toEqual([
      'home',
      'about',
      'contact',
    ]);
  });

  it('carry the legal pages in the footer, which every page has', () => {
    expect(FOOTER_NAV.map((item) => item.screen)).toEqual(expect.arrayContaining(['privacy', 'terms', 'contact']));
  });
});

describe('the current page', () => {
  it('is the page whose path it is, with or without a trailing slash, in its own language only', () => {
    expect(isCurrentPage('/om-oss', 'about', 'sv')).toBe(true);
    expect(isCurrentPage('/om-oss/', 'about', 'sv')).toBe(true);
    expect(isCurrentPage('/en/about', 'about', 'en')).toBe(true);
    expect(isCurrentPage('/en/about', 'about', 'sv')).toBe(false);
    expect(isCurrentPage('/kontakt', 'about', 'sv')).toBe(false);
  });

  it('highlights a group on any of its pages and on the pages under them, not on a path that only starts alike', () => {
    expect(isCurrentGroup('/erbjudanden', group('offers'), 'sv')).toBe(true);
    expect(isCurrentGroup('/erbjudanden/clarity-for-you/', group('offers'), 'sv')).toBe(true);
    expect(isCurrentGroup('/en/services/strategic-clarity', group('offers'), 'en')).toBe(true);
    expect(isCurrentGroup('/blogg/eu-ai-act', group('insights'), 'sv')).toBe(true);
    expect(isCurrentGroup('/teampuls/svara', group('insights'), 'sv')).toBe(true);
    expect(isCurrentGroup('/bloggar', group('insights'), 'sv')).toBe(false);
    expect(isCurrentGroup('/blogg', group('offers'), 'sv')).toBe(false);
    expect(isCurrentGroup('/en/services', group('offers'), 'sv')).toBe(false);
  });
});
