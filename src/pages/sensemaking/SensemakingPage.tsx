import { Actions } from '../../components/layout/Actions';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ContactLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { SENSEMAKING_USES } from '../../content/sensemaking';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import { CardGrid } from '../shared/CardGrid';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function SensemakingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('sensemaking.title')} intro={t('sensemaking.intro')} scene="sensemaking" />

      <Section title={t('sensemaking.what.title')}>
        <div className={blocks.prose}>
          <p>{t('sensemaking.what.p1')}</p>
          <p>{t('sensemaking.what.p2')}</p>
        </div>
      </Section>

      <Section title={t('sensemaking.uses.title')} tone="muted">
        <CardGrid cards={SENSEMAKING_USES} numbered />
      </Section>

      <Section title={t('sensemaking.sevenC.title')}>
        <p className={blocks.prose}>{t('sensemaking.sevenC.p1')}</p>
        <Actions>
          <Link screen="sevenC" appearance="button-secondary">
            {t('sensemaking.sevenC.link')}
          </Link>
        </Actions>
      </Section>

      <CtaBand title={t('sensemaking.cta.title')} text={t('sensemaking.cta.text')}>
        <Link screen="contact" appearance="button">
          {t('sensemaking.cta.contact')}
        </Link>
        <ContactLink href={`mailto:${site.email}`}>{t('sensemaking.cta.email', { email: site.email })}</ContactLink>
      </CtaBand>
    </>
  );
}
