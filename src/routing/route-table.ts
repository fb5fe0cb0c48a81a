/**
 * The one route table. Every screen is listed once with its Swedish and English path, its
 * page module, its head message ids and the message namespaces it ships. Routing
 * (src/routes.ts), the language switch, the catalog split, the prerender list, the sitemap,
 * hreflang, the server's redirects and the tests all read this table, so no path is written
 * anywhere else.
 *
 * Kept free of React and Vite imports: the Node server and the build scripts import it too.
 */
import type { MessageId } from '../i18n/messages';

export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'sv' satisfies Locale;

/**
 * The language tag each language formats dates and numbers with (Intl, React Aria). These are
 * the only places a language is named by its code: everything else reads `LOCALES`,
 * `DEFAULT_LOCALE` or keys a `Record<Locale, …>` (a lint rule fails on `'sv'`/`'en'` elsewhere).
 */
export const LANGUAGE_TAGS: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

export interface Screen {
  id: string;
  paths: Record<Locale, string>;
  /** Page module, relative to src/. One module serves both languages. */
  page: string;
  title: MessageId;
  description: MessageId;
  /** Old Swedish paths that answer with a 301 to `paths.sv`. */
  svAliases?: readonly string[];
  /** Fragment ids a page carries, so a language switch can keep `#hash` only where it exists. */
  anchors?: Partial<Record<Locale, readonly string[]>>;
  /**
   * False for pages reached only through a private link (a team survey's share and results
   * pages): prerendered and served like any page, but `noindex` and left out of the sitemap.
   */
  indexed?: boolean;
  /**
   * The message namespaces the page uses besides the shell's (a message's namespace is the part
   * of its id before the first dot), or parts of one (`pulse.question`: the ids that begin
   * with it). They ship with the page as its loader data; see src/i18n/catalog-split.ts.
   */
  namespaces: readonly MessageGroup[];
}

/** The namespace of a message id: `home.hero.book` → `home`. */
export type Namespace = MessageId extends `${infer Head}.${string}` ? Head : never;

/**
 * The first two parts of a message id: `pulse.question.you_q1` → `pulse.question`; a message
 * of two parts names itself (`teamPulse.eyebrow`).
 */
type PartOf<Id> = Id extends `${infer Head}.${infer Part}.${string}`
  ? `${Head}.${Part}`
  : Id extends `${string}.${string}`
    ? Id
    : never;

/** A namespace, or the part of one a page needs when it needs only part of it: `pulse.question`. */
export type MessageGroup = Namespace | PartOf<MessageId>;

// Lists several screens share. The cards that lead to the packages need only `packageCard`;
// the overview's facts need the packages' own text too.
const PACKAGE_TEXT = ['packageCard', 'package', 'clarityForYou', 'clarityForTeams', 'strategicClarity'] as const;
const FORMS = ['contact', 'validation', 'ui', 'interestList', 'modules'] as const;

const packageAnchors = ['overview', 'results', 'how', 'timeline', 'faq'] as const;

