import { useEffect, type ReactNode } from 'react';
import { Links, Outlet, Scripts } from 'react-router';
import { FAVICON_URL } from './app/favicon';
import { useLocale } from './app/locale';
import headingFont from '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import './components/illustrations/illustrations.css';

/** The HTML document around every page. `<html lang>` follows the page's language. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16202b" />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        {/* The heading face is fetched with the stylesheet, not after it: the h1 is what paints first. */}
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Links />
        {/* Without JavaScript: open link lists instead of dropdowns, and so on (see the file). */}
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once hydrated, so browser tests and scripts can wait for interactivity.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}
