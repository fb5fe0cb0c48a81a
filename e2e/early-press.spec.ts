/**
 * A press made after the page is shown but before its scripts have run is not lost
 * (src/boot/early-presses.browser.ts): the button shows it was taken (aria-busy), and once the page has
 * hydrated the menu, dropdown or disclosure opens as a press on the hydrated page opens it.
 *
 * Not timed: the page's JavaScript is held back by the test until it releases it, on a CPU
 * slowed four times like a phone's, so the press is certainly made before hydration.
 */
import { expect, test, type Page } from '@playwright/test';

/** Opens `path` with its scripts held back; returns the function that lets them through. */
async function openWithScriptsHeld(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  // Not `load`: the page's scripts start after the first paint and are held here.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page has painted and asked for its scripts, which have not arrived.
  await expect.poll(() => held, { timeout: HYDRATION_TIMEOUT }).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return release;
}

// Hydrating on a CPU slowed four times takes several seconds on a loaded 2-core machine, longer
// than an assertion's default 5 s: each test waits for the page to say it has hydrated, with room,
// and only then asserts what hydration did with the press.
const HYDRATION_TIMEOUT = 45_000;
test.slow();

/** Lets the held scripts through and waits until the page has hydrated. */
async function releaseAndHydrate(page: Page, release: () => void) {
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT });
}

async function expectNotHydrated(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu button pressed before hydration is shown as taken, then the drawer opens with focus inside', async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, '/');
    const hamburger = page.getByRole('button', { name: 'Öppna menyn' });
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-busy', 'true');
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(hamburger).not.toHaveAttribute('aria-busy');
    // Hydrated behaviour from here on: Escape closes and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a second press before hydration takes the first back', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/');
    const hamburger = page.getByRole('button', { name: 'Öppna menyn' });
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-busy', 'true');
    await hamburger.click();
    await expect(hamburger).not.toHaveAttribute('aria-busy');
    await releaseAndHydrate(page, release);
    // Hydrated, and the pending press was dropped: the drawer did not open.
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first dropdown pressed by keyboard before hydration opens once hydrated, focus staying on it', async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, '/');
    const offers = page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('button', { name: 'Våra erbjudanden' });
    await offers.focus();
    await page.keyboard.press('Enter');
    await expect(offers).toHaveAttribute('aria-busy', 'true');
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    await expect(offers).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Alla erbjudanden' }),
    ).toBeVisible();
    await expect(offers).toBeFocused();
    await expect(offers).not.toHaveAttribute('aria-busy');
  });

  test('an FAQ question pressed before hydration opens its answer once hydrated', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/');
    const question = page.getByRole('heading', { level: 4 }).first().getByRole('button');
    await question.click();
    await expect(question).toHaveAttribute('aria-busy', 'true');
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
  });

  test("a 'Läs mer' pressed before hydration opens its text once hydrated", async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/erbjudanden/clarity-for-teams');
    // Its name turns to 'Visa mindre om …' once it is open.
    const more = page.getByRole('button', { name: /^(Läs mer|Visa mindre) om/ }).first();
    await more.click();
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expectNotHydrated(page);

    await releaseAndHydrate(page, release);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await more.getAttribute('aria-controls')}`)).toBeVisible();
  });
});
