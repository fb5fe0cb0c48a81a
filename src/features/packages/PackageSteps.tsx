import type { RoadmapStep } from '../../content/packages';
import { useT } from '../../i18n/useT';
import styles from './PackageSteps.module.css';
import { keepRangesTogether } from '../../components/text/keepRangesTogether';

/**
 * The four steps, as an ordered list: a vertical `timeline`, or the `roadmap`'s four numbered
 * columns (stacked on small screens).
 */
export function PackageSteps({ steps, variant }: { steps: readonly RoadmapStep[]; variant: 'timeline' | 'roadmap' }) {
  const t = useT();
  return (
    <ol className={`${styles.steps} ${styles[variant]}`}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{keepRangesTogether(t(step.title))}</h3>
          <p className={styles.text}>{keepRangesTogether(t(step.description))}</p>
        </li>
      ))}
    </ol>
  );
}
