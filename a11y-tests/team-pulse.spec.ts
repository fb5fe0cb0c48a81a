/**
 * Team Pulse, every state of its three pages, in both languages at 1280 and 375 px: zero axe
 * violations and every control's name starting with its visible text (WCAG 2.5.3).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathFor, type Locale } from '../src/routing/route-table';
import { CATALOGS, gotoHydrated } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';
import { labelInNameMismatches } from './support/label-in-name';

async function expectAccessible(page: Page) {
  await expectAccessibleState(page);
  expect(await labelInNameMismatches(page)).toEqual([]);
}

async function newSurvey(request: APIRequestContext, locale: Locale, threshold: number) {
  const response = await request.post('/functions/v1/team-pulse/create', {
    data: { teamName: 'Ekonomi', email: `a11y-${randomUUID().slice(0, 8)}@exempel.se`, locale, threshold },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { shareToken: string; resultsToken: string };
}

async function answerThrough(request: APIRequestContext, shareToken: string, ratings: number[], open?: string) {
  const answers: Record<string, number | string> = Object.fromEntries(
    ratings.map((value, i) => [`team_q${i + 1}`, value]),
  );
  if (open) answers.team_open1 = open;
  expect(
    (
      await request.post('/functions/v1/team-pulse/answer', {
        // Each member answers from a browser of their own, with its own answer key.
        data: { token: shareToken, answerKey: randomBytes(32).toString('base64url'), answers },
      })
    ).status(),
  ).toBe(200);
}

for (const locale of ['sv', 'en'] as const) {
  const text = CATALOGS[locale];
  for (const width of [1280, 375]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('start: the form, its errors, the two links', async ({ page }) => {
        await gotoHydrated(page, pathFor('teamPulse', locale));
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.start.submit'] }).click();
        await expect(page.getByRole('alert').filter({ hasText: text['teamPulse.start.email'] })).toBeFocused();
        await expectAccessible(page);
        await page
          .getByRole('textbox', { name: text['teamPulse.start.email'] })
          .fill(`a11y-${randomUUID().slice(0, 8)}@exempel.se`);
        await page.getByRole('button', { name: text['teamPulse.start.submit'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.created.title'] })).toBeFocused();
        await expectAccessible(page);
      });

      test('answer: the invitation and statements, the missing answers, the thank-you', async ({ page, request }) => {
        const { shareToken } = await newSurvey(request, locale, 3);
        await page.goto(`${pathFor('teamPulseAnswer', locale)}#${shareToken}`);
        await expect(page.getByRole('radiogroup')).toHaveCount(6);
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.answer.send'] }).click();
        await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toBeFocused();
        await expectAccessible(page);
        for (const group of await page.getByRole('radiogroup').all())
          await group.getByText('4', { exact: true }).click();
        await page.getByRole('button', { name: text['teamPulse.answer.send'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.thanks.title'] })).toBeFocused();
        await expectAccessible(page);
        // The same browser again: the reminder that it has answered before.
        await page.reload();
        await expect(page.getByRole('note')).toHaveText(text['teamPulse.answer.answeredBefore']);
        await expectAccessible(page);
      });

      test('results: waiting for the threshold, the aggregate, the warnings, deleted', async ({ page, request }) => {
        const { shareToken, resultsToken } = await newSurvey(request, locale, 3);
        const link = `${pathFor('teamPulseResults', locale)}#${resultsToken}.${shareToken}`;
        await page.goto(link);
        await expect(page.getByRole('textbox', { name: text['teamPulse.link.share'] })).toBeVisible();
        await expectAccessible(page);
        await answerThrough(request, shareToken, [4, 2, 5, 3, 1, 4], 'Mer tid att prova tillsammans.');
        await answerThrough(request, shareToken, [5, 2, 4, 3, 2, 4]);
        await answerThrough(request, shareToken, [3, 3, 4, 4, 2, 5], 'Tydliga spelregler för kunddata.');
        await page.reload();
        await expect(page.getByRole('meter')).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.decide.close'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.decide.close.title'] })).toBeFocused();
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.decide.close.confirm'] }).click();
        await expect(page.getByText(text['teamPulse.results.closed'])).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.decide.delete'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.decide.delete.title'] })).toBeFocused();
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.decide.delete.confirm'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.deleted.title'] })).toBeFocused();
        await expectAccessible(page);
      });

      test('a link that names no survey, and one without its code', async ({ page }) => {
        await page.goto(`${pathFor('teamPulseAnswer', locale)}#${'x'.repeat(43)}`);
        await expect(page.getByRole('heading', { name: text['teamPulse.problem.notFound.title'] })).toBeFocused();
        await expectAccessible(page);
        await gotoHydrated(page, pathFor('teamPulseResults', locale));
        await expect(page.getByRole('heading', { name: text['teamPulse.problem.missing.title'] })).toBeFocused();
        await expectAccessible(page);
      });
    });
  }
}
