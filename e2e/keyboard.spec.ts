/** Keyboard-only journeys through the shell: no mouse is used in this file. */
import { expect, test } from '@playwright/test';
import { gotoHydrated, tabTo } from './support/pages';

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the skip link is first and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/om-oss');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hoppa till huvudinnehållet' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab starts inside main, not back in the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));
    const inFooter = await page.evaluate(() => document.querySelector('footer')!.contains(document.activeElement));
    expect(inMain || inFooter).toBe(true);
  });

  test('a dropdown opens with Enter, its links are reachable, and Escape returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    const offers = nav.getByRole('button', { name: 'Våra erbjudanden' });
    await tabTo(page, offers);
    await page.keyboard.press('Enter');
    await expect(offers).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Alla erbjudanden',
      'Clarity for You',
      'Clarity for Teams',
      'Strategic Clarity',
      'Fristående tjänster',
    ]) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(offers).toHaveAttribute('aria-expanded', 'false');
    await expect(offers).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Clarity for Teams' })).toBeHidden();
  });

  test('a dropdown link navigates, and the new page’s h1 takes focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await tabTo(page, nav.getByRole('button', { name: 'Insikter' }));
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: '7C-modellen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/7c-modellen$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Insikter' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('after a client-side navigation the h1 has focus and the title changes', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tabTo(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/about$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeFocused();
    await expect(page).toHaveTitle(/About us/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('switching language maps the page, sets lang and stores the preference', async ({ page }) => {
    await gotoHydrated(page, '/erbjudanden/clarity-for-you');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    const english = page.getByRole('link', { name: 'English' });
    await tabTo(page, english);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/services\/clarity-for-you$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // Stored by an effect after the navigation: poll rather than read once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cwLocale'))).toBe('en');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer traps Tab, closes with Escape and returns focus to the hamburger', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hamburger = page.getByRole('button', { name: 'Öppna menyn' });
    await tabTo(page, hamburger);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await tabTo(page, drawer.getByRole('link', { name: 'Contact' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
