/**
 * useScrollFrame measures once at once, then at most once per animation frame however many
 * scroll or resize events come in it, and nothing after the component is gone. Animation frames
 * are faked: each "frame" is run by the test.
 */
import { render } from '../../test/render';
import { useScrollFrame } from './useScrollFrame';

beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

function Measured({ measure }: { measure: () => void }) {
  useScrollFrame(measure);
  return null;
}

const events = (type: 'scroll' | 'resize', count: number) => {
  for (let i = 0; i < count; i += 1) window.dispatchEvent(new Event(type));
};

it('measures once now, then once per frame of scrolling or resizing, and never after it is gone', () => {
  const measure = vi.fn();
  const { unmount } = render(<Measured measure={measure} />);
  expect(measure).toHaveBeenCalledTimes(1);

  events('scroll', 5);
  expect(measure).toHaveBeenCalledTimes(1); // not before the frame
  vi.advanceTimersToNextFrame();
  expect(measure).toHaveBeenCalledTimes(2);

  events('resize', 3);
  vi.advanceTimersToNextFrame();
  expect(measure).toHaveBeenCalledTimes(3);

  // A frame with no event measures nothing.
  vi.advanceTimersToNextFrame();
  expect(measure).toHaveBeenCalledTimes(3);

  // Gone: a frame already asked for is cancelled.
  events('scroll', 1);
  unmount();
  vi.advanceTimersToNextFrame();
  expect(measure).toHaveBeenCalledTimes(3);
});

it('hears no scroll or resize once the component is gone', () => {
  const measure = vi.fn();
  const { unmount } = render(<Measured measure={measure} />);
  unmount();
  events('scroll', 1);
  vi.advanceTimersToNextFrame();
  events('resize', 1);
  vi.advanceTimersToNextFrame();
  expect(measure).toHaveBeenCalledTimes(1);
});
