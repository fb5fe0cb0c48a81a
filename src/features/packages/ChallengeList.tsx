import type { ChallengeResult } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './ChallengeList.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

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
          <svg className={styles.arrow} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M4 12h15M13 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div className={styles.result}>
            <p className={styles.label}>{t('package.challenges.result')}</p>
            <p className={styles.text}>{keepRangesTogether(t(pair.description))}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
