import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '../../routing/locale';
import { render, screen, waitFor } from '../../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('language switcher', () => {
  beforeEach(() => window.localStorage.clear());

  it('names each language in itself, with its lang, and marks the current one', () => {
    render(<LanguageSwitcher />, { path: '/erbjudanden/clarity-for-you' });
    const svenska = screen.getByRole('link', { name: 'SV, Svenska' });
    const english = screen.getByRole('link', { name: 'EN, English' });
    expect(svenska).toHaveTextContent('SV');
    expect(english).toHaveTextContent('EN');
    expect(svenska).toHaveAttribute('lang', 'sv');
    expect(english).toHaveAttribute('lang', 'en');
    expect(svenska).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('href', '/en/services/clarity-for-you');
    // One bar between the two, seen but not read out: "SV | EN".
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).toBe('SV|EN');
    expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('navigates to the counterpart, keeps a shared anchor and stores the preference', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />, { path: '/erbjudanden/clarity-for-you#faq' });
    await user.click(screen.getByRole('link', { name: 'EN, English' }));
    // The router runs the page's loader before it moves, so the address changes a task later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/services/clarity-for-you#faq'));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
