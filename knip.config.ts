// knip: no unused file, export or dependency (`npm run knip`, in `npm test`). Two passes: the
// whole project, tests included; then production code alone (`--production`, files excluded:
// test helpers are used by tests only), which reports an export that only a test uses, i.e. code
// no page, server or build step runs. The first pass skips configuration hints, which would call
// the production entries below redundant.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Entries besides those knip's plugins find (React Router's routes, Vite, Vitest, Playwright,
  // the package.json scripts); `!` marks them as production code for the second pass: the
  // consultancy's command and the build steps run in production too (knip counts only `start`);
  // noscript.css is linked by URL from the root layout.
  // vitest.mutation.config.ts is named inside stryker.config.mjs (knip's Stryker plugin finds the
  // config file but does not follow the test runner's configFile option). The
  // mutation scripts are a developer's tool that starts the test databases (server/test), not a
  // build step: entries of the first pass only.
  // src/boot's *.browser.ts are compiled into inline scripts by scripts/defer-scripts.ts, which
  // names them by path, not by import.
  entry: [
    'server/leads-cli.ts!',
    'scripts/!(mutation)*.ts!',
    'scripts/mutation*.{ts,mjs}',
    '!scripts/*.test.ts',
    'src/boot/*.browser.ts!',
    'public/noscript.css!',
    'vitest.mutation.config.ts',
  ],
  // A constant or helper exported beside the code that uses it (e.g. a limit a schema applies)
  // names a fact of that module; it is dead only if nothing uses it, there or elsewhere.
  ignoreExportsUsedInFile: true,
  compilers: {
    // The font stylesheets reach their packages by url('../../node_modules/<package>/…'), fonts.css
    // the generated one by @import url('./fonts.generated.css'), and a CSS module another by
    // `composes: x from './Other.module.css'`: read each as an import, so a font package, the
    // generated stylesheet or a shared module counts as used exactly while a stylesheet names it.
    css: (text: string) =>
      [
        ...[...text.matchAll(/url\('(?:\.\.\/)+node_modules\/((?:@[^/]+\/)?[^/']+)[^']*'\)/g)].map(([, name]) => name),
        ...[...text.matchAll(/@import\s+url\('(\.[^']+)'\)/g)].map(([, path]) => path),
        ...[...text.matchAll(/composes:[^;]*\bfrom\s+'([^']+)'/g)].map(([, path]) => path),
      ]
        .map((name) => `import '${name}';`)
        .join('\n'),
  },
  // Programs of the operating system, not of npm: the HTML checker's Java, and what the fault and
  // service tests run (mount a full tmpfs, chattr +i a file, runuser for PostgreSQL, redis-server,
  // PostgreSQL's pg_dump and pg_restore, systemd-analyze on the backup units).
  ignoreBinaries: [
    'java',
    'mount',
    'chattr',
    'runuser',
    'redis-server',
    'pg_dump',
    'pg_restore',
    'systemd-analyze',
    'cc',
  ],
};

export default config;
