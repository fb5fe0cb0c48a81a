import type { Config } from '@react-router/dev/config';
import { finishBuild } from './scripts/postbuild';
import { RESOURCE_FILES } from './src/app/resource-files';
import { prerenderPaths } from './src/app/route-table';

export default {
  appDirectory: 'src',
  // Static hosting: every page is prerendered at build time and hydrated in the browser.
  ssr: false,
  async prerender() {
    return [...prerenderPaths(), ...Object.keys(RESOURCE_FILES)];
  },
  // After the prerender: what React Router has no option for (scripts/postbuild.ts).
  buildEnd() {
    finishBuild();
  },
} satisfies Config;
