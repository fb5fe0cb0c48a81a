import type { ChallengeResult } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './ChallengeList.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';
import { StrokeIcon } from '../../components/ui/StrokeIcon';

/** Each challenge beside the result it becomes; both are labelled in words, not by colour. */
export function ChallengeList({ challenges }: { challenges: readonly ChallengeResult[] }) {
  const t = useT();
  return (
    <ul className={styles.list}>
      {challenges.map((pair) => (
        <li key={pair.title} className={styles.pair}>
          <div className={styles.challenge}>
            <p className={styles.label}>{t('package.challenges.challenge')}</p>
            <h3 className={styles.title}>{keepRangesTogether(t(pair.title))}</h3>
          </div>
          <StrokeIcon d="M4 12h15M13 6l6 6-6 6" box={24} className={styles.arrow} />
          <div className={styles.result}>
            <p className={styles.label}>{t('package.challenges.result')}</p>
            <p className={styles.text}>{keepRangesTogether(t(pair.description))}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
