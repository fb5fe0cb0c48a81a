/**
 * Keyboard-only journeys on the home page and the package pages: the FAQ accordions, the
 * tooltip, the Teams dialog and the sticky anchor bar.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOGS, gotoHydrated, tabTo } from './support/pages';

const sv = CATALOGS.sv;

test.use({ viewport: { width: 1280, height: 900 } });

const expanded = (button: Locator) => expect(button).toHaveAttribute('aria-expanded', 'true');
const collapsed = (button: Locator) => expect(button).toHaveAttribute('aria-expanded', 'false');

async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target, { max: 80 });
  await page.keyboard.press(key);
}

test('home FAQ: several answers open at once, and each closes again', async ({ page }) => {
  await gotoHydrated(page, '/');
  const getStarted = page.getByRole('button', { name: sv['home.faq.getStarted.q'] });
  const duration = page.getByRole('button', { name: sv['home.faq.duration.q'] });

  await press(page, getStarted);
  await expanded(getStarted);
  // The answer's link to the contact page is reachable inside the open answer.
  const contactLink = page.getByRole('link', { name: 'kontakta oss', exact: true });
  await expect(contactLink).toBeVisible();
  await expect(contactLink).toHaveAttribute('href', '/kontakt');

  await press(page, duration, 'Space');
  await expanded(duration);
  await expanded(getStarted);
  await expect(page.getByText(sv['home.faq.duration.a'])).toBeVisible();

  await press(page, getStarted, 'Enter');
  await collapsed(getStarted);
  await expanded(duration);
});

test('package FAQ: one answer at a time, and the open one collapses', async ({ page }) => {
  await gotoHydrated(page, '/erbjudanden/clarity-for-you');
  const prior = page.getByRole('button', { name: sv['clarityForYou.faq.prior.q'] });
  const time = page.getByRole('button', { name: sv['clarityForYou.faq.time.q'] });

  await press(page, prior);
  await expanded(prior);
  await expect(page.getByText(sv['clarityForYou.faq.prior.a'])).toBeVisible();

  await press(page, time);
  await expanded(time);
  await collapsed(prior);
  await expect(page.getByText(sv['clarityForYou.faq.prior.a'])).toBeHidden();

  await page.keyboard.press('Enter');
  await collapsed(time);
});

test("a journey card's 'Läs mer' becomes 'Visa mindre', keeps focus, and its row stays level", async ({ page }) => {
  await gotoHydrated(page, '/erbjudanden/strategic-clarity');
  const purpose = sv['package.journey.purpose'];
  const more = page.getByRole('button', { name: `${sv['package.more']} om ${purpose}`, exact: true });
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ has: page.getByRole('button', { name: / om / }) });
  const heights = () =>
    cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  // Syfte, Hur … gör det, Konkreta effekter and 'Hur vi gör': two rows of two.
  const before = await heights();
  expect(before).toHaveLength(4);

  await press(page, more);
  const less = page.getByRole('button', { name: `${sv['package.less']} om ${purpose}`, exact: true });
  await expanded(less);
  await expect(less).toBeFocused();
  await expect(less).toHaveText(sv['package.less']);
  const after = await heights();
  expect(after[0]).toBeGreaterThan(before[0]);
  // The cards of a row are equally tall, open or not (issue 31: no card shorter than its
  // neighbours, each 'Läs mer' at its foot): the neighbour takes the open card's height, and
  // the other row stays as it was.
  expect(before[1]).toBe(before[0]);
  expect(before[3]).toBe(before[2]);
  expect(after[1]).toBe(after[0]);
  expect(after.slice(2)).toEqual(before.slice(2));

  await page.keyboard.press('Enter');
  await collapsed(more);
  await expect(more).toBeFocused();
  expect(await heights()).toEqual(before);
});

test('the Strategic tooltip opens on keyboard focus and closes with Escape', async ({ page }) => {
  await gotoHydrated(page, '/en/services/strategic-clarity');
  const en = CATALOGS.en;
  const trigger = page.getByRole('button', { name: 'More information about How Strategic Clarity does it' });
  await tabTo(page, trigger, { max: 60 });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(en['strategicClarity.how.tooltip']);
  await expect(tooltip).toHaveText('Strategic roadmaps that balance ambition with realism');
  await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the Teams page leads to Team Pulse by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/en/services/clarity-for-teams');
  const start = page.getByRole('link', { name: CATALOGS.en['clarityForTeams.survey.open'] });
  await tabTo(page, start, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/team-pulse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.en['teamPulse.title']);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`at ${width} px an anchor-bar link moves focus to its section, with its heading clear of the sticky bars`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/erbjudanden/clarity-for-teams');
    const bar = page.getByRole('navigation', { name: sv['package.anchorNav'] });
    const faqLink = bar.getByRole('link', { name: 'Frågor' });
    await press(page, faqLink);

    const faq = page.getByRole('region', { name: sv['package.faq.title'] });
    await expect(faq).toBeFocused();
    await expect(page).toHaveURL(/#faq$/);
    await expect(faqLink).toHaveAttribute('aria-current', 'location');

    // The heading lies below both sticky bars, inside the viewport.
    const heading = faq.getByRole('heading', { level: 2 });
    const headerBox = (await page.locator('header').first().boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(barBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(800);

    // Every link of the bar can be reached by Tab, even where the bar scrolls sideways.
    for (const anchor of ['overview', 'results', 'how', 'timeline', 'faq']) {
      const link = bar.getByRole('link', { name: sv[`package.anchor.${anchor}`] });
      await link.focus();
      await expect(link).toBeInViewport();
    }
  });
}
