import { useLocale } from '../../routing/locale';
// Actions through CtaBand: the same chunk as on the other pages, which all import both.
import { Actions } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { PageToasts } from '../../components/layout/PageToasts';
import { IconBadge } from '../../components/ui/IconBadge';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { MODULES } from '../../content/modules';
import { AddToListButton } from '../../features/interest-list/AddToListButton';
import { InterestListProvider } from '../../features/interest-list/InterestListContext';
import { InterestListButton } from '../../features/interest-list/InterestListButton';
import { useT } from '../../i18n/useT';
import styles from './ModulesPage.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

const GRID_ID = 'module-grid';

const REASONS = ['differentNeeds', 'noOneSize', 'scaling'] as const;
const STEPS = ['choose', 'direction', 'build'] as const;

export default function ModulesPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <InterestListProvider>
      <PageHeader title={t('modules.title')} intro={t('modules.intro')} scene="modules">
        <Actions>
          {/* An in-page link: the route-change focus moves focus to the grid along with the scroll. */}
          <Link href={`#${GRID_ID}`} appearance="button">
            {t('modules.hero.explore')}
          </Link>
          <Link screen="contact" appearance="button-secondary">
            {t('modules.hero.contact')}
          </Link>
        </Actions>
      </PageHeader>

      <Section title={t('modules.reasons.title')}>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason} className={styles.reason}>
              <h3>{t(`modules.reasons.${reason}.title`)}</h3>
              <p>{t(`modules.reasons.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('modules.steps.title')}>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3>{t(`modules.steps.${step}.title`)}</h3>
              <p>{t(`modules.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section id={GRID_ID} aria-labelledby="grid-title" className={styles.section} tabIndex={-1}>
        <div className={styles.gridHeader}>
          <div>
            <h2 id="grid-title">{t('modules.grid.title')}</h2>
            <p className={styles.lead}>{t('modules.grid.intro')}</p>
          </div>
        </div>
        {/* Sticky inside the section: the list's count stays in reach while the grid scrolls by. */}
        <div className={styles.listBar}>
          <InterestListButton />
        </div>
        {/* Seven modules and, in the grid's eighth cell, where to start: no row is left short. */}
        <div className={styles.gridArea}>
          <ul className={styles.grid}>
            {MODULES.map((module) => {
              const titleId = `module-${module.id}-title`;
              return (
                <li key={module.id} className={styles.card} data-grid-cell>
                  <IconBadge name={module.icon} />
                  <h3 id={titleId} className={styles.cardTitle}>
                    {t(module.title)}
                  </h3>
                  <p>{keepRangesTogether(t(module.description))}</p>
                  <ul className={styles.bullets}>
                    {module.bullets.map((bullet) => (
                      <li key={bullet}>{keepRangesTogether(t(bullet))}</li>
                    ))}
                  </ul>
                  <AddToListButton slug={module.slugs[locale]} describedBy={titleId} />
                </li>
              );
            })}
          </ul>
          {/* The copy offers the short call, so the short call is the primary action. */}
          <div className={styles.startTile} data-grid-cell>
            <h3 className={styles.cardTitle}>{t('modules.cta.title')}</h3>
            <p>{t('modules.cta.text')}</p>
            <div className={styles.tileActions}>
              <ExternalLink href={site.chatBookingUrl} appearance="button">
                {t('modules.cta.bookChat')}
              </ExternalLink>
              <Link screen="contact" appearance="button-secondary">
                {t('modules.cta.contact')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <PageToasts />
    </InterestListProvider>
  );
}
