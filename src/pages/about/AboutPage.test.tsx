/**
 * The about page's structure and what it states, in each language's words as the catalogs give
 * them (src/test/catalog-text.ts), so a change of wording changes no test.
 */
import { axe } from 'jest-axe';
import { site } from '../../config/site';
import { ABOUT_FACTS } from '../../content/about';
import { pathFor } from '../../routing/route-table';
import { messagesIn } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { configureSite, FOUNDER, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import AboutPage from './AboutPage';

resetSiteAfterEach();

const sv = messagesIn('sv');
const en = messagesIn('en');

describe('about page', () => {
  it('opens with the tagline as its h1 and a booking link that says it opens a new tab', () => {
    render(<AboutPage />, { path: '/om-oss' });
    expect(screen.getByRole('heading', { level: 1, name: sv('about.title') })).toBeInTheDocument();
    const [book] = screen.getAllByRole('link', { name: `${sv('about.hero.book')} ${sv('common.opensInNewTab')}` });
    expect(book).toHaveAttribute('href', site.bookingUrl);
    expect(book).toHaveAttribute('target', '_blank');
  });

  it('has the five sections, the facts as a description list and a closing call to action', () => {
    render(<AboutPage />, { locale: 'en', path: '/en/about' });
    for (const title of [
      'about.why.title',
      'about.journey.title',
      'about.beliefs.title',
      'about.drive.title',
      'about.how.title',
      'about.facts.title',
    ] as const) {
      expect(screen.getByRole('region', { name: en(title) })).toBeInTheDocument();
    }
    const facts = within(screen.getByRole('region', { name: en('about.facts.title') }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(ABOUT_FACTS.map(({ term }) => en(term)));
    expect(facts.getAllByRole('definition').map((d) => d.textContent)).toEqual(
      ABOUT_FACTS.map(({ value }) => en(value)),
    );
    const cta = within(screen.getByRole('region', { name: en('about.cta.title') }));
    expect(cta.getByRole('link', { name: en('about.cta.contact') })).toHaveAttribute('href', pathFor('contact', 'en'));
    expect(cta.getByRole('link', { name: en('about.cta.email', { email: site.email }) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
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
    const facts = within(screen.getByRole('region', { name: sv('about.facts.title') }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(ABOUT_FACTS.map(({ term }) => sv(term)));
    expect(facts.getByText(sv('about.facts.founder.value'))).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}/);
  });

  it('shows the founder’s portrait, name and LinkedIn profile, and the company’s registered details, once configured', async () => {
    configureSite({ founder: { ...FOUNDER }, legal: { ...LEGAL } });
    const { container } = render(<AboutPage />, { path: '/om-oss' });
    const journey = within(screen.getByRole('region', { name: sv('about.journey.title') }));
    const founder = within(journey.getByRole('figure'));
    expect(founder.getByRole('img', { name: sv('about.founder.photoAlt', { name: FOUNDER.name }) })).toHaveAttribute(
      'src',
      FOUNDER.photoUrl,
    );
    expect(founder.getByText(FOUNDER.name)).toBeInTheDocument();
    expect(founder.getByText(sv('about.founder.role'))).toBeInTheDocument();
    expect(
      founder.getByRole('link', {
        name: `${sv('about.founder.linkedIn', { name: FOUNDER.name })} ${sv('common.opensInNewTab')}`,
      }),
    ).toHaveAttribute('href', FOUNDER.linkedInUrl);

    const facts = within(screen.getByRole('region', { name: sv('about.facts.title') }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      ...ABOUT_FACTS.map(({ term }) => sv(term)),
      sv('about.facts.company.term'),
    ]);
    const values = facts.getAllByRole('definition');
    expect(values[1]).toHaveTextContent(sv('about.facts.founder.named', { name: FOUNDER.name }));
    // The company's name, number and address, each on a line of its own.
    expect([...values[4].childNodes].map((line) => line.textContent)).toEqual([
      LEGAL.name,
      sv('about.facts.company.number', { number: LEGAL.organisationNumber }),
      LEGAL.postalAddress,
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names what it has in English, and an unnamed portrait and profile as the founder’s', () => {
    configureSite({
      founder: { photoUrl: FOUNDER.photoUrl, linkedInUrl: FOUNDER.linkedInUrl },
      legal: { organisationNumber: LEGAL.organisationNumber },
    });
    render(<AboutPage />, { locale: 'en', path: '/en/about' });
    const founder = within(screen.getByRole('figure'));
    expect(founder.getByRole('img', { name: en('about.founder.photoAltUnnamed') })).toBeInTheDocument();
    expect(
      founder.getByRole('link', { name: `${en('about.founder.linkedInUnnamed')} ${en('common.opensInNewTab')}` }),
    ).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: en('about.facts.title') }));
    const values = facts.getAllByRole('definition');
    expect(values.slice(0, 4).map((d) => d.textContent)).toEqual(ABOUT_FACTS.map(({ value }) => en(value)));
    // Without a legal name the brand stands in; the address is left out while unset.
    expect([...values[4].childNodes].map((line) => line.textContent)).toEqual([
      site.brandName,
      en('about.facts.company.number', { number: LEGAL.organisationNumber }),
    ]);
  });

  it('lists the partners named in PROOF, linked where a site is given, and no partner section while none is', () => {
    const { unmount } = render(<AboutPage />, { locale: 'en', path: '/en/about', loaderData: { partners: [] } });
    expect(screen.queryByRole('region', { name: en('about.partners.title') })).not.toBeInTheDocument();
    unmount();
    render(<AboutPage />, {
      locale: 'en',
      path: '/en/about',
      loaderData: { partners: [{ name: 'Juristbyrån AB', url: 'https://juristbyran.example' }, { name: 'Lärdesign' }] },
    });
    const region = within(screen.getByRole('region', { name: en('about.partners.title') }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Juristbyrån AB'),
      'Lärdesign',
    ]);
    expect(region.getByRole('link', { name: /Juristbyrån AB/ })).toHaveAttribute('href', 'https://juristbyran.example');
  });
});
