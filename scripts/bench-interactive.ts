/**
 * `npm run bench:interactive`: how soon a press works on a slow phone. Each route is opened in
 * Debian's Chromium with the CPU 4× slower, a 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s
 * up (Lighthouse's mobile preset) and the cache disabled. The moment the page first paints
 * (its first-contentful-paint entry), the menu button (375 px) or the first header dropdown
 * (1280 px) is pressed, and the page's own clock notes:
 * - FCP: the first contentful paint, from navigation start;
 * - acknowledged: how long after the press the button showed it was taken (the early-press
 *   script's `aria-busy`, or the menu itself);
 * - open: how long after the press the menu or dropdown was open (once hydrated, the press is
 *   carried out).
 * Median of `--runs` (3) per route and width, to reports/interactive.md. A benchmark, not a
 * gate: the figures depend on the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { NOT_FOUND_PATHS, prerenderPaths } from '../src/routing/route-table';
import { median, startBenchServer } from './bench-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4481' },
    out: { type: 'string', default: 'reports/interactive.md' },
    /** Comma-separated paths, to measure a few routes. */
    paths: { type: 'string' },
  },
});
const runs = Number(values.runs);
const notFound = new Set(Object.values(NOT_FOUND_PATHS));
const paths = values.paths?.split(',') ?? prerenderPaths().filter((path) => !notFound.has(path));

const WIDTHS = [
  {
    width: 375,
    control: 'the menu button',
    selector: 'header button[aria-expanded]',
  },
  { width: 1280, control: 'the first dropdown', selector: 'nav button[aria-expanded]' },
] as const;

interface Run {
  fcp: number;
  acknowledged: number;
  open: number;
}

/**
 * The page's clock at the first frame where the visible control matching `selector` has one of
 * `attributes` set to "true" (the early-press script's aria-busy, or aria-expanded once open).
 */
async function whenVisibleControl(page: Page, selector: string, attributes: readonly string[]): Promise<number> {
  const handle = await page.waitForFunction(
    ([css, names]) => {
      const button = [...document.querySelectorAll(css)].find((el) => (el as HTMLElement).offsetParent !== null);
      return names.some((name) => button?.getAttribute(name) === 'true') ? performance.now() : false;
    },
    [selector, attributes] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function measure(browser: Browser, origin: string, path: string, width: number, selector: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: width < 768 ? 2 : 1,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const fcp = await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
        polling: 'raf',
        timeout: 60_000,
      })
      .then((handle) => handle.jsonValue());
    // Pressed in the page, with the page's clock: a real click on the visible control.
    const control = page.locator(selector).filter({ visible: true }).first();
    await control.click({ timeout: 30_000 });
    const pressedAt = await page.evaluate(() => performance.now());
    const acknowledgedAt = await whenVisibleControl(page, selector, ['aria-busy', 'aria-expanded']);
    const openAt = await whenVisibleControl(page, selector, ['aria-expanded']);
    // The press is timed from when it was made; `click` returns after the event was dispatched.
    return { fcp, acknowledged: Math.max(0, acknowledgedAt - pressedAt), open: Math.max(0, openAt - pressedAt) };
  } finally {
    await context.close();
  }
}

const ms = (value?: number) => (value === undefined ? '–' : `${Math.round(value)} ms`);

const server = await startBenchServer(values.port, 'interactive');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: string[] = [];
try {
  for (const path of paths) {
    for (const { width, control, selector } of WIDTHS) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await measure(browser, server.origin, path, width, selector));
      const row = `| ${path} | ${width} px, ${control} | ${ms(median(results.map((r) => r.fcp)))} | ${ms(median(results.map((r) => r.acknowledged)))} | ${ms(median(results.map((r) => r.open)))} |`;
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

mkdirSync('reports', { recursive: true });
writeFileSync(
  values.out,
  [
    '# A press on a slow phone',
    '',
    `CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, cache disabled; Debian Chromium, production server on 127.0.0.1. The control is pressed at the first contentful paint; median of ${runs} run(s). Written by \`npm run bench:interactive\`.`,
    '',
    '| route | width, control | FCP | press acknowledged after | open after the press |',
    '|---|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
console.log(`\nWritten to ${values.out}`);
