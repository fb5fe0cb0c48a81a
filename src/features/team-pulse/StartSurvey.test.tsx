/** The lead's form: errors the lead can act on, the server's refusal in its words, the two links once stored. */
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '../../test/render';
import { message } from '../../test/catalog-text';
import { StartSurvey } from './StartSurvey';

const SHARE = 'S'.repeat(43);
const RESULTS = 'R'.repeat(43);

function stubCreate(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('starting a team survey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing while the e-mail is missing, and the summary takes focus and links to the field', async () => {
    const calls = stubCreate(201, { ok: true, shareToken: SHARE, resultsToken: RESULTS });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.click(screen.getByRole('button', { name: 'Skapa undersökningen' }));
    const summary = await screen.findByRole('alert', { name: 'Ett fält behöver rättas' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Din e-postadress: Fältet är obligatoriskt' })).toHaveAttribute(
      'href',
      '#team-email',
    );
    expect(screen.getByRole('textbox', { name: 'Din e-postadress' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends what the lead chose, and shows both links in the survey’s language once stored, focus on the heading', async () => {
    const calls = stubCreate(201, { ok: true, shareToken: SHARE, resultsToken: RESULTS });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: 'Teamets namn (valfritt)' }), '  Ekonomi ');
    await user.type(screen.getByRole('textbox', { name: 'Din e-postadress' }), 'chef@exempel.se');
    await user.click(screen.getByRole('radio', { name: 'Engelska' }));
    const threshold = screen.getByRole('textbox', { name: 'Antal svar innan resultatet visas' });
    await user.clear(threshold);
    await user.type(threshold, '7');
    await user.click(screen.getByRole('button', { name: 'Skapa undersökningen' }));
    expect(await screen.findByRole('heading', { name: 'Undersökningen är skapad' })).toHaveFocus();
    expect(calls).toEqual([
      { teamName: 'Ekonomi', email: 'chef@exempel.se', locale: 'en', threshold: 7, consent: false },
    ]);
    expect(screen.getByRole('textbox', { name: 'Länk till teamet' })).toHaveValue(
      `${window.location.origin}/en/team-pulse/answer#${SHARE}`,
    );
    expect(screen.getByRole('textbox', { name: 'Privat resultatlänk' })).toHaveValue(
      `${window.location.origin}/en/team-pulse/results#${RESULTS}.${SHARE}`,
    );
    expect(screen.getByText(/Vi har också mejlat båda länkarna till chef@exempel.se/)).toBeInTheDocument();
    // Like the contact form's confirmation: what to do next, numbered, and when results appear.
    const next = screen.getByRole('heading', { name: 'Gör så här nu' });
    const steps = within(next.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Dela teamets länk/),
      expect.stringMatching(/^Öppna resultatlänken i mejlet/),
      expect.stringMatching(/^Resultatet syns på din resultatsida när 7 personer har svarat/),
    ]);
  });

  it('when the survey was created by an earlier try whose reply was lost, says the links are in the mail', async () => {
    // The server's answer to a repeat of the key: the survey exists, its links were never stored.
    stubCreate(201, { ok: true, linksMailed: true });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: 'Din e-postadress' }), 'chef@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skapa undersökningen' }));
    expect(await screen.findByRole('heading', { name: 'Undersökningen är skapad' })).toHaveFocus();
    expect(screen.getByText(/Du hittar båda i mejlet till chef@exempel.se/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Länk till teamet' })).not.toBeInTheDocument();
  });

  it('a threshold below the floor of three, or not a whole number, is refused before sending, with the range to use', async () => {
    const calls = stubCreate(201, { ok: true, shareToken: SHARE, resultsToken: RESULTS });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: 'Din e-postadress' }), 'chef@exempel.se');
    const threshold = screen.getByRole('textbox', { name: 'Antal svar innan resultatet visas' });
    await user.clear(threshold);
    for (const typed of ['2', '4,5', 'fem', '']) {
      await user.clear(threshold);
      if (typed) await user.type(threshold, typed);
      await user.click(screen.getByRole('button', { name: 'Skapa undersökningen' }));
      expect(
        await screen.findByRole('link', {
          name: 'Antal svar innan resultatet visas: Ange ett heltal från 3 till 50',
        }),
      ).toHaveAttribute('href', '#team-threshold');
    }
    expect(calls).toEqual([]);
  });

  it('says what the server said when it refuses (too many surveys for one address), and keeps what was typed', async () => {
    // The server's own answer to a 429, as its catalog words it.
    const refusal = message('sv', 'api.error.rateLimited');
    stubCreate(429, { ok: false, message: refusal });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: 'Din e-postadress' }), 'chef@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skapa undersökningen' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Din e-postadress' })).toHaveValue('chef@exempel.se');
    expect(screen.queryByRole('heading', { name: 'Undersökningen är skapad' })).toBeNull();
  });
});
