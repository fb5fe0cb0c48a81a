/**
 * "Survey created", the lead's confirmation: with one shared link, both links to copy and a way
 * to the results page; with personal links, how many invitations go out and only the results
 * link; after a lost reply, that both links are in the mail, and no link at all.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '../../test/render';
import { message } from '../../test/catalog-text';
import type { MessageId } from '../../i18n/messages';
import { site } from '../../config/site';
import { SurveyCreated, type Created } from './SurveyCreated';

const SHARE = 'S'.repeat(43);
const RESULTS = 'R'.repeat(43);
const EMAIL = 'chef@exempel.se';
const sv = (id: string, values?: Record<string, string | number>) => message('sv', id as MessageId, values);

function renderCreated(created: Created) {
  render(<SurveyCreated created={created} />, { locale: 'sv', path: '/teampuls' });
  const next = screen.getByRole('heading', { name: sv('teamPulse.created.next') });
  return {
    steps: within(next.nextElementSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  };
}

const openResults = () => screen.queryByRole('link', { name: sv('teamPulse.created.open') });

describe('the survey created', () => {
  it('with one shared link: both links, the one for the team copied at a press, and the way to the results page', async () => {
    const user = userEvent.setup();
    const { steps } = renderCreated({
      email: EMAIL,
      locale: 'en',
      threshold: 6,
      shareToken: SHARE,
      resultsToken: RESULTS,
    });
    expect(screen.getByRole('heading', { name: sv('teamPulse.created.title') })).toHaveFocus();
    expect(screen.getByText(sv('teamPulse.created.mailed', { email: EMAIL }))).toBeVisible();
    expect(screen.queryByText(/^Inbjudningar skickas|^Inbjudan skickas/)).toBeNull();
    const results = `${window.location.origin}/en/team-pulse/results#${RESULTS}.${SHARE}`;
    expect(screen.getByRole('textbox', { name: sv('teamPulse.link.results') })).toHaveValue(results);
    await user.click(screen.getByRole('button', { name: sv('teamPulse.link.copyShare') }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/en/team-pulse/answer#${SHARE}`);
    expect(steps).toEqual([
      sv('teamPulse.created.step.share'),
      sv('teamPulse.created.confirm', { brand: site.brandName }),
      sv('teamPulse.created.whenResults', { threshold: 6 }),
    ]);
    expect(openResults()).toHaveAttribute('href', results);
  });

  it('with personal links: how many are invited, what to tell the team, and only the results link', () => {
    const { steps } = renderCreated({ email: EMAIL, locale: 'sv', threshold: 3, resultsToken: RESULTS, invited: 7 });
    expect(screen.getByText(sv('teamPulse.created.invited', { count: 7 }))).toBeVisible();
    expect(screen.getByText(sv('teamPulse.created.mailedResults', { email: EMAIL }))).toBeVisible();
    expect(screen.queryByRole('textbox', { name: sv('teamPulse.link.share') })).toBeNull();
    const results = `${window.location.origin}/teampuls/resultat#${RESULTS}.`;
    expect(screen.getByRole('textbox', { name: sv('teamPulse.link.results') })).toHaveValue(results);
    expect(steps[0]).toBe(sv('teamPulse.created.step.invited'));
    expect(openResults()).toHaveAttribute('href', results);
  });

  it('after a lost reply: the links are in the mail, and none is shown or linked', () => {
    renderCreated({ email: EMAIL, locale: 'sv', threshold: 5, linksMailed: true });
    expect(screen.getByText(sv('teamPulse.created.linksByMail', { email: EMAIL }))).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(openResults()).toBeNull();
    expect(screen.queryByText(sv('teamPulse.created.open'))).toBeNull();
    expect(screen.queryByText(/^Inbjudningar skickas|^Inbjudan skickas/)).toBeNull();
  });
});
