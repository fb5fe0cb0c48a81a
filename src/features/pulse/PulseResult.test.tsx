/** The survey's questions step and result, as a visitor sees them for each persona. */
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { ratingKeys, type Persona } from '../../domain/pulse/questions';
import type { MessageId } from '../../i18n/messages';
import { pathFor } from '../../routing/route-table';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { PulseResult } from './PulseResult';
import { PulseSurvey } from './PulseSurvey';
import { INITIAL_STATE, type SurveyState } from './survey-state';

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, persona: string, next = 'Nästa') {
  await user.click(screen.getByText(persona));
  await user.click(screen.getByRole('button', { name: next }));
}

/** Rates every statement 3, then goes on to the contact step. */
async function answerAll(user: User, next = 'Nästa') {
  for (const group of screen.getAllByRole('radiogroup')) await user.click(group.querySelector('input[value="3"]')!);
  await user.click(screen.getByRole('button', { name: next }));
  // The contact step's code loads with the questions: wait for its form.
  await screen.findAllByRole('checkbox');
}

// The contact step's code loads when the questions show (PulseSurvey.tsx): loaded here first, so
// a test that ends at the questions leaves no import running after its environment is gone.
beforeAll(() => import('./ContactStep'));

describe('Clarity Pulse', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}')),
    );
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains the 1–5 scale once, above the statements; each point shows its number and keeps its words in its name', async () => {
    const user = userEvent.setup();
    const { container } = render(<PulseSurvey />, { path: '/clarity-score' });
    await choose(user, 'För mig själv');

    const legends = container.querySelectorAll('dl');
    expect(legends).toHaveLength(1);
    const legend = within(legends[0] as HTMLElement);
    expect(legend.getAllByRole('term').map((term) => term.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(legend.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Stämmer inte alls',
      'Stämmer ganska dåligt',
      'Stämmer delvis',
      'Stämmer ganska bra',
      'Stämmer helt',
    ]);
    expect(
      legends[0].compareDocumentPosition(screen.getAllByRole('radiogroup')[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(7);
    for (const group of groups) {
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
        '1Stämmer inte alls',
        '2Stämmer ganska dåligt',
        '3Stämmer delvis',
        '4Stämmer ganska bra',
        '5Stämmer helt',
      ]);
      // What the eye sees on a point is its number; the words are for screen readers only.
      for (const radio of radios) {
        const label = radio.closest('label')!;
        const seen = [...label.querySelectorAll('span')].filter(
          (span) => !span.classList.contains('visually-hidden') && !span.querySelector('span'),
        );
        expect(seen.map((span) => span.textContent).join('')).toMatch(/^[1-5]$/);
      }
    }
  });

  it.each([
    { persona: 'För mig själv', asks: 'vad du kan göra', where: 'Ditt läge: Oklart.', profile: 'Din profil' },
    {
      persona: 'För mitt team',
      asks: 'vad teamet kan göra',
      where: 'Teamets läge: Oklart.',
      profile: 'Teamets profil',
    },
    {
      persona: 'För organisationen',
      asks: 'vad ni kan göra',
      where: 'Organisationens läge: Oklart.',
      profile: 'Organisationens profil',
    },
  ])(
    'speaks to $persona with the right du/ni, asking about and naming the result',
    async ({ persona, asks, where, profile }) => {
      const user = userEvent.setup();
      render(<PulseSurvey />, { path: '/clarity-score' });
      await choose(user, persona);
      await answerAll(user);
      expect(
        screen.getByRole('radiogroup', { name: new RegExp(`förslag på ${asks} de kommande 30 dagarna`) }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Skicka' }));
      await screen.findByRole('heading', { name: 'Ditt resultat' });
      expect(screen.getByText(where)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: profile })).toBeInTheDocument();
    },
  );

  it('speaks to a team in English too', async () => {
    const user = userEvent.setup();
    render(<PulseSurvey />, { locale: 'en', path: '/en/clarity-score' });
    await choose(user, 'For my team', 'Next');
    await answerAll(user, 'Next');
    expect(
      screen.getByRole('radiogroup', { name: /a proposal for what your team could do over the next 30 days/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByText('Where your team stands: Unclear.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your team’s profile' })).toBeInTheDocument();
    // One person's view of the team leads on to the team's own survey.
    expect(screen.getByRole('link', { name: /^Start the Team Pulse/ })).toHaveAttribute('href', '/en/team-pulse');
  });

  it('offers the Team Pulse only on a team result', async () => {
    const user = userEvent.setup();
    render(<PulseSurvey />, { path: '/clarity-score' });
    await choose(user, 'För mig själv');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('heading', { name: 'Ditt resultat' });
    expect(screen.queryByRole('link', { name: /Teampulsen/ })).toBeNull();
  });

  it('shows the score once, and names each area the same way in both languages', async () => {
    const user = userEvent.setup();
    const { container } = render(<PulseSurvey />, { path: '/clarity-score' });
    await choose(user, 'För mig själv');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('heading', { name: 'Ditt resultat' });
    expect(container.textContent.match(/50 av 100/g)).toHaveLength(1);
    const areas = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(areas).toContain('Kultur och psykologisk trygghet');
    expect(areas).toContain('Effekter och uppföljning');
  });

  it.each([
    {
      contact: 'asked, agreed and left an address',
      followUp: true,
      consent: true,
      email: 'per@example.se',
      promised: true,
    },
    { contact: 'asked and agreed, but left no address', followUp: true, consent: true, email: '', promised: false },
    {
      contact: 'left an address but did not ask',
      followUp: false,
      consent: true,
      email: 'per@example.se',
      promised: false,
    },
    {
      contact: 'asked and left an address, but did not agree',
      followUp: true,
      consent: false,
      email: 'per@example.se',
      promised: false,
    },
  ])(
    'promises a follow-up only to a visitor who $contact when it is so ($promised)',
    async ({ followUp, consent, email, promised }) => {
      const user = userEvent.setup();
      render(<PulseSurvey />, { path: '/clarity-score' });
      await choose(user, 'För mig själv');
      await answerAll(user);
      if (email) await user.type(screen.getByRole('textbox', { name: 'E-postadress' }), email);
      if (followUp) await user.click(screen.getByText('Ja, gärna'));
      if (consent) await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Skicka' }));
      await screen.findByRole('heading', { name: 'Ditt resultat' });
      const promise = screen.queryByText(/Vi återkommer med ett konkret förslag/);
      const offer = screen.queryByText(
        'Vill du gå vidare? Boka ett introsamtal, så går vi igenom resultatet tillsammans.',
      );
      expect(Boolean(promise)).toBe(promised);
      expect(Boolean(offer)).toBe(!promised);
    },
  );
});

