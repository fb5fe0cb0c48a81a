import { axe } from 'jest-axe';
import { render, screen, within } from '../../test/render';
import BlogPage from './BlogPage';

describe('blog (Swedish article)', () => {
  it('is an article with its h1, publication date and reading time', () => {
    render(<BlogPage />, { path: '/blogg' });
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'EU:s AI-förordning – klarhet före komplexitet' }),
    ).toBeInTheDocument();
    const published = within(article).getByText('24 september 2025');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('datetime', '2025-09-24');
    expect(within(article).getByText(/Lästid 8 min/)).toBeInTheDocument();
  });

  it('has the anchor nav with the six sections, each link pointing to an existing section', () => {
    render(<BlogPage />, { path: '/blogg' });
    const nav = screen.getByRole('navigation', { name: 'Innehåll i artikeln' });
    const links = within(nav).getAllByRole('link');
    const hash = (link: HTMLElement) => link.getAttribute('href')!.replace(/^[^#]*/, '');
    expect(links.map((link) => [link.textContent, hash(link)])).toEqual([
      ['Översikt', '#hero'],
      ['AI-förordningen', '#introduction'],
      ['Fokusområden', '#focus-areas'],
      ['HR-scenarier', '#scenarios'],
      ['Vägkarta', '#timeline'],
      ['Våra tjänster', '#services'],
    ]);
    for (const link of links) expect(document.getElementById(hash(link).slice(1))).toBeInTheDocument();
  });

  it('has six focus steps, three scenarios with their risk in text, and the 30-60-90 roadmap', () => {
    render(<BlogPage />, { path: '/blogg' });
    const focus = within(screen.getByRole('region', { name: 'Sex fokusområden' }));
    expect(focus.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const scenarios = within(screen.getByRole('region', { name: 'Tre HR-scenarier' }));
    const cards = scenarios
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement?.tagName === 'SECTION');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        card.querySelector('strong')?.textContent,
      ]),
    ).toEqual([
      ['Rekrytering', 'Högrisk'],
      ['Kompetensutveckling', 'Medel risk'],
      ['Kundservice-kopilot', 'Begränsad risk'],
    ]);
    expect(scenarios.getAllByText('Risknivå:')).toHaveLength(3);
    const roadmap = within(screen.getByRole('region', { name: 'Vägkarta för de första 90 dagarna' }));
    for (const label of ['Dag 0–30', 'Dag 31–60', 'Dag 61–90']) expect(roadmap.getByText(label)).toBeInTheDocument();
  });

  it('gets the AI Act’s dates right', () => {
    render(<BlogPage />, { path: '/blogg' });
    const introduction = within(screen.getByRole('region', { name: 'AI-förordningen i korthet' }));
    const dates = introduction.getAllByRole('term').map((term) => term.querySelector('time')!.getAttribute('datetime'));
    expect(dates).toEqual(['2024-08-01', '2025-02-02', '2025-08-02', '2026-08-02', '2027-08-02']);
    expect(introduction.getByText(/förordning \(EU\) 2024\/1689/)).toBeInTheDocument();
  });

  it('links the four services and closes with the check-in and templates links in new tabs', () => {
    render(<BlogPage />, { path: '/blogg' });
    const services = within(screen.getByRole('region', { name: 'Våra tjänster' }));
    expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/erbjudanden/clarity-for-teams',
      '/erbjudanden/strategic-clarity',
      '/erbjudanden/clarity-for-you',
      '/clarity-score',
    ]);
    const cta = within(screen.getByRole('region', { name: 'Ta nästa steg' }));
    expect(cta.getByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The templates are a page of this site now, in the same tab.
    const templates = cta.getByRole('link', { name: 'Hämta mallarna' });
    expect(templates).toHaveAttribute('href', '/mallar');
    expect(templates).not.toHaveAttribute('target');
  });

  it('carries Article structured data', () => {
    const { container } = render(<BlogPage />, { path: '/blogg' });
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'EU:s AI-förordning – klarhet före komplexitet',
      datePublished: '2025-09-24',
      inLanguage: 'sv',
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<BlogPage />, { path: '/blogg' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('blog (English article)', () => {
  it('publishes the article in English, with its dates, updated date and English links', () => {
    const { container } = render(<BlogPage />, { locale: 'en', path: '/en/blog' });
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'The EU AI Act – clarity before complexity' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(article.querySelector('time[datetime="2025-09-24"]')).toHaveTextContent('2025');
    expect(within(article).getByText(/^Updated/)).toHaveTextContent(/^Updated .*2026$/);
    expect(
      within(article)
        .getByText(/^Updated/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-23');
    const introduction = within(screen.getByRole('region', { name: 'The AI Act in brief' }));
    expect(introduction.getByText('The Act entered into force.')).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Our services' }));
    expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/services/clarity-for-teams',
      '/en/services/strategic-clarity',
      '/en/services/clarity-for-you',
      '/en/clarity-score',
    ]);
    const cta = within(screen.getByRole('region', { name: 'Take the next step' }));
    expect(cta.getByRole('link', { name: 'Get the templates' })).toHaveAttribute('href', '/en/templates');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data).toMatchObject({
      headline: 'The EU AI Act – clarity before complexity',
      inLanguage: 'en',
      dateModified: '2026-11-23',
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<BlogPage />, { locale: 'en', path: '/en/blog' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
