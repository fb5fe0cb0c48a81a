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
import { render, screen, within } from '../../test/render';
import { FailureAlert } from './FailureAlert';
import { Honeypot } from './Honeypot';
import { RatingStatements } from './RatingStatements';
import { TextField } from './TextField';

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

it('describes a field by its hint where it has one, and by nothing where it has none', () => {
  render(
    <>
      <TextField id="f-phone" name="phone" label="Telefon" value="" onChange={() => undefined} hint="Med riktnummer." />
      <TextField id="f-name" name="name" label="Namn" value="" onChange={() => undefined} />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription('Med riktnummer.');
  expect(screen.getByRole('textbox', { name: 'Namn' })).not.toHaveAccessibleDescription();
});

it('shows the rating chosen for each statement as checked, and none where there is no answer yet', async () => {
  const user = userEvent.setup();
  function Ratings() {
    const [answers, setAnswers] = useState<Record<string, number>>({ q1: 4 });
    return (
      <RatingStatements
        statements={[
          { key: 'q1', text: 'Vi förstår vad AI kan göra för oss.' },
          { key: 'q2', text: 'Vi vet vilka regler som gäller.' },
        ]}
        scale={[1, 2, 3, 4, 5].map((point) => ({ point, words: `${point} av 5` }))}
        answers={answers}
        onAnswer={(key, value) => setAnswers((earlier) => ({ ...earlier, [key]: value }))}
      />
    );
  }
  render(<Ratings />);
  const q1 = screen.getByRole('radiogroup', { name: 'Vi förstår vad AI kan göra för oss.' });
  const q2 = screen.getByRole('radiogroup', { name: 'Vi vet vilka regler som gäller.' });
  const checked = (group: HTMLElement) =>
    Array.from(group.querySelectorAll('input'))
      .filter((radio) => radio.checked)
      .map((radio) => radio.value);
  expect([checked(q1), checked(q2)]).toEqual([['4'], []]);
  await user.click(within(q2).getByRole('radio', { name: /2 av 5/ }));
  expect([checked(q1), checked(q2)]).toEqual([['4'], ['2']]);
});
