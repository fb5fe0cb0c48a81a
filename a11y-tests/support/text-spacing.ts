/**
 * WCAG 1.4.12 (text spacing): with line height 1.5, paragraph spacing 2 em, letter spacing
 * 0.12 em and word spacing 0.16 em forced on every element (the W3C's bookmarklet values), no
 * text may be cut off or overlap other text. Boxes must grow with their text.
 */
import type { Page } from '@playwright/test';

export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/** Forces the spacing and waits until the layout has taken it (two frames). */
export async function forceTextSpacing(page: Page) {
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * What a reader would miss: text cut off by a box that does not grow (overflow hidden or clip,
 * an ellipsis), text spilling out of a box with a fixed height over what follows, and a page
 * that scrolls sideways. Text hidden on purpose (visually hidden for screen readers, closed
 * panels, scroll containers the reader can scroll) does not count.
 */
export function textSpacingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const visuallyHidden = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)'
      );
    };
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + TOLERANCE)
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);

    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('[hidden], [aria-hidden="true"], svg') || visuallyHidden(element)) continue;
      if (!(element.textContent ?? '').trim()) continue;
      const style = getComputedStyle(element);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX);
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      const overX = element.scrollWidth - element.clientWidth;
      const overY = element.scrollHeight - element.clientHeight;
      if (style.textOverflow === 'ellipsis' && overX > TOLERANCE)
        problems.push(`${describe(element)} ends in an ellipsis`);
      else if ((clipsX && overX > TOLERANCE) || (clipsY && overY > TOLERANCE))
        problems.push(`${describe(element)} is cut off by ${Math.max(clipsX ? overX : 0, clipsY ? overY : 0)} px`);
      // A box whose height does not follow its own text (a fixed height, a max-height, a
      // stretched row): the text runs out of it, over whatever follows.
      else if (!clipsY && hasOwnText(element) && overY > TOLERANCE)
        problems.push(`${describe(element)} spills ${overY} px out of its box`);
    }
    return problems;
  });
}
