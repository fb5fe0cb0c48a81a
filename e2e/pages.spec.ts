/** What every route serves: raw HTML without JavaScript, status codes, hydration, not-found. */
import { expect, test } from '@playwright/test';
import { CATALOGS, gotoHydrated, ROUTES, SITE_ORIGIN } from './support/pages';

function decodeEntities(html: string) {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test.describe('raw HTML, fetched without JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route.path} carries its h1, title, lang and head tags`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.screen === 'notFound' ? 404 : 200);
      const html = decodeEntities(await response.text());
      const messages = CATALOGS[route.locale];
      const head = route.head ?? {
        title: messages[`${route.screen}.meta.title`],
        h1: messages[`${route.screen}.title`],
        description: messages[`${route.screen}.meta.description`],
        ogTitle: messages[`${route.screen}.meta.title`],
      };
      expect(html).toMatch(new RegExp(`<html lang="${route.locale}"`));
      expect(html).toContain(`<title>${head.title}</title>`);
      // The h1's text, without the no-wrap spans that keep a dash or a hyphenated word together.
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<\/?span[^>]*>/g, '');
      expect(h1).toBe(head.h1);
      expect(html).toContain(`<meta name="description" content="${head.description}"/>`);
      if (route.screen === 'notFound') {
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        return;
      }
      expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${route.path}"/>`);
      expect(html).toContain(`<meta property="og:title" content="${head.ogTitle}"/>`);
      const origin = escapeRegExp(SITE_ORIGIN);
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="sv" href="${origin}/[^"]*"/>`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="${origin}/en[^"]*"/>`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${origin}/[^"]*"/>`));
    });
  }
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('hydration', () => {
  for (const route of ROUTES) {
    test(`${route.path} paints before it asks for any script, then hydrates with no console errors or warnings`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('404: no page at')) {
          // The not-found page's status is logged by the browser as a failed resource; that is the point.
          if (!(route.screen === 'notFound' && message.text().includes('404'))) problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await gotoHydrated(page, route.path);
      expect(problems).toEqual([]);

      // On a phone's slow link every request before the first paint delays it: only the one
      // stylesheet and the web fonts (the text face's regular and semibold cuts, preloaded; the
      // display face's cut is inside the stylesheet) may go first; the scripts follow the paint
      // (scripts/defer-scripts.ts).
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        resources: performance.getEntriesByType('resource').map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        })),
      }));
      expect(timing.firstPaint).toBeDefined();
      const beforePaint = timing.resources
        .filter((resource) => resource.start < timing.firstPaint)
        .map((resource) => resource.path);
      // The scenes (the hero's, and the blog covers' on the home page and the blog) wait for
      // the paint (the painted mark, src/boot/painted-mark.ts): none of them goes first.
      const [stylesheets, fonts, others] = [/\.css$/, /\.woff2$/, /./].map((kind, i, kinds) =>
        beforePaint.filter((path) => kind.test(path) && !kinds.slice(0, i).some((earlier) => earlier.test(path))),
      );
      expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)]);
      expect(fonts.length).toBeLessThanOrEqual(2);
      fonts.forEach((font) => expect(font).toMatch(/^\/assets\/source-sans-3-(400|600)-site-[\w-]+\.woff2$/));
      expect(others).toEqual([]);
      expect(
        timing.resources.some((resource) => resource.path.endsWith('.js') && resource.start >= timing.firstPaint),
      ).toBe(true);
    });
  }
});

