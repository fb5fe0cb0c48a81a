/**
 * The prerender check the build gives React Aria (aria-ssr.ts): true while the page is
 * prerendered and hydrated, so the first client render matches the prerendered HTML; false
 * afterwards, and false at once for whatever is rendered in the browser later.
 */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useIsSSR } from './aria-ssr';

function Where() {
  return <p>{useIsSSR() ? 'prerendered' : 'in the browser'}</p>;
}

/** Notes each render's answer: render() runs effects and transitions before it returns. */
function recorder() {
  const seen: boolean[] = [];
  function Record() {
    seen.push(useIsSSR());
    return null;
  }
  return { seen, Record };
}

describe("React Aria's prerender check", () => {
  it('is false from the first render of anything rendered in the browser', () => {
    const { seen, Record } = recorder();
    render(<Record />);
    expect(seen[0]).toBe(false);
  });

  it('hydrates the prerendered page as it was, then turns false', async () => {
    const container = document.createElement('div');
    // What the prerender wrote (there, without a document, the check is true).
    container.innerHTML = '<p>prerendered</p>';
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Where />, { onRecoverableError: recoverable }));
    expect(await screen.findByText('in the browser')).toBeVisible();
    // No mismatch: React kept the prerendered HTML instead of rendering the page again.
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Rendered after hydration: the browser's answer from its first render (a prerender's
    // answer there would render React Aria's server markup in the browser first).
    const later = document.createElement('div');
    document.body.append(later);
    const { seen, Record } = recorder();
    render(<Record />, { container: later });
    expect(seen[0]).toBe(false);
    act(() => root.unmount());
  });
});
