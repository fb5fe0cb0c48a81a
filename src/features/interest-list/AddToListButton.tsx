import { Button as AriaButton } from 'react-aria-components';
import { useT } from '../../i18n/useT';
import { useInterestListContext } from './InterestListContext';
import styles from './AddToListButton.module.css';

export interface AddToListButtonProps {
  slug: string;
  /** Id of the module's title, read with the button so each one names its module. */
  describedBy: string;
}

/**
 * 'Lägg till i intresselistan', then a disabled 'Tillagd'. It stays focusable (aria-disabled,
 * not disabled), so a keyboard user is not dropped to the top of the page when it changes.
 */
export function AddToListButton({ slug, describedBy }: AddToListButtonProps) {
  const t = useT();
  const { slugs, add } = useInterestListContext();
  const isAdded = slugs.includes(slug);
  return (
    <AriaButton
      className={styles.button}
      aria-disabled={isAdded || undefined}
      aria-describedby={describedBy}
      data-added={isAdded || undefined}
      onPress={() => {
        if (!isAdded) add(slug);
      }}
    >
      {isAdded ? (
        <>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="m3 8.5 3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('modules.card.added')}
        </>
      ) : (
        t('modules.card.add')
      )}
    </AriaButton>
  );
}
