import { useIntl } from 'react-intl';
import { useLocale, useScreenHref } from '../../app/locale';
import { absoluteUrl } from '../../app/route-table';
import { AnchorBar } from '../../components/layout/AnchorBar';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import {
  BLOG_ANCHORS,
  BLOG_ARTICLE,
  BLOG_FOCUS_STEPS,
  BLOG_KEY_DATES,
  BLOG_MISTAKES,
  BLOG_RISK_LEVELS,
  BLOG_ROADMAP,
  BLOG_SCENARIOS,
  BLOG_SERVICES,
} from '../../content/blog';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import { LinkCard } from '../shared/LinkCard';
import styles from './BlogPage.module.css';
import { ReadingProgress } from './ReadingProgress';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

/** The AI Act article, in the page's language (both catalogs hold the whole text). */
export default function BlogPage() {
  return <Article />;
}

function formatDate(intl: ReturnType<typeof useIntl>, dateISO: string) {
  return intl.formatDate(new Date(`${dateISO}T00:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function ArticleJsonLd() {
  const t = useT();
  const locale = useLocale();
  const screenHref = useScreenHref();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: t('blog.title'),
    description: t('blog.meta.description'),
    datePublished: BLOG_ARTICLE.dateISO,
    dateModified: BLOG_ARTICLE.updatedISO,
    inLanguage: locale,
    timeRequired: `PT${BLOG_ARTICLE.minutesRead}M`,
    mainEntityOfPage: absoluteUrl(site.url, screenHref('blog')),
    author: { '@type': 'Organization', name: site.brandName, url: site.url },
    publisher: { '@type': 'Organization', name: site.brandName, url: site.url },
  };
  // Text content, not markup: "<" is escaped so no string in the data can close the script.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}

function Article() {
  const t = useT();
  const intl = useIntl();
  const screenHref = useScreenHref();
  const anchors = BLOG_ANCHORS.map((anchor) => ({ id: anchor.id, label: t(anchor.label) }));
  return (
    <>
      <ReadingProgress />
      <ArticleJsonLd />
      <article className={styles.article}>
        <div id="hero" tabIndex={-1} className={styles.hero}>
          <PageHeader eyebrow={t('blog.eyebrow')} title={t('blog.title')} intro={t('blog.intro')}>
            <p className={styles.meta}>
              <time dateTime={BLOG_ARTICLE.dateISO}>{formatDate(intl, BLOG_ARTICLE.dateISO)}</time>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              {t('blog.readingTime', { minutes: BLOG_ARTICLE.minutesRead })}
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              {t('blog.author')}
            </p>
            {/* The dates in the text were checked against the Act's timetable on this day. */}
            <p className={styles.meta}>
              {t('blog.updated')}{' '}
              <time dateTime={BLOG_ARTICLE.updatedISO}>{formatDate(intl, BLOG_ARTICLE.updatedISO)}</time>
            </p>
          </PageHeader>
        </div>

        <AnchorBar label={t('blog.nav.label')} items={anchors} />

        <Section id="introduction" title={t('blog.intro.title')}>
          <div className={blocks.prose}>
            <p>{t('blog.intro.p1')}</p>
            <p>{t('blog.intro.p2')}</p>
            <h3>{t('blog.intro.risks.title')}</h3>
            <ul>
              {BLOG_RISK_LEVELS.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
            <h3>{t('blog.intro.dates.title')}</h3>
            <dl className={styles.dates}>
              {BLOG_KEY_DATES.map((date) => (
                <div key={date.dateISO}>
                  <dt>
                    <time dateTime={date.dateISO}>{formatDate(intl, date.dateISO)}</time>
                  </dt>
                  <dd>{t(date.text)}</dd>
                </div>
              ))}
            </dl>
            <p>{t('blog.intro.dates.note')}</p>
            <p>{t('blog.intro.p3')}</p>
            <h3>{t('blog.intro.hr.title')}</h3>
            <p>{t('blog.intro.hr.p1')}</p>
            <p>{t('blog.intro.hr.p2')}</p>
          </div>
        </Section>

        <Section id="focus-areas" title={t('blog.focus.title')} lead={t('blog.focus.lead')} tone="muted">
          {/* role="list": Safari drops the list semantics of a list styled without markers. */}
          <ol role="list" className={`${blocks.grid} ${styles.focus}`}>
            {BLOG_FOCUS_STEPS.map((step, index) => (
              <li key={step.id} className={blocks.card}>
                <span className={blocks.number} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.description)}</p>
                <p>
                  <strong>{t('blog.focus.stepsLabel')}</strong> {t(step.steps)}
                </p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="scenarios" title={t('blog.scenarios.title')} lead={t('blog.scenarios.lead')}>
          <ul className={blocks.grid}>
            {BLOG_SCENARIOS.map((scenario) => (
              <li key={scenario.id} className={`${blocks.card} ${styles.scenario}`} data-risk={scenario.level}>
                <h3>{t(scenario.title)}</h3>
                <p className={styles.risk}>
                  <RiskIcon level={scenario.level} />
                  {t('blog.scenarios.riskLabel')} <strong>{t(scenario.risk)}</strong>
                </p>
                <p>{t(scenario.text)}</p>
                <h4 className={styles.todoTitle}>{t('blog.scenarios.todo')}</h4>
                <ul className={styles.todo}>
                  {scenario.todo.map((id) => (
                    <li key={id}>{t(id)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="timeline" title={t('blog.roadmap.title')} lead={t('blog.roadmap.lead')} tone="muted">
          <ol role="list" className={`${blocks.grid} ${styles.roadmap}`}>
            {BLOG_ROADMAP.map((phase) => (
              <li key={phase.id} className={blocks.card}>
                <p className={styles.phase}>{t(phase.label)}</p>
                <h3>{t(phase.title)}</h3>
                <ul className={styles.todo}>
                  {phase.tasks.map((id) => (
                    <li key={id}>{t(id)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <p className={blocks.prose}>{t('blog.roadmap.after')}</p>
        </Section>

        <Section title={t('blog.mistakes.title')}>
          <ul className={`${blocks.grid} ${blocks.pairs}`}>
            {BLOG_MISTAKES.map((item) => (
              <li key={item.id} className={blocks.card}>
                <h3>{t(item.mistake)}</h3>
                <p>
                  <strong>{t('blog.mistakes.solution')}</strong> {t(item.solution)}
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t('blog.conclusion.title')}>
          <div className={blocks.prose}>
            <p>{t('blog.conclusion.p1')}</p>
            <p>{t('blog.conclusion.p2')}</p>
            <p className={blocks.updated}>{t('blog.conclusion.disclaimer')}</p>
          </div>
        </Section>

        <Section id="services" title={t('blog.services.title')} lead={t('blog.services.lead')}>
          <ul className={`${blocks.grid} ${blocks.pairs}`}>
            {BLOG_SERVICES.map((service) => (
              <LinkCard
                key={service.id}
                href={screenHref(service.screen)}
                title={t(service.title)}
                text={t(service.text)}
                more={t('blog.services.more')}
              />
            ))}
          </ul>
        </Section>
      </article>

      <CtaBand title={t('blog.cta.title')} text={t('blog.cta.text')}>
        <ExternalLink href={site.bookingUrl} appearance="button">
          {t('blog.cta.book')}
        </ExternalLink>
        <Link screen="templates" appearance="button-secondary">
          {t('blog.cta.templates')}
        </Link>
      </CtaBand>
    </>
  );
}

/** A shape per risk level, so the level is told by text and shape, not by colour alone. */
function RiskIcon({ level }: { level: 'high' | 'medium' | 'limited' }) {
  const paths = {
    high: 'M8 1.5 15 14H1Z', // triangle
    medium: 'M8 1.5 14.5 8 8 14.5 1.5 8Z', // diamond
    limited: 'M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2Z', // circle
  } as const;
  return (
    <svg className={styles.riskIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[level]} fill="currentColor" />
    </svg>
  );
}
