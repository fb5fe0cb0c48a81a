/**
 * WCAG 2.5.3 (label in name): a speech-input user says what they see ("click Read more"), so
 * every control's visible text must be in its accessible name, and at its start.
 *
 * The accessible name is axe-core's (the engine the other audits use), computed in the page;
 * the visible text is the text a sighted user sees on the control (for form fields: their
 * label), without text that is visually hidden for screen readers only.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface LabelMismatch {
  control: string;
  visible: string;
  name: string;
}

/** Every visible control on the page whose accessible name does not start with its visible text. */
export async function labelInNameMismatches(page: Page): Promise<LabelMismatch[]> {
  // Evaluated rather than injected as a <script>: the site's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() => {
    interface AxeInPage {
      setup(node?: Node): unknown;
      teardown(): void;
      utils: { getNodeFromTree(node: Node): unknown };
      commons: { text: { accessibleTextVirtual(node: unknown): string } };
    }
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]';

    // Letters and digits only, lower case: punctuation, arrows and spacing are not spoken (and
    // name computations differ in the spaces they put between block-level parts).
    const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

    // Shown on screen: rendered, not transparent, and larger than the 1 px clip of visually hidden text.
    const isShown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };

    const visibleText = (root: Element) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && isShown(node.parentElement)) parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    };

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };

    axe.setup(document);
    try {
      const mismatches: { control: string; visible: string; name: string }[] = [];
      for (const element of document.querySelectorAll(CONTROLS)) {
        // Hidden from assistive technology (the honeypot): it has no name to speak of.
        if (!isShown(element) || element.closest('[aria-hidden="true"], [inert]')) continue;
        const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
        const visible = normalise(
          labels && labels.length > 0 ? [...labels].map(visibleText).join(' ') : visibleText(element),
        );
        if (!visible) continue; // an icon-only control: nothing visible to say
        const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(element));
        if (!normalise(name).startsWith(visible)) mismatches.push({ control: describe(element), visible, name });
      }
      return mismatches;
    } finally {
      axe.teardown();
    }
  });
}