export const SCREENS = [
  {
    id: 'home',
    paths: { sv: '/', en: '/en' },
    page: 'pages/home/HomePage.tsx',
    title: 'home.meta.title',
    description: 'home.meta.description',
    namespaces: ['home', 'packageCard'],
  },
  {
    id: 'services',
    paths: { sv: '/erbjudanden', en: '/en/services' },
    page: 'pages/services/ServicesPage.tsx',
    title: 'services.meta.title',
    description: 'services.meta.description',
    namespaces: ['services', ...PACKAGE_TEXT],
  },
  {
    id: 'strategicClarity',
    paths: { sv: '/erbjudanden/strategic-clarity', en: '/en/services/strategic-clarity' },
    page: 'pages/strategic-clarity/StrategicClarityPage.tsx',
    title: 'strategicClarity.meta.title',
    description: 'strategicClarity.meta.description',
    namespaces: ['package', 'packageCard', 'strategicClarity'],
    anchors: { sv: ['overview', 'how', 'roadmap', 'faq'], en: ['overview', 'how', 'roadmap', 'faq'] },
  },
  {
    id: 'clarityForTeams',
    paths: { sv: '/erbjudanden/clarity-for-teams', en: '/en/services/clarity-for-teams' },
    page: 'pages/clarity-for-teams/ClarityForTeamsPage.tsx',
    title: 'clarityForTeams.meta.title',
    description: 'clarityForTeams.meta.description',
    namespaces: ['package', 'packageCard', 'clarityForTeams'],
    anchors: { sv: packageAnchors, en: packageAnchors },
  },
  {
    id: 'clarityForYou',
    paths: { sv: '/erbjudanden/clarity-for-you', en: '/en/services/clarity-for-you' },
    page: 'pages/clarity-for-you/ClarityForYouPage.tsx',
    title: 'clarityForYou.meta.title',
    description: 'clarityForYou.meta.description',
    namespaces: ['package', 'packageCard', 'clarityForYou'],
    anchors: { sv: packageAnchors, en: packageAnchors },
  },
  {
    id: 'modules',
    paths: { sv: '/moduler', en: '/en/modules' },
    page: 'pages/modules/ModulesPage.tsx',
    title: 'modules.meta.title',
    description: 'modules.meta.description',
    namespaces: ['modules', 'interestList', 'ui'],
  },
  {
    id: 'blog',
    paths: { sv: '/blogg', en: '/en/blog' },
    page: 'pages/blog/BlogPage.tsx',
    title: 'blog.meta.title',
    description: 'blog.meta.description',
    // The index of the articles, whose cards say what the home page's teasers say (`home.blog`).
    // The articles themselves are files (src/content/articles/) under this path.
    namespaces: ['blog', 'home.blog'],
  },
  {
    id: 'templates',
    paths: { sv: '/mallar', en: '/en/templates' },
    page: 'pages/templates/TemplatesPage.tsx',
    title: 'templates.meta.title',
    description: 'templates.meta.description',
    namespaces: ['templates'],
    anchors: { sv: ['ai-policy', 'inventory', 'plan'], en: ['ai-policy', 'inventory', 'plan'] },
  },
  {
    id: 'about',
    paths: { sv: '/om-oss', en: '/en/about' },
    page: 'pages/about/AboutPage.tsx',
    title: 'about.meta.title',
    description: 'about.meta.description',
    namespaces: ['about'],
  },
  {
    id: 'contact',
    paths: { sv: '/kontakt', en: '/en/contact' },
    page: 'pages/contact/ContactPage.tsx',
    title: 'contact.meta.title',
    description: 'contact.meta.description',
    namespaces: FORMS,
  },
  {
    id: 'sevenC',
    paths: { sv: '/7c-modellen', en: '/en/7c-model' },
    page: 'pages/seven-c/SevenCPage.tsx',
    title: 'sevenC.meta.title',
    description: 'sevenC.meta.description',
    namespaces: ['sevenC'],
  },
  {
    id: 'aiLiteracy',
    paths: { sv: '/ai-literacy', en: '/en/ai-literacy' },
    page: 'pages/ai-literacy/AiLiteracyPage.tsx',
    title: 'aiLiteracy.meta.title',
    description: 'aiLiteracy.meta.description',
    namespaces: ['aiLiteracy'],
  },
  {
    id: 'sensemaking',
    paths: { sv: '/sensemaking', en: '/en/sensemaking' },
    page: 'pages/sensemaking/SensemakingPage.tsx',
    title: 'sensemaking.meta.title',
    description: 'sensemaking.meta.description',
    namespaces: ['sensemaking'],
  },
  {
    id: 'clarityScore',
    paths: { sv: '/clarity-score', en: '/en/clarity-score' },
    page: 'pages/clarity-score/ClarityScorePage.tsx',
    title: 'clarityScore.meta.title',
    description: 'clarityScore.meta.description',
    namespaces: ['clarityScore', 'pulse', ...FORMS],
  },
  {
    id: 'privacy',
    paths: { sv: '/integritetspolicy', en: '/en/privacy-policy' },
    page: 'pages/privacy/PrivacyPage.tsx',
    title: 'privacy.meta.title',
    description: 'privacy.meta.description',
    namespaces: ['privacy'],
    svAliases: ['/integritet'],
  },
  {
    id: 'terms',
    paths: { sv: '/villkor', en: '/en/terms' },
    page: 'pages/terms/TermsPage.tsx',
    title: 'terms.meta.title',
    description: 'terms.meta.description',
    namespaces: ['terms'],
  },
  {
    id: 'teamPulse',
    paths: { sv: '/teampuls', en: '/en/team-pulse' },
    page: 'pages/team-pulse/TeamPulseStartPage.tsx',
    title: 'teamPulse.meta.title',
    description: 'teamPulse.meta.description',
    namespaces: ['teamPulse', 'validation'],
  },
  {
    id: 'teamPulseAnswer',
    paths: { sv: '/teampuls/svara', en: '/en/team-pulse/answer' },
    page: 'pages/team-pulse/TeamPulseAnswerPage.tsx',
    title: 'teamPulseAnswer.meta.title',
    description: 'teamPulseAnswer.meta.description',
    // The question texts, the scale and the dimension names are the individual survey's (`pulse`).
    // Of Team Pulse's own text only what the answer page shows: all of it made the Swedish page
    // 13.5 kB (brotli), over what a new connection's first window holds (bench:size).
    namespaces: [
      'teamPulseAnswer',
      'teamPulse.eyebrow',
      'teamPulse.answer',
      'teamPulse.thanks',
      'teamPulse.problem',
      'teamPulse.link',
      'teamPulse.error',
      'pulse',
      'validation',
    ],
    indexed: false,
  },
  {
    id: 'teamPulseResults',
    paths: { sv: '/teampuls/resultat', en: '/en/team-pulse/results' },
    page: 'pages/team-pulse/TeamPulseResultsPage.tsx',
    title: 'teamPulseResults.meta.title',
    description: 'teamPulseResults.meta.description',
    // Of the individual survey's text only what a result shows (the statements, their scale, the
    // dimensions, the score's words), and of the modules only their names: the whole of `pulse`
    // and `modules` made the Swedish page 13.9 kB (brotli), one more round trip than the first
    // window of a new connection on a slow link holds.
    namespaces: [
      'teamPulseResults',
      'teamPulse.eyebrow',
      'teamPulse.results',
      'teamPulse.decide',
      'teamPulse.deleted',
      'teamPulse.copy',
      'teamPulse.problem',
      'teamPulse.link',
      'teamPulse.error',
      'pulse.question',
      'pulse.scale',
      'pulse.dimension',
      'pulse.label',
      'pulse.result',
      'modules.item',
    ],
    indexed: false,
  },
] as const satisfies readonly Screen[];

