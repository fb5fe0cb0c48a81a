import { useScreenHref } from '../../routing/locale';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ContactLink, ExternalLink } from '../../components/ui/Link';
import { site } from '../../config/site';
import { AI_LITERACY_MEANING, AI_LITERACY_PATHS } from '../../content/ai-literacy';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import { LinkCard } from '../shared/LinkCard';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function AiLiteracyPage() {
  const t = useT();
  const screenHref = useScreenHref();
  return (
    <>
      <PageHeader title={t('aiLiteracy.title')} intro={t('aiLiteracy.intro')} scene="aiLiteracy" />

      <Section title={t('aiLiteracy.article4.title')}>
        <div className={blocks.prose}>
          <p>{t('aiLiteracy.article4.p1')}</p>
          <p>{t('aiLiteracy.article4.p2')}</p>
          <p>{t('aiLiteracy.article4.p3')}</p>
        </div>
      </Section>

      <Section title={t('aiLiteracy.meaning.title')} tone="muted">
        <div className={blocks.prose}>
          <p>{t('aiLiteracy.meaning.lead')}</p>
          <ul>
            {AI_LITERACY_MEANING.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={t('aiLiteracy.paths.title')} lead={t('aiLiteracy.paths.lead')}>
        <ul className={`${blocks.grid} ${blocks.pairs}`}>
          {AI_LITERACY_PATHS.map((card) => (
            <LinkCard
              key={card.id}
              href={screenHref(card.screen)}
              title={t(card.title)}
              text={t(card.text)}
              more={t('aiLiteracy.paths.more')}
            />
          ))}
        </ul>
      </Section>

      <CtaBand title={t('aiLiteracy.cta.title')} text={t('aiLiteracy.cta.text')}>
        <ExternalLink href={site.chatBookingUrl} appearance="button">
          {t('aiLiteracy.cta.book')}
        </ExternalLink>
        <ContactLink href={`mailto:${site.email}`}>{t('aiLiteracy.cta.email', { email: site.email })}</ContactLink>
      </CtaBand>
    </>
  );
}
