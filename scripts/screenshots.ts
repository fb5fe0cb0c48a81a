/**
 * `npm run screenshots [-- /path ...]`: full-page screenshots of every route (or the given
 * paths) at 375 and 1280 px, in Debian's Chromium, against a running server (BASE_URL,
 * default http://127.0.0.1:8080). Written to screenshots/ (ignored by git), for looking at.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { prerenderPaths } from '../src/routing/route-table';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : prerenderPaths();
const widths = [375, 1280];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const name = `${path.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
