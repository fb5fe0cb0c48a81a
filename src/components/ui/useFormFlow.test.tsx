/**
 * The one form flow (useFormFlow), on a small form of its own, as a visitor meets it: nothing is
 * checked while typing; a send with mistakes shows each at its field and in a summary that takes
 * focus and links to the field, or without a summary moves focus to the first field in error;
 * fixing a field clears its error and the summary goes once none is left; the server's refusal
 * shows the same way, its failure as a message; a filled honeypot sends nothing; and a second
 * press while sending sends nothing more.
 */
import userEvent from '@testing-library/user-event';
import { boolean, object, string } from 'yup';
import { message } from '../../test/catalog-text';
import { act, render, screen, waitFor } from '../../test/render';
import { Checkbox } from './Checkbox';
import { ChoiceGroup } from './ChoiceGroup';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { useFormFlow, type SendOutcome } from './useFormFlow';

const schema = object({
  name: string().trim().required('validation.required').max(20, 'validation.tooLong'),
  email: string().trim().required('validation.required').email('validation.invalid'),
  website: string(),
}).noUnknown();

type Values = { name: string; email: string; website: string };
type Send = (values: Values) => SendOutcome | Promise<SendOutcome>;

function Form({ send, withSummary = true }: { send: Send; withSummary?: boolean }) {
  const { textField, honeypotField, values, isSending, failure, summary, summaryRef, onSubmit } = useFormFlow<
    Values,
    'name' | 'email'
  >({
    initialValues: { name: '', email: '', website: '' },
    fields: ['name', 'email'],
    idPrefix: 'test-',
    schema,
    send: (values) => send(values),
    honeypot: 'website',
    summaryTitle: withSummary ? 'contact.form.errorSummary' : undefined,
    failureMessage: () => 'Det gick inte att skicka.',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {summary && <ErrorSummary ref={summaryRef} {...summary} />}
      {failure && <p data-testid="failure">{failure}</p>}
      <TextField label="Namn" {...textField('name')} />
      <TextField label="E-post" {...textField('email')} />
      <input aria-label="Webbplats" value={values.website} onChange={(e) => honeypotField().onChange(e.target.value)} />
      <button type="submit" disabled={isSending}>
        Skicka
      </button>
    </form>
  );
}

const required = message('sv', 'validation.required');
const invalid = message('sv', 'validation.invalid');

it('checks nothing while typing, and everything at the press: each error at its field and in a summary that takes focus', async () => {
  const user = userEvent.setup();
  const send = vi.fn<Send>(() => ({ kind: 'sent' }));
  render(<Form send={send} />);
  await user.type(screen.getByLabelText('E-post', { exact: false }), 'inte en adress');
  await user.tab();
  expect(screen.queryByText(invalid)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(send).not.toHaveBeenCalled();
  const summary = screen.getByRole('alert');
  expect(summary).toHaveFocus();
  expect(summary).toHaveTextContent(message('sv', 'contact.form.errorSummary', { count: 2 }));
  const links = Array.from(summary.querySelectorAll('a'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [required, '#test-name'],
    [invalid, '#test-email'],
  ]);
  expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveAccessibleDescription(expect.stringContaining(required));

  // The summary's link takes the visitor to the field.
  await user.click(links[0]);
  expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveFocus();
});

it('clears a field’s error as it is edited, and the summary once no error is left', async () => {
  const user = userEvent.setup();
  render(<Form send={() => ({ kind: 'sent' })} />);
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(screen.getByRole('alert')).toHaveTextContent(message('sv', 'contact.form.errorSummary', { count: 2 }));
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa');
  expect(screen.getByRole('textbox', { name: 'Namn' })).not.toHaveAccessibleDescription(
    expect.stringContaining(required),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(message('sv', 'contact.form.errorSummary', { count: 1 }));
  await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'asa@exempel.se');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('without a summary, moves focus to the first field in error', async () => {
  const user = userEvent.setup();
  render(<Form send={() => ({ kind: 'sent' })} withSummary={false} />);
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa');
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveFocus();
});

it('shows the server’s refusal at its field and in the summary, and a failure as a message', async () => {
  const user = userEvent.setup();
  const answers: SendOutcome[] = [
    { kind: 'invalid', errors: { email: 'validation.invalid' } },
    { kind: 'failed' },
    { kind: 'failed', message: 'Servern svarade inte.' },
  ];
  render(<Form send={() => answers.shift()!} />);
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa');
  await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'asa@exempel.se');
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(invalid));
  expect(screen.getByRole('alert')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  await waitFor(() => expect(screen.getByTestId('failure')).toHaveTextContent('Det gick inte att skicka.'));
  // Sent again as it was, the summary of the earlier refusal is gone: this answer is a failure.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  await waitFor(() => expect(screen.getByTestId('failure')).toHaveTextContent('Servern svarade inte.'));
});

it('sends nothing, and says nothing, when the honeypot is filled', async () => {
  const user = userEvent.setup();
  const send = vi.fn<Send>(() => ({ kind: 'sent' }));
  render(<Form send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Bot');
  await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'bot@exempel.se');
  await user.type(screen.getByRole('textbox', { name: 'Webbplats' }), 'https://spam.example');
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(send).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByTestId('failure')).not.toBeInTheDocument();
});

it('sends once for a second press while the first is on its way', async () => {
  const user = userEvent.setup();
  let answer!: (outcome: SendOutcome) => void;
  const send = vi.fn<Send>(() => new Promise<SendOutcome>((resolve) => (answer = resolve)));
  render(<Form send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa');
  await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'asa@exempel.se');
  const form = screen.getByRole('button', { name: 'Skicka' }).closest('form')!;
  // Two submits in the same moment, before the button can show that it is busy.
  act(() => {
    form.requestSubmit();
    form.requestSubmit();
  });
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => answer({ kind: 'sent' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled());
  act(() => form.requestSubmit());
  expect(send).toHaveBeenCalledTimes(2);
  await act(async () => answer({ kind: 'sent' }));
  // Sent: no failure message (the form shows its own success view).
  expect(screen.queryByTestId('failure')).not.toBeInTheDocument();
});

function ConsentForm() {
  const { checkbox, summary, summaryRef, onSubmit } = useFormFlow<{ consent: boolean }, 'consent'>({
    initialValues: { consent: false },
    fields: ['consent'],
    idPrefix: 'test-',
    schema: object({ consent: boolean().oneOf([true], 'validation.required') }),
    send: () => ({ kind: 'sent' }),
    summaryTitle: 'contact.form.errorSummary',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {summary && <ErrorSummary ref={summaryRef} {...summary} />}
      <Checkbox {...checkbox('consent')}>Jag samtycker</Checkbox>
      <button type="submit">Skicka</button>
    </form>
  );
}

it('links a checkbox in error from the summary to the checkbox itself', async () => {
  const user = userEvent.setup();
  render(<ConsentForm />);
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  const link = screen.getByRole('link', { name: required });
  expect(link).toHaveAttribute('href', '#test-consent');
  await user.click(link);
  expect(screen.getByRole('checkbox', { name: 'Jag samtycker' })).toHaveFocus();
});

type SendLanguage = (values: { language: string }) => SendOutcome;

function LanguageForm({ send }: { send: SendLanguage }) {
  const { values, change, onSubmit } = useFormFlow<{ language: string }, 'language'>({
    initialValues: { language: '' },
    fields: ['language'],
    idPrefix: 'test-',
    schema: object({ language: string().required('validation.required') }),
    send,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <ChoiceGroup
        id="test-language"
        label="Språk"
        options={[
          { value: 'sv', label: 'Svenska' },
          { value: 'en', label: 'Engelska' },
        ]}
        value={values.language || null}
        onChange={change('language')}
      />
      <button type="submit">Skicka</button>
    </form>
  );
}

it('takes focus into a radio group in error, which cannot take it itself: to its first choice, or the one chosen', async () => {
  const user = userEvent.setup();
  const send = vi.fn<SendLanguage>(() => ({ kind: 'invalid', errors: { language: 'validation.invalid' } }));
  render(<LanguageForm send={send} />);
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  expect(screen.getByRole('radio', { name: 'Svenska' })).toHaveFocus();
  expect(send).not.toHaveBeenCalled();

  // The server refuses the choice made: focus goes to it, not to the first.
  await user.click(screen.getByRole('radio', { name: 'Engelska' }));
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Engelska' })).toHaveFocus());
  expect(send).toHaveBeenCalledTimes(1);
});
