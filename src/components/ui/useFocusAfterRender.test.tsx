/**
 * useFocusAfterRender moves focus to an element as soon as the render that shows it is committed
 * (a form's outcome, a new step), every time it is asked, and never on its own: a page that just
 * loaded keeps focus where the reader has it.
 */
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render, screen } from '../../test/render';
import { useFocusAfterRender } from './useFocusAfterRender';

function Outcome() {
  const [sent, setSent] = useState(0);
  const { ref, request } = useFocusAfterRender<HTMLHeadingElement>();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSent((count) => count + 1);
          request();
        }}
      >
        Skicka
      </button>
      {sent > 0 && (
        <h2 ref={ref} tabIndex={-1}>
          Skickat {sent}
        </h2>
      )}
    </>
  );
}

it('focuses the element the render shows, each time it is asked, and not before', async () => {
  const user = userEvent.setup();
  render(<Outcome />);
  const send = screen.getByRole('button', { name: 'Skicka' });
  expect(document.body).toHaveFocus();
  await user.click(send);
  expect(screen.getByRole('heading', { name: 'Skickat 1' })).toHaveFocus();
  await user.click(send);
  expect(screen.getByRole('heading', { name: 'Skickat 2' })).toHaveFocus();
});

it('takes no focus when the page loads with the element already shown', () => {
  function Step() {
    const { ref } = useFocusAfterRender<HTMLHeadingElement>();
    return (
      <h2 ref={ref} tabIndex={-1}>
        Steg 1
      </h2>
    );
  }
  render(<Step />);
  expect(screen.getByRole('heading', { name: 'Steg 1' })).not.toHaveFocus();
  expect(document.body).toHaveFocus();
});
