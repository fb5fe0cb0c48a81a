/** The lead's form: errors the lead can act on, the server's refusal in its words, the two links once stored. */
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '../../test/render';
import { message } from '../../test/catalog-text';
import { site } from '../../config/site';
import type { MessageId } from '../../i18n/messages';
import { StartSurvey } from './StartSurvey';

const sv = (id: string, values?: Record<string, string | number>) => message('sv', id as MessageId, values);

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

  it('starts with one shared link chosen, so no addresses are asked for', () => {
    render(<StartSurvey />, { path: '/teampuls' });
    expect(screen.getByRole('radio', { name: sv('teamPulse.start.linkKind.shared') })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: sv('teamPulse.start.members') })).toBeNull();
  });

  it('sends the e-mail and the threshold without the spaces around them, and the consent once ticked', async () => {
    const calls = stubCreate(201, { ok: true, shareToken: SHARE, resultsToken: RESULTS });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: sv('teamPulse.start.email') }), '  chef@exempel.se  ');
    const threshold = screen.getByRole('textbox', { name: sv('teamPulse.start.threshold') });
    await user.clear(threshold);
    await user.type(threshold, ' 12 ');
    const consent = screen.getByRole('checkbox', { name: /får kontakta mig/ });
    expect(consent).not.toBeChecked();
    // The consent's words link to the privacy policy.
    expect(within(consent.closest('label')!).getByRole('link')).toHaveAttribute('href', '/integritetspolicy');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: sv('teamPulse.start.submit') }));
    expect(await screen.findByRole('heading', { name: sv('teamPulse.created.title') })).toHaveFocus();
    expect(calls).toEqual([{ email: 'chef@exempel.se', locale: 'sv', threshold: 12, consent: true }]);
    expect(screen.getByText(sv('teamPulse.created.mailed', { email: 'chef@exempel.se' }))).toBeVisible();
  });

  it('a threshold written with a sign, a decimal point or an exponent is refused before sending', async () => {
    const calls = stubCreate(201, { ok: true, shareToken: SHARE, resultsToken: RESULTS });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: sv('teamPulse.start.email') }), 'chef@exempel.se');
    const threshold = screen.getByRole('textbox', { name: sv('teamPulse.start.threshold') });
    const error = `${sv('teamPulse.start.threshold')}: ${sv('teamPulse.start.thresholdInvalid', { min: 3, max: 50 })}`;
    for (const typed of ['+7', '7.0', '1e1']) {
      await user.clear(threshold);
      await user.type(threshold, typed);
      await user.click(screen.getByRole('button', { name: sv('teamPulse.start.submit') }));
      expect(await screen.findByRole('link', { name: error })).toHaveAttribute('href', '#team-threshold');
    }
    expect(calls).toEqual([]);
  });

  it('with personal links, sends each address once, whatever blank lines or spaces surround them', async () => {
    const calls = stubCreate(201, { ok: true, resultsToken: RESULTS, invited: 2 });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: sv('teamPulse.start.email') }), 'chef@exempel.se');
    await user.click(screen.getByRole('radio', { name: sv('teamPulse.start.linkKind.personal') }));
    await user.type(
      screen.getByRole('textbox', { name: sv('teamPulse.start.members') }),
      '\n ada@exempel.se\n\nbo@exempel.se\n',
    );
    await user.click(screen.getByRole('button', { name: sv('teamPulse.start.submit') }));
    expect(await screen.findByRole('heading', { name: sv('teamPulse.created.title') })).toHaveFocus();
    expect(calls).toEqual([
      {
        email: 'chef@exempel.se',
        locale: 'sv',
        threshold: 5,
        consent: false,
        members: ['ada@exempel.se', 'bo@exempel.se'],
      },
    ]);
  });

  it('when the server refuses a field, shows it at the field and in the summary, which takes focus', async () => {
    stubCreate(400, { ok: false, errors: { email: 'contact.form.email.invalid' } });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: sv('teamPulse.start.email') }), 'chef@exempel.se');
    await user.click(screen.getByRole('button', { name: sv('teamPulse.start.submit') }));
    const summary = await screen.findByRole('alert', { name: sv('teamPulse.start.errorSummary', { count: 1 }) });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: `${sv('teamPulse.start.email')}: ${sv('contact.form.email.invalid')}`,
      }),
    ).toHaveAttribute('href', '#team-email');
    expect(screen.getByRole('textbox', { name: sv('teamPulse.start.email') })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: sv('teamPulse.created.title') })).toBeNull();
  });

  it('when the server fails without a word, says so in the page’s own words, with the address to write to', async () => {
    stubCreate(500, { ok: false });
    const user = userEvent.setup();
    render(<StartSurvey />, { path: '/teampuls' });
    await user.type(screen.getByRole('textbox', { name: sv('teamPulse.start.email') }), 'chef@exempel.se');
    await user.click(screen.getByRole('button', { name: sv('teamPulse.start.submit') }));
    expect(await screen.findByText(sv('teamPulse.error.failed', { email: site.email }))).toBeVisible();
    expect(screen.getByRole('button', { name: sv('teamPulse.start.submit') })).toBeEnabled();
  });
});
