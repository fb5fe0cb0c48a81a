import { Button as AriaButton } from 'react-aria-components';
import { useT } from '../../i18n/useT';
import { useInterestListContext } from './InterestListContext';
import styles from './AddToListButton.module.css';
import { StrokeIcon, TICK } from '../../components/ui/StrokeIcon';

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
          <StrokeIcon {...TICK} />
          {t('modules.card.added')}
        </>
      ) : (
        t('modules.card.add')
      )}
    </AriaButton>
  );
}
