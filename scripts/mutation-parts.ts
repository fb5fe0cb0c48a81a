/**
 * The parts of the mutation run (scripts/mutation.ts): what each mutates and the tests that
 * guard it. Read by the run and by the report (scripts/mutation-report.ts), which names the parts
 * that have no result yet.
 */
export interface Part {
  /** Names the part's JSON report and its sandbox. */
  name: string;
  /** What Stryker changes. */
  mutate: string[];
  /** The tests that guard it, passed to vitest.mutation.config.ts. */
  tests: string[];
  /** Its tests need the databases (PostgreSQL, Redis), started as `npm run test:unit` starts them. */
  services?: boolean;
  /**
   * Words in the names of tests left out: tests of a process of its own (server/main.ts), where a
   * mutant is never switched on (see scripts/mutation.ts), so they cannot kill one and only add to the time.
   */
  skipTestsNamed?: string;
  /** Its tests serve the build (`npm run build` first), so the sandbox gets a copy of it. */
  needsBuild?: boolean;
  /**
   * false: every mutant's run and the first (coverage) run take all of the part's tests, not only
   * those Vitest's related mode finds importing the mutated file. For a part whose tests reach
   * its code through a module Vite rewrites, which related mode does not follow. Costly where a
   * part has static mutants and many tests (each then reruns all of them), so only where needed.
   */
  related?: boolean;
}

// The pages' behaviour tests render the layout, the components and the features' views as a
// visitor meets them (roles, names, focus): for the .tsx files they are the guard, next to the
// few components tested alone.
const PAGE_TESTS = ['src/pages/**/*.test.tsx', 'src/app/*.test.tsx'];

/** Team Pulse's views up to a survey's answers (the first of its two parts; the results views are the second). */
const TEAM_START_VIEWS = ['AnswerSurvey', 'CopyLink', 'FollowUp', 'StartSurvey', 'SurveyCreated'];

/** The views, hooks and API calls of the feature folders named, guarded by their tests and the pages'. */
function featureViews(name: string, folders: string[]): Part {
  const folder = folders.length === 1 ? folders[0] : `{${folders.join(',')}}`;
  return {
    name,
    mutate: [
      `src/features/${folder}/*.tsx`,
      `src/features/${folder}/use*.ts`,
      `src/features/${folder}/*-api.ts`,
      `src/features/${folder}/send-*.ts`,
    ],
    tests: [`src/features/${folder}/*.test.{ts,tsx}`, ...PAGE_TESTS],
  };
}

/** A folder of src/components, guarded by the components' tests, the features' view tests and the pages'. */
function componentsPart(name: string, folder: string): Part {
  return {
    name,
    mutate: [`src/components/${folder}/*.{ts,tsx}`],
    // The forms, toasts and survey steps are built from these components and tested in the
    // features' view tests (ContactForm.test, PulseSurvey.test, ...): without those, 157 of the
    // 629 mutants had no test at all and ui scored 17 % (first run, 2026-11-26).
    tests: ['src/components/**/*.test.{ts,tsx}', 'src/features/*/*.test.tsx', ...PAGE_TESTS],
  };
}

