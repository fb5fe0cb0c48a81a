/**
 * One audit for a page in any state, the same on every route and every open state: axe, label
 * in name (WCAG 2.5.3), and in forced colours axe again and a visible boundary on every control.
 * Soft assertions, each named, so one report lists every problem of the state.
 */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { controlsWithoutBoundary, focusRingsMissing } from './forced-colors';
import { labelInNameMismatches } from './label-in-name';

export async function expectAccessibleState(page: Page, { focusStops = 0 } = {}) {
  expect.soft(await axeViolations(page), 'axe').toEqual([]);
  expect.soft(await labelInNameMismatches(page), 'label in name').toEqual([]);
  await inForcedColours(page, async () => {
    expect.soft(await axeViolations(page), 'axe in forced colours').toEqual([]);
    expect.soft(await controlsWithoutBoundary(page), 'control boundaries in forced colours').toEqual([]);
    if (focusStops > 0) {
      expect.soft(await focusRingsMissing(page, focusStops), 'focus rings in forced colours').toEqual([]);
    }
  });
}

/** Runs `check` with forced colours (Windows High Contrast) on, then turns them off again. */
async function inForcedColours(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    await check();
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
