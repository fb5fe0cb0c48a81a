/**
 * What only the browser knows, read in a prerendered page (useHydrated.ts): the prerender and
 * hydration's first render show the value the page was prerendered with, so hydration matches
 * the HTML; the browser's value follows.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue, useHydrated } from './useHydrated';

function Greeting() {
  const name = useBrowserValue(() => 'Alva', 'du');
  return <p>{`Hej ${name}${useHydrated() ? '!' : ''}`}</p>;
}

describe('a value only the browser knows', () => {
  it('is prerendered as its value before hydration', () => {
    expect(renderToString(<Greeting />)).toBe('<p>Hej du</p>');
  });

  it('hydrates the prerendered page without a mismatch, then shows the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Greeting />, { onRecoverableError: recoverable }));
    expect(await screen.findByText('Hej Alva!')).toBeVisible();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
