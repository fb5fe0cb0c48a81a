import { defineConfig } from '@playwright/test';

const port = Number(process.env.TEST_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
export const E2E_DATABASE_URL = 'sqlite:./data/e2e.db';

/**
 * Browser tests against the production server and the prerendered build (`npm run build` first).
 * Debian's Chromium is used, not a Playwright download (see scripts/ensure-chromium.sh).
 */
export default defineConfig({
  projects: [
    { name: 'a11y', testDir: 'a11y-tests' },
    { name: 'e2e', testDir: 'e2e' },
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI: a test that fails twice still fails the run, and one that passes on retry
  // is listed as "flaky" in the summary, to be mended, instead of sinking the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: baseURL,
    // Its own database, so the journeys can check what was stored; no SMTP, so mail only queues.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: E2E_DATABASE_URL,
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: '1000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