export type ScreenId = (typeof SCREENS)[number]['id'];

/** The not-found page, prerendered once per language and served with status 404. */
export const NOT_FOUND_PATHS: Record<Locale, string> = { sv: '/404', en: '/en/404' };

/** Route ids are `<screen>.<locale>`, e.g. `about.en`. */
export function routeId(screenId: ScreenId, locale: Locale): string {
  return `${screenId}.${locale}`;
}

export function screenById(id: ScreenId): Screen {
  const screen = SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`Unknown screen: ${id}`);
  return screen;
}

export function pathFor(id: ScreenId, locale: Locale): string {
  return screenById(id).paths[locale];
}

/**
 * Articles are prerendered under the blog: `/blogg/<slug>` and `/en/blog/<slug>`. Which slugs
 * exist is known from the article files (src/content/articles/), read at build time; the route
 * table only says where they live.
 */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The React Router path of the article route in a language: `/blogg/:slug`.
 * @public Read by src/routes.ts, which knip's production pass does not count as an importer.
 */
export function articleRoutePath(locale: Locale): string {
  return `${pathFor('blog', locale)}/:slug`;
}

export function articlePath(locale: Locale, slug: string): string {
  return `${pathFor('blog', locale)}/${slug}`;
}

/** The language and slug of an article path, whether or not that article exists. */
export function matchArticlePath(pathname: string): { locale: Locale; slug: string } | undefined {
  const path = normalizePath(pathname);
  for (const locale of LOCALES) {
    const prefix = `${pathFor('blog', locale)}/`;
    const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (ARTICLE_SLUG.test(slug)) return { locale, slug };
  }
  return undefined;
}

