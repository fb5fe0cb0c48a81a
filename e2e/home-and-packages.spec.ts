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

test('the Teams dialog: focus moves in, Tab stays inside, Escape closes it and focus returns', async ({ page }) => {
  await gotoHydrated(page, '/en/services/clarity-for-teams');
  const en = CATALOGS.en;
  const open = page.getByRole('button', { name: en['clarityForTeams.survey.open'] });
  await press(page, open);

  const dialog = page.getByRole('dialog', { name: en['clarityForTeams.survey.dialogTitle'] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en['clarityForTeams.survey.dialogText']);
  await expect(dialog.getByRole('link', { name: en['clarityForTeams.survey.contact'] })).toHaveAttribute('href', '/en/contact');

  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`at ${width} px an anchor-bar link moves focus to its section, with its heading clear of the sticky bars`, async ({ page }) => {
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
