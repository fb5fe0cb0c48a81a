/**
 * Team Pulse end to end, by keyboard only: a lead starts a survey, five members answer in
 * five separate browsers, the lead's page shows nothing but the count until the threshold and
 * then the aggregate, whose numbers this test computes itself from the answers it gave; then
 * the lead closes the survey (the share link stops working) and deletes it (its rows are gone).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { CATALOGS, gotoHydrated, tabTo } from './support/pages';

const sv = CATALOGS.sv;
const STATEMENTS = ['team_q1', 'team_q2', 'team_q3', 'team_q4', 'team_q5', 'team_q6'] as const;
const DIMENSION_OF = {
  team_q1: 'understanding',
  team_q2: 'skills',
  team_q3: 'waysOfWorking',
  team_q4: 'leadership',
  team_q5: 'policy',
  team_q6: 'culture',
} as const;

/** Five members' ratings; the weakest dimension is policy (team_q5), then skills. */
const RATINGS: Array<Record<(typeof STATEMENTS)[number], number>> = [
  { team_q1: 4, team_q2: 2, team_q3: 5, team_q4: 3, team_q5: 1, team_q6: 4 },
  { team_q1: 5, team_q2: 2, team_q3: 4, team_q4: 3, team_q5: 2, team_q6: 4 },
  { team_q1: 3, team_q2: 3, team_q3: 4, team_q4: 4, team_q5: 2, team_q6: 5 },
  { team_q1: 4, team_q2: 1, team_q3: 5, team_q4: 2, team_q5: 1, team_q6: 3 },
  { team_q1: 5, team_q2: 2, team_q3: 3, team_q4: 3, team_q5: 2, team_q6: 4 },
];
const OPEN_ANSWERS = ['Sammanfatta kundärenden snabbare', 'Tid att prova', '', 'Mallar för offerter', ''];

/** The site's 0–100 scale from an average rating of 1–5. */
const toScore = (average: number) => Math.round(((average - 1) / 4) * 100);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Presses Tab until the focused element satisfies `matches`. */
async function tabUntil(page: Page, matches: () => boolean | Promise<boolean>, max = 20) {
  for (let i = 0; i < max; i += 1) {
    if (await matches()) return;
    await page.keyboard.press('Tab');
  }
  expect(await matches()).toBe(true);
}

async function startSurvey(page: Page) {
  await gotoHydrated(page, '/teampuls');
  await tabTo(page, page.getByRole('textbox', { name: sv['teamPulse.start.teamName'] }), { max: 60 });
  await page.keyboard.type('Kundtjänst Syd');
  await page.keyboard.press('Tab');
  // An address of its own each time: one address may start only three surveys a day.
  const email = `lead-${randomUUID().slice(0, 8)}@exempel.se`;
  await page.keyboard.type(email);
  // The language (Swedish, the page's own, is chosen), the threshold (5 by default) and consent.
  await tabTo(page, page.getByRole('checkbox'), { max: 6 });
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.start.submit'] }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sv['teamPulse.created.title'] })).toBeFocused();
  const share = await page.getByRole('textbox', { name: sv['teamPulse.link.share'] }).inputValue();
  const results = await page.getByRole('textbox', { name: sv['teamPulse.link.results'] }).inputValue();
  return { share, results, email };
}