test("the deferred loader: the served page starts no script, then hydrates by running React Router's own script", async ({
  page,
  request,
}) => {
  // What the build made of React Router's output (scripts/defer-scripts.ts): no preload and no
  // module script in the served HTML, the framework's script kept as inert text with the loader.
  const html = await (await request.get('/kontakt')).text();
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  const kept = html.match(/<script type="text\/plain" id="rr-hydration">([\s\S]*?)<\/script>/)?.[1];
  expect(kept).toMatch(/import\(/);

  await gotoHydrated(page, '/kontakt');
  // The loader put the preloads back, ran the kept text as a module, and the page works as an app:
  // a client-side navigation changes the page without a new document.
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  expect(
    await page.locator('script[type="module"]').evaluateAll((scripts) => scripts.map((s) => s.textContent)),
  ).toEqual([kept]);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Om oss/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.sv['about.title']);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test.describe('hydration with a query string or stored state', () => {
  // The prerendered HTML knows neither; a first render that reads them differs from it
  // (React error #418 in the console). Each case: the path, what is stored before any script
  // runs, and text that shows the state was honoured once hydrated.
  const SV_LIST = JSON.stringify(['ai-policy', 'roller-kompetens']);
  const EN_LIST = JSON.stringify(['ai-policy', 'roles-competencies']);
  const cases: { path: string; local?: Record<string, string>; session?: Record<string, string>; shows?: RegExp }[] = [
    { path: '/kontakt?modules=ai-policy,workshops-labbar', shows: /Workshops/ },
    { path: '/en/contact?modules=ai-policy,workshops-labs', shows: /Workshops/ },
    { path: '/kontakt?modules=ai-policy', local: { cwSelectedModules: SV_LIST }, shows: /Roller/ },
    { path: '/en/contact', local: { cwSelectedModulesEn: EN_LIST }, shows: /Roles/ },
    { path: '/moduler', local: { cwSelectedModules: SV_LIST } },
    { path: '/en/modules?utm_source=test', local: { cwSelectedModulesEn: EN_LIST } },
    { path: '/?modules=ai-policy', local: { cwSelectedModules: SV_LIST, cwLocale: 'en' } },
    { path: '/finns-inte', local: { cwLocale: 'en' }, shows: /Page not found\. The address may be mistyped/ },
    { path: '/clarity-score', session: { cwPulseProgress: JSON.stringify({ step: 1, persona: 'you', answers: {} }) } },
    {
      path: '/en/clarity-score?step=2',
      session: { cwPulseProgress: JSON.stringify({ step: 1, persona: 'team', answers: {} }) },
    },
    { path: '/kontakt', local: { cwSelectedModules: '{not json' } },
  ];
  for (const { path, local = {}, session = {}, shows } of cases) {
    test(`${path} with ${JSON.stringify({ ...local, ...session })} hydrates with no console errors`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A corrupt stored list is reported on purpose (interest-list-store.ts); a not-found page's status is its point.
        if (message.type() === 'error' && !/^Error loading stored modules|404/.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(
        ([localItems, sessionItems]) => {
          for (const [key, value] of Object.entries(localItems)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(sessionItems)) sessionStorage.setItem(key, value);
        },
        [local, session] as const,
      );
      await gotoHydrated(page, path);
      if (shows) await expect(page.getByText(shows).first()).toBeVisible();
      // React reports a mismatch while hydrating, before data-hydrated is set; one more round trip
      // to the page makes sure every console message sent until now has arrived.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      expect(problems).toEqual([]);
    });
  }
});

test.describe('client-side navigation', () => {
  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: the next page's messages arrive with it, revalidated, and nothing is missing`, async ({
      page,
    }) => {
      const text = CATALOGS[locale];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const dataResponses: { url: string; cacheControl?: string; status: number }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.data')) {
          dataResponses.push({
            url: response.url(),
            cacheControl: response.headers()['cache-control'],
            status: response.status(),
          });
        }
      });

      await gotoHydrated(page, locale === 'sv' ? '/' : '/en');
      await page.getByRole('link', { name: text['home.smallScale.link'] }).click();
      await expect(page.getByRole('heading', { level: 1, name: text['modules.title'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text['modules.item.aiPolicy.title'] })).toBeVisible();
      await expect(page).toHaveTitle(text['modules.meta.title']);

      await page.getByRole('contentinfo').getByRole('link', { name: text['nav.about'] }).click();
      await expect(page.getByRole('heading', { level: 1, name: text['about.title'] })).toBeVisible();

      expect(dataResponses.length).toBeGreaterThanOrEqual(2);
      for (const response of dataResponses) {
        expect(response.status).toBe(200);
        expect(response.cacheControl).toBe('no-cache');
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await gotoHydrated(page, '/det-har-finns-inte');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText(/^Sidan kunde inte hittas/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute('href', '/');
    // It helps on: the three packages and the contact page.
    const ways = page.getByRole('region', { name: 'Här kommer du vidare' });
    await expect(ways.getByRole('link')).toHaveText([
      'Clarity for You',
      'Clarity for Teams',
      'Strategic Clarity',
      'Kontakta oss',
    ]);
    await expect(ways.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/kontakt');
    expect(logged).toContain('404: no page at /det-har-finns-inte');
  });

  test('under /en it is English', async ({ page }) => {
    const response = await gotoHydrated(page, '/en/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/^Oops! Page not found/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en');
    await expect(
      page.getByRole('region', { name: 'Where to go from here' }).getByRole('link', { name: 'Clarity for Teams' }),
    ).toHaveAttribute('href', '/en/services/clarity-for-teams');
  });

  test('where the path names no language, the stored preference decides', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.setItem('cwLocale', 'en'));
    await gotoHydrated(page, '/no-language-here');
    await expect(page.getByText(/^Oops! Page not found/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en');
  });
});

test('a hash in the URL scrolls to its element and focuses it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/om-oss#main');
  await expect(page.locator('main')).toBeFocused();
});
