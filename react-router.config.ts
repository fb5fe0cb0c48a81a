import type { Config } from '@react-router/dev/config';
import { finishBuild } from './scripts/postbuild';
import { RESOURCE_FILES } from './src/app/resource-files';
import { prerenderPaths } from './src/routing/route-table';
import { articlePaths } from './src/content/articles.server';

export default {
  appDirectory: 'src',
  // Static hosting: every page is prerendered at build time and hydrated in the browser.
  ssr: false,
  async prerender() {
    // The articles are read (and checked: a bad file fails here) from src/content/articles/.
    return [...prerenderPaths(), ...articlePaths(), ...Object.keys(RESOURCE_FILES)];
  },
  // After the prerender: what React Router has no option for (scripts/postbuild.ts).
  async buildEnd() {
    await finishBuild();
  },
} satisfies Config;