/** One member, in a browser of their own, answers by keyboard. */
async function answer(browser: Browser, shareLink: string, ratings: Record<string, number>, openAnswer: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(shareLink);
  await expect(
    page.getByRole('heading', { name: sv['teamPulse.answer.inviteTitle'].replace('{team}', 'Kundtjänst Syd') }),
  ).toBeVisible();
  for (const key of STATEMENTS) {
    const group = page.getByRole('radiogroup', { name: sv[`pulse.question.${key}`] });
    // Tab reaches the group's first point; Space picks it and each arrow moves one point up.
    await tabUntil(page, () => group.evaluate((el) => el.contains(document.activeElement)));
    await page.keyboard.press('Space');
    for (let point = 1; point < ratings[key]; point += 1) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^${ratings[key]}`));
  }
  if (openAnswer) {
    await tabTo(page, page.getByRole('textbox', { name: sv['pulse.question.team_open1'] }), { max: 4 });
    await page.keyboard.type(openAnswer);
  }
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.answer.send'] }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sv['teamPulse.thanks.title'] })).toBeFocused();
  // After the threshold, a member sees no more than before: the thank-you, no results.
  await expect(page.getByRole('heading', { name: sv['teamPulse.results.resultTitle'] })).toHaveCount(0);
  await context.close();
}

function countText(count: number) {
  return count === 0 ? 'Ingen har svarat än' : `${count} har svarat`;
}

test('a lead starts a survey, five members answer by keyboard, the results appear at the threshold, then close and delete', async ({
  page,
  browser,
}) => {
  test.slow();
  const { share, results, email } = await startSurvey(page);
  expect(new URL(share).pathname).toBe('/teampuls/svara');
  expect(new URL(results).pathname).toBe('/teampuls/resultat');

  // Below the threshold: the count and the share link, nothing of the answers.
  await page.goto(results);
  await expect(page.getByText(countText(0))).toBeVisible();
  await expect(page.getByRole('textbox', { name: sv['teamPulse.link.share'] })).toHaveValue(share);
  await expect(page.getByRole('heading', { name: sv['teamPulse.results.resultTitle'] })).toHaveCount(0);

  for (let i = 0; i < 4; i += 1) await answer(browser, share, RATINGS[i], OPEN_ANSWERS[i]);
  await page.reload();
  await expect(page.getByText(countText(4))).toBeVisible();
  await expect(page.getByText('Ett svar till behövs.')).toBeVisible();
  await expect(page.getByRole('heading', { name: sv['teamPulse.results.resultTitle'] })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  await answer(browser, share, RATINGS[4], OPEN_ANSWERS[4]);
  await page.reload();
  await expect(page.getByText(countText(5))).toBeVisible();
  await expect(page.getByRole('heading', { name: sv['teamPulse.results.resultTitle'] })).toBeVisible();

  // The numbers, computed here from the answers given.
  const all = RATINGS.flatMap((r) => STATEMENTS.map((key) => r[key]));
  const teamScore = toScore(mean(all));
  await expect(page.getByRole('meter', { name: sv['teamPulse.results.meter'] })).toHaveAttribute(
    'aria-valuenow',
    String(teamScore),
  );
  const dimensions = STATEMENTS.map((key) => ({
    key,
    name: sv[`pulse.dimension.${DIMENSION_OF[key]}`],
    values: RATINGS.map((r) => r[key]),
  }))
    .map((d) => ({ ...d, score: toScore(mean(d.values)) }))
    .sort((a, b) => a.score - b.score);
  // One table holds the chart's numbers: a row group per dimension, weakest first.
  await expect(page.getByRole('table')).toHaveCount(1);
  const groups = await page.getByRole('table').locator('th[scope="rowgroup"]').allTextContents();
  expect(groups).toEqual(dimensions.map((d) => `${d.name}: ${d.score} av 100`));
  for (const d of dimensions) {
    const row = page.getByRole('row', {
      name: new RegExp(`^${sv[`pulse.question.${d.key}`].replace(/[.?]/g, '\\$&')}`),
    });
    const counts = [1, 2, 3, 4, 5].map((point) => String(d.values.filter((v) => v === point).length));
    const average = (Math.round(mean(d.values) * 10) / 10).toFixed(1).replace('.', ',');
    await expect(row.getByRole('cell')).toHaveText([...counts, average]);
  }
  await expect(page.getByText(sv['teamPulse.results.next'].replace('{dimension}', dimensions[0].name))).toBeVisible();
  const openList = page.getByRole('list').filter({ hasText: OPEN_ANSWERS[0] });
  await expect(openList.getByRole('listitem')).toHaveCount(OPEN_ANSWERS.filter(Boolean).length);

  // Close, by keyboard, behind its warning: the share link stops working.
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.decide.close'] }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sv['teamPulse.decide.close.title'] })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.decide.close.confirm'] }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(sv['teamPulse.results.closed'])).toBeVisible();
  await expect(
    page.getByRole('heading', { name: sv['teamPulse.results.statusTitle'].replace('{team}', 'Kundtjänst Syd') }),
  ).toBeFocused();
  const member = await browser.newPage();
  await member.goto(share);
  await expect(member.getByRole('heading', { name: sv['teamPulse.problem.notFound.title'] })).toBeVisible();
  await member.close();

  // Delete: the survey and its answers are gone from the database.
  const db = openDatabase(E2E_DATABASE_URL);
  try {
    const survey = await db
      .selectFrom('team_surveys')
      .select('id')
      .where('lead_email', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(await db.selectFrom('team_answers').select('id').where('survey_id', '=', survey.id).execute()).toHaveLength(
      5,
    );
    await tabTo(page, page.getByRole('button', { name: sv['teamPulse.decide.delete'] }), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: sv['teamPulse.decide.delete.title'] })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: sv['teamPulse.decide.delete.confirm'] }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: sv['teamPulse.deleted.title'] })).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    expect(await db.selectFrom('team_surveys').select('id').where('id', '=', survey.id).execute()).toHaveLength(0);
    expect(await db.selectFrom('team_answers').select('id').where('survey_id', '=', survey.id).execute()).toHaveLength(
      0,
    );
  } finally {
    await db.destroy();
  }
  await page.goto(results);
  await expect(page.getByRole('heading', { name: sv['teamPulse.problem.notFound.title'] })).toBeVisible();
});

test('a link without its code, or with a wrong one, says so on both pages', async ({ page }) => {
  await gotoHydrated(page, '/en/team-pulse/answer');
  await expect(page.getByRole('heading', { name: CATALOGS.en['teamPulse.problem.missing.title'] })).toBeFocused();
  await page.goto(`/teampuls/resultat#${'A'.repeat(43)}.${'B'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: sv['teamPulse.problem.notFound.title'] })).toBeFocused();
  await page.goto(`/teampuls/svara#${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: sv['teamPulse.problem.notFound.title'] })).toBeFocused();
});

test('before its scripts have run, a link without its code already says so; one with a code says it is opening', async ({
  page,
}) => {
  // The page as a slow phone shows it before its code arrives: only the inline scripts run.
  await page.route('**/*.js', (route) => route.abort());
  for (const [path, link] of [
    ['/teampuls/svara', 'share'],
    ['/teampuls/resultat', 'results'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: sv['teamPulse.problem.missing.title'] })).toBeVisible();
    await expect(page.getByText(sv[`teamPulse.problem.missing.${link}`])).toBeVisible();
    await expect(page.getByRole('link', { name: sv['teamPulse.problem.start'] })).toBeVisible();
    await expect(page.getByText(sv['teamPulse.link.opening'])).toBeHidden();
  }
  await page.goto(`/en/team-pulse/answer#${'A'.repeat(43)}`);
  await expect(page.getByText(CATALOGS.en['teamPulse.link.opening'])).toBeVisible();
  await expect(page.getByRole('heading', { name: CATALOGS.en['teamPulse.problem.missing.title'] })).toBeHidden();
});

test('the tokens never reach the server in a URL: every request the pages make carries them in a body', async ({
  page,
  browser,
}) => {
  const { share, results } = await startSurvey(page);
  const tokens = [new URL(share).hash.slice(1), ...new URL(results).hash.slice(1).split('.')];
  const urls: string[] = [];
  const referers: string[] = [];
  const watch = (p: Page) =>
    p.on('request', (request) => {
      // What reaches a server: the path and query (a fragment is never sent).
      const url = new URL(request.url());
      urls.push(`${url.pathname}${url.search}`);
      const referer = request.headers()['referer'];
      if (referer) referers.push(referer);
    });
  watch(page);
  await page.goto(results);
  await expect(page.getByText(countText(0))).toBeVisible();
  const member = await browser.newPage();
  watch(member);
  await member.goto(share);
  await expect(member.getByRole('radiogroup').first()).toBeVisible();
  await member.close();
  for (const token of tokens) {
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
    expect(referers.filter((url) => url.includes(token))).toEqual([]);
  }
});
