/**
 * The room a showing toast keeps on the page (Toast.tsx): its height with the region's gap below
 * and above it, published as --toast-reserve for the side panel and for scrolling, and the
 * section the visitor is at scrolled above it. jsdom lays nothing out, so the sizes are given
 * here: the toast's height, the region's gap (its `bottom`), the section's place on screen. The
 * browser tests check the same at 375 and 1280 px with real layout
 * (e2e/interest-list-and-contact.spec.ts).
 */
import { act, render, screen } from '../../test/render';
import { ToastRegion } from './Toast';
import { showToast } from './toast-queue';

/** A ResizeObserver the test sets off: jsdom has none. */
class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() {
    FakeResizeObserver.live.add(this);
  }
  disconnect() {
    FakeResizeObserver.live.delete(this);
  }
  static resize() {
    for (const observer of FakeResizeObserver.live) observer.callback();
  }
}

const TOAST_HEIGHT = 80;
const root = document.documentElement;
const reserve = () => root.style.getPropertyValue('--toast-reserve');
let scrolled: Array<{ element: Element; block: unknown }>;
// Each test gets a scrollIntoView that records (jsdom scrolls nothing); jsdom's own is put back after.
const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'alertdialog' ? TOAST_HEIGHT : 0;
  });
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ element: this, block: typeof options === 'object' ? options.block : options });
  };
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});

afterEach(() => {
  act(() => void vi.advanceTimersByTime(10_000));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  root.style.removeProperty('scroll-padding-top');
  FakeResizeObserver.live.clear();
  if (jsdomScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
  else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

/** Shows a toast in a region whose gap below the toast is `gap` (the CSS's `bottom`). */
function showWithGap(gap: string | undefined) {
  act(() => void showToast({ title: 'Skickat', tone: 'success' }));
  const region = screen.getByRole('region', { name: 'Aviseringar' });
  if (gap) region.style.bottom = gap;
  act(() => FakeResizeObserver.resize());
}

/** Places `element` on screen: its top and bottom edge, in px from the window's top. */
function placeAt(element: Element, top: number, bottom: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
}

it('keeps room for the toast and its gap below and above it while it shows, and gives it back when it goes', () => {
  render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
  expect(reserve()).toBe('');
  showWithGap('16px');
  expect(reserve()).toBe(`${TOAST_HEIGHT + 2 * 16}px`);
  // The toast's time runs out: the room is given back.
  act(() => void vi.advanceTimersByTime(6_100));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(reserve()).toBe('');
});

it('rounds the room up to a whole pixel, and keeps the toast alone when the region sets no gap', () => {
  render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
  showWithGap('12.25px');
  expect(reserve()).toBe(`${Math.ceil(TOAST_HEIGHT + 24.5)}px`);
  act(() => void vi.advanceTimersByTime(6_100));
  showWithGap(undefined);
  expect(reserve()).toBe(`${TOAST_HEIGHT}px`);
});

describe('the section the visitor is at', () => {
  function formAndToast() {
    render(
      <>
        <section>
          <button type="button">Skicka</button>
        </section>
        <ToastRegion label="Aviseringar" closeLabel="Stäng" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Skicka' });
    act(() => button.focus());
    return { button, section: button.closest('section')! };
  }

  it('is scrolled up to end above the toast when the toast would cover its end', () => {
    const { section, button } = formAndToast();
    // 800 px tall window, room of 112 px: a section ending at 700 is partly under the toast.
    placeAt(section, 300, 700);
    placeAt(button, 400, 440);
    showWithGap('16px');
    expect(scrolled).toEqual([{ element: section, block: 'end' }]);
  });

  it('is left where it is when it ends above the toast, even at the toast’s very edge', () => {
    const { section, button } = formAndToast();
    placeAt(section, 300, 800 - (TOAST_HEIGHT + 32));
    placeAt(button, 400, 440);
    showWithGap('16px');
    expect(scrolled).toEqual([]);
  });

  it('brings the focused control back below the sticky header when the section is taller than the room', () => {
    const { section, button } = formAndToast();
    root.style.setProperty('scroll-padding-top', '72px');
    placeAt(section, -400, 790);
    // After the section is scrolled to end above the toast, the control is under the header.
    placeAt(button, 40, 80);
    showWithGap('16px');
    expect(scrolled).toEqual([
      { element: section, block: 'end' },
      { element: button, block: 'start' },
    ]);
  });

  it('leaves the focused control where it is when it is below the sticky header, or exactly at it', () => {
    const { section, button } = formAndToast();
    root.style.setProperty('scroll-padding-top', '72px');
    placeAt(section, -400, 790);
    placeAt(button, 72, 112);
    showWithGap('16px');
    expect(scrolled).toEqual([{ element: section, block: 'end' }]);
  });

  it('is not scrolled when focus is on no section', () => {
    render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
    showWithGap('16px');
    expect(scrolled).toEqual([]);
  });
});
