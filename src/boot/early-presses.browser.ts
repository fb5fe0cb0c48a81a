/**
 * Browser code, inlined into the head of every prerendered page by `scripts/defer-scripts.ts`
 * (compiled and minified at build time; the CSP hash is taken of the compiled text): a press on
 * a disclosure button (the menu button, a header dropdown, an FAQ question, "Läs mer", a 7C
 * badge: every `button[aria-expanded]`) made before the page has hydrated is not lost. The
 * button shows at once that it was taken (`aria-busy="true"`, drawn by src/styles/global.css),
 * and the press is carried out with a click on the same button the moment React marks the
 * document hydrated (hydrated-mark.ts), so the hydrated code opens it exactly as it opens any
 * click: same focus, same focus trap, same Escape.
 *
 * Until then the press is kept from the page (capture phase on window, before React's own
 * listener on the document), so React cannot also replay it during hydration and toggle the
 * button twice. A second press on the same button takes the first back; a press on another
 * button replaces it, as a second click would close the first dropdown. Links need nothing:
 * they work as links before hydration.
 */
import { HYDRATED_ATTRIBUTE, isHydrated } from './hydrated-mark';

/** The buttons whose press is kept: every disclosure (menu, dropdown, FAQ, "Läs mer", badge). */
const DISCLOSURE_BUTTON = 'button[aria-expanded]';

function showTaken(button: Element, taken: boolean): void {
  if (taken) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

export function recordEarlyPresses(): void {
  const root = document.documentElement;
  let pending: HTMLElement | null = null;

  const keepPress = (event: MouseEvent) => {
    if (isHydrated(root)) return;
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(DISCLOSURE_BUTTON) : null;
    if (!button) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (pending) showTaken(pending, false);
    pending = pending === button ? null : button;
    if (pending) showTaken(pending, true);
  };
  addEventListener('click', keepPress, true);

  const observer = new MutationObserver(() => {
    // Stryker disable next-line ConditionalExpression: the observer watches only the mark, and only markHydrated sets it, to "true"
    if (!isHydrated(root)) return;
    observer.disconnect();
    removeEventListener('click', keepPress, true);
    const button = pending;
    pending = null;
    if (!button) return;
    showTaken(button, false);
    // Stryker disable next-line ConditionalExpression: a click on a button no longer in the document reaches no handler of the page
    if (button.isConnected) button.click();
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
