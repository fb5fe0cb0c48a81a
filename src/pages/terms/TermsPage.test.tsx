/**
 * The terms of use: their sections, links and the firm's details, in each language's words as
 * the catalogs give them (src/test/catalog-text.ts), so a change of wording changes no test.
 */
import { axe } from 'jest-axe';
import { site } from '../../config/site';
import { TERMS_SECTIONS, type LegalBlock } from '../../content/legal';
import { pathFor } from '../../routing/route-table';
import { messagesIn } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { configureSite, LEGAL, resetSiteAfterEach } from '../../test/site-config';
import TermsPage from './TermsPage';

resetSiteAfterEach();

const sv = messagesIn('sv');
const en = messagesIn('en');
const titleOf = (id: string) => TERMS_SECTIONS.find((section) => section.id === id)!.title;
const entity = TERMS_SECTIONS.flatMap((section) => section.blocks).find(
  (block): block is Extract<LegalBlock, { kind: 'entity' }> => block.kind === 'entity',
)!;

describe('terms of use', () => {
  it('covers the content, copyright, forms, links, liability, changes and governing law', () => {
    render(<TermsPage />, { path: '/villkor' });
    expect(screen.getByRole('heading', { level: 1, name: sv('terms.title') })).toBeInTheDocument();
    expect(TERMS_SECTIONS.map((section) => section.id)).toEqual([
      'site',
      'content',
      'copyright',
      'forms',
      'links',
      'liability',
      'changes',
      'law',
    ]);
    // Each a landmark named by its heading, in that order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      TERMS_SECTIONS.map((section) => sv(section.title)),
    );
    for (const section of TERMS_SECTIONS) {
      expect(screen.getByRole('region', { name: sv(section.title) })).toHaveAttribute('id', section.id);
    }
  });

  it('links to the privacy policy in the page’s language and gives the e-mail address', () => {
    render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    const forms = within(screen.getByRole('region', { name: en(titleOf('forms')) }));
    expect(forms.getByRole('link')).toHaveAttribute('href', pathFor('privacy', 'en'));
    const law = within(screen.getByRole('region', { name: en(titleOf('law')) }));
    expect(law.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('has no axe violations', async () => {
    const { container } = render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names the firm by its brand and gives no registered details while none is configured', () => {
    const { container } = render(<TermsPage />, { path: '/villkor' });
    const section = within(screen.getByRole('region', { name: sv(titleOf('site')) }));
    expect(section.getByText(sv(entity.text, { name: site.brandName }))).toBeInTheDocument();
    expect(section.queryByRole('term')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|\{|\}/);
  });

  it('names the legal entity with its organisation number and postal address once configured', async () => {
    configureSite({ legal: { ...LEGAL } });
    const { container } = render(<TermsPage />, { path: '/villkor' });
    const section = within(screen.getByRole('region', { name: sv(titleOf('site')) }));
    expect(section.getByText(sv(entity.text, { name: LEGAL.name }))).toBeInTheDocument();
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual([
      sv(entity.numberLabel),
      sv(entity.addressLabel),
    ]);
    expect(section.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      LEGAL.organisationNumber,
      LEGAL.postalAddress,
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows only the details that are configured, in English too', () => {
    configureSite({ legal: { postalAddress: LEGAL.postalAddress } });
    render(<TermsPage />, { locale: 'en', path: '/en/terms' });
    const section = within(screen.getByRole('region', { name: en(titleOf('site')) }));
    expect(section.getByText(en(entity.text, { name: site.brandName }))).toBeInTheDocument();
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual([en(entity.addressLabel)]);
  });
});
