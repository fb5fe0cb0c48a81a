// ESLint: the project's habits, checked in `npm test` (`npm run lint`). The layer rules below are
// the ones docs/architecture.md ("The layers and their rule") describes; change both together.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every feature folder: one zone each, so a feature can import only itself. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What the server may import from `src/` (paths relative to `src/`): `domain/`, where the logic the
 * browser and the server share lives, so both apply one rule, and an allow-list, each entry plain
 * TypeScript with no React and a reason:
 * - `domain/`: validation helpers, the forms' schemas (contact, Clarity Pulse's lead, Team Pulse's
 *   survey and answers), the survey's questions, scoring and dimension modules, Team Pulse's
 *   aggregate, the SITE_URL default.
 * - `routing/route-table.ts`: the one route table (and its `LOCALES`); the server answers,
 *   redirects and 404s by it. Not the rest of src/routing/ (React hooks, menus).
 * - `config/brand.ts`: the brand name in the mail.
 * - `i18n/messages.ts`: the `MessageId` type of the catalogs the mail and answers are written from.
 * - `content/modules.ts`: the module titles named in an enquiry's mail.
 * Any other import from server/ into src/ fails `npm run lint`.
 */
const SERVER_MAY_IMPORT_FROM_SRC = [
  './domain',
  './routing/route-table.ts',
  './config/brand.ts',
  './i18n/messages.ts',
  './content/modules.ts',
];

/** The server's tests may also build a lead exactly as the survey does (a contract test). */
const SERVER_TESTS_MAY_IMPORT_FROM_SRC = [...SERVER_MAY_IMPORT_FROM_SRC, './features/pulse/survey-state.ts'];

const serverZone = (except) => ({
  target: './server',
  from: './src',
  except,
  message:
    'The server imports from src/ only src/domain (shared schemas, scoring, validation) and the allow-list in eslint.config.js (the route table, the brand, the catalogs’ types, the module titles). Move shared logic into src/domain.',
});

/**
 * The layers between routing (the bottom) and the app's shell (the top): routing imports none of
 * them, and none of them imports the shell.
 */
const MIDDLE_LAYERS = [
  './src/pages',
  './src/features',
  './src/components',
  './src/content',
  './src/domain',
  './src/config',
  './src/seo',
];

/**
 * Routing (src/routing/: the route table, locale resolution, the menus) is the foundation every
 * other layer stands on: pages, features, components, content, the shared logic, the app's shell,
 * the build scripts all import it, and the server imports its route table (list below). So it
 * imports none of them: only the catalogs' types (src/i18n/messages.ts), and in its tests the
 * project's render() (src/test/).
 */
const routingZone = {
  target: './src/routing',
  from: ['./src/app', ...MIDDLE_LAYERS, './src/root.tsx', './src/routes.ts', './src/entry.client.tsx'],
  message:
    'Routing is the bottom layer: it imports no page, feature, component, content, shared logic or the app shell (src/app). Pass what it needs in, or move the code up.',
};

/**
 * The app's shell (src/app/: the layouts, the providers, the head tags, route-change focus, the
 * error screen, the sitemap and robots.txt) is the top layer: it wraps every page, and routes.ts,
 * root.tsx and the build scripts read it. Nothing in the layers below imports it; what they share
 * with it lives down there (the head data a page hands up in src/routing/page-head-data.ts).
 * src/routing and src/boot are not listed: their own zones forbid every such import already.
 * Tests (and the project's render() in src/test/) may mount a page inside the shell: see below.
 */
const appZone = {
  // And the catalogs and the styles, which routing may read (the catalogs' types).
  target: [...MIDDLE_LAYERS, './src/i18n', './src/styles'],
  from: './src/app',
  message:
    'src/app (layouts, providers, head tags) is the top layer: pages, features, components, content, shared logic and SEO never import it. Move what both need down a layer, or pass it in.',
};

const layerZones = [
  routingZone,
  appZone,
  {
    target: './src/components',
    from: ['./src/features', './src/pages'],
    message: 'Shared components know no feature or page: pass what they need as props, or move the code down a layer.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: a page composes them, and shared logic belongs in src/domain.',
  })),
  {
    target: './src/features',
    from: './src/pages',
    message: 'Features do not import pages; pages compose features.',
  },
  {
    target: ['./src/domain', './src/content', './src/config', './src/i18n'],
    from: ['./src/features', './src/pages'],
    message: 'Shared data and logic know no feature or page.',
  },
  {
    target: './src/boot',
    from: './src',
    except: ['./boot'],
    message:
      'The boot machinery (src/boot) runs beneath every page and knows none of them: it imports only React, React Aria and itself.',
  },
  {
    target: './src',
    from: ['./server', './scripts'],
    message: 'The site never imports the server or the build scripts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `async` without `await` is how a Promise-returning interface is implemented here (Kysely's
      // dialect, Fastify hooks, React Router's prerender()); the types already check the result.
      '@typescript-eslint/require-await': 'off',
      // `declare global { namespace FormatjsIntl }` is how react-intl learns our message ids.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // React Router's loaders throw a Response for an HTTP status; anything else thrown is an Error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Tests read JSON answers as `any` and assert on their values; the assertion is the check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'a11y-tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'a11y-tests/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // .ts too: a hook is as often a plain module (useHydrated, aria-ssr, useT) as a component file.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Browser code inlined into every page (scripts/defer-scripts.ts bundles it into one classic
    // script): a package, or a module that imports one, would go into every page's HTML with it.
    files: ['src/boot/*.browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything but a module beside it (`./name`).
              regex: '^(?!\\./[\\w.-]+$)',
              message:
                'An inline script of every page: import only plain modules of src/boot with no imports of their own (see src/boot/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // `role="list"` on a list without bullets is deliberate: Safari (VoiceOver) drops the list
      // semantics of a list styled `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { ol: ['list'], ul: ['list'] }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, serverZone(SERVER_MAY_IMPORT_FROM_SRC)] }],
    },
  },
  {
    // A test renders a page as the site does, inside the app's shell (AppProviders), or checks
    // what the shell builds from a layer below (the sitemap from the articles): tests sit on top.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones.filter((zone) => zone !== appZone), serverZone(SERVER_MAY_IMPORT_FROM_SRC)] },
      ],
    },
  },
  {
    files: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, serverZone(SERVER_TESTS_MAY_IMPORT_FROM_SRC)] },
      ],
    },
  },
  {
    // A language is named by its code only in the route table (`LOCALES`, `DEFAULT_LOCALE`,
    // `LANGUAGE_TAGS`): a check like `locale === 'en'` or a list like `['sv', 'en']` elsewhere
    // goes wrong silently when a language is added or the default changes. Elsewhere code reads
    // those exports or keys a `Record<Locale, …>` (its keys are not literals, and the type
    // requires every language). Tests and their helpers pick a language to test, and each
    // language's layout module (which routes.ts names by its code) imports its own catalog.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/test/**',
      'server/test/**',
      'src/routing/route-table.ts',
      'src/app/layouts/sv.tsx',
      'src/app/layouts/en.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(sv|en)$/]',
          message:
            'A language code is written only in the route table: use LOCALES, DEFAULT_LOCALE, isLocale or LANGUAGE_TAGS from src/routing/route-table.ts, or a Record<Locale, …>.',
        },
      ],
    },
  },
  {
    // Plain JavaScript (this file, the SQLite worker) is outside tsconfig's program.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
