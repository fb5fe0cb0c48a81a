/**
 * The anchor bar as a reader meets it: a named navigation of in-page links, the link of the
 * section in view marked `aria-current="location"` as the page scrolls, the last section's link
 * once the page is scrolled to its end, and, in a bar that scrolls sideways, the current link
 * brought into view. jsdom has no layout: the sections' positions and the page's height are set
 * by the test, as a browser would report them.
 */
import { act, render, screen, waitFor, within } from '../../test/render';
import { AnchorBar } from './AnchorBar';

const ITEMS = [
  { id: 'oversikt', label: 'Översikt' },
  { id: 'sa-gar-det-till', label: 'Så går det till' },
  { id: 'fragor', label: 'Frågor' },
];

/** Where each section's top is, relative to the viewport, as the page is scrolled now. */
let tops: Record<string, number> = {};

function page(scrollHeight: number) {
  for (const { id } of ITEMS) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    document.body.append(section);
  }
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
}

/**
 * Scrolls the page to `y` with the sections' tops at `at`, tells the page it scrolled and lets the
 * next animation frame come, all inside act: the bar's measure, its render and its effects (the
 * sideways scroll) are done when this returns. On a real frame the effect could still be pending
 * when a test moved the bar again, and then scrolled it from the moved position.
 */
function scrollTo(y: number, at: Record<string, number>) {
  tops = at;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
  });
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  tops = { oversikt: 200, 'sa-gar-det-till': 900, fragor: 1600 };
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  for (const { id } of ITEMS) document.getElementById(id)?.remove();
});

it('is a navigation named for the page, with a link to each section', () => {
  page(5000);
  render(<AnchorBar label="På den här sidan" items={ITEMS} />);
  const bar = screen.getByRole('navigation', { name: 'På den här sidan' });
  expect(
    within(bar)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Översikt', '/#oversikt'],
    ['Så går det till', '/#sa-gar-det-till'],
    ['Frågor', '/#fragor'],
  ]);
  // At the top of a long page, no section has reached the bar yet.
  expect(current()).toEqual([]);
});

it('marks the section whose top has reached the bar, one at a time, as the page scrolls', async () => {
  page(5000);
  render(<AnchorBar label="På den här sidan" items={ITEMS} />);
  // A top exactly one pixel below the bar's edge counts as reached.
  scrollTo(700, { oversikt: -500, 'sa-gar-det-till': 1, fragor: 700 });
  await waitFor(() => expect(current()).toEqual(['Så går det till']));
  scrollTo(150, { oversikt: 50, 'sa-gar-det-till': 750, fragor: 1450 });
  await waitFor(() => expect(current()).toEqual([]));
  scrollTo(250, { oversikt: -50, 'sa-gar-det-till': 650, fragor: 1350 });
  await waitFor(() => expect(current()).toEqual(['Översikt']));
});

it('marks the last section at the end of the page, even when it is too short to reach the bar', async () => {
  page(5000);
  render(<AnchorBar label="På den här sidan" items={ITEMS} />);
  // Two pixels short of the end still counts as the end (rounding in the browser).
  scrollTo(5000 - 800 - 2, { oversikt: -3000, 'sa-gar-det-till': -1000, fragor: 400 });
  await waitFor(() => expect(current()).toEqual(['Frågor']));
  scrollTo(5000 - 800 - 3, { oversikt: -3000, 'sa-gar-det-till': -1000, fragor: 401 });
  await waitFor(() => expect(current()).toEqual(['Så går det till']));
});

it('brings the current link into view in a bar that scrolls sideways, and leaves a bar that fits alone', async () => {
  page(5000);
  render(<AnchorBar label="På den här sidan" items={ITEMS} />);
  const list = screen.getByRole('list');
  const scrolled: unknown[] = [];
  list.scrollTo = ((options: ScrollToOptions) => void scrolled.push(options)) as typeof list.scrollTo;
  const links = screen.getAllByRole('link');
  links.forEach((link, index) => {
    Object.defineProperty(link, 'offsetLeft', { configurable: true, value: 10 + index * 200 });
    Object.defineProperty(link, 'offsetWidth', { configurable: true, value: 180 });
  });
  Object.defineProperty(list, 'offsetLeft', { configurable: true, value: 10 });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 300 });

  // The bar fits: nothing to scroll.
  scrollTo(2500, { oversikt: -2300, 'sa-gar-det-till': -1600, fragor: 0 });
  await waitFor(() => expect(current()).toEqual(['Frågor']));
  expect(scrolled).toEqual([]);

  // Too wide for the screen: a current link partly out of view comes into view, 16 px from the edge.
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 600 });
  const scrolledTo = (left: number) => Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left });
  scrolledTo(0);
  scrollTo(1800, { oversikt: -1600, 'sa-gar-det-till': 0, fragor: 700 }); // its link spans 200–380 of 0–300
  await waitFor(() => expect(scrolled).toEqual([{ left: 184, behavior: 'instant' }]));
  scrolledTo(184);
  scrollTo(2500, { oversikt: -2300, 'sa-gar-det-till': -1600, fragor: 0 }); // 400–580 of 184–484
  await waitFor(() => expect(scrolled).toHaveLength(2));
  expect(scrolled[1]).toEqual({ left: 384, behavior: 'instant' });
  scrolledTo(384);
  scrollTo(300, { oversikt: 0, 'sa-gar-det-till': 700, fragor: 1400 }); // 0–180 of 384–684
  await waitFor(() => expect(scrolled).toHaveLength(3));
  expect(scrolled[2]).toEqual({ left: -16, behavior: 'instant' });
  // A current link already in view stays where it is.
  scrolledTo(0);
  scrollTo(1800, { oversikt: -1600, 'sa-gar-det-till': 0, fragor: 700 });
  await waitFor(() => expect(current()).toEqual(['Så går det till']));
  scrollTo(300, { oversikt: 0, 'sa-gar-det-till': 700, fragor: 1400 });
  await waitFor(() => expect(current()).toEqual(['Översikt']));
  expect(scrolled).toHaveLength(4); // the one for "Så går det till" (200–380 of 0–300), none for "Översikt"
  // A link that ends exactly at the bar's edge is in view.
  scrolledTo(80);
  scrollTo(1800, { oversikt: -1600, 'sa-gar-det-till': 0, fragor: 700 }); // 200–380 of 80–380
  await waitFor(() => expect(current()).toEqual(['Så går det till']));
  expect(scrolled).toHaveLength(4);
  // Back at the top, where no section is current: the bar stays as it is.
  scrollTo(0, { oversikt: 200, 'sa-gar-det-till': 900, fragor: 1600 });
  await waitFor(() => expect(current()).toEqual([]));
  expect(screen.getByRole('navigation', { name: 'På den här sidan' })).toBeInTheDocument();
  expect(scrolled).toHaveLength(4);
});

it('counts a section as reached at the sticky header and bar, read from the page’s scroll padding', async () => {
  document.documentElement.style.setProperty('scroll-padding-top', '72px');
  try {
    page(5000);
    render(<AnchorBar label="På den här sidan" items={ITEMS} />);
    // The line is one pixel below the 72 px the header and bar cover.
    scrollTo(700, { oversikt: -500, 'sa-gar-det-till': 73, fragor: 700 });
    await waitFor(() => expect(current()).toEqual(['Så går det till']));
    scrollTo(699, { oversikt: -499, 'sa-gar-det-till': 74, fragor: 701 });
    await waitFor(() => expect(current()).toEqual(['Översikt']));
  } finally {
    document.documentElement.style.removeProperty('scroll-padding-top');
  }
});
