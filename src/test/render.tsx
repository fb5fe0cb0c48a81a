/**
 * The project's render(): wraps a component in the providers every page has (react-intl with
 * the real compiled catalog, React Aria's locale and router) inside a memory router, and
 * re-exports Testing Library.
 */
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import en from 'virtual:catalog/en';
import sv from 'virtual:catalog/sv';
import { AppProviders } from '../app/AppProviders';
import type { Locale } from '../routing/route-table';
import { recordIntlError } from './intl-errors';

export * from '@testing-library/react';

export const catalogs = { sv, en };

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** The URL the memory router starts at. */
  path?: string;
  /** The messages to render with; the language's whole catalog by default. */
  messages?: Partial<(typeof catalogs)['sv']>;
  /** What the page's route loader gave (a page that reads its articles with useLoaderData). */
  loaderData?: unknown;
}

/** Shows the router's current location, so tests can assert where a navigation went. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

export function render(
  ui: ReactNode,
  { locale = 'sv', path = '/', messages, loaderData, ...options }: ProvidersOptions = {},
) {
  const element = (
    <AppProviders
      locale={locale}
      messages={(messages ?? catalogs[locale]) as (typeof catalogs)['sv']}
      onIntlError={recordIntlError}
    >
      {ui}
      <LocationProbe />
    </AppProviders>
  );
  const router = createMemoryRouter([{ id: 'page', path: '*', element, loader: () => loaderData ?? null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { page: loaderData ?? null } },
  });
  return { router, ...rtlRender(<RouterProvider router={router} />, options) };
}
