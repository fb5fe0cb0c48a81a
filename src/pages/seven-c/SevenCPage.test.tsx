import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fireEvent, render, screen, within } from '../../test/render';
import SevenCPage from './SevenCPage';

const STEPS = ['Context', 'Clarity', 'Commitment', 'Capability', 'Co-creation', 'Change-in-action', 'Continuity'];

function renderPage(locale: 'sv' | 'en' = 'sv') {
  const user = userEvent.setup();
  render(<SevenCPage />, { locale, path: locale === 'sv' ? '/7c-modellen' : '/en/7c-model' });
  return user;
}

describe('the 7C circle', () => {
  it('is an ordered list of the seven steps, each a collapsed button controlling its description', () => {
    renderPage();
    const list = screen.getByRole('list', { name: '7C-modellens sju steg' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    items.forEach((item, index) => {
      const button = within(item).getByRole('button', { name: `${index + 1} ${STEPS[index]}` });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeInTheDocument();
    });
  });

  it('flips one badge at a time with the keyboard, and Escape closes it', async () => {
    const user = renderPage('en');
    const context = screen.getByRole('button', { name: '1 Context' });
    const clarity = screen.getByRole('button', { name: '2 Clarity' });
    context.focus();
    await user.keyboard('{Enter}');
    expect(context).toHaveAttribute('aria-expanded', 'true');
    const description = document.getElementById(context.getAttribute('aria-controls')!)!;
    expect(description).toHaveTextContent('Understand the starting point: why change is needed');
    clarity.focus();
    await user.keyboard(' ');
    expect(clarity).toHaveAttribute('aria-expanded', 'true');
    expect(context).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(clarity).toHaveAttribute('aria-expanded', 'false');
    expect(clarity).toHaveFocus();
  });

  it('flips on mouse hover and un-flips on leave, but not on keyboard focus', () => {
    renderPage();
    const capability = screen.getByRole('button', { name: '4 Capability' });
    const badge = capability.parentElement!;
    fireEvent.pointerEnter(badge, { pointerType: 'mouse' });
    expect(capability).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(badge, { pointerType: 'mouse' });
    expect(capability).toHaveAttribute('aria-expanded', 'false');
    capability.focus();
    expect(capability).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the threads, the sensemaking cards and the call to action', () => {
    renderPage();
    const threads = within(screen.getByRole('region', { name: 'Genomgående trådar' }));
    expect(threads.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kommunikation',
      'Kultur',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Sensemaking i modellen' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(3);
    const cta = within(screen.getByRole('region', { name: 'Vill ni använda 7C-modellen i er förändring?' }));
    expect(cta.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/kontakt');
    expect(cta.getByRole('link', { name: 'Mejla hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('has no axe violations with a badge flipped', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: '3 Commitment' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
