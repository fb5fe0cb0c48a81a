import { Actions } from '../../components/layout/Actions';
import { BookingBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ContactLink, ExternalLink } from '../../components/ui/Link';
import { site } from '../../config/site';
import { ABOUT_AUDIENCES, ABOUT_BELIEFS, ABOUT_FACTS, ABOUT_HOW } from '../../content/about';
import { useT } from '../../i18n/useT';
import { useLoaderData } from 'react-router';
import type { AboutData } from './about-loader.server';
import blocks from '../shared/blocks.module.css';
import { CardGrid } from '../shared/CardGrid';
import styles from './AboutPage.module.css';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts), and the partners.
export { loadAbout as loader } from './about-loader.server';

/**
 * The founder as far as `site.founder` says: a portrait, the name and the LinkedIn profile, each
 * only once it is configured. Nothing at all while none is, so no fact is ever invented.
 */
function Founder() {
  const t = useT();
  const { name, photoUrl, linkedInUrl } = site.founder;
  if (!name && !photoUrl && !linkedInUrl) return null;
  return (
    <figure className={styles.founder}>
      {photoUrl && (
        <img
          src={photoUrl}
          alt={name ? t('about.founder.photoAlt', { name }) : t('about.founder.photoAltUnnamed')}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className={styles.photo}
        />
      )}
      <figcaption className={styles.caption}>
        {name && <span className={styles.name}>{name}</span>}
        <span>{t('about.founder.role')}</span>
        {linkedInUrl && (
          <ExternalLink href={linkedInUrl}>
            {name ? t('about.founder.linkedIn', { name }) : t('about.founder.linkedInUnnamed')}
          </ExternalLink>
        )}
      </figcaption>
    </figure>
  );
}

/** The registered company, once any of its details is configured; the brand name stands in for an unset legal name. */
function CompanyFact() {
  const t = useT();
  const { name, organisationNumber, postalAddress } = site.legal;
  if (!name && !organisationNumber && !postalAddress) return null;
  return (
    <div className={blocks.fact}>
      <dt className={blocks.factLabel}>{t('about.facts.company.term')}</dt>
      <dd>
        {name ?? site.brandName}
        {organisationNumber && (
          <span className={styles.factLine}>{t('about.facts.company.number', { number: organisationNumber })}</span>
        )}
        {postalAddress && <span className={styles.factLine}>{postalAddress}</span>}
      </dd>
    </div>
  );
}

/** The partners named in PROOF (src/config/site.ts), linked where a site is given; nothing while none is. */
function Partners() {
  const t = useT();
  // Rendered without a loader (a component test), the page names no partners.
  const partners = useLoaderData<AboutData | null>()?.partners ?? [];
  if (partners.length === 0) return null;
  return (
    <Section title={t('about.partners.title')}>
      <ul className={blocks.prose}>
        {partners.map((partner) => (
          <li key={partner.name}>
            {partner.url ? <ExternalLink href={partner.url}>{partner.name}</ExternalLink> : partner.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function AboutPage() {
  const t = useT();
  const founderName = site.founder.name;
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')} scene="about">
        <Actions>
          <ExternalLink href={site.bookingUrl} appearance="button">
            {t('about.hero.book')}
          </ExternalLink>
        </Actions>
      </PageHeader>

      <Section title={t('about.why.title')} lead={t('about.why.lead')}>
        <CardGrid cards={ABOUT_AUDIENCES} />
      </Section>

      <Section title={t('about.journey.title')} tone="muted">
        <div className={styles.journey}>
          <div className={blocks.prose}>
            <p>{t('about.journey.p1')}</p>
            <p>{t('about.journey.p2')}</p>
          </div>
          <Founder />
        </div>
      </Section>

      <Section title={t('about.beliefs.title')}>
        <CardGrid cards={ABOUT_BELIEFS} pairs />
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
              <dt className={blocks.factLabel}>{t(fact.term)}</dt>
              <dd>
                {fact.id === 'founder' && founderName
                  ? t('about.facts.founder.named', { name: founderName })
                  : t(fact.value)}
              </dd>
            </div>
          ))}
          <CompanyFact />
        </dl>
      </Section>

      <Partners />

      <BookingBand
        title={t('about.cta.title')}
        text={t('about.cta.text')}
        book={t('about.cta.book')}
        contact={t('about.cta.contact')}
      >
        <ContactLink href={`mailto:${site.email}`}>{t('about.cta.email', { email: site.email })}</ContactLink>
      </BookingBand>
    </>
  );
}
