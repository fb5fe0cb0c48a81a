/**
 * The mark a document carries once its first contentful paint is on the screen:
 * `<html data-painted="true">`, set by the deferred loader (deferred-hydration.browser.ts).
 * What a page does not need for its first paint waits for it in CSS (the scenes: their
 * drawings are fetched only then, so they never share the slow phone's first round trips with
 * the stylesheet and fonts). The hydrated mark implies it, for documents the loader does not
 * run in (`npm run dev`).
 *
 * No imports: the loader is compiled into an inline script with this module.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';

export function markPainted(root: HTMLElement): void {
  root.setAttribute(PAINTED_ATTRIBUTE, 'true');
}
