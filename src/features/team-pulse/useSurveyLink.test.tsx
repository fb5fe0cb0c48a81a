/**
 * What a private link's page shows of the server's answer: nothing until the link is read, then
 * "opening" until the answer for this very link and this very try arrives. An answer for an
 * earlier link or an earlier try is never shown; a reload keeps the page until the new answer
 * comes; and what the visitor did next replaces the answer.
 */
import { act, renderHook } from '../../test/render';
import { useSurveyLink } from './useSurveyLink';

interface Link {
  token: string;
}

/** A load whose answers the test gives, one call at a time, in any order. */
function controlledLoad() {
  const calls: Array<{ link: Link; answer: (state: string) => Promise<void> }> = [];
  const load = vi.fn(
    (link: Link) =>
      new Promise<string>((resolve) => {
        calls.push({
          link,
          answer: async (state) => {
            await act(async () => resolve(state));
          },
        });
      }),
  );
  return { load, calls };
}

function useLink(link: Link | null | undefined, load: (link: Link) => Promise<string>) {
  return useSurveyLink(link, load);
}

describe('useSurveyLink', () => {
  it('asks nothing until the link is read, nor when it names nothing', () => {
    const { load } = controlledLoad();
    const { result, rerender } = renderHook(({ link }) => useLink(link, load), {
      initialProps: { link: undefined as Link | null | undefined },
    });
    expect(result.current.state).toBeUndefined();
    rerender({ link: null });
    expect(result.current.state).toBeFalsy();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the link: nothing shown until its answer comes, then the answer', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLink({ token: 'a' }, load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[0].link).toEqual({ token: 'a' });
    expect(result.current.state).toBeUndefined();
    await calls[0].answer('survey a');
    expect(result.current.state).toBe('survey a');
  });

  it('asks once per link: the same link rendered again is not fetched again', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = renderHook(({ token }) => useLink({ token }, load), {
      initialProps: { token: 'a' },
    });
    await calls[0].answer('survey a');
    rerender({ token: 'a' });
    rerender({ token: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('survey a');
  });

  it('another link opened in the tab: the earlier answer is gone at once, and a late one for it is never shown', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = renderHook(({ token }) => useLink({ token }, load), {
      initialProps: { token: 'a' },
    });
    rerender({ token: 'b' });
    expect(calls.map((call) => call.link)).toEqual([{ token: 'a' }, { token: 'b' }]);
    // The first link's answer arrives after the second link was opened.
    await calls[0].answer('survey a');
    expect(result.current.state).toBeUndefined();
    await calls[1].answer('survey b');
    expect(result.current.state).toBe('survey b');
    // Back to the first link: b's answer is not a's.
    rerender({ token: 'a' });
    expect(result.current.state).toBeUndefined();
    await calls[2].answer('survey a');
    expect(result.current.state).toBe('survey a');
  });

  it('retry: opens the link again, showing nothing until the new answer, and never the earlier try’s', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLink({ token: 'a' }, load));
    act(() => result.current.retry());
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls[1].link).toEqual({ token: 'a' });
    await calls[1].answer('second try');
    expect(result.current.state).toBe('second try');
    // The first try answers late: it stays unseen.
    await calls[0].answer('first try');
    expect(result.current.state).toBe('second try');
  });

  it('retry after an answer: the answer is gone until the new one comes', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLink({ token: 'a' }, load));
    await calls[0].answer('failed');
    act(() => result.current.retry());
    expect(result.current.state).toBeUndefined();
    await calls[1].answer('shown');
    expect(result.current.state).toBe('shown');
  });

  it('reload: keeps the page until the new answer, and only the latest reload’s answer counts', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useLink({ token: 'a' }, load));
    await calls[0].answer('open');
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe('open');
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(3);
    await calls[2].answer('closed');
    expect(result.current.state).toBe('closed');
    await calls[1].answer('stale');
    expect(result.current.state).toBe('closed');
  });

  it('show: replaces the answer on screen, also after a retry and for another link', async () => {
    const { load, calls } = controlledLoad();
    const { result, rerender } = renderHook(({ token }) => useLink({ token }, load), {
      initialProps: { token: 'a' },
    });
    await calls[0].answer('shown');
    act(() => result.current.show('deleted'));
    expect(result.current.state).toBe('deleted');
    act(() => result.current.retry());
    await calls[1].answer('shown again');
    act(() => result.current.show('gone'));
    expect(result.current.state).toBe('gone');
    rerender({ token: 'b' });
    await calls[2].answer('survey b');
    act(() => result.current.show('b gone'));
    expect(result.current.state).toBe('b gone');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
