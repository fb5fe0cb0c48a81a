import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { render, screen } from '../../test/render';
import { ContactLink, ExternalLink, Link } from './Link';

describe('Link', () => {
  it('navigates client-side to an internal path', async () => {
    const user = userEvent.setup();
    render(<Link href="/om-oss">Om oss</Link>);
    await user.click(screen.getByRole('link', { name: 'Om oss' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/om-oss');
  });

  it('opens an external page in a new tab and says so, in each language', () => {
    const { unmount } = render(<ExternalLink href="https://example.org">LinkedIn</ExternalLink>);
    const link = screen.getByRole('link', { name: 'LinkedIn (öppnas i en ny flik)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    render(<ExternalLink href="https://example.org">LinkedIn</ExternalLink>, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeInTheDocument();
  });

  it('hands mailto and tel links to the browser as they are', () => {
    render(
      <>
        <ContactLink href="mailto:hej@example.se">hej@example.se</ContactLink>
        <ContactLink href="tel:+46701740650">070-174 06 50</ContactLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'hej@example.se' })).toHaveAttribute('href', 'mailto:hej@example.se');
    expect(screen.getByRole('link', { name: '070-174 06 50' })).toHaveAttribute('href', 'tel:+46701740650');
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <p>
        <Link href="/kontakt">Kontakt</Link>{' '}
        <Link href="/kontakt" appearance="button">
          Kontakta oss
        </Link>{' '}
        <ExternalLink href="https://example.org" appearance="button-secondary">
          Boka
        </ExternalLink>{' '}
        <ContactLink href="mailto:hej@example.se">hej@example.se</ContactLink>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
