import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from '../../e2e/support/animations';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Zero axe violations (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page once it is at rest: a frame of
 * a fade-in would fail contrast on half-transparent text that the visitor never reads.
 */
export async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The axe violations on the page once it is at rest, one line each with the elements' selectors. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
