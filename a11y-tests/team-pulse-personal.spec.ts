/**
 * Team Pulse with personal links, every new state, in both languages at 1280 and 375 px: zero
 * axe violations and every control's name starting with its visible text. The form with the
 * members' addresses, "invitations sent", a member's invitation, a used link, and "X of N".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { pathFor } from '../src/routing/route-table';
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
    return mails.map((mail) => /\/(?:en\/team-pulse\/answer|teampuls\/svara)#[\w-]{43}\.[\w-]{43}/.exec(mail.body)![0]);
  } finally {
    await db.destroy();
  }
}

for (const locale of ['sv', 'en'] as const) {
  const text = CATALOGS[locale];
  for (const width of [1280, 375]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('personal links: the form, invitations sent, a member’s invitation, a used link, X of N', async ({
        page,
        request,
      }) => {
        const tag = randomUUID().slice(0, 8);
        const members = ['ada', 'bo', 'cy'].map((name) => `${name}-${tag}@exempel.se`);
        await gotoHydrated(page, pathFor('teamPulse', locale));
        await page.getByRole('textbox', { name: text['teamPulse.start.email'] }).fill(`lead-${tag}@exempel.se`);
        await page.getByRole('textbox', { name: text['teamPulse.start.threshold'] }).fill('3');
        await page.getByText(text['teamPulse.start.linkKind.personal'], { exact: true }).click();
        await page.getByRole('textbox', { name: text['teamPulse.start.members'] }).fill(members.join('\n'));
        await expectAccessible(page);
        await page.getByRole('button', { name: text['teamPulse.start.submit'] }).click();
        await expect(page.getByRole('heading', { name: text['teamPulse.created.title'] })).toBeFocused();
        await expectAccessible(page);
        const results = await page.getByRole('textbox', { name: text['teamPulse.link.results'] }).inputValue();

        const [first, ...others] = await personalLinks(members);
        await gotoHydrated(page, first);
        await expect(page.getByRole('radiogroup')).toHaveCount(6);
        await expectAccessible(page);
        for (const link of [first, ...others]) {
          const [token, code] = link.split('#')[1].split('.');
          const answers = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`team_q${i}`, 3]));
          const answered = await request.post('/functions/v1/team-pulse/answer', {
            data: { token, code, answerKey: randomBytes(32).toString('base64url'), answers },
          });
          expect(answered.status()).toBe(200);
        }
        await page.reload();
        await expect(page.getByRole('heading', { name: text['teamPulse.problem.used.title'] })).toBeVisible();
        await expectAccessible(page);

        await gotoHydrated(page, new URL(results).pathname + new URL(results).hash);
        await expect(
          page.getByText(text['teamPulse.results.countOf'].replace('{count}', '3').replace('{invited}', '3')),
        ).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(1);
        await expectAccessible(page);
      });
    });
  }
}
