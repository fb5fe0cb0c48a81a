import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { ToastRegion } from '../../components/ui/Toast';
import { act, render, screen, waitFor, within } from '../../test/render';
import { ContactForm } from './ContactForm';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderForm(
  options: { locale?: 'sv' | 'en'; modules?: { slug: string; title: string }[]; onSent?: () => void } = {},
) {
  const user = userEvent.setup();
  const utils = render(
    <>
      <ContactForm modules={options.modules ?? []} onSent={options.onSent} />
      <ToastRegion label="Aviseringar" closeLabel="Stäng" />
    </>,
    { locale: options.locale ?? 'sv' },
  );
  return { user, ...utils };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa Öberg');
  await user.type(screen.getByRole('textbox', { name: 'E-postadress' }), 'asa@example.se');
  await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Vi vill veta mer.');
  await user.click(screen.getByRole('checkbox'));
}

describe('contact form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field with the autocomplete tokens and types the spec asks for', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefon (valfritt)' })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: 'Företag eller organisation (valfritt)' })).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveAttribute('rows', '6');
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute('href', '/integritetspolicy');
    // The honeypot is hidden from everyone.
    expect(screen.queryByRole('textbox', { name: 'Lämna det här fältet tomt' })).not.toBeInTheDocument();
  });

  it('on an empty submit, focuses an error summary whose links lead to the fields', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    const summary = await screen.findByRole('alert', { name: '4 fält behöver rättas' });
    expect(summary).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Namn' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Namn är obligatoriskt');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Du måste godkänna att vi sparar dina uppgifter');
    await user.click(within(summary).getByRole('link', { name: 'Meddelande är obligatoriskt' }));
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['sv', 'Meddelande', 'Skicka meddelande', 'Ange högst 5\u00a0000 tecken'],
    ['en', 'Message', 'Send message', 'Please enter at most 5,000 characters'],
  ] as const)(
    'in %s, says how long a message may be when it is too long, the number as the language writes it',
    async (locale, label, send, error) => {
      const { user } = renderForm({ locale });
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste('x'.repeat(5001));
      await user.click(screen.getByRole('button', { name: send }));
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(error);
    },
  );

  it('clears a field’s error as soon as it is edited', async () => {
    const { user } = renderForm({ locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription('Email address is required');
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
  });

  it('sends the enquiry with its modules, then replaces the form with what happens next and the booking link', async () => {
    const fetch = answer(200, { ok: true, message: 'Tack!' });
    vi.stubGlobal('fetch', fetch);
    const onSent = vi.fn();
    const { user } = renderForm({
      modules: [
        { slug: 'ai-policy', title: 'AI-policy' },
        { slug: 'roller-kompetens', title: 'Roller & kompetens' },
      ],
      onSent,
    });
    const message = screen.getByRole('textbox', { name: 'Meddelande' });
    expect(message).toHaveValue(
      'Hej! Vi är intresserade av AI-policy och Roller & kompetens och vill gärna veta mer om upplägg och pris.',
    );
    await user.clear(message);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    // The form gives way to a confirmation whose heading takes focus, so it is announced.
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Namn' })).not.toBeInTheDocument();
    const confirmation = within(
      screen.getByRole('region', { name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.' }),
    );
    expect(confirmation.getByText('Vi läser ditt meddelande och svarar till asa@example.se.')).toBeInTheDocument();
    expect(confirmation.getByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toHaveAttribute(
      'href',
      'https://calendly.com/clarityworks/intro-30',
    );
    expect(onSent).toHaveBeenCalledTimes(1);
    // The spec's toast, once.
    const toast = await screen.findByRole('alertdialog');
    expect(toast).toHaveTextContent('Meddelande skickat! Vi återkommer till dig så snart vi kan.');
    // A new message starts from an empty form, with focus on its heading (not lost on the body).
    await user.click(confirmation.getByRole('button', { name: 'Skriv ett nytt meddelande' }));
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Skicka ett meddelande' })).toHaveFocus());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/send-contact-email');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Åsa Öberg',
      email: 'asa@example.se',
      phone: '',
      company: '',
      message: 'Vi vill veta mer.',
      consent: true,
      website: '',
      modules: 'ai-policy,roller-kompetens',
      locale: 'sv',
    });
  });

  it('takes no focus when the page loads', () => {
    renderForm();
    expect(document.body).toHaveFocus();
  });

  it('sends the optional phone and company too, and confirms to the address without the spaces around it', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Åsa Öberg');
    await user.type(screen.getByRole('textbox', { name: 'E-postadress' }), ' asa@example.se ');
    await user.type(screen.getByRole('textbox', { name: 'Telefon (valfritt)' }), '070-123 45 67');
    await user.type(screen.getByRole('textbox', { name: 'Företag eller organisation (valfritt)' }), 'Ek & Björk AB');
    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Hej.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    const region = await screen.findByRole('region', {
      name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.',
    });
    expect(region).toHaveTextContent('Vi läser ditt meddelande och svarar till asa@example.se.');
    // Its heading takes focus from the script, and is no stop in the tab order.
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ phone: '070-123 45 67', company: 'Ek & Björk AB' });
  });

  it('fills the empty message from modules chosen after the page loaded, and never replaces what the visitor wrote', async () => {
    const user = userEvent.setup();
    let choose: (modules: { slug: string; title: string }[]) => void = () => {};
    function WithModules() {
      const [modules, setModules] = useState<{ slug: string; title: string }[]>([]);
      choose = setModules;
      return <ContactForm modules={modules} />;
    }
    render(<WithModules />);
    const message = screen.getByRole('textbox', { name: 'Meddelande' });
    expect(message).toHaveValue('');
    act(() => choose([{ slug: 'ai-policy', title: 'AI-policy' }]));
    expect(message).toHaveValue('Hej! Vi är intresserade av AI-policy och vill gärna veta mer om upplägg och pris.');
    await user.clear(message);
    await user.type(message, 'Egen text.');
    act(() => choose([{ slug: 'workshops-labbar', title: 'Workshops' }]));
    expect(message).toHaveValue('Egen text.');
  });

  it('shows the server’s message on failure, keeps the input and toasts "Fel"', async () => {
    vi.stubGlobal('fetch', answer(503, { ok: false, message: 'Vi kunde inte ta emot ditt meddelande just nu.' }));
    const onSent = vi.fn();
    const { user } = renderForm({ onSent });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    const alert = await screen.findByText('Vi kunde inte ta emot ditt meddelande just nu.', { selector: 'p' });
    expect(alert).toBeVisible();
    expect(await screen.findByText('Fel')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveValue('Åsa Öberg');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends one key per message: the same on every retry of it, a new one once it was received', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"ok":false}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":false}', { status: 503 }))
      .mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    // The form retries a 503 once by itself, then shows the error; the visitor sends again.
    await screen.findByText(/Något gick fel/, { selector: 'p' }, { timeout: 3000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    await user.click(await screen.findByRole('button', { name: 'Skriv ett nytt meddelande' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    await screen.findByRole('button', { name: 'Skriv ett nytt meddelande' });
    const keys = fetch.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('shows the default error with the e-mail address when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderForm({ locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Åsa');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asa@example.se');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByText(/^Oops! Something went wrong/, { selector: 'p' });
    expect(alert).toHaveTextContent('Oops! Something went wrong. Please try again or email us at hej@clarityworks.se.');
    expect(within(alert).getByRole('link', { name: 'hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('is disabled and says so while sending, so it cannot be sent twice', async () => {
    let release: (value: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    const sending = await screen.findByRole('button', { name: 'Skickar …' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    release(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await screen.findByRole('heading', { name: 'Tack! Ditt meddelande är skickat. Vi återkommer snart.' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing, silently, when the honeypot is filled, not even later', async () => {
    // Fake timers that also follow the clock, so typing works; after the press every pending
    // timer is run, so a send put off by any delay would happen before the assertions.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = answer(200, { ok: true });
      vi.stubGlobal('fetch', fetch);
      const { user, container } = renderForm();
      await fillValid(user);
      const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
      await user.type(honeypot, 'https://spam.example');
      await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
      await act(() => vi.runAllTimersAsync());
      // The submit has run to its end: the button is back, ready, with the visitor's text kept.
      expect(screen.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Vi vill veta mer.');
      expect(fetch).not.toHaveBeenCalled();
      expect(screen.queryByText(/Tack!/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus to the summary in the update that shows it, even in a tab that gets no animation frames', async () => {
    // A hidden or throttled tab runs no animation frames; focus must not wait for one.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    expect(await screen.findByRole('alert', { name: '4 fält behöver rättas' })).toHaveFocus();
  });

  it('has no axe violations, before and after a failed submit', async () => {
    const { user, container } = renderForm();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    // Once focus has moved, nothing more happens on the page while axe looks at it.
    expect(await screen.findByRole('alert', { name: '4 fält behöver rättas' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
