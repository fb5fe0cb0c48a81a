/** Helpers shared by the browser tests: the route list, hydrated navigation, keyboard focus. */
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LOCALES, SCREENS, type Locale, type ScreenId } from '../../src/routing/route-table';
import { site } from '../../src/config/site';
import { siteArticles } from '../../src/content/articles.server';
import { DEFAULT_SITE_URL } from '../../src/domain/site-url';

/** The origin the build wrote into canonical links and the sitemap: SITE_URL if it was set. */
export const SITE_ORIGIN = process.env.SITE_URL?.replace(/\/+$/, '') || DEFAULT_SITE_URL;

export interface RouteCase {
  screen: ScreenId | 'notFound' | 'article';
  locale: Locale;
  path: string;
  /** An article's head and h1 come from its file, not from the catalogs. */
  head?: { title: string; h1: string; description: string; ogTitle: string };
}

/** Every article in each language it is written in, read from its file as the build reads it. */
export const ARTICLE_ROUTES: RouteCase[] = siteArticles().map((article) => ({
  screen: 'article',
  locale: article.locale,
  path: article.path,
  head: {
    title: `${article.title} | ${site.brandName}`,
    h1: article.title,
    description: article.description,
    ogTitle: article.title,
  },
}));

/** Every screen and article in both languages, plus a path that does not exist in each language. */
export const ROUTES: RouteCase[] = [
  ...SCREENS.flatMap((screen) => LOCALES.map((locale) => ({ screen: screen.id, locale, path: screen.paths[locale] }))),
  ...ARTICLE_ROUTES,
  { screen: 'notFound', locale: 'sv', path: '/finns-inte' },
  { screen: 'notFound', locale: 'en', path: '/en/does-not-exist' },
];

/** The source catalogs, read as files: tests compare the app's output with these, not with itself. */
export const CATALOGS: Record<Locale, Record<string, string>> = {
  sv: JSON.parse(readFileSync(new URL('../../i18n/sv.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8')),
};

/**
 * How long hydration may take. The scripts start only after the first paint and a few preloads
 * per task (scripts/defer-scripts.ts); on CI's two busy cores that took over 5 s (an assertion's
 * default) for 5 of 650 tests in one run. Waiting longer costs nothing when it is quick.
 */
export const HYDRATION_TIMEOUT = 20_000;

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  return response;
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
