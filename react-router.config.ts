import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/route-table';

export default {
  appDirectory: 'src',
  // Static hosting: every page is prerendered at build time and hydrated in the browser.
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