/** Drops a trailing slash (but keeps the root) so `/om-oss/` and `/om-oss` match alike. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function matchScreen(pathname: string): { screen: Screen; locale: Locale } | undefined {
  const path = normalizePath(pathname);
  for (const screen of SCREENS as readonly Screen[]) {
    for (const locale of LOCALES) {
      if (screen.paths[locale] === path) return { screen, locale };
    }
  }
  return undefined;
}

/** The language a path names by its prefix, or undefined when it names none. */
export function localeFromPrefix(pathname: string): Locale | undefined {
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  if (pathname === '/sv' || pathname.startsWith('/sv/')) return 'sv';
  return matchScreen(pathname) ? 'sv' : undefined;
}

/**
 * The counterpart of `pathname` in `target`, keeping `hash` only when the target page
 * carries that anchor. An unknown path maps to the target language's home page.
 */
// Stryker disable next-line StringLiteral: any default that names no anchor of the page acts alike
export function counterpartPath(pathname: string, target: Locale, hash = ''): string {
  const match = matchScreen(pathname);
  if (!match) return pathFor('home', target);
  const path = match.screen.paths[target];
  const anchor = hash.replace(/^#/, '');
  // Stryker disable next-line ArrayDeclaration: a page without anchors keeps none, whatever the placeholder list holds
  const keepHash = (match.screen.anchors?.[target] ?? []).includes(anchor);
  return keepHash ? `${path}#${anchor}` : path;
}

/**
 * The canonical path of the screen (or old alias) that `pathname` names, if any; with `locale`,
 * only a screen in that language counts (the old aliases are all Swedish).
 */
function canonicalScreenPath(pathname: string, locale?: 'sv'): string | undefined {
  const match = matchScreen(pathname);
  if (match) return !locale || match.locale === locale ? match.screen.paths[match.locale] : undefined;
  const path = normalizePath(pathname);
  const alias = (SCREENS as readonly Screen[]).find((s) => s.svAliases?.includes(path));
  return alias?.paths.sv;
}

/**
 * Where the server sends a path with a 301, or undefined when it is served as it is (or is
 * not found): `/sv` and `/sv/<path>` go to the unprefixed Swedish page, old aliases to their
 * page, and a trailing slash is dropped. The target is always a path from this table, never
 * a piece of the request, so no byte sequence can turn a redirect into one to another host.
 */
export function redirectTarget(pathname: string): string | undefined {
  if (pathname === '/sv') return '/';
  // `/sv/` is the home page's `/` here.
  if (pathname.startsWith('/sv/')) return canonicalScreenPath(pathname.slice(3), 'sv');
  const target = canonicalScreenPath(pathname);
  return target !== pathname ? target : undefined;
}

/** An absolute URL on the site's origin, for canonical, hreflang and sitemap entries. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** Whether search engines may index the screen and the sitemap lists it. */
export function isIndexed(screen: Screen): boolean {
  return screen.indexed !== false;
}

export function prerenderPaths(): string[] {
  return [...SCREENS.flatMap((s) => LOCALES.map((l) => s.paths[l])), ...Object.values(NOT_FOUND_PATHS)];
}
