/**
 * A page hydrated in two commits: React hydrates the shell first and a Suspense boundary's
 * content in a later commit, here later still because the content's code is loaded lazily and
 * held back until the test lets it through. Every hook of the boot machinery that tells the
 * prerender from the browser must answer "prerendered" for the boundary's first render too,
 * although the shell has long been hydrated: else React finds text that differs from the
 * prerendered HTML, throws the boundary's HTML away and renders it again (a hydration mismatch,
 * React error #418 in production).
 *
 * Today the only Suspense boundary in a prerendered page is React Router's own, around its script
 * at the end of the body; the site's lazy parts (the mobile menu, the tooltip bubble, the toasts)
 * render nothing until after hydration. This keeps a boundary around page content safe.
 */
import { act, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsSSR } from './aria-ssr';
import { useHydrated } from './useHydrated';

/** What each hook answers, as text a mismatch would show in. */
function Answers({ name }: { name: string }) {
  const ssr = useIsSSR() ? 'prerendered' : 'in the browser';
  const hydrated = useHydrated() ? 'hydrated' : 'before hydration';
  return (
    <p>
      {name}: {ssr}, {hydrated}
    </p>
  );
}

function Page({ Later }: { Later: ComponentType<{ name: string }> }) {
  return (
    <main>
      <Answers name="shell" />
      <Suspense fallback={<p>…</p>}>
        <Later name="boundary" />
      </Suspense>
    </main>
  );
}

describe('a page hydrated in two commits (a Suspense boundary with lazy content)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('hydrates the boundary without a mismatch, after the shell, and then both turn to the browser', async () => {
    const container = document.createElement('div');
    // The prerender has the boundary's code: its content is in the HTML.
    container.innerHTML = renderToString(<Page Later={Answers} />);
    document.body.append(container);
    expect(container.textContent).toBe('shell: prerendered, before hydrationboundary: prerendered, before hydration');

    let releaseCode!: () => void;
    const code = new Promise<{ default: typeof Answers }>((resolve) => {
      releaseCode = () => resolve({ default: Answers });
    });
    const LazyAnswers = lazy(() => code);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');

    // First commit: the shell. The boundary waits for its code, its prerendered HTML kept.
    await act(async () => {
      root = hydrateRoot(container, <Page Later={LazyAnswers} />, { onRecoverableError: recoverable });
    });
    expect(screen.getByText('shell: in the browser, hydrated')).toBeVisible();
    expect(screen.getByText('boundary: prerendered, before hydration')).toBeVisible();

    // Second commit: the boundary, hydrated from the same HTML.
    await act(async () => releaseCode());
    expect(await screen.findByText('boundary: in the browser, hydrated')).toBeVisible();
    // No mismatch: React kept the prerendered HTML instead of rendering the boundary again.
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
