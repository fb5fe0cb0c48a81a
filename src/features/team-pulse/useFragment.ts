import { useCallback, useEffect, useState } from 'react';

/**
 * The link's fragment (`#…`), which holds a survey's token. Undefined while prerendering and
 * during hydration's first render, so those render alike (the fragment never reaches the
 * server); then the fragment, kept current if the visitor pastes another link in the tab.
 * `clear` removes it from the address bar and the history entry, e.g. once it names nothing.
 */
export function useFragment(): [hash: string | undefined, clear: () => void] {
  const [hash, setHash] = useState<string>();
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const clear = useCallback(() => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setHash('');
  }, []);
  return [hash, clear];
}
