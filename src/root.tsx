import { useEffect, type ReactNode } from 'react';
import { Links, Outlet, Scripts } from 'react-router';
import { FAVICON_URL } from './app/favicon';
import { useAddressLocale } from './routing/locale';
import { markHydrated } from './boot/hydrated-mark';
import { PressableStyle } from './boot/PressableStyle';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import './components/illustrations/illustrations.css';

/** The HTML document around every page. `<html lang>` follows the page's language. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useAddressLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The build writes the font cuts' preloads right after the viewport tag of every page
            (scripts/font-preloads.ts): in the HTML, they cost no byte of script. */}
        <meta name="theme-color" content="#16202b" />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        <Links />
        {/* Before React Aria adds it on hydration, which shifted the page (see the file). */}
        <PressableStyle />
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
  // Marks the document once hydrated: a press kept before hydration is carried out now
  // (boot/early-presses.browser.ts), and browser tests and scripts wait for it.
  useEffect(() => markHydrated(document.documentElement), []);
  return <Outlet />;
}
