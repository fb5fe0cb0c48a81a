/**
 * Sets up @guidepup/virtual-screen-reader for a test file: what a screen reader would say,
 * as a log of phrases. Two jsdom gaps are bridged while it runs:
 * - jsdom cannot style pseudo-elements and says so on every call; the element's style will do;
 * - the reader looks up ids from the root of nodes that a step change has just detached, and a
 *   detached element has no getElementById: searching its subtree answers the same.
 */
import { virtual } from '@guidepup/virtual-screen-reader';

export { virtual };

export function useVirtualScreenReader() {
  const getComputedStyle = window.getComputedStyle.bind(window);
  let styleSpy: { mockRestore(): void } | undefined;
  const proto = Element.prototype as Element & { getElementById?: (id: string) => Element | null };

  beforeAll(() => {
    styleSpy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element: Element) => getComputedStyle(element));
    proto.getElementById = function getElementById(this: Element, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    };
  });

  afterAll(() => {
    styleSpy?.mockRestore();
    delete proto.getElementById;
  });

  afterEach(async () => {
    await virtual.stop();
  });

  return {
    start: () => virtual.start({ container: document.body }),
    spoken: () => virtual.spokenPhraseLog(),
  };
}
