/**
 * Team Pulse's follow-up round, by keyboard only: from the first round's results page the lead
 * starts a follow-up; the page moves to the new round's results (the status heading takes
 * focus); once three members have answered it, the before-and-after table shows each dimension
 * with the change, which this test computes on its own from the ratings it sent. The printout is
 * one A4 page in both languages, and in forced colours the earlier round's mark stays distinct
 * from the bars.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathFor, type Locale } from '../src/routing/route-table';
import { CATALOGS, gotoHydrated, tabTo } from './support/pages';

/** What each team statement measures (one statement per dimension). */
const DIMENSIONS = ['understanding', 'skills', 'waysOfWorking', 'leadership', 'policy', 'culture'];

/** This test's own scoring: a dimension's mean rating on 1–5 mapped to 0–100, rounded. */
function scores(sets: number[][]): Record<string, number> {
  return Object.fromEntries(
    DIMENSIONS.map((dimension, i) => {
      const mean = sets.reduce((sum, set) => sum + set[i], 0) / sets.length;
      return [dimension, Math.round(((mean - 1) / 4) * 100)];
    }),
  );
}

async function answerThrough(request: APIRequestContext, shareToken: string, sets: number[][]) {
  for (const ratings of sets) {
    const answers = Object.fromEntries(ratings.map((value, i) => [`team_q${i + 1}`, value]));
    const response = await request.post('/functions/v1/team-pulse/answer', {
      data: { token: shareToken, answerKey: randomBytes(32).toString('base64url'), answers },
    });
    expect(response.status()).toBe(200);
  }
}

/** A first round with three answers published, and its results page's path. */
async function publishedRound(request: APIRequestContext, locale: Locale, sets: number[][]) {
  const response = await request.post('/functions/v1/team-pulse/create', {
    data: { teamName: 'Ekonomi', email: `follow-${randomUUID().slice(0, 8)}@exempel.se`, locale, threshold: 3 },
  });
  expect(response.status()).toBe(201);
  const { shareToken, resultsToken } = (await response.json()) as { shareToken: string; resultsToken: string };
  await answerThrough(request, shareToken, sets);
  return `${pathFor('teamPulseResults', locale)}#${resultsToken}.${shareToken}`;
}

const ROUND1 = [
  [2, 1, 3, 2, 1, 3],
  [3, 2, 2, 2, 1, 4],
  [2, 2, 3, 1, 2, 3],
];
const ROUND2 = [
  [4, 3, 3, 4, 2, 5],
  [5, 3, 4, 3, 3, 4],
  [4, 4, 2, 3, 2, 4],
];

/** Starts the follow-up from the first round's page by keyboard; answers the new round; reloads. */
async function followUpCompared(page: Page, request: APIRequestContext, locale: Locale) {
  const text = CATALOGS[locale];
  await gotoHydrated(page, await publishedRound(request, locale, ROUND1));
  const start = page.getByRole('button', { name: text['teamPulseResults.followUp.start'] });
  await tabTo(page, start, { max: 80 });
  await page.keyboard.press('Enter');
  // The new round's page: its status heading has focus and says the follow-up started.
  const status = page.getByRole('heading', {
    name: text['teamPulse.results.statusTitle'].replace('{team}', 'Ekonomi'),
  });
  await expect(status).toBeFocused();
  await expect(page.getByText(text['teamPulseResults.followUp.started'])).toBeVisible();
  const [, share] = new URL(page.url()).hash.slice(1).split('.');
  await answerThrough(request, share, ROUND2);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

for (const locale of ['sv', 'en'] as const) {
  const text = CATALOGS[locale];

  test(`${locale}: a follow-up round started by keyboard shows both rounds with the change`, async ({
    page,
    request,
  }) => {
    test.slow();
    await followUpCompared(page, request, locale);
    const before = scores(ROUND1);
    const after = scores(ROUND2);
    const table = page.getByRole('table', { name: new RegExp(`^${text['teamPulseResults.compare.title']}`) });
    await expect(table).toBeVisible();
    for (const dimension of DIMENSIONS) {
      const row = table.getByRole('row', { name: new RegExp(`^${text[`pulse.dimension.${dimension}`]}`) });
      const change = after[dimension] - before[dimension];
      const signed = change === 0 ? '±0' : `${change > 0 ? '+' : '−'}${Math.abs(change)}`;
      await expect(row.getByRole('cell')).toHaveText([String(before[dimension]), String(after[dimension]), signed]);
    }

    // The printout: one A4 page, with the team's name, the start date and the count.
    const file = await page.pdf({ preferCSSPageSize: true, path: test.info().outputPath(`print-${locale}.pdf`) });
    const pdf = file.toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    // Printed from a phone: the paper is the same A4, and so is the page count (the hero's scene,
    // which is not printed, had pushed the profile onto a second page).
    await page.setViewportSize({ width: 375, height: 812 });
    const fromPhone = await page.pdf({
      preferCSSPageSize: true,
      path: test.info().outputPath(`print-${locale}-375.pdf`),
    });
    expect(fromPhone.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: /Ekonomi/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: text['teamPulse.results.print'] })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
}

test('forced colours: the earlier round’s mark is drawn apart from the bars and the track', async ({
  page,
  request,
}) => {
  test.slow();
  await followUpCompared(page, request, 'sv');
  await page.emulateMedia({ forcedColors: 'active' });
  const fills = await page
    .locator('svg rect[data-before]')
    .first()
    .evaluate((mark) => {
      const [track, bar] = [...mark.parentElement!.querySelectorAll('rect')];
      const fill = (el: Element) => getComputedStyle(el).fill;
      return { mark: fill(mark), bar: fill(bar), track: fill(track), markStroke: getComputedStyle(mark).stroke };
    });
  expect(fills.mark).not.toBe(fills.bar);
  expect(fills.mark).not.toBe(fills.track);
  expect(fills.markStroke).not.toBe('none');
  await page.locator('svg rect[data-before]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('forced-colours-chart.png') });
});
