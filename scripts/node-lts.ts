/**
 * `npm run test:lts`: the unit tests (Vitest: the server's, the site's and the scripts') once
 * more, on the current Node LTS, after `npm test` has run everything on the machine's Node. CI
 * runs both (.ci/run). The browser suite runs once: the pages it loads are the same files
 * whichever Node built them. Arguments go to Vitest (`npm run test:lts -- server/db`).
 *
 * Node comes from the npm registry: the package node-<platform>-<arch>, the one the `node`
 * package installs, which ships the binary and Node's C++ headers. better-sqlite3 is native code
 * built for one Node ABI. node_modules keeps the build for the machine's Node; a copy of the
 * package is built here for the LTS (npm's node-gyp, against those headers: nothing to download),
 * and node-lts-hooks.mjs loads the copy in this pass only. So the rest of a run, or a pass stopped
 * half-way, never meets a binary built for the other Node. All of it lives in
 * node_modules/.cache/node-<version>/: kept between runs, removed by `npm ci`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The current LTS. deploy/clarity-site.service names its major. */
const LTS_VERSION = '26.10.0';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules/.cache', `node-${LTS_VERSION}`);
const PLATFORM_PACKAGE = `node-${process.platform}-${process.arch}`;
const NODE_HOME = path.join(CACHE, 'node_modules', PLATFORM_PACKAGE);
const LTS_NODE = path.join(NODE_HOME, 'bin/node');
const INSTALLED_SQLITE = path.join(ROOT, 'node_modules/better-sqlite3');
const SQLITE_COPY = path.join(CACHE, 'addon/node_modules/better-sqlite3');
const HOOKS = new URL('./node-lts-hooks.mjs', import.meta.url);

/** The LTS's directory first: the tests' child processes (process.execPath) and tools run it too. */
const PATH_WITH_LTS = `${path.dirname(LTS_NODE)}${path.delimiter}${process.env.PATH ?? ''}`;

function versionOf(packageDir: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

function installNode() {
  if (existsSync(LTS_NODE)) return;
  console.log(`Installing Node ${LTS_VERSION} (${PLATFORM_PACKAGE}) from the npm registry…`);
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      CACHE,
    ].concat(`${PLATFORM_PACKAGE}@${LTS_VERSION}`),
    { stdio: 'inherit' },
  );
}

/** Builds the copy unless it was built, for this LTS, from the project's better-sqlite3 version. */
function buildBetterSqlite3() {
  const built = `better-sqlite3 ${versionOf(INSTALLED_SQLITE)} for Node ${LTS_VERSION}`;
  const stamp = path.join(SQLITE_COPY, 'built-for.txt');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === built) return;
  // npm names its own node-gyp to the scripts it runs.
  const nodeGyp = process.env.npm_config_node_gyp;
  if (!nodeGyp) throw new Error('npm_config_node_gyp is not set: run this as `npm run test:lts`');

  console.log(`Building ${built}…`);
  rmSync(SQLITE_COPY, { recursive: true, force: true });
  const machineBuild = path.join(INSTALLED_SQLITE, 'build');
  cpSync(INSTALLED_SQLITE, SQLITE_COPY, { recursive: true, filter: (source) => source !== machineBuild });
  const build = spawnSync(LTS_NODE, [nodeGyp, 'rebuild', '--release', '-j', 'max'], {
    cwd: SQLITE_COPY,
    // The headers: node-gyp takes npm's settings from the environment, over its own arguments,
    // and npm passes on the machine's nodedir (its Node's headers) to the scripts it runs.
    env: { ...process.env, PATH: PATH_WITH_LTS, npm_config_nodedir: NODE_HOME },
    encoding: 'utf8',
  });
  // The compiler's output (warnings from SQLite's sources) is kept, and shown only on failure.
  const log = path.join(CACHE, 'better-sqlite3-build.log');
  writeFileSync(log, `${build.stdout}${build.stderr}`);
  if (build.status !== 0) {
    console.error(`${build.stdout}${build.stderr}`.split('\n').slice(-40).join('\n'));
    throw new Error(`node-gyp failed (${build.status ?? build.signal}); the whole log is in ${log}`);
  }
  writeFileSync(stamp, built);
}

installNode();
buildBetterSqlite3();
execFileSync('bash', ['scripts/ensure-services.sh'], { cwd: ROOT, stdio: 'inherit' });
console.log(`Unit tests on Node ${LTS_VERSION} (the machine's Node is ${process.version})`);
const tests = spawnSync(LTS_NODE, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: PATH_WITH_LTS,
    NODE_LTS_BETTER_SQLITE3: SQLITE_COPY,
    // Only the hooks: the options of the process that started this one are not the pass's.
    NODE_OPTIONS: `--import ${HOOKS.href}`,
  },
});
process.exit(tests.status ?? 1);
