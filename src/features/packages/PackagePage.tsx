/**
 * A package page (SPEC section 2 "Package pages"), built from its entry in src/content/packages:
 * the sticky anchor bar, the hero with its facts, challenge to result, the three-card journey,
 * the timeline or process roadmap, the FAQ and the closing call to action.
 */
import type { ReactNode } from 'react';
import { Actions } from '../../components/layout/Actions';
import { AnchorBar } from '../../components/layout/AnchorBar';
import { BookingBand, CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { PACKAGES, type PackageId } from '../../content/packages';
import { useT } from '../../i18n/useT';
import { ChallengeList } from './ChallengeList';
import { FactList } from './FactList';
import { FaqAccordion } from '../../components/ui/FaqAccordion';
import { JourneyCards, type JourneyCardsProps } from './JourneyCards';
import { PackageSteps } from './PackageSteps';
import styles from './PackagePage.module.css';

export interface PackagePageProps {
  id: PackageId;
  /**
   * What only one package has, passed in by its page module so the other two do not load it:
   * the ⓘ tooltip of a journey card (Strategic), a block after the steps (the Teams survey).
   */
  tooltip?: JourneyCardsProps['tooltip'];
  afterSteps?: ReactNode;
}

export function PackagePage({ id, tooltip, afterSteps }: PackagePageProps) {
  const t = useT();
  const pkg = PACKAGES[id];
  const offersPulse = id !== 'strategicClarity';
  const anchorOf = (anchor: (typeof pkg.anchors)[number]) => (pkg.anchors.includes(anchor) ? anchor : undefined);

  return (
    <>
      <AnchorBar
        label={t('package.anchorNav')}
        items={pkg.anchors.map((anchor) => ({ id: anchor, label: t(`package.anchor.${anchor}`) }))}
      />
      <div id="overview" tabIndex={-1} className={styles.overview}>
        <PageHeader eyebrow={t(pkg.audience)} title={t(`${id}.title`)} intro={t(`${id}.intro`)} scene={id}>
          <Actions>
            <ExternalLink href={site.bookingUrl} appearance="button">
              {t('package.book')}
            </ExternalLink>
            {offersPulse && (
              <Link screen="clarityScore" appearance="button-secondary">
                {t('package.pulse')}
              </Link>
            )}
          </Actions>
        </PageHeader>
        <FactList facts={pkg.facts} />
      </div>

      <Section id={anchorOf('results')} title={t('package.challenges.title')}>
        <ChallengeList challenges={pkg.challenges} />
      </Section>

      <Section id="how" title={t('package.journey.title')} tone="muted">
        <JourneyCards packageId={id} cards={pkg.journey} tooltip={tooltip} />
      </Section>

      <Section
        id={pkg.stepsStyle === 'roadmap' ? 'roadmap' : 'timeline'}
        title={t(pkg.stepsStyle === 'roadmap' ? 'strategicClarity.roadmap.title' : 'package.timeline.title')}
        lead={pkg.stepsStyle === 'roadmap' ? t('strategicClarity.roadmap.lead') : undefined}
      >
        <PackageSteps steps={pkg.steps} variant={pkg.stepsStyle} />
      </Section>

      {afterSteps}

      <Section id="faq" title={t('package.faq.title')}>
        <FaqAccordion items={pkg.faq} />
      </Section>

      {offersPulse ? (
        // Clarity for You speaks to one person ("du"); the other packages to a group ("ni").
        <CtaBand
          title={t(id === 'clarityForYou' ? 'package.next.titleYou' : 'package.next.title')}
          text={t(id === 'clarityForYou' ? 'package.next.textYou' : 'package.next.text')}
        >
          <Link screen="clarityScore" appearance="button">
            {t('package.pulse')}
          </Link>
          <Link screen="contact" appearance="button-secondary">
            {t('package.contact')}
          </Link>
        </CtaBand>
      ) : (
        <BookingBand
          title={t('strategicClarity.cta.title')}
          text={t('strategicClarity.cta.text')}
          book={t('package.book')}
          contact={t('strategicClarity.cta.inquiry')}
        />
      )}
    </>
  );
}
