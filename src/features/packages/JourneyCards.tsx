import type { ComponentType } from 'react';
import { MoreText } from '../../components/ui/Accordion';
import type { InfoTooltipProps } from '../../components/ui/InfoTooltip';
import type { JourneyCard, PackageId } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './JourneyCards.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

export interface JourneyCardsProps {
  packageId: PackageId;
  cards: readonly JourneyCard[];
  /** Renders a card's ⓘ tooltip; only the page whose cards have one passes it. */
  tooltip?: ComponentType<InfoTooltipProps>;
}

/**
 * Syfte, Hur {product} gör det, Konkreta effekter and the 'Hur vi gör' value card: four cards of
 * one kind, two by two (none alone on a row), the value card's first sentence shown and the rest
 * behind 'Läs mer'.
 */
export function JourneyCards({ packageId, cards, tooltip: Tooltip }: JourneyCardsProps) {
  const t = useT();
  const product = t(`nav.${packageId}`);
  const titleOf = (card: JourneyCard) => t(`package.journey.${card.id}`, { product });
  const valueTitle = t('package.value.title');

  return (
    <ul className={styles.cards}>
      {cards.map((card) => {
        const title = titleOf(card);
        return (
          <li key={card.id} className={styles.card}>
            {/* The ⓘ button sits beside the heading, not in it, so the heading's name stays the title. */}
            <div className={styles.titleRow}>
              <h3 className={styles.title}>{title}</h3>
              {card.tooltip && Tooltip && <Tooltip label={t('package.infoAbout', { title })} text={t(card.tooltip)} />}
            </div>
            <ul className={styles.bullets}>
              {card.bullets.map((bullet) => (
                <li key={bullet}>{keepRangesTogether(t(bullet))}</li>
              ))}
            </ul>
            {card.accordionContent && (
              <MoreText
                label={t('package.more')}
                aria-label={t('package.moreAbout', { title })}
                expandedLabel={t('package.less')}
                expandedAriaLabel={t('package.lessAbout', { title })}
              >
                <p>{keepRangesTogether(t(card.accordionContent))}</p>
              </MoreText>
            )}
          </li>
        );
      })}
      <li className={`${styles.card} ${styles.value}`}>
        <h3 className={styles.title}>{valueTitle}</h3>
        <p className={styles.valueLead}>{t('package.value.lead')}</p>
        <MoreText
          label={t('package.more')}
          aria-label={t('package.moreAbout', { title: valueTitle })}
          expandedLabel={t('package.less')}
          expandedAriaLabel={t('package.lessAbout', { title: valueTitle })}
        >
          <p>{t('package.value.text')}</p>
        </MoreText>
      </li>
    </ul>
  );
}
