import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { act, render, screen, waitFor, within } from '../../test/render';
import { MobileNav } from './MobileNav';

async function openDrawer() {
  const user = userEvent.setup();
  const utils = render(<MobileNav />, { path: '/om-oss' });
  const hamburger = screen.getByRole('button', { name: 'Öppna menyn' });
  await user.click(hamburger);
  const drawer = await screen.findByRole('dialog', { name: 'Meny' });
  return { user, hamburger, drawer, ...utils };
}

describe('mobile drawer', () => {
  it('opens from the hamburger with every menu link and the intro-call CTA', async () => {
    const { drawer } = await openDrawer();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Hem', 'Clarity for You', 'Fristående tjänster', 'Blogg', 'Om oss', 'Kontakt']),
    );
    expect(within(drawer).getByRole('link', { name: 'Om oss' })).toHaveAttribute('aria-current', 'page');
    // Each group's list is named by its own label.
    const groups = within(drawer)
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('aria-labelledby'));
    expect(groups.length).toBeGreaterThan(1);
    const names = groups.map((list) => document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent);
    expect(new Set(names).size).toBe(groups.length);
    expect(names).toContain('Våra erbjudanden');
    expect(within(drawer).getByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('traps Tab inside while open', async () => {
    const { user, drawer } = await openDrawer();
    const focusable = within(drawer).getAllByRole('link').length + within(drawer).getAllByRole('button').length;
    for (let i = 0; i < focusable + 3; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 3; i += 1) {
      await user.tab({ shift: true });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the hamburger', async () => {
    const { user, hamburger } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const { user, drawer, hamburger } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Stäng menyn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it('closes when a link navigates', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Kontakt' }));
    // The router navigates once the new route's module is in, a task or more after the click.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/kontakt'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the page changes under it (back or forward)', async () => {
    const { router } = await openDrawer();
    await act(() => router.navigate('/kontakt'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link to the page already shown is pressed', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Om oss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no axe violations while open', async () => {
    await openDrawer();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
