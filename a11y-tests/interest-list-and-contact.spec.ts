import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../e2e/support/pages';
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from '../e2e/support/animations';
import { WCAG_TAGS } from './support/axe';
import { expectAccessibleState } from './support/audit';

const LANGUAGES = [
  {
    locale: 'sv',
    modules: '/moduler',
    contact: '/kontakt',
    listButton: /Intresselista/,
    panel: 'Din intresselista',
    add: 'Lägg till i intresselistan',
    send: 'Skicka meddelande',
    summary: /fält behöver rättas/,
    fields: { name: 'Namn', email: 'E-postadress', message: 'Meddelande' },
    success: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.',
    failure: 'Oj! Något gick fel. Prova igen eller mejla oss på hej@clarityworks.se.',
  },
  {
    locale: 'en',
    modules: '/en/modules',
    contact: '/en/contact',
    listButton: /Interest list/,
    panel: 'Your interest list',
    add: 'Add to interest list',
    send: 'Send message',
    summary: /need correcting|needs correcting/,
    fields: { name: 'Name', email: 'Email address', message: 'Message' },
    success: 'Thank you! Your message has been sent. We will get back to you soon.',
    failure: 'Oops! Something went wrong. Please try again or email us at hej@clarityworks.se.',
  },
] as const;

for (const lang of LANGUAGES) {
  for (const width of [1280, 375]) {
    test.describe(`${lang.locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the interest panel, empty', async ({ page }) => {
        await gotoHydrated(page, lang.modules);
        await page.getByRole('button', { name: lang.listButton }).click();
        await expect(page.getByRole('dialog', { name: lang.panel })).toBeVisible();
        await expectAccessibleState(page);
      });

      test('the interest panel, filled, with its one toast beside it', async ({ page }) => {
        await gotoHydrated(page, lang.modules);
        await page.getByRole('button', { name: lang.add }).first().click();
        await expect(page.getByRole('dialog', { name: lang.panel })).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(1);
        await expectAccessibleState(page);
      });

      test('the contact form with its error summary', async ({ page }) => {
        await gotoHydrated(page, lang.contact);
        await page.getByRole('button', { name: lang.send }).click();
        await expect(page.getByRole('alert', { name: lang.summary })).toBeFocused();
        await expectAccessibleState(page);
      });

      for (const outcome of ['success', 'failure'] as const) {
        test(`the contact form after ${outcome}`, async ({ page }) => {
          if (outcome === 'failure') {
            await page.route('**/functions/v1/send-contact-email', (route) =>
              route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }),
            );
          }
          await gotoHydrated(page, `${lang.contact}?modules=ai-policy`);
          await page.getByRole('textbox', { name: lang.fields.name }).fill('Åsa Öberg');
          await page.getByRole('textbox', { name: lang.fields.email }).fill('a11y@example.se');
          await page.getByRole('checkbox').focus();
          await page.keyboard.press('Space');
          await page.getByRole('button', { name: lang.send }).click();
          await expect(page.getByText(lang[outcome], { exact: true }).first()).toBeVisible();
          // Both raise one toast (an animation): 'Fel' beside the kept form, or 'Meddelande
          // skickat!' beside the confirmation. Audit once it is there and has settled.
          await expect(page.getByRole('alertdialog')).toHaveCount(1);
          await expect(page.getByRole('alertdialog')).toBeVisible();
          await expectAccessibleState(page);
        });
      }
    });
  }
}

test('a real contrast failure in the settled toast still fails the audit', async ({ page }) => {
  await page.route('**/functions/v1/send-contact-email', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }),
  );
  await gotoHydrated(page, '/kontakt?modules=ai-policy'); // the chosen module fills the message
  await page.getByRole('textbox', { name: 'Namn' }).fill('Åsa Öberg');
  await page.getByRole('textbox', { name: 'E-postadress' }).fill('a11y@example.se');
  await page.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  const toast = page.getByRole('alertdialog');
  await expect(toast).toBeVisible();
  await animationsSettled(page);
  // Pale grey on white: what a wrong colour token would do.
  await toast.evaluate((element) =>
    element.querySelectorAll('*').forEach((child) => ((child as HTMLElement).style.color = '#b8b8b8')),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toContain('color-contrast');
});
