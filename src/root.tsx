import { useEffect, type ReactNode } from 'react';
import { Links, Outlet, Scripts } from 'react-router';
import { FAVICON_URL } from './app/favicon';
import { useAddressLocale } from './routing/locale';
import regularFont from './styles/fonts/source-sans-3-400-site.woff2?url';
import semiboldFont from './styles/fonts/source-sans-3-600-site.woff2?url';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import './components/illustrations/illustrations.css';

/** React Aria's own rule for pressable elements (usePress), shipped with the page; see the head. */
const PRESSABLE_STYLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/** The HTML document around every page. `<html lang>` follows the page's language. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useAddressLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16202b" />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        {/* Both weights' site cuts are fetched with the stylesheet, not after it: the first paint
            is their last chance to be used (font-display: optional, see styles/fonts.css). The
            semibold first: it draws the headings, the largest text on most pages. */}
        <link rel="preload" href={semiboldFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={regularFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Links />
        {/* React Aria's press handling adds exactly this rule as a <style> on hydration unless an
            element with this id is there. Added late, any stylesheet makes Chromium lay the
            page out again with a font that arrived after the first paint, despite
            font-display: optional: the text reflowed and the page shifted on hydration. */}
        <style id="react-aria-pressable-style" dangerouslySetInnerHTML={{ __html: PRESSABLE_STYLE }} />
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
