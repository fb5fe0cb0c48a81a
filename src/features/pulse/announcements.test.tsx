/** What a screen reader says on the Clarity Pulse, heard through a virtual screen reader. */
import userEvent from '@testing-library/user-event';
import { act, render, screen, waitFor } from '../../test/render';
import { useVirtualScreenReader, virtual } from '../../test/virtual-screen-reader';
import { PulseSurvey } from './PulseSurvey';

const LANGUAGES = [
  {
    locale: 'sv' as const,
    persona: 'För mitt team',
    next: 'Nästa',
    send: 'Skicka',
    nextUnavailable: 'button, Nästa, Välj ett perspektiv för att gå vidare., disabled',
    step2: 'heading, Steg 2 av 3:Svara på frågorna, level 2',
    step3: 'heading, Steg 3 av 3:Dina kontaktuppgifter, level 2',
    statement: 'Vi i teamet har en gemensam bild av vad AI kan användas till i vårt arbete.',
    firstPoint: 'radio, 1Stämmer inte alls, not checked, position 1, set size 5',
    result: 'heading, Ditt resultat, level 2',
    meter: 'meter, Poäng, min value 0, max value 100, current value 75 av 100',
    summary: 'Teamets läge: På väg.',
  },
  {
    locale: 'en' as const,
    persona: 'For my team',
    next: 'Next',
    send: 'Send',
    nextUnavailable: 'button, Next, Choose a perspective to continue., disabled',
    step2: 'heading, Step 2 of 3:Answer the questions, level 2',
    step3: 'heading, Step 3 of 3:Your contact details, level 2',
    statement: 'We share a common view in the team of what AI can be used for in our work.',
    firstPoint: 'radio, 1Not true at all, not checked, position 1, set size 5',
    result: 'heading, Your result, level 2',
    meter: 'meter, Score, min value 0, max value 100, current value 75 out of 100',
    summary: 'Where your team stands: In progress.',
  },
];

// The contact step's code loads when the questions show (PulseSurvey.tsx): loaded here first, so
// a test that ends at the questions leaves no import running after its environment is gone.
beforeAll(() => import('./ContactStep'));

describe('Clarity Pulse, as a screen reader speaks it', () => {
  const reader = useVirtualScreenReader();
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(LANGUAGES)(
    '$locale: why Next waits, each step’s heading and progress, a rating with its scale, the result',
    async (lang) => {
      const user = userEvent.setup();
      render(<PulseSurvey />, {
        locale: lang.locale,
        path: lang.locale === 'sv' ? '/clarity-score' : '/en/clarity-score',
      });
      await reader.start();
      const spoken = reader.spoken;

      act(() => screen.getByRole('button', { name: lang.next }).focus());
      await waitFor(async () => expect(await spoken()).toContain(lang.nextUnavailable));

      await user.click(screen.getByText(lang.persona));
      await user.click(screen.getByRole('button', { name: lang.next }));
      await waitFor(async () => expect(await spoken()).toContain(lang.step2));

      const group = screen.getByRole('radiogroup', { name: lang.statement });
      act(() => (group.querySelector('input[type="radio"]') as HTMLInputElement).focus());
      await waitFor(async () => expect(await spoken()).toContain(lang.firstPoint));
      await user.click(group.querySelector('input[value="4"]')!);

      await user.click(screen.getByRole('button', { name: lang.next }));
      await waitFor(async () => expect(await spoken()).toContain(lang.step3));

      await user.click(await screen.findByRole('button', { name: lang.send }));
      await waitFor(async () => expect(await spoken()).toContain(lang.result));
      // Read on from the heading, as a screen-reader user would, until the summary is heard (or
      // the result has been read well past its length).
      for (let i = 0; i < 30 && !(await spoken()).includes(lang.summary); i += 1) await virtual.next();
      const log = await spoken();
      expect(log).toContain(lang.meter);
      expect(log).toContain(lang.summary);
    },
  );
});
