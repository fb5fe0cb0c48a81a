/**
 * Forced colours (Windows High Contrast and the like) replace every colour with a few system
 * colours and drop backgrounds and shadows: a control drawn only by its background, or a focus
 * ring drawn by a shadow, disappears. These checks run in a page opened with
 * `forcedColors: 'active'`.
 */
import type { Page } from '@playwright/test';

/** Visible controls a reader must be able to find without a border: none. */
export function controlsWithoutBoundary(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const border = sides.some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return border || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
    };
    const clippedAway = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, [role="button"]:not(a)',
    );
    const problems: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[aria-hidden="true"]')) continue;
      // A visually hidden native input (React Aria's checkbox, radio): its indicator is drawn by the label.
      const target = clippedAway(control) ? control.closest('label') : control;
      if (!target) continue;
      const indicator = [target, ...target.querySelectorAll('[aria-hidden="true"], span, div')].some(drawn);
      if (!indicator) problems.push(describe(control));
    }
    return problems;
  });
}

/** Tabs through the first `count` stops and names those whose focus ring cannot be seen. */
export async function focusRingsMissing(page: Page, count: number): Promise<string[]> {
  const problems: string[] = [];
  for (let stop = 0; stop < count; stop += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      const hasRing = (node: Element) => {
        const nodeStyle = getComputedStyle(node);
        return nodeStyle.outlineStyle !== 'none' && parseFloat(nodeStyle.outlineWidth) >= 2;
      };
      // Some controls draw the ring on a child, or on the card or badge around them
      // (`:focus-within`, `:has(:focus-visible)`), so it stays visible whatever the control's shape.
      const ancestors: Element[] = [];
      for (let node = element.parentElement; node && ancestors.length < 4; node = node.parentElement)
        ancestors.push(node);
      const childRing = [...element.querySelectorAll('*'), ...ancestors].some(hasRing);
      return ring || childRing
        ? null
        : `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    });
    if (problem) problems.push(problem);
  }
  return problems;
}
