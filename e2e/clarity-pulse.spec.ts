/** Clarity Pulse by keyboard alone, against the real server and database. */
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { gotoHydrated, HYDRATION_TIMEOUT, tabTo } from './support/pages';

test.use({ viewport: { width: 1280, height: 900 } });

/** Answers a rating group by keyboard: focus its first radio, then arrow right to the value. */
async function rate(page: Page, statement: string, value: number) {
  const group = page.getByRole('radiogroup', { name: statement });
  const checked = group.getByRole('radio', { checked: true });
  const start = (await checked.count()) ? checked : group.getByRole('radio').first();
  await tabTo(page, start, { max: 80 });
  // Arrow keys move and select within the group.
  await page.keyboard.press('Home');
  for (let i = 1; i < value; i += 1) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^${value}`));
}

test('choose, answer, go back and forth, send: the right score, the lead stored, booking opened', async ({
  page,
  context,
}) => {
  const email = `pulse-${Date.now()}@example.se`;
  // The booking site is outside this machine's reach: answer for it, to see the tab open.
  await context.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await gotoHydrated(page, '/en/clarity-score');
  await page.evaluate(() => sessionStorage.clear());

  // Step 0: Next says why it waits; the persona is chosen with the arrow keys.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAccessibleDescription('Choose a perspective to continue.');
  await tabTo(page, page.getByRole('radio', { name: /For myself/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /For my team/ })).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 3\s*:\s*Answer the questions$/ })).toBeFocused();

  const ratings: Array<[string, number]> = [
    ['We share a common view in the team of what AI can be used for in our work.', 4],
    ['Everyone in the team has the basic knowledge needed to use AI tools safely.', 2],
    ['We have shared ways of working and ground rules for when and how we use AI.', 5],
    ['Our manager makes time and resources available for us to develop with AI.', 3],
    ['We know what our organisation’s AI policy and the EU AI Act require of our work.', 4],
    ['In our team it is safe to share both successful and failed attempts with AI.', 4],
  ];
  for (const [statement, value] of ratings) await rate(page, statement, value);

  // Back to step 0 and forward again keeps the answers.
  await tabTo(page, page.getByRole('button', { name: 'Back' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of 3\s*:\s*Choose a perspective$/ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('radiogroup', { name: ratings[1][0] }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(/^2/);
  await tabTo(page, page.getByRole('button', { name: 'Next' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3 of 3\s*:\s*Your contact details$/ })).toBeFocused();

  // Step 2 by keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Per Lind');
  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('checkbox', { name: /may contact me about my answers/ }));
  await page.keyboard.press('Space');

  const booking = context.waitForEvent('page');
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');

  // The expected score, computed here from the answers: avg of 4,2,5,3,4,4 = 3.667 → 66.7 → 67.
  const values = ratings.map(([, v]) => v);
  const average = values.reduce((a, b) => a + b, 0) / values.length;
  const expected = Math.round(((average - 1) / 4) * 100);
  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused();
  await expect(page.getByText('Where your team stands: In progress.')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Score' })).toHaveAttribute('aria-valuenow', String(expected));
  await expect(page.getByText('Start with Skills')).toBeVisible();

  const bookingPage = await booking;
  expect(bookingPage.url()).toContain('calendly.com/clarityworks');
  await bookingPage.close();

  const db = openDatabase(E2E_DATABASE_URL);
  try {
    await expect
      .poll(async () =>
        Boolean(await db.selectFrom('leads').select('id').where('email', '=', email).executeTakeFirst()),
      )
      .toBe(true);
    const row = await db.selectFrom('leads').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      persona: 'team',
      score: expected,
      label: 'onTrack',
      name: 'Per Lind',
      consent: 1,
      locale: 'en',
    });
  } finally {
    await db.destroy();
  }
  expect(await page.evaluate(() => sessionStorage.getItem('cwPulseProgress'))).toBeNull();
});

test('with the server down, the result is still shown', async ({ page }) => {
  await page.route('**/functions/v1/process-lead', (route) => route.abort('connectionrefused'));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoHydrated(page, '/clarity-score');
  await page.getByText('För mig själv').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('radiogroup').first().getByText('5', { exact: true }).click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Ditt läge: Tydligt.')).toBeVisible();
  await expect.poll(() => errors.some((e) => e.startsWith('Lead submission failed'))).toBe(true);
});

test('answers in progress survive a reload', async ({ page }) => {
  await gotoHydrated(page, '/clarity-score');
  await page.evaluate(() => sessionStorage.clear());
  await page.getByText('För organisationen').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('radiogroup').nth(2).getByText('2', { exact: true }).click();
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  await expect(page.getByRole('heading', { level: 2, name: /Steg 2 av 3/ })).toBeVisible();
  await expect(page.getByRole('radiogroup').nth(2).getByRole('radio', { checked: true })).toHaveAccessibleName(/^2/);
});

test('on the contact step the size select is as tall as the text fields', async ({ page }) => {
  await gotoHydrated(page, '/clarity-score');
  await page.evaluate(() => sessionStorage.clear());
  await page.getByText('För mig själv').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('radiogroup').first().getByText('3', { exact: true }).click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  const height = async (name: string | RegExp, role: 'textbox' | 'combobox') =>
    (await page.getByRole(role, { name }).boundingBox())!.height;
  const select = await height('Organisationens storlek', 'combobox');
  expect(select).toBeCloseTo(await height('Namn', 'textbox'), 0);
  expect(select).toBeCloseTo(await height('E-postadress', 'textbox'), 0);
});