/** A finished survey: this persona and these answers. */
function finished(persona: Persona | undefined, answers: SurveyState['answers']): SurveyState {
  return { ...INITIAL_STATE, step: 'result', persona, answers };
}

function showResult(state: SurveyState, locale: 'sv' | 'en' = 'sv') {
  return render(<PulseResult state={state} headingRef={createRef()} />, { locale });
}

/** Every rating of the persona at `value`, with `lower` at 1. */
function ratings(persona: Persona, value: number, lower: string[] = []) {
  return Object.fromEntries(ratingKeys(persona).map((key) => [key, lower.includes(key) ? 1 : value]));
}

describe('the Clarity Pulse result', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { persona: 'you' as const, screen: 'clarityForYou' as const, name: 'nav.clarityForYou' as MessageId },
    { persona: 'team' as const, screen: 'clarityForTeams' as const, name: 'nav.clarityForTeams' as MessageId },
    { persona: 'strategic' as const, screen: 'strategicClarity' as const, name: 'nav.strategicClarity' as MessageId },
  ])('leads $persona on to the package that fits, in words and with a link', ({ persona, screen: target, name }) => {
    showResult(finished(persona, ratings(persona, 3)));
    const packageName = message('sv', name);
    const link = screen.getByRole('link', {
      name: message('sv', 'pulse.result.packageLink', { package: packageName }),
    });
    expect(link).toHaveAttribute('href', pathFor(target, 'sv'));
    expect(link.parentElement!.textContent).toBe(
      `${message('sv', 'pulse.result.package', { package: packageName })} ${link.textContent}`,
    );
  });

  it('leads a survey restored without a persona to the package for one person', () => {
    showResult(finished(undefined, {}));
    expect(
      screen.getByRole('link', {
        name: message('sv', 'pulse.result.packageLink', { package: message('sv', 'nav.clarityForYou') }),
      }),
    ).toHaveAttribute('href', pathFor('clarityForYou', 'sv'));
  });

  it('names the weakest area and the module that addresses it', () => {
    // you_q2 measures skills, which the roles and competencies module addresses.
    showResult(finished('you', ratings('you', 4, ['you_q2'])));
    const moduleName = message('sv', 'modules.item.rolesCompetencies.title');
    const link = screen.getByRole('link', { name: message('sv', 'pulse.result.weakestLink', { module: moduleName }) });
    expect(link).toHaveAttribute('href', `${pathFor('modules', 'sv')}#module-grid`);
    expect(link.parentElement!.textContent).toBe(
      `${message('sv', 'pulse.result.weakest', { dimension: message('sv', 'pulse.dimension.skills') })} ${link.textContent}`,
    );
  });

  it('names no weakest area when no statement was rated', () => {
    showResult(finished('you', { you_open1: 'Mer tid' }));
    expect(screen.getByRole('heading', { level: 2, name: message('sv', 'pulse.result.title') })).toBeInTheDocument();
    const moduleLinks = screen
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('#module-grid'));
    expect(moduleLinks).toHaveLength(0);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('profiles only the areas that were rated', () => {
    showResult(finished('team', ratings('team', 3)));
    const areas = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    // The team's statements measure every area but effects and follow-up.
    expect(areas).toEqual(
      ['understanding', 'skills', 'waysOfWorking', 'leadership', 'policy', 'culture'].map((d) =>
        message('sv', `pulse.dimension.${d}` as MessageId),
      ),
    );
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(areas.map((area) => `${area}50`));
  });

  it('lists the answers: a rating on the 1–5 scale, an open answer in the visitor’s words', () => {
    const { container } = showResult(finished('you', { you_q1: 4, you_open1: 'Mer tid att prova' }));
    const list = container.querySelector('dl')!;
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([message('sv', 'pulse.question.you_q1'), message('sv', 'pulse.question.you_open1')]);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([message('sv', 'pulse.result.rating', { value: 4 }), 'Mer tid att prova']);
  });

  it('prints the result from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    showResult(finished('you', ratings('you', 3)), 'en');
    await user.click(screen.getByRole('button', { name: message('en', 'pulse.result.print') }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps its heading out of the Tab order: Tab from the top goes to the first link', async () => {
    const user = userEvent.setup();
    showResult(finished('you', ratings('you', 3)));
    await user.tab();
    expect(
      screen.getByRole('link', {
        name: message('sv', 'pulse.result.packageLink', { package: message('sv', 'nav.clarityForYou') }),
      }),
    ).toHaveFocus();
  });
});
