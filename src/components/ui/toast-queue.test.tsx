/**
 * How long a toast stays: an error 10 seconds (it may need reading twice and acting on), any
 * other 6 (never under 5, WCAG 2.2.1's comfortable margin for a short line), one at a time, a
 * new one in place of the one showing. Timed with fake timers: no waiting in real time.
 */
import { act, render, screen } from '../../test/render';
import { ToastRegion } from './Toast';
import { showToast } from './toast-queue';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

const shown = () => screen.queryAllByRole('alertdialog').map((toast) => toast.textContent);

it.each([
  ['an error', 'error' as const, 10_000],
  ['a confirmation', 'success' as const, 6_000],
  ['a notice', undefined, 6_000],
])('keeps %s for its time, then lets it go', (_what, tone, ms) => {
  render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
  act(() => void showToast({ title: 'Rubrik', description: 'Text.', tone }));
  expect(shown()).toHaveLength(1);
  act(() => void vi.advanceTimersByTime(ms - 100));
  expect(shown()).toHaveLength(1);
  act(() => void vi.advanceTimersByTime(200));
  expect(shown()).toEqual([]);
});

it('shows one toast at a time: a new one replaces the one showing', () => {
  render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
  act(() => void showToast({ title: 'Först' }));
  act(() => void showToast({ title: 'Sedan' }));
  expect(shown()).toEqual([expect.stringContaining('Sedan')]);
  // Gone for good after its time: the one it replaced does not come back.
  act(() => void vi.advanceTimersByTime(6_100));
  expect(shown()).toEqual([]);
});

it('names a toast by its title and describes it by its text, for a screen reader that moves to it', () => {
  render(<ToastRegion label="Aviseringar" closeLabel="Stäng" />);
  act(() => void showToast({ title: 'Modul tillagd', description: 'AI Act finns nu i din lista.', tone: 'success' }));
  const toast = screen.getByRole('alertdialog', { name: 'Modul tillagd' });
  expect(toast).toHaveAccessibleDescription('AI Act finns nu i din lista.');
  act(() => void vi.advanceTimersByTime(6_100));
});
