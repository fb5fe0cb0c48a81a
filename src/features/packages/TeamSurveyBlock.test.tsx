import userEvent from '@testing-library/user-event';
import { render, screen, within } from '../../test/render';
import { TeamSurveyBlock } from './TeamSurveyBlock';

describe('the Teams survey dialog', () => {
  it('offers what works today: the individual Pulse, the intro call and the contact form', async () => {
    const user = userEvent.setup();
    render(<TeamSurveyBlock />, { path: '/erbjudanden/clarity-for-teams' });
    await user.click(screen.getByRole('button', { name: 'Starta teamundersökningen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Teamundersökningen kommer snart' }, { timeout: 10_000 }));
    expect(dialog.getByRole('link', { name: 'Gör Clarity Pulse' })).toHaveAttribute('href', '/clarity-score');
    expect(dialog.getByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toHaveAttribute('href', 'https://calendly.com/clarityworks/intro-30');
    expect(dialog.getByRole('link', { name: 'Kontakta oss om teamundersökningen' })).toHaveAttribute('href', '/kontakt');
  });
});
