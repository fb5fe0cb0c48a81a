import { lazy, Suspense } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useOpenedOnce } from '../../components/ui/useOpenedOnce';
import { useT } from '../../i18n/useT';
import { useInterestListContext } from './InterestListContext';
import styles from './InterestList.module.css';

const InterestListPanel = lazy(() => import('./InterestListPanel'));

/**
 * 'Intresselista (N)' and the side panel it opens. The panel's code loads the first time it
 * opens (from this button, or when a module is added) and stays for later ones.
 */
export function InterestListButton() {
  const t = useT();
  const { slugs, isPanelOpen, setPanelOpen, announcesCount } = useInterestListContext();
  const wasOpened = useOpenedOnce(isPanelOpen);

  return (
    <>
      <AriaButton className={styles.trigger} aria-expanded={isPanelOpen} onPress={() => setPanelOpen(true)}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M5 3h10v14l-5-3.5L5 17z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {t('interestList.button', { count: slugs.length })}
      </AriaButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <InterestListPanel />
        </Suspense>
      )}
      {/* The count after a removal, "Intresselistan är tom" included: removing has no toast, so
          this tells a screen reader user it worked. Adding and clearing are spoken by their
          toast; the count stays silent then, so nothing is said twice. */}
      <span role="status" className="visually-hidden">
        {announcesCount ? t('interestList.count', { count: slugs.length }) : ''}
      </span>
    </>
  );
}
