import {
  absoluteUrl,
  articlePath,
  articleRoutePath,
  counterpartPath,
  matchArticlePath,
  isIndexed,
  localeFromPrefix,
  matchScreen,
  normalizePath,
  pathFor,
  prerenderPaths,
  redirectTarget,
  routeId,
  SCREENS,
  screenById,
  type ScreenId,
} from './route-table';

describe('route table', () => {
  it.each(SCREENS.map((screen) => [screen.id, screen.paths.sv, screen.paths.en]))(
    '%s maps %s to %s and back',
    (_id, sv, en) => {
      expect(counterpartPath(sv, 'en')).toBe(en);
      expect(counterpartPath(en, 'sv')).toBe(sv);
      expect(counterpartPath(sv, 'sv')).toBe(sv);
    },
  );

  it('lists every spec path, Swedish unprefixed and English under /en', () => {
    const paths = SCREENS.flatMap((s) => [s.paths.sv, s.paths.en]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/erbjudanden/clarity-for-you',
        '/en/services/clarity-for-you',
        '/integritetspolicy',
        '/en/privacy-policy',
        '/villkor',
        '/en/terms',
        '/clarity-score',
        '/en/clarity-score',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    SCREENS.forEach((s) => {
      expect(s.paths.en === '/en' || s.paths.en.startsWith('/en/')).toBe(true);
      expect(s.paths.sv.startsWith('/en')).toBe(false);
    });
  });

  it('keeps the hash only where the target page has that anchor', () => {
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', '#faq')).toBe('/en/services/clarity-for-you#faq');
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', '#nowhere')).toBe('/en/services/clarity-for-you');
    expect(counterpartPath('/mallar', 'en', '#plan')).toBe('/en/templates#plan');
  });

  it('places articles under the blog, in each language, by a slug of lower-case words', () => {
    expect(articlePath('sv', 'ai-forordningen')).toBe('/blogg/ai-forordningen');
    expect(articleRoutePath('en')).toBe('/en/blog/:slug');
    expect(matchArticlePath('/en/blog/eu-ai-act/')).toEqual({ locale: 'en', slug: 'eu-ai-act' });
    expect(matchArticlePath('/blogg')).toBeUndefined();
    expect(matchArticlePath('/blogg/Stora-Bokstaver')).toBeUndefined();
    expect(matchArticlePath('/blogg/a/b')).toBeUndefined();
    expect(matchArticlePath('/blogg/..')).toBeUndefined();
  });

  it('maps a path it does not know to the home page of the target language', () => {
    expect(counterpartPath('/finns-inte', 'en')).toBe('/en');
    expect(counterpartPath('/en/missing', 'sv')).toBe('/');
  });

  it('matches with or without a trailing slash', () => {
    expect(matchScreen('/om-oss/')?.screen.id).toBe('about');
    expect(matchScreen('/en/about')?.locale).toBe('en');
    expect(matchScreen('/om-oss/extra')).toBeUndefined();
  });

  it('reads the language from the path prefix only', () => {
    expect(localeFromPrefix('/en')).toBe('en');
    expect(localeFromPrefix('/en/anything')).toBe('en');
    expect(localeFromPrefix('/english')).toBeUndefined();
    expect(localeFromPrefix('/kontakt')).toBe('sv');
    expect(localeFromPrefix('/sv/kontakt')).toBe('sv');
    expect(localeFromPrefix('/no-such-page')).toBeUndefined();
  });

  it('redirects /sv, /sv/<path>, the old privacy path and trailing slashes', () => {
    expect(redirectTarget('/sv')).toBe('/');
    expect(redirectTarget('/sv/')).toBe('/');
    expect(redirectTarget('/sv/kontakt')).toBe('/kontakt');
    expect(redirectTarget('/sv/erbjudanden/clarity-for-you/')).toBe('/erbjudanden/clarity-for-you');
    expect(redirectTarget('/integritet')).toBe('/integritetspolicy');
    expect(redirectTarget('/om-oss/')).toBe('/om-oss');
    expect(redirectTarget('/')).toBeUndefined();
    expect(redirectTarget('/om-oss')).toBeUndefined();
    expect(redirectTarget('/svenska')).toBeUndefined();
    expect(redirectTarget('/sv/integritet')).toBe('/integritetspolicy');
  });

  it('redirects only to paths of the table, never to a piece of the request', () => {
    const targets = new Set([...SCREENS.flatMap((s) => [s.paths.sv, s.paths.en])]);
    const crafted = [
      '/sv//evil.example',
      '/sv///evil.example/',
      '/sv/\\evil.example',
      '/sv/\t/evil.example',
      '//evil.example/',
      '/\\evil.example/',
      '//',
      '///',
      '/sv/en/about',
      '/sv/okand/',
      '/okand/',
      '/€/',
      '/sv/€',
    ];
    for (const path of crafted) {
      const target = redirectTarget(path);
      if (target !== undefined) expect(targets).toContain(target);
    }
    expect(redirectTarget('/sv//evil.example')).toBeUndefined();
    expect(redirectTarget('/sv/en/about')).toBeUndefined();
    expect(redirectTarget('/okand/')).toBeUndefined();
  });

  it('prerenders every screen in both languages and both not-found pages', () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(SCREENS.length * 2 + 2);
    expect(paths).toEqual(expect.arrayContaining(['/404', '/en/404']));
  });

  it('prerenders each screen’s own two paths, once each, in table order', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 4)).toEqual(['/', '/en', '/erbjudanden', '/en/services']);
    for (const screen of SCREENS) expect(paths).toEqual(expect.arrayContaining([screen.paths.sv, screen.paths.en]));
  });

  it('drops every trailing slash but keeps the root', () => {
    expect(normalizePath('/om-oss///')).toBe('/om-oss');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    // No URL has an empty path, but a caller's empty string means the root, too.
    expect(normalizePath('')).toBe('/');
  });

  it('names each route by screen and language, and finds each screen by its id', () => {
    expect(routeId('about', 'en')).toBe('about.en');
    expect(pathFor('contact', 'sv')).toBe('/kontakt');
    expect(pathFor('contact', 'en')).toBe('/en/contact');
    expect(() => screenById('nowhere' as ScreenId)).toThrow('Unknown screen: nowhere');
  });

  it('reads /sv as Swedish, as a prefix too', () => {
    expect(localeFromPrefix('/sv')).toBe('sv');
    expect(localeFromPrefix('/svenska')).toBeUndefined();
  });

  it('keeps no hash when none is asked for or the target page has no anchors', () => {
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', '')).toBe('/en/services/clarity-for-you');
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', '#')).toBe('/en/services/clarity-for-you');
    expect(counterpartPath('/kontakt', 'en', '#faq')).toBe('/en/contact');
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', 'faq')).toBe('/en/services/clarity-for-you#faq');
  });

  it('drops only a leading # from the hash: one elsewhere makes it no anchor of the page', () => {
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', 'faq#')).toBe('/en/services/clarity-for-you');
    expect(counterpartPath('/erbjudanden/clarity-for-you', 'en', '##faq')).toBe('/en/services/clarity-for-you');
  });

  it('does not send an English page to a Swedish alias, nor a Swedish path under /sv to English', () => {
    expect(redirectTarget('/en/about/')).toBe('/en/about');
    expect(redirectTarget('/sv/en/contact')).toBeUndefined();
    expect(redirectTarget('/en/integritet')).toBeUndefined();
  });

  it('joins the site origin and a path with exactly one slash', () => {
    expect(absoluteUrl('https://example.se', '/om-oss')).toBe('https://example.se/om-oss');
    expect(absoluteUrl('https://example.se///', '/om-oss')).toBe('https://example.se/om-oss');
  });

  it('keeps the private Team Pulse pages out of the index, and every other page in it', () => {
    const hidden = SCREENS.filter((screen) => !isIndexed(screen)).map((screen) => screen.id);
    expect(hidden).toEqual(['teamPulseAnswer', 'teamPulseResults']);
  });
});
