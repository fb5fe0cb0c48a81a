/**
 * Team Pulse's follow-up round, every new state, in both languages at 1280 and 375 px: zero axe
 * violations and every control's name starting with its visible text. The follow-up panel
 * (shared and personal links), the new round waiting with the earlier round's numbers, both
 * rounds compared, and the earlier round saying a follow-up was started.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { pathFor, type Locale } from '../src/routing/route-table';
import { CATALOGS, gotoHydrated } from '../e2e/support/pages';
import { expectAccessibleState } from './support/audit';
import { labelInNameMismatches } from './support/label-in-name';

async function expectAccessible(page: Page) {
  await expectAccessibleState(page);
  expect(await labelInNameMismatches(page)).toEqual([]);
}

/** The personal links queued for these addresses (this web server has no SMTP: they wait in the outbox). */
async function personalLinks(addresses: string[]) {
  const db = openDatabase(E2E_DATABASE_URL);
  try {
    const mails = await db
      .selectFrom('outbox')
      .select('body')
      .where('kind', '=', 'team-survey-invite')
      .where('to_address', 'in', addresses)
      .execute();
    return mails.map((mail) => /#[\w-]{43}\.[\w-]{43}/.exec(mail.body)![0]);
  } finally {
    await db.destroy();
  }
}

async function answerThrough(request: APIRequestContext, shareToken: string, count: number, code?: string) {
  for (let i = 0; i < count; i += 1) {
    const answers = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`team_q${n}`, 1 + ((n + i) % 5)]));
    const response = await request.post('/functions/v1/team-pulse/answer', {
      data: { token: shareToken, answerKey: randomBytes(32).toString('base64url'), answers, ...(code ? { code } : {}) },
    });
    expect(response.status()).toBe(200);
  }
}

async function publishedRound(request: APIRequestContext, locale: Locale) {
  const response = await request.post('/functions/v1/team-pulse/create', {
    data: { teamName: 'Ekonomi', email: `a11y-follow-${randomUUID().slice(0, 8)}@exempel.se`, locale, threshold: 3 },
  });
  const { shareToken, resultsToken } = (await response.json()) as { shareToken: string; resultsToken: string };
  await answerThrough(request, shareToken, 3);
  return { shareToken, resultsToken };
}

for (const locale of ['sv', 'en'] as const) {
  const text = CATALOGS[locale];
  const results = pathFor('teamPulseResults', locale);
  for (const width of [1280, 375]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('follow-up: the panel, the new round waiting, both rounds compared, the earlier round', async ({
        page,
        request,
      }) => {
        test.slow();
        const first = await publishedRound(request, locale);
        await gotoHydrated(page, `${results}#${first.resultsToken}.${first.shareToken}`);
        await expect(page.getByRole('heading', { name: text['teamPulseResults.followUp.title'] })).toBeVisible();
        await expectAccessible(page);

        await page.getByRole('button', { name: text['teamPulseResults.followUp.start'] }).click();
        await expect(page.getByText(text['teamPulseResults.followUp.started'])).toBeVisible();
        // Waiting: the earlier round's numbers, this round's "not shown yet".
        await expect(page.getByRole('heading', { name: text['teamPulseResults.compare.title'] })).toBeVisible();
        await expectAccessible(page);

        const [, share] = new URL(page.url()).hash.slice(1).split('.');
        await answerThrough(request, share, 3);
        await page.reload();
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
        await expect(page.getByText(text['teamPulseResults.compare.chartLead'])).toBeVisible();
        await expectAccessible(page);

        await gotoHydrated(page, `${results}#${first.resultsToken}.${first.shareToken}`);
        await expect(page.getByText(text['teamPulseResults.followUp.followedUp'].slice(0, 20))).toBeVisible();
        await expectAccessible(page);
      });

      test('follow-up with personal links: the panel with the addresses field', async ({ page, request }) => {
        const tag = randomUUID().slice(0, 8);
        const members = ['ada', 'bo', 'cy'].map((name) => `${name}-${tag}@exempel.se`);
        const response = await request.post('/functions/v1/team-pulse/create', {
          data: { email: `a11y-p-${tag}@exempel.se`, locale, threshold: 3, members },
        });
        const { resultsToken } = (await response.json()) as { resultsToken: string };
        for (const link of await personalLinks(members)) {
          const [token, code] = link.split('#')[1].split('.');
          await answerThrough(request, token, 1, code);
        }
        await gotoHydrated(page, `${results}#${resultsToken}`);
        await expect(page.getByRole('textbox', { name: text['teamPulseResults.followUp.members'] })).toBeVisible();
        await expectAccessible(page);
      });
    });
  }
}
