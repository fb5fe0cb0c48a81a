import { useCallback, useEffect, useState } from 'react';

/**
 * What the server says about the survey a private link names, for the answer page and the
 * results page alike. `link` is what the page read from the fragment: undefined until it has
 * (after hydration), null when the fragment names nothing, else what `load` needs. `load` must
 * be a stable function (declared at module level): the link's value, not its identity, decides
 * when to fetch again.
 *
 * `state` is undefined while the link is being opened: before the first answer, after `retry`,
 * and for another link pasted into the tab, so an answer for another link or an earlier try is
 * never shown. `reload` fetches again but keeps the current state on screen until the new one
 * arrives (after closing, the page keeps its place). `show` replaces the state (what the visitor
 * did next: answered, deleted, found the link gone).
 */
export function useSurveyLink<Link extends object, State>(
  link: Link | null | undefined,
  load: (link: Link) => Promise<State>,
) {
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; attempt: number; state: State }>();
  const key = link ? JSON.stringify(link) : link;

  useEffect(() => {
    if (!key) return;
    let current = true;
    void load(JSON.parse(key) as Link).then((state) => {
      if (current) setLoaded({ key, attempt, state });
    });
    return () => {
      current = false;
    };
  }, [key, attempt, refresh, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(() => setRefresh((n) => n + 1), []);
  const show = useCallback(
    (state: State) => {
      if (key) setLoaded({ key, attempt, state });
    },
    [key, attempt],
  );
  const state = key && loaded?.key === key && loaded.attempt === attempt ? loaded.state : undefined;
  return { state, retry, reload, show };
}
