/**
 * The dev server's share images, feeds, logo and template files (scripts/dev-files.ts): only the
 * build writes them into build/client, so without this `npm run dev` answered 404 for each.
 * Loaded through Vite's SSR module graph on each request, so an edit shows without a restart.
 */
import type { Plugin } from 'vite';
import type * as DevFiles from './dev-files';

/** The paths those files may have; every other request passes untouched (and loads nothing). */
const DEV_FILE = /^\/logo\.svg$|^\/share\/.+\.png$|\/feed\.xml$|\.(docx|xlsx)$/;

export function devFilesPlugin(): Plugin {
  return {
    name: 'clarity:dev-files',
    apply: 'serve',
    configureServer(server) {
      // Added here, not in a returned hook: it runs before Vite's and React Router's handlers.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://dev.invalid');
        if (!DEV_FILE.test(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        void (server.ssrLoadModule('/scripts/dev-files.ts') as Promise<typeof DevFiles>)
          .then(async ({ devFile }) => {
            const file = await devFile(pathname);
            if (!file) return next();
            response.setHeader('Content-Type', file.type);
            response.setHeader('Cache-Control', 'no-store');
            response.end(request.method === 'HEAD' ? undefined : file.body);
          })
          .catch(next);
      });
    },
  };
}
