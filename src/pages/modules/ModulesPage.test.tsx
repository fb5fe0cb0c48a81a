import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../components/ui/toast-queue';
import { render, screen, waitFor, within } from '../../test/render';
import ModulesPage from './ModulesPage';

/** The list's own live count (React Aria keeps another status region for its own announcements). */
function listCount() {
  return screen
    .getAllByRole('status', { hidden: true })
    .find((element) => element.classList.contains('visually-hidden'));
}

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
    const buttons = screen.getAllByRole('button', { name: 'Lägg till i intresselistan' });
    expect(buttons).toHaveLength(7);
    // None is added yet, so none is marked as unavailable; and the live count says nothing on load.
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-disabled');
    expect(listCount()).toHaveTextContent(/^$/);
    expect(
      screen.getByRole('heading', { level: 3, name: 'AI-policy – kom igång på ett ansvarsfullt sätt' }),
    ).toBeInTheDocument();
  });

  it('adds a module: panel open with it, the spec\'s toast, and a focusable "Tillagd" button', async () => {
    const user = renderPage();
    const [first] = screen.getAllByRole('button', { name: 'Lägg till i intresselistan' });
    expect(first).toHaveAccessibleDescription('Förberedelse inför AI Act');
    await user.click(first);
    const panel = await screen.findByRole('dialog', { name: 'Din intresselista' }, { timeout: 10_000 });
    expect(within(panel).getByText('Förberedelse inför AI Act')).toBeInTheDocument();
    // The toast says it once; the live count stays silent for an addition.
    expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
      {
        title: 'Modul tillagd',
        description: 'Förberedelse inför AI Act har lagts till i din intresselista.',
        tone: 'success',
      },
    ]);
    expect(listCount()).toHaveTextContent(/^$/);
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

  it('removes one module by its named button (the live count says it) and clears all (a toast says it)', async () => {
    window.localStorage.setItem('cwSelectedModulesEn', JSON.stringify(['ai-policy', 'workshops-labs']));
    const user = renderPage('en');
    await user.click(screen.getByRole('button', { name: 'Interest list (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Your interest list' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: 'Remove Workshops & Labs' }));
    expect(within(panel).queryByText('Workshops & Labs')).not.toBeInTheDocument();
    // A removal has no toast, so the live count says it.
    expect(listCount()).toHaveTextContent('1 module in the interest list');
    expect(toastQueue.visibleToasts).toEqual([]);
    expect(within(panel).getByRole('link', { name: 'Contact us about these modules' })).toHaveAttribute(
      'href',
      '/en/contact?modules=ai-policy',
    );
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    const empty = within(panel).getByText(
      'No modules added yet. Select “Add to interest list” on the modules that interest you.',
    );
    // The message takes focus when the last module is removed by its own button: it is no tab stop.
    expect(empty).toHaveAttribute('tabindex', '-1');
    expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Interest list cleared']);
    expect(listCount()).toHaveTextContent(/^$/);
    expect(within(panel).queryByRole('link', { name: 'Contact us about these modules' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cwSelectedModulesEn')).toBe('[]');
  });
});
