/**
 * In forced colours a chosen option must still look chosen, and an unchosen one must not.
 * Our choice pills, persona cards and rating points mark the choice with a fill and an inner
 * shadow, both of which forced colours drop, leaving at most a border of another hue; the
 * convention (and our rule) is the system's selection colours, a filled box. A checkbox's tick
 * must show only when it is ticked.
 */
import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated } from '../e2e/support/pages';
import { expectNoViolations } from './support/axe';

test.use({ forcedColors: 'active', colorScheme: 'light', viewport: { width: 1280, height: 900 } });

/** An option's fill and text colour: what tells a chosen box from the others at a glance. */
async function fill(radio: Locator) {
  return radio.evaluate((input) => {
    const style = getComputedStyle(input.closest('label') ?? input);
    return `${style.backgroundColor} / ${style.color}`;
  });
}

async function expectChosenStandsOut(chosen: Locator, other: Locator) {
  await expect(chosen).toBeChecked();
  await expect(other).not.toBeChecked();
  expect(await fill(chosen)).not.toEqual(await fill(other));
}

/** Whether the checkbox's tick is painted: shown, and in a colour other than its box's. */
function tickPainted(checkbox: Locator) {
  return checkbox.evaluate((input) => {
    const box = input.closest('label')!.querySelector('[aria-hidden="true"]')!;
    const tick = box.querySelector('svg')!;
    const style = getComputedStyle(tick);
    return style.visibility === 'visible' && style.color !== getComputedStyle(box).backgroundColor;
  });
}

test('the Clarity Pulse persona and rating choices stand out from the others', async ({ page }) => {
  await gotoHydrated(page, '/en/clarity-score');
  await page.evaluate(() => sessionStorage.clear());
  await page.getByText('For my team', { exact: true }).click();
  await expectChosenStandsOut(
    page.getByRole('radio', { name: /For my team/ }),
    page.getByRole('radio', { name: /For myself/ }),
  );

  await page.getByRole('button', { name: 'Next' }).click();
  const firstStatement = page.getByRole('radiogroup').first();
  await firstStatement
    .getByRole('radio')
    .nth(3)
    .evaluate((input) => (input.closest('label') as HTMLElement).click());
  await expectChosenStandsOut(firstStatement.getByRole('radio').nth(3), firstStatement.getByRole('radio').nth(2));
  await expectNoViolations(page);
});

test('the Team Pulse language choice shows which language is chosen', async ({ page }) => {
  await gotoHydrated(page, '/en/team-pulse');
  const group = page.getByRole('radiogroup', { name: /language/i });
  const radios = group.getByRole('radio');
  await expectChosenStandsOut(radios.nth(1), radios.nth(0));
  await expectNoViolations(page);
});

test('a consent checkbox shows its tick only when it is ticked', async ({ page }) => {
  await gotoHydrated(page, '/en/team-pulse');
  const consent = page.getByRole('checkbox');
  await expect(consent).not.toBeChecked();
  expect(await tickPainted(consent)).toBe(false);
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  expect(await tickPainted(consent)).toBe(true);
});
