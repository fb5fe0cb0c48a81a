/**
 * The link's fragment as the Team Pulse pages read it: nothing on the first render (as
 * prerendered), then the fragment, kept current when another link is pasted into the tab; and
 * cleared from the address bar without a new history entry.
 */
import { act, renderHook, waitFor } from '../../test/render';
import { useFragment } from './useFragment';

const START = `${window.location.pathname}${window.location.search}`;

describe('useFragment', () => {
  afterEach(() => {
    window.history.replaceState(null, '', START);
  });

  it('reads nothing on the first render, then the fragment', () => {
    window.history.replaceState(null, '', '/teampuls/resultat#abc.def');
    const seen: Array<string | undefined> = [];
    const { result } = renderHook(() => {
      const value = useFragment();
      seen.push(value[0]);
      return value;
    });
    expect(seen[0]).toBeUndefined();
    expect(result.current[0]).toBe('#abc.def');
  });

  it('reads an address without a fragment as empty', () => {
    window.history.replaceState(null, '', '/teampuls/resultat');
    const { result } = renderHook(() => useFragment());
    expect(result.current[0]).toBe('');
  });

  it('follows another link opened in the same tab', async () => {
    window.history.replaceState(null, '', '/teampuls/resultat#first');
    const { result } = renderHook(() => useFragment());
    expect(result.current[0]).toBe('#first');
    window.location.hash = 'second';
    await waitFor(() => expect(result.current[0]).toBe('#second'));
  });

  it('stops following the address once the page is gone', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useFragment());
    const listener = added.mock.calls.find(([type]) => type === 'hashchange')?.[1];
    expect(listener).toBeDefined();
    expect(removed.mock.calls.some(([type]) => type === 'hashchange')).toBe(false);
    unmount();
    expect(removed).toHaveBeenCalledWith('hashchange', listener);
    added.mockRestore();
    removed.mockRestore();
  });

  it('clear drops the fragment from the address, keeping the path, the query and the history entry', () => {
    window.history.replaceState({ from: 'mail' }, '', '/en/team-pulse/results?utm=mail#abc.def');
    const entries = window.history.length;
    const { result } = renderHook(() => useFragment());
    expect(result.current[0]).toBe('#abc.def');
    act(() => result.current[1]());
    expect(result.current[0]).toBe('');
    expect(window.location.pathname).toBe('/en/team-pulse/results');
    expect(window.location.search).toBe('?utm=mail');
    expect(window.location.hash).toBe('');
    expect(window.location.href.endsWith('/en/team-pulse/results?utm=mail')).toBe(true);
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ from: 'mail' });
  });
});
