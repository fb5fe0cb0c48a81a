// @vitest-environment node
/**
 * One term, one format, per language (issue 31, "Words a buyer will test"): the catalogs and the
 * articles never use a variant the site has settled against. Each rule names the form to use.
 * Durations are written in digits ("5 minuter", "30 minutes") as everywhere else on the site;
 * counts of things stay in words ("sex påståenden").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalog } from './catalogs';

const ARTICLES = 'src/content/articles';

interface Rule {
  variant: RegExp;
  use: string;
}

const RULES: Record<'sv' | 'en', Rule[]> = {
  sv: [
    { variant: /\b30-60-90\b/, use: '30/60/90' },
    { variant: /AI-beredskap|AI[- ]readiness/i, use: 'AI-mognad' },
    { variant: /\bdiplom/i, use: 'intyg' },
    {
      variant: /\b(?:två|tre|fyra|fem|sex|sju|åtta|nio|tio|femton|trettio|sextio) minut/i,
      use: 'siffror: "5 minuter"',
    },
    { variant: /\b(?:högst|max|minst) \d{4,}/, use: 'tusental med mellanrum: "högst 2 000"' },
  ],
  en: [
    { variant: /\b30-60-90\b/, use: '30/60/90' },
    { variant: /AI readiness/i, use: 'AI maturity' },
    { variant: /\bdiploma\b/i, use: 'certificate of completion' },
    {
      variant: /\b(?:two|three|four|five|six|seven|eight|nine|ten|fifteen|thirty|sixty)[- ]minutes?\b/i,
      use: 'digits: "5 minutes"',
    },
    {
      variant:
        /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2},? \d{4}/,
      use: 'British dates: "26 November 2026"',
    },
    { variant: /\b(?:at most|up to|no more than) \d{4,}/, use: 'thousands with a comma: "2,000"' },
  ],
};

/** Every text a visitor reads in the language: each catalog message and each article file. */
function textsOf(locale: 'sv' | 'en'): [string, string][] {
  const messages = Object.entries(readCatalog(locale)).map(([id, text]): [string, string] => [`message ${id}`, text]);
  const articles = readdirSync(ARTICLES).map((slug): [string, string] => {
    const file = join(ARTICLES, slug, `${locale}.md`);
    return [file, readFileSync(file, 'utf8')];
  });
  return [...messages, ...articles];
}

describe.each(['sv', 'en'] as const)('the %s copy', (locale) => {
  it.each(RULES[locale].map((rule) => [rule.use, rule.variant] as const))('uses %s', (_use, variant) => {
    const found = textsOf(locale)
      .filter(([, text]) => variant.test(text))
      .map(([where, text]) => `${where}: …${text.match(variant)![0]}…`);
    expect(found).toEqual([]);
  });
});

describe('the rules', () => {
  it('catch the variants the site has left behind', () => {
    const caught = (locale: 'sv' | 'en', text: string) => RULES[locale].some((rule) => rule.variant.test(text));
    expect(caught('sv', 'en 30-60-90-plan')).toBe(true);
    expect(caught('sv', 'Det tar ungefär fem minuter.')).toBe(true);
    expect(caught('sv', 'högst 2000 tecken')).toBe(true);
    expect(caught('en', 'It takes about five minutes.')).toBe(true);
    expect(caught('en', 'September 24, 2025')).toBe(true);
    // What the site writes passes: a count in words, a minute in a rate-limit message, a year.
    expect(caught('sv', 'sex påståenden, vänta en minut, 30/60/90-plan, högst 2 000 tecken, 2025')).toBe(false);
    expect(caught('en', 'six statements, wait a minute, a 30-minute call, 24 September 2025, 2,000')).toBe(false);
  });
});
