/**
 * The frame every page shares, read as a screen reader and a reader of the footer meet it: the
 * footer's legal line with the facts configured and without them, a section as a landmark named
 * by its heading (with its lead only when it has one, and focusable only when a link can move to
 * it), and a page header's one h1, with its eyebrow, intro and decorative scene only when given.
 */
import { site } from '../../config/site';
import { message } from '../../test/catalog-text';
import { render, screen } from '../../test/render';
import { configureSite, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import { CtaBand } from './CtaBand';
import { Footer } from './Footer';
import { PageHeader } from './PageHeader';
import { Section } from './Section';
import { SiteShell } from './SiteShell';

resetSiteAfterEach();

const legalLine = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && /©/.test(element.textContent ?? ''));

describe('the footer', () => {
  it('names the legal entity, its number and address once they are configured, in the page’s language', () => {
    configureSite({ legal: { ...LEGAL } });
    render(<Footer />, { locale: 'en', path: '/en/about' });
    const year = String(new Date().getFullYear());
    expect(legalLine().textContent).toBe(
      `${message('en', 'footer.copyright', { year, name: LEGAL.name })} · ${message('en', 'footer.orgNumber', { number: LEGAL.organisationNumber })} · ${message('en', 'footer.address', { address: LEGAL.postalAddress })}. ${message('en', 'footer.legal')}`,
    );
  });

  it('names the brand, and nothing it does not know, while the legal facts are not configured', () => {
    configureSite({ legal: {} });
    render(<Footer />);
    const year = String(new Date().getFullYear());
    expect(legalLine().textContent).toBe(
      `${message('sv', 'footer.copyright', { year, name: site.brandName })}. ${message('sv', 'footer.legal')}`,
    );
  });

  it('links the e-mail address to a new mail to it', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('lists the footer menu in a navigation of its own, each page once', () => {
    render(<Footer />);
    const nav = screen.getByRole('navigation', { name: message('sv', 'footer.nav') });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links.length).toBeGreaterThan(3);
    expect(new Set(links).size).toBe(links.length);
  });
});

describe('a section', () => {
  it('is a region named by its heading, with its lead, and takes focus from an in-page link when it has an id', () => {
    render(
      <Section id="priser" title="Priser" lead="Vad det kostar.">
        <p>Innehåll</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Priser' });
    expect(region).toHaveAttribute('id', 'priser');
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(Array.from(region.children).map((child) => [child.tagName, child.textContent])).toEqual([
      ['H2', 'Priser'],
      ['P', 'Vad det kostar.'],
      ['P', 'Innehåll'],
    ]);
  });

  it('has no lead paragraph and no focus stop without them', () => {
    render(
      <Section title="Priser">
        <p>Innehåll</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Priser' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(Array.from(region.children).map((child) => child.tagName)).toEqual(['H2', 'P']);
  });
});

describe('a page header', () => {
  it('holds the page’s one h1, focusable by script, with its eyebrow and intro, and a scene hidden from assistive technology', () => {
    render(<PageHeader title="Om oss" eyebrow="Clarity Works" intro="Vi hjälper team." scene="about" />);
    const header = screen.getByRole('heading', { level: 1, name: 'Om oss' }).parentElement!.parentElement!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    expect(Array.from(header.querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'Clarity Works',
      'Vi hjälper team.',
    ]);
    const scene = header.querySelector('[data-scene]');
    expect(scene).toHaveAttribute('data-scene', 'about');
    expect(scene).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no eyebrow, intro or scene when a page gives none', () => {
    render(<PageHeader title="Frågor" scene={null} />);
    const header = screen.getByRole('heading', { level: 1, name: 'Frågor' }).parentElement!.parentElement!;
    expect(header.querySelectorAll('p')).toHaveLength(0);
    expect(header.querySelector('[data-scene]')).toBeNull();
  });
});

describe('the site shell', () => {
  it('starts with a skip link to the main content, which takes focus without becoming a tab stop', () => {
    render(
      <SiteShell>
        <p>Sidans innehåll</p>
      </SiteShell>,
    );
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent(message('sv', 'shell.skipToContent'));
    const main = screen.getByRole('main');
    expect(document.querySelector(links[0].getAttribute('href')!)).toBe(main);
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveTextContent('Sidans innehåll');
  });
});

describe('a closing call to action', () => {
  it('is a region named by its heading, with its line only when it has one, and its actions', () => {
    const { unmount } = render(
      <CtaBand title="Redo att börja?" text="Vi hörs inom en arbetsdag.">
        <a href="/kontakt">Kontakta oss</a>
      </CtaBand>,
    );
    const band = screen.getByRole('region', { name: 'Redo att börja?' });
    expect(Array.from(band.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Vi hörs inom en arbetsdag.']);
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
    unmount();
    render(
      <CtaBand title="Redo att börja?">
        <a href="/kontakt">Kontakta oss</a>
      </CtaBand>,
    );
    expect(screen.getByRole('region', { name: 'Redo att börja?' }).querySelectorAll('p')).toHaveLength(0);
  });
});
