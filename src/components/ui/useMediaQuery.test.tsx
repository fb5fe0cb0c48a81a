/**
 * useMediaQuery follows the browser's answer to a media query as it changes (a phone turned, a
 * window resized), stops listening once the component is gone, and answers false on the server,
 * where there is no screen to ask.
 */
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '../../test/render';
import { useMediaQuery } from './useMediaQuery';

function Width() {
  return <p>{useMediaQuery('(min-width: 60rem)') ? 'wide' : 'narrow'}</p>;
}

/** A media query list the test answers, as window.matchMedia gives one. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (type: string, listener: () => void) => type === 'change' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'change' && listeners.delete(listener),
  };
  const asked: string[] = [];
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    asked.push(query);
    return list as unknown as MediaQueryList;
  });
  return {
    asked,
    listeners,
    change(to: boolean) {
      list.matches = to;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => spy.mockRestore(),
  };
}

it('answers what the browser answers, and follows it when it changes', () => {
  const media = fakeMedia(true);
  try {
    const { unmount } = render(<Width />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    expect(media.asked).toContain('(min-width: 60rem)');
    media.change(false);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    media.change(true);
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  } finally {
    media.restore();
  }
});

it('answers false while the page is prerendered', () => {
  const media = fakeMedia(true);
  try {
    expect(renderToString(<Width />)).toBe('<p>narrow</p>');
  } finally {
    media.restore();
  }
});
