import { render, screen } from '../../test/render';
import { TeamSurveyBlock } from './TeamSurveyBlock';

describe('the Teams survey block', () => {
  it('leads to Team Pulse in the page’s language', () => {
    render(<TeamSurveyBlock />, { path: '/erbjudanden/clarity-for-teams' });
    expect(screen.getByRole('link', { name: 'Starta teamundersökningen' })).toHaveAttribute('href', '/teampuls');
    expect(screen.queryByRole('button', { name: 'Starta teamundersökningen' })).toBeNull();
  });

  it('in English too', () => {
    render(<TeamSurveyBlock />, { locale: 'en', path: '/en/services/clarity-for-teams' });
    expect(screen.getByRole('link', { name: 'Start the team survey' })).toHaveAttribute('href', '/en/team-pulse');
  });
});
