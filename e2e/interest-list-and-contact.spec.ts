/**
 * The interest list and the contact enquiry end to end, keyboard only, against the real
 * server and database.
 */
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { animationsSettled } from './support/animations';
import { gotoHydrated, HYDRATION_TIMEOUT, tabTo } from './support/pages';

test.use({ viewport: { width: 1280, height: 900 } });

async function addModule(page: Page, title: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await tabTo(page, card.getByRole('button', { name: 'Lägg till i intresselistan' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Din intresselista' })).toContainText(title);
  await expect(page.getByRole('alertdialog')).toContainText(`${title} har lagts till i din intresselista.`);
}

test('the interest list count stays in reach while the module grid scrolls by', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/moduler');
    const button = page.getByRole('button', { name: /^Intresselista/ });
    const lastCard = page.getByRole('heading', { level: 3, name: 'AI-policy – kom igång på ett ansvarsfullt sätt' });
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toBeInViewport();
    await expect(button).toBeInViewport();
    // And it is not hidden under the sticky header.
    const header = await page.getByRole('banner').boundingBox();
    const box = await button.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  }
});

test('modules → interest list → contact → enquiry stored, by keyboard alone', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.se`;
  await gotoHydrated(page, '/moduler');
  await page.evaluate(() => localStorage.removeItem('cwSelectedModules'));
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });

  // 1–2: add two modules; the panel opens each time; remove one; add another.
  await addModule(page, 'Roller & kompetens');
  const panel = page.getByRole('dialog', { name: 'Din intresselista' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Roller & kompetens');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tillagd' })).toBeFocused();

  await addModule(page, 'Workshops & labbar');
  await expect(panel).toContainText('Workshops & labbar');
  await tabTo(page, panel.getByRole('button', { name: 'Ta bort Roller & kompetens' }));
  await page.keyboard.press('Enter');
  await expect(panel).not.toContainText('Roller & kompetens');
  // Focus stays in the panel (on the remaining row's remove button), so Escape closes it.
  await expect(panel.getByRole('button', { name: 'Ta bort Workshops & labbar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await addModule(page, 'AI-policy – kom igång på ett ansvarsfullt sätt');
  await expect(page.getByRole('button', { name: 'Intresselista (2)' })).toBeVisible();

  // 3: 'Kontakta oss om modulerna' opens contact with the box and the prefilled message.
  await tabTo(page, panel.getByRole('link', { name: 'Kontakta oss om modulerna' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kontakt\?modules=workshops-labbar%2Cai-policy$/);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Ni har valt:' })).toContainText(
    'Workshops & labbar · AI-policy – kom igång på ett ansvarsfullt sätt',
  );
  await expect(page.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(
    'Hej! Vi är intresserade av Workshops & labbar och AI-policy – kom igång på ett ansvarsfullt sätt och vill gärna veta mer om upplägg och pris.',
  );

  // 4: an empty submit focuses the error summary.
  const send = page.getByRole('button', { name: 'Skicka meddelande' });
  await tabTo(page, send, { max: 60 });
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert', { name: '3 fält behöver rättas' });
  await expect(summary).toBeFocused();

  // 5: fill the form by keyboard and send.
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Namn är obligatoriskt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Namn' })).toBeFocused();
  await page.keyboard.type('Åsa Öberg');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  // 6: the confirmation replaces the form, its heading has focus, it offers the booking link,
  // and the enquiry is stored with its modules.
  const success = page.getByRole('heading', {
    level: 2,
    name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.',
  });
  await expect(success).toBeFocused();
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.' })
      .getByRole('link', { name: /Boka introsamtal/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cwSelectedModules'))).toBe('[]');

  const db = openDatabase(E2E_DATABASE_URL);
  try {
    const row = await db.selectFrom('enquiries').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Åsa Öberg',
      modules: 'workshops-labbar,ai-policy',
      consent: 1,
      locale: 'sv',
      is_spam: 0,
    });
    expect(row.message).toContain('Workshops & labbar');
    const mail = await db.selectFrom('outbox').selectAll().where('ref_id', '=', row.id).executeTakeFirstOrThrow();
    expect(mail.status).toBe('pending');
  } finally {
    await db.destroy();
  }
});

test('a failing server shows the red status and the error toast, and keeps the input', async ({ page }) => {
  await page.route('**/functions/v1/send-contact-email', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ ok: false }) }),
  );
  await gotoHydrated(page, '/en/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Åsa');
  await page.getByRole('textbox', { name: 'Email address' }).fill('asa@example.se');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await page.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Send message' }).press('Enter');
  await expect(
    page
      .getByText('Oops! Something went wrong. Please try again or email us at hej@clarityworks.se.', { exact: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Åsa');
});

test('“Utforska moduler” moves focus to the module grid', async ({ page }) => {
  await gotoHydrated(page, '/moduler');
  await tabTo(page, page.getByRole('link', { name: 'Utforska moduler' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Sju moduler att bygga med' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Intresselista (0)' })).toBeFocused();
});

for (const { width, dismisses } of [
  { width: 375, dismisses: true },
  { width: 1280, dismisses: false },
]) {
  test(`at ${width} px a tap on the overlay ${dismisses ? 'closes' : 'does not close'} the panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/en/modules');
    await page.getByRole('button', { name: /Interest list/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your interest list' });
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 400);
    if (dismisses) {
      await expect(panel).toBeHidden();
    } else {
      // A dismissal would still show the panel during its exit animation: wait until nothing
      // moves, then the panel must be there and still hold focus.
      await animationsSettled(page);
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
}

/**
 * What a showing toast covers: the panel's or the confirmation's box, or any control the visitor
 * could press there (one that a click at that spot reaches once the toast is out of the way;
 * controls under a modal overlay cannot be pressed and do not count).
 */
async function coveredByToast(page: Page, contentSelector: string) {
  return page.evaluate((selector) => {
    const toast = document.querySelector('[role="alertdialog"]')!;
    const region = toast.closest<HTMLElement>('[role="region"]')!;
    const box = toast.getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      box.left < other.right &&
      other.top < box.bottom &&
      box.top < other.bottom;
    const covered: string[] = [];
    const content = document.querySelector(selector);
    if (content && overlaps(content.getBoundingClientRect())) covered.push(`content ${selector}`);
    region.style.visibility = 'hidden';
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex="0"]');
    for (const control of controls) {
      if (region.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      if (!overlaps(rect)) continue;
      const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
      const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && control.contains(hit)) covered.push(control.textContent?.trim() || control.outerHTML.slice(0, 60));
    }
    region.style.visibility = '';
    return covered;
  }, contentSelector);
}

for (const width of [375, 1280]) {
  test(`at ${width} px the toasts show one at a time, clear of the panel and of every control; F6 reaches them and × removes them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await gotoHydrated(page, '/moduler');
    await page.evaluate(() => localStorage.removeItem('cwSelectedModules'));
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
    const panel = page.getByRole('dialog', { name: 'Din intresselista' });
    const toast = page.getByRole('alertdialog');

    await page.getByRole('button', { name: 'Lägg till i intresselistan' }).first().click();
    await expect(toast).toHaveText(/^Modul tillagd Förberedelse inför AI Act har lagts till i din intresselista\./);
    await animationsSettled(page);
    expect(await coveredByToast(page, '[role="dialog"]'), 'after adding').toEqual([]);

    // A second addition replaces the first toast.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Lägg till i intresselistan' }).first().click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Roller & kompetens har lagts till');

    await panel.getByRole('button', { name: 'Rensa' }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveText(/^Intresselistan rensad Alla moduler har tagits bort från din intresselista\./);
    await animationsSettled(page);
    expect(await coveredByToast(page, '[role="dialog"]'), 'after clearing').toEqual([]);

    // F6 moves to the toasts' region, Tab on to the toast's close button, which removes it.
    await page.keyboard.press('F6');
    await expect(page.getByRole('region', { name: 'Aviseringar' })).toBeFocused();
    await tabTo(page, toast.getByRole('button', { name: 'Stäng' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
  });

  test(`at ${width} px the sent toast keeps clear of the confirmation, and "Skriv ett nytt meddelande" focuses the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.route('**/functions/v1/send-contact-email', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true }) }),
    );
    await gotoHydrated(page, '/kontakt');
    await page.getByRole('textbox', { name: 'Namn' }).fill('Åsa');
    await page.getByRole('textbox', { name: 'E-postadress' }).fill('asa@example.se');
    await page.getByRole('textbox', { name: 'Meddelande' }).fill('Hej');
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    const heading = page.getByRole('heading', {
      level: 2,
      name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.',
    });
    await expect(heading).toBeFocused();
    const toast = page.getByRole('alertdialog');
    await expect(toast).toHaveText(/^Meddelande skickat! Vi återkommer till dig så snart vi kan\./);
    await animationsSettled(page);
    expect(await coveredByToast(page, '[aria-labelledby="contact-sent-title"]')).toEqual([]);

    await page.getByRole('button', { name: 'Skriv ett nytt meddelande' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Skicka ett meddelande' })).toBeFocused();
  });
}
