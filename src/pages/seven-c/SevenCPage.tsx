import { Actions } from '../../components/layout/Actions';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ContactLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { SEVEN_C_ITEMS, SEVEN_C_SENSEMAKING, SEVEN_C_THREADS } from '../../content/seven-c';
import { SevenCCircle } from '../../features/seven-c/SevenCCircle';
import { useT } from '../../i18n/useT';
import { CardGrid } from '../shared/CardGrid';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function SevenCPage() {
  const t = useT();
  const badges = SEVEN_C_ITEMS.map((item) => ({
    id: item.id,
    title: t(item.title),
    description: t(item.description),
    mobileDescription: t(item.mobileDescription),
  }));
  return (
    <>
      <PageHeader title={t('sevenC.title')} intro={t('sevenC.intro')} scene="sevenC" />

      <Section title={t('sevenC.circle.title')} lead={t('sevenC.circle.lead')}>
        <SevenCCircle label={t('sevenC.circle.label')} items={badges} hub={t('sevenC.circle.hub')} />
      </Section>

      <Section title={t('sevenC.threads.title')} lead={t('sevenC.threads.lead')} tone="muted">
        <CardGrid cards={SEVEN_C_THREADS} />
      </Section>

      <Section title={t('sevenC.sensemaking.title')} lead={t('sevenC.sensemaking.lead')}>
        <CardGrid cards={SEVEN_C_SENSEMAKING} />
        <Actions>
          <Link screen="sensemaking" appearance="button-secondary">
            {t('sevenC.sensemaking.link')}
          </Link>
        </Actions>
      </Section>

      <CtaBand title={t('sevenC.cta.title')} text={t('sevenC.cta.text')}>
        <Link screen="contact" appearance="button">
          {t('sevenC.cta.contact')}
        </Link>
        <ContactLink href={`mailto:${site.email}`}>{t('sevenC.cta.email', { email: site.email })}</ContactLink>
      </CtaBand>
    </>
  );
}
