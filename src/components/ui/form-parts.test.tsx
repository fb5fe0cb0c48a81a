/**
 * Small parts of the forms as their users meet them: the failure alert takes focus when a
 * failure appears (unless told to leave focus where it is) and is no tab stop; the honeypot is
 * neither seen by a screen reader nor reached with Tab, so only a bot fills it; and the brand's
 * mark says the brand's name.
 */
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { site } from '../../config/site';
import { Wordmark } from '../layout/Wordmark';
import { render, screen } from '../../test/render';
import { FailureAlert } from './FailureAlert';
import { Honeypot } from './Honeypot';

/** A form's failure area, with buttons that make the failures come (as sends that fail). */
function Failing({ takeFocus }: { takeFocus?: boolean }) {
  const [message, setMessage] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setMessage('Det gick inte att skicka.')}>
        Skicka
      </button>
      <button type="button" onClick={() => setMessage('Servern svarar inte.')}>
        Försök igen
      </button>
      <FailureAlert message={message} takeFocus={takeFocus} />
    </>
  );
}

it('moves focus to a failure as it appears, in an alert, without becoming a tab stop', async () => {
  const user = userEvent.setup();
  render(<Failing />);
  const alert = screen.getByRole('alert');
  expect(alert).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(alert).toHaveTextContent('Det gick inte att skicka.');
  const area = alert.parentElement!;
  expect(area).toHaveFocus();
  expect(area).toHaveAttribute('tabindex', '-1');
  // A new failure takes focus again.
  await user.click(screen.getByRole('button', { name: 'Försök igen' }));
  expect(alert).toHaveTextContent('Servern svarar inte.');
  expect(area).toHaveFocus();
});

it('leaves focus where it is when told to', async () => {
  const user = userEvent.setup();
  render(<Failing takeFocus={false} />);
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Det gick inte att skicka.');
  expect(screen.getByRole('button', { name: 'Skicka' })).toHaveFocus();
});

it('keeps the honeypot from screen readers and from the Tab key', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Före</button>
      <Honeypot id="contact-website" label="Lämna tomt" value="" onChange={() => undefined} />
      <button type="button">Efter</button>
    </>,
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  // From the top of the page, Tab goes from control to control past it.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Före' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Efter' })).toHaveFocus();
});

it('says the brand’s name beside its mark', () => {
  render(<Wordmark />);
  expect(screen.getByText(site.brandName)).toBeInTheDocument();
});
