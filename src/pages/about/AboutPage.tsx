import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Actions } from '../../components/layout/Actions';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ContactLink, ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { ABOUT_AUDIENCES, ABOUT_BELIEFS, ABOUT_FACTS, ABOUT_HOW } from '../../content/about';
import { useT } from '../../i18n/useT';
import blocks from '../insights-shared/blocks.module.css';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function AboutPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')} art="clarity">
        <Actions>
          <ExternalLink href={site.bookingUrl} appearance="button">
            {t('about.hero.book')}
          </ExternalLink>
        </Actions>
      </PageHeader>

      <Section title={t('about.why.title')} lead={t('about.why.lead')}>
        <ul className={blocks.grid}>
          {ABOUT_AUDIENCES.map((item) => (
            <li key={item.id} className={blocks.card}>
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('about.journey.title')} tone="muted">
        <div className={blocks.prose}>
          <p>{t('about.journey.p1')}</p>
          <p>{t('about.journey.p2')}</p>
        </div>
      </Section>

      <Section title={t('about.beliefs.title')}>
        <ul className={`${blocks.grid} ${blocks.pairs}`}>
          {ABOUT_BELIEFS.map((item) => (
            <li key={item.id} className={blocks.card}>
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('about.drive.title')} tone="muted">
        <p className={blocks.prose}>{t('about.drive.text')}</p>
      </Section>

      <Section title={t('about.how.title')} lead={t('about.how.text')}>
        <ul className={blocks.prose}>
          {ABOUT_HOW.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('about.facts.title')}>
        <dl className={blocks.facts}>
          {ABOUT_FACTS.map((fact) => (
            <div key={fact.id} className={blocks.fact}>
              <dt>{t(fact.term)}</dt>
              <dd>{t(fact.value)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand title={t('about.cta.title')} text={t('about.cta.text')}>
        <ExternalLink href={site.bookingUrl} appearance="button">
          {t('about.cta.book')}
        </ExternalLink>
        <Link href={pathFor('contact', locale)} appearance="button-secondary">
          {t('about.cta.contact')}
        </Link>
        <ContactLink href={`mailto:${site.email}`}>{t('about.cta.email', { email: site.email })}</ContactLink>
      </CtaBand>
    </>
  );
}