export const PARTS: Part[] = [
  { name: 'content', mutate: ['src/content/*.ts'], tests: ['src/content/*.test.ts'] },
  { name: 'routing', mutate: ['src/routing/*.ts'], tests: ['src/routing/*.test.{ts,tsx}'] },
  { name: 'domain', mutate: ['src/domain/**/*.ts'], tests: ['src/domain/**/*.test.ts'] },
  {
    name: 'features',
    mutate: [
      'src/features/*/*.ts',
      // Hooks and API calls: the feature-views parts, with the components' and pages' tests.
      '!src/features/*/use*.ts',
      '!src/features/*/*-api.ts',
      '!src/features/*/send-*.ts',
    ],
    tests: ['src/features/*/*.test.ts'],
  },
  // The features' views, hooks (use*.ts) and API calls (*-api.ts, send-*.ts), in four parts of
  // 300 to 500 mutants (estimated from their lines): each mutant reruns the view and page tests
  // that render it, and Stryker keeps a part's results only when the part finishes, so a part
  // must fit in a working session with a CI run after it. Estimated at 3 to 6 mutants a minute
  // (the components' pace); feature-views-leads, the first to run, made 387 at about 30 a minute.
  featureViews('feature-views-pulse', ['pulse', 'seven-c']),
  featureViews('feature-views-leads', ['contact', 'interest-list', 'packages', 'blog-teaser']),
  {
    ...featureViews('feature-views-team-start', ['team-pulse']),
    mutate: TEAM_START_VIEWS.map((view) => `src/features/team-pulse/${view}.tsx`),
  },
  {
    ...featureViews('feature-views-team-results', ['team-pulse']),
    mutate: [
      'src/features/team-pulse/*.tsx',
      ...TEAM_START_VIEWS.map((view) => `!src/features/team-pulse/${view}.tsx`),
      'src/features/team-pulse/use*.ts',
      'src/features/team-pulse/*-api.ts',
    ],
  },
  {
    // The heading and range keep-together rules: regular expressions at module level, so most of
    // their mutants (29 of 36) are static and rerun every test of their part that imports them. In
    // the components part that was every page test, about 3 minutes a mutant; here, their own tests.
    name: 'components-text',
    mutate: ['src/components/text/*.{ts,tsx}'],
    tests: ['src/components/text/*.test.tsx'],
  },
  // The rest of src/components in two parts, the controls (ui) and the page frame (layout), with the
  // same tests: StrykerJS keeps a part's results only when the part finishes, and the whole of
  // it (565 mutants) did not finish in the 31 minutes a session could give it.
  componentsPart('components-ui', 'ui'),
  componentsPart('components-layout', 'layout'),
  {
    name: 'boot',
    // The early-press recorder and the deferred loader are browser code compiled into the page;
    // their tests run them in jsdom as the page does.
    mutate: ['src/boot/*.{ts,tsx}'],
    tests: ['src/boot/*.test.{ts,tsx}'],
    // aria-slot.test.tsx reaches useSlotIdEffect only through React Aria, as scripts/aria-ssr-plugin.ts
    // rewrites it: related mode left the test out and called that code uncovered.
    related: false,
  },
  {
    name: 'server',
    // The mail text and the catalog it is read from: compose.test.ts reads both.
    mutate: ['server/config.ts', 'server/mail/compose.ts', 'server/mail/catalog.ts'],
    tests: ['server/config.test.ts', 'server/mail/compose.test.ts'],
  },
  {
    name: 'server-http',
    mutate: [
      'server/app.ts',
      'server/health.ts',
      'server/http-limits.ts',
      'server/static-site.ts',
      'server/address-group.ts',
      'server/security.ts',
    ],
    tests: [
      'server/app.test.ts',
      'server/health.test.ts',
      'server/security-headers.test.ts',
      'server/http-limits.test.ts',
      'server/static-site.test.ts',
      'server/address-group.test.ts',
    ],
    services: true,
    skipTestsNamed: 'real server (server/main.ts)',
    needsBuild: true,
  },
  {
    name: 'server-functions',
    mutate: ['server/functions/*.ts'],
    tests: ['server/functions/*.test.ts'],
    services: true,
  },
  {
    name: 'server-db',
    // sqlite-worker.mjs runs in a worker thread, which has a global object of its own, so
    // Stryker's switch for the active mutant never reaches it: left out (its faults are
    // server/db/worker-supervision.test.ts's and server/faults.test.ts's).
    mutate: ['server/db/*.ts', '!server/db/schema.ts'],
    tests: [
      'server/db/*.test.ts',
      'server/functions/functions.test.ts',
      'server/team-pulse/team-pulse-storage.test.ts',
    ],
    services: true,
  },
  {
    name: 'server-mail',
    mutate: ['server/mail/outbox.ts', 'server/mail/webhook.ts'],
    tests: ['server/mail/*.test.ts'],
    services: true,
  },
  {
    name: 'server-leads',
    mutate: ['server/leads.ts'],
    // The team surveys' export, erase and purge are held by the Team Pulse CLI test, the backup
    // command's arguments by the backup test (in process, through runCli).
    tests: ['server/leads.test.ts', 'server/team-pulse/team-pulse-cli.test.ts', 'server/backup/backup.test.ts'],
    services: true,
    skipTestsNamed: 'as a process',
  },
  {
    name: 'server-team-pulse',
    mutate: ['server/team-pulse/*.ts'],
    tests: ['server/team-pulse/*.test.ts'],
    services: true,
  },
];
