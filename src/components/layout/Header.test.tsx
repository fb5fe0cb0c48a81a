import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { act, render, screen, within } from '../../test/render';
import { Header } from './Header';

function desktopNav() {
  return screen.getAllByRole('navigation', { name: 'Huvudmeny' })[0];
}

describe('header dropdowns (disclosure navigation)', () => {
  it('opens on click and keeps only one open at a time', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const offers = within(desktopNav()).getByRole('button', { name: 'Våra erbjudanden' });
    const insights = within(desktopNav()).getByRole('button', { name: 'Insikter' });
    expect(offers).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Clarity for Teams' })).not.toBeInTheDocument();

    await user.click(offers);
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Clarity for Teams' })).toHaveAttribute(
      'href',
      '/erbjudanden/clarity-for-teams',
    );
    expect(screen.getByRole('link', { name: 'Fristående tjänster' })).toHaveAttribute('href', '/moduler');

    await user.click(insights);
    expect(insights).toHaveAttribute('aria-expanded', 'true');
    expect(offers).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: '7C-modellen' })).toBeVisible();

    await user.click(insights);
    expect(insights).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const offers = within(desktopNav()).getByRole('button', { name: 'Våra erbjudanden' });
    await user.click(offers);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Alla erbjudanden' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(offers).toHaveAttribute('aria-expanded', 'false');
    expect(offers).toHaveFocus();
  });

  it('closes when focus leaves the navigation, and stays open while it moves inside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <button type="button">After the header</button>
      </>,
    );
    const nav = desktopNav();
    const offers = within(nav).getByRole('button', { name: 'Våra erbjudanden' });
    await user.click(offers);
    await user.tab();
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    // Tab on until focus is past the navigation's last control.
    while (nav.contains(document.activeElement)) await user.tab();
    expect(offers).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes its dropdown when the page changes under it', async () => {
    const user = userEvent.setup();
    const { router } = render(<Header />, { path: '/' });
    const offers = within(desktopNav()).getByRole('button', { name: 'Våra erbjudanden' });
    await user.click(offers);
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/erbjudanden/clarity-for-teams'));
    expect(within(desktopNav()).getByRole('button', { name: 'Våra erbjudanden' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <p>Outside</p>
      </>,
    );
    const insights = within(desktopNav()).getByRole('button', { name: 'Insikter' });
    await user.click(insights);
    expect(insights).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(insights).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and highlights its dropdown by path prefix', async () => {
    const user = userEvent.setup();
    render(<Header />, { path: '/en/services/clarity-for-you', locale: 'en' });
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0];
    const offers = within(nav).getByRole('button', { name: 'Our services' });
    expect(offers).toHaveAttribute('data-current', 'true');
    expect(within(nav).getByRole('button', { name: 'Insights' })).not.toHaveAttribute('data-current');
    await user.click(offers);
    expect(within(nav).getByRole('link', { name: 'Clarity for You' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Clarity for Teams' })).not.toHaveAttribute('aria-current');
  });

  it('announces that the booking CTA opens a new tab', () => {
    render(<Header />, { locale: 'en', path: '/en' });
    const cta = screen.getByRole('link', { name: 'Book an intro call (opens in a new tab)' });
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Header />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(desktopNav()).getByRole('button', { name: 'Våra erbjudanden' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
