import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import { configureSite, FOUNDER, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import AboutPage from './AboutPage';

resetSiteAfterEach();

describe('about page', () => {
  it('opens with the tagline as its h1 and a booking link that says it opens a new tab', () => {
    render(<AboutPage />, { path: '/om-oss' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Klarhet är grunden för all hållbar förändring.' }),
    ).toBeInTheDocument();
    const [book] = screen.getAllByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' });
    expect(book).toHaveAttribute('href', 'https://calendly.com/clarityworks/intro-30');
    expect(book).toHaveAttribute('target', '_blank');
  });

  it('has the five sections, the facts as a description list and a closing call to action', () => {
    render(<AboutPage />, { locale: 'en', path: '/en/about' });
    for (const name of [
      'Why we exist',
      'The journey',
      'What we believe',
      'What drives us',
      'How we work',
      'Clarity Works at a glance',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const facts = within(screen.getByRole('region', { name: 'Clarity Works at a glance' }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Founded',
      'Founder',
      'Approach',
      'Base',
    ]);
    expect(facts.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2025',
      'A former HR director with 15 years of experience',
      'People at the centre, with the 7C model and sensemaking',
      'Sweden, with specialists as needed',
    ]);
    const cta = within(screen.getByRole('region', { name: 'Shall we take the first step together?' }));
    expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(cta.getByRole('link', { name: 'Email hej@clarityworks.se' })).toHaveAttribute(
      'href',
      'mailto:hej@clarityworks.se',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<AboutPage />, { path: '/om-oss' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says nothing about the founder’s name, photo or profile, nor the company, while none is configured', () => {
    const { container } = render(<AboutPage />, { path: '/om-oss' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Fakta om Clarity Works' }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Grundat',
      'Grundare',
      'Arbetssätt',
      'Bas',
    ]);
    expect(facts.getByText('Tidigare HR-chef med 15 års erfarenhet')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}|Org\.nr/);
  });

  it('shows the founder’s portrait, name and LinkedIn profile, and the company’s registered details, once configured', async () => {
    configureSite({ founder: { ...FOUNDER }, legal: { ...LEGAL } });
    const { container } = render(<AboutPage />, { path: '/om-oss' });
    const journey = within(screen.getByRole('region', { name: 'Resan hit' }));
    const founder = within(journey.getByRole('figure'));
    expect(founder.getByRole('img', { name: 'Porträtt av Anna Exempelsson' })).toHaveAttribute('src', FOUNDER.photoUrl);
    expect(founder.getByText('Anna Exempelsson')).toBeInTheDocument();
    expect(founder.getByText('Grundare, tidigare HR-chef med 15 års erfarenhet')).toBeInTheDocument();
    expect(founder.getByRole('link', { name: 'Anna Exempelsson på LinkedIn (öppnas i en ny flik)' })).toHaveAttribute(
      'href',
      FOUNDER.linkedInUrl,
    );

    const facts = within(screen.getByRole('region', { name: 'Fakta om Clarity Works' }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Grundat',
      'Grundare',
      'Arbetssätt',
      'Bas',
      'Bolag',
    ]);
    const values = facts.getAllByRole('definition').map((d) => d.textContent);
    expect(values[1]).toBe('Anna Exempelsson, tidigare HR-chef med 15 års erfarenhet');
    expect(values[4]).toBe('Clarity Works ABOrg.nr 559000-0000Box 1, 111 11 Stockholm');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names what it has in English, and an unnamed portrait and profile as the founder’s', () => {
    configureSite({
      founder: { photoUrl: FOUNDER.photoUrl, linkedInUrl: FOUNDER.linkedInUrl },
      legal: { organisationNumber: LEGAL.organisationNumber },
    });
    render(<AboutPage />, { locale: 'en', path: '/en/about' });
    const founder = within(screen.getByRole('figure'));
    expect(founder.getByRole('img', { name: 'Portrait of our founder' })).toBeInTheDocument();
    expect(founder.getByRole('link', { name: 'Our founder on LinkedIn (opens in a new tab)' })).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Clarity Works at a glance' }));
    expect(facts.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2025',
      'A former HR director with 15 years of experience',
      'People at the centre, with the 7C model and sensemaking',
      'Sweden, with specialists as needed',
      'Clarity WorksCompany reg. no. 559000-0000',
    ]);
  });

  it('lists the partners named in PROOF, linked where a site is given, and no partner section while none is', () => {
    const { unmount } = render(<AboutPage />, { locale: 'en', path: '/en/about', loaderData: { partners: [] } });
    expect(screen.queryByRole('region', { name: 'Partners we work with' })).not.toBeInTheDocument();
    unmount();
    render(<AboutPage />, {
      locale: 'en',
      path: '/en/about',
      loaderData: { partners: [{ name: 'Juristbyrån AB', url: 'https://juristbyran.example' }, { name: 'Lärdesign' }] },
    });
    const region = within(screen.getByRole('region', { name: 'Partners we work with' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Juristbyrån AB'),
      'Lärdesign',
    ]);
    expect(region.getByRole('link', { name: /Juristbyrån AB/ })).toHaveAttribute('href', 'https://juristbyran.example');
  });
});
