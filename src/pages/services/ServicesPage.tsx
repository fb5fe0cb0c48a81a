import { Actions } from '../../components/layout/Actions';
import { BookingBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { PackageCards } from '../../features/packages/PackageCards';
import { useT } from '../../i18n/useT';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function ServicesPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('services.title')} intro={t('services.intro')} scene="services">
        <Actions>
          <ExternalLink href={site.bookingUrl} appearance="button">
            {t('package.book')}
          </ExternalLink>
        </Actions>
      </PageHeader>
      <PackageCards headingLevel={2} showFacts />
      <Section title={t('services.modules.title')} lead={t('services.modules.text')}>
        <Link screen="modules" appearance="button-secondary">
          {t('services.modules.link')}
        </Link>
      </Section>
      <BookingBand
        title={t('services.cta.title')}
        text={t('services.cta.text')}
        book={t('package.book')}
        contact={t('package.contact')}
      />
    </>
  );
}
