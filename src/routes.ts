import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { RESOURCE_FILES } from './app/resource-files';
import { articleRoutePath, DEFAULT_LOCALE, LOCALES, routeId, SCREENS, type Locale } from './routing/route-table';

// Both languages' routes come from the one route table; one page module serves both.
function languageRoutes(locale: Locale) {
  return [
    ...SCREENS.map((screen) => route(screen.paths[locale], screen.page, { id: routeId(screen.id, locale) })),
    // Every article under the blog; which exist is read from the article files at build time.
    route(articleRoutePath(locale), 'pages/article/ArticlePage.tsx', { id: `article.${locale}` }),
  ];
}

const notFoundPage = 'pages/not-found/NotFoundPage.tsx';

export default [
  ...LOCALES.map((locale) =>
    layout(`app/layouts/${locale}.tsx`, { id: `layout.${locale}` }, [
      ...languageRoutes(locale),
      // Under another language's prefix, an unknown path gets that language's not-found page.
      ...(locale === DEFAULT_LOCALE ? [] : [route(`${locale}/*`, notFoundPage, { id: `notFound.${locale}` })]),
    ]),
  ),
  // Files built from the route table at build time (prerendered resource routes, no page).
  ...Object.entries(RESOURCE_FILES).map(([path, module]) => route(path.slice(1), module)),
  layout('app/layouts/unprefixed.tsx', { id: 'layout.unprefixed' }, [route('*', notFoundPage, { id: 'notFound' })]),
] satisfies RouteConfig;
