import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../components/ui/toast-queue';
import { render, screen, waitFor, within } from '../../test/render';
import ModulesPage from './ModulesPage';

function renderPage(locale: 'sv' | 'en' = 'sv') {
  const user = userEvent.setup();
  render(<ModulesPage />, { locale, path: locale === 'sv' ? '/moduler' : '/en/modules' });
  return user;
}

describe('modules page and the interest list', () => {
  beforeEach(() => {
    window.localStorage.clear();
    toastQueue.clear(); // The queue is the site's one, shared across tests.
  });

  it('shows seven module cards, each with its add button', () => {
    renderPage();
    expect(screen.getAllByRole('button', { name: 'Lägg till i intresselistan' })).toHaveLength(7);
    expect(
      screen.getByRole('heading', { level: 3, name: 'AI-policy – kom igång på ett ansvarsfullt sätt' }),
    ).toBeInTheDocument();
  });

  it('adds a module: panel open with it and no toast over it, and a focusable "Tillagd" button', async () => {
    const user = renderPage();
    const [first] = screen.getAllByRole('button', { name: 'Lägg till i intresselistan' });
    expect(first).toHaveAccessibleDescription('Förberedelser inför AI-förordningen');
    await user.click(first);
    const panel = await screen.findByRole('dialog', { name: 'Din intresselista' }, { timeout: 10_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(panel).getByText('Förberedelser inför AI-förordningen')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Kontakta oss om modulerna' })).toHaveAttribute(
      'href',
      '/kontakt?modules=ai-act-governance',
    );
    expect(JSON.parse(window.localStorage.getItem('cwSelectedModules')!)).toEqual(['ai-act-governance']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = screen.getByRole('button', { name: 'Tillagd' });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(added).not.toBeDisabled();
    await user.click(added);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intresselista (1)' })).toBeInTheDocument();
  });

  it('removes one module by its named button and clears all, shown in the panel itself', async () => {
    window.localStorage.setItem('cwSelectedModulesEn', JSON.stringify(['ai-policy', 'workshops-labs']));
    const user = renderPage('en');
    await user.click(screen.getByRole('button', { name: 'Interest list (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Your interest list' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: 'Remove Workshops and labs' }));
    expect(within(panel).queryByText('Workshops and labs')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Contact us about these modules' })).toHaveAttribute(
      'href',
      '/en/contact?modules=ai-policy',
    );
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(
      within(panel).getByText('No modules added yet. Select “Add to interest list” on the modules that interest you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Contact us about these modules' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cwSelectedModulesEn')).toBe('[]');
  });
});
