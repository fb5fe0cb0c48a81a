// Loaded by scripts/node-lts.ts into every process and thread of the LTS test pass (NODE_OPTIONS
// --import, which Node also runs in worker threads and passes to child processes): it sends each
// import or require of the project's better-sqlite3 to the copy built for the LTS's ABI.
// node_modules keeps the build for the machine's Node, so a run interrupted half-way leaves
// nothing to rebuild. Plain JavaScript, like server/db/sqlite-worker.mjs: Node loads it before
// any TypeScript loader exists.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const INSTALLED = new URL('../node_modules/better-sqlite3/', import.meta.url).href;
const copyDir = process.env.NODE_LTS_BETTER_SQLITE3;
if (!copyDir) throw new Error('NODE_LTS_BETTER_SQLITE3 is not set: run the LTS pass with scripts/node-lts.ts');
const LTS_COPY = pathToFileURL(`${copyDir}/`).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(INSTALLED)) return resolved;
    return { ...resolved, url: LTS_COPY + resolved.url.slice(INSTALLED.length) };
  },
});
