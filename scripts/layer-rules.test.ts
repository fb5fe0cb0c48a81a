// @vitest-environment node
/**
 * The layer rules in eslint.config.js, tried on code that breaks them: a wrong import or a
 * language code outside the route table must fail `npm run lint`, with the rule's message, and the
 * imports the layers allow must pass. The code is linted as if it were a file at that path
 * (nothing is written), without type information, which none of these rules needs.
 */
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config,
});

/** The rules a file at `path` holding `code` breaks, with their messages. */
async function broken(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('routing is the bottom layer', () => {
  it.each([
    ['../components/layout/Header', 'a component'],
    ['../pages/home/HomePage', 'a page'],
    ['../features/contact/prefill', 'a feature'],
    ['../app/AppProviders', 'the app shell'],
    ['../domain/validation', 'shared logic'],
  ])('src/routing may not import %s (%s)', async (specifier) => {
    expect(await broken('src/routing/probe.ts', importing(specifier))).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringMatching(/Routing is the bottom layer/),
      }),
    ]);
  });

  it('imports the catalogs’ types, and every layer imports it', async () => {
    expect(
      await broken(
        'src/routing/probe.ts',
        `import type { MessageId } from '../i18n/messages';\nexport type Id = MessageId;\n`,
      ),
    ).toEqual([]);
    expect(await broken('src/components/probe.ts', importing('../routing/locale'))).toEqual([]);
    expect(await broken('src/domain/probe.ts', importing('../routing/route-table'))).toEqual([]);
  });
});

describe('the app shell (src/app) is the top layer', () => {
  it.each([
    ['src/components/layout/probe.ts', '../../app/PageHead'],
    ['src/pages/article/probe.ts', '../../app/AppProviders'],
    ['src/features/contact/probe.ts', '../../app/useRouteFocus'],
    ['src/domain/probe.ts', '../app/resources/sitemap'],
    ['src/content/probe.ts', '../app/resources/sitemap'],
    ['src/seo/probe.ts', '../app/PageHead'],
  ])('%s may not import %s', async (path, specifier) => {
    expect(await broken(path, importing(specifier))).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringMatching(/src\/app \(layouts, providers, head tags\) is the top layer/),
      }),
    ]);
  });

  it('imports the layers below it, and a test may mount a page in it', async () => {
    expect(await broken('src/app/probe.ts', importing('../routing/page-head-data'))).toEqual([]);
    expect(await broken('src/app/probe.ts', importing('../components/layout/SiteShell'))).toEqual([]);
    expect(await broken('src/pages/contact/probe.test.tsx', importing('../../app/AppProviders'))).toEqual([]);
  });
});

describe('the server imports src/domain and its allow-list only', () => {
  it.each([
    ['../src/features/contact/prefill'],
    ['../src/features/team-pulse/team-pulse-api'],
    ['../src/routing/locale'],
    ['../src/components/ui/Button'],
  ])('server/ may not import %s', async (specifier) => {
    expect(await broken('server/probe.ts', importing(specifier))).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringMatching(/src\/domain/),
      }),
    ]);
  });

  it.each([
    ['../src/domain/contact-schema'],
    ['../src/domain/pulse/lead-schema'],
    ['../src/domain/team-pulse/team-aggregate'],
    ['../src/routing/route-table'],
    ['../src/config/brand'],
  ])('server/ may import %s', async (specifier) => {
    expect(await broken('server/probe.ts', importing(specifier))).toEqual([]);
  });
});

describe('a language code is written only in the route table', () => {
  const check = `export const isEnglish = (locale: string) => locale === 'en';\n`;
  const list = `export const languages = ['sv', 'en'];\n`;
  const type = `export type Language = 'sv' | 'en';\n`;

  it.each([
    ['src/features/probe.ts', check],
    ['src/pages/probe.tsx', list],
    ['server/probe.ts', check],
    ['scripts/probe.ts', type],
  ])('fails in %s', async (path, code) => {
    const messages = await broken(path, code);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).toEqual(
      messages.map((): unknown =>
        expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringMatching(/route table/) }),
      ),
    );
  });

  it('passes in the route table and in tests, and for a language tag', async () => {
    expect(await broken('src/routing/route-table.ts', list)).toEqual([]);
    expect(await broken('src/features/probe.test.ts', check)).toEqual([]);
    expect(await broken('server/probe.ts', `export const tag = 'en-GB';\n`)).toEqual([]);
  });
});
