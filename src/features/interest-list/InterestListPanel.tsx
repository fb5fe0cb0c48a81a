/**
 * The side panel's contents: the chosen modules with their remove buttons, Rensa, the handoff
 * to contact, and the footer note. Loaded when the panel first opens.
 *
 * A removed row takes its focused button with it. Focus then moves to the next remove button
 * (or the last one), or to the empty-list message, so a keyboard or screen-reader user keeps
 * their place inside the panel instead of landing on the page's body.
 */
import { useEffect, useRef } from 'react';
import { useScreenHref } from '../../routing/locale';
import { Button } from '../../components/ui/Button';
import buttonStyles from '../../components/ui/Button.module.css';
import { CloseIcon, IconButton } from '../../components/ui/IconButton';
import { SidePanel } from '../../components/ui/SidePanel';
import { moduleLabel } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { contactHref } from './handoff';
import { useInterestListContext } from './InterestListContext';
import styles from './InterestList.module.css';

export default function InterestListPanel() {
  const t = useT();
  const screenHref = useScreenHref();
  const { slugs, isPanelOpen, setPanelOpen, remove, clear } = useInterestListContext();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // The index of the row whose removal is pending a focus move; null when none is.
  const removedIndex = useRef<number | null>(null);

  // Once the list has re-rendered without the row, focus its successor (or the empty text).
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? emptyRef.current;
    next?.focus();
  }, [slugs]);

  const removeAndKeepFocus = (slug: string) => {
    removedIndex.current = slugs.indexOf(slug);
    remove(slug);
  };
  const clearAndKeepFocus = () => {
    removedIndex.current = 0;
    clear();
  };

  return (
    <SidePanel
      isOpen={isPanelOpen}
      onOpenChange={setPanelOpen}
      title={t('interestList.title')}
      closeLabel={t('interestList.close')}
      footer={<p className={styles.footnote}>{t('interestList.footnote')}</p>}
    >
      {slugs.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
          {t('interestList.empty')}
        </p>
      ) : (
        <>
          <ul ref={listRef} className={styles.list}>
            {slugs.map((slug) => {
              const title = moduleLabel(slug, t);
              return (
                <li key={slug} className={styles.item}>
                  <span>{title}</span>
                  <IconButton
                    variant="danger"
                    aria-label={t('interestList.remove', { title })}
                    onPress={() => removeAndKeepFocus(slug)}
                  >
                    <CloseIcon size={18} />
                  </IconButton>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            {/* A plain link: the handoff is a full page load of the contact page (SPEC section 4).
                It looks like every primary call to action, forced colours included. */}
            <a
              href={contactHref(screenHref('contact'), slugs)}
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
            >
              {t('interestList.send')}
            </a>
            <Button variant="quiet" onPress={clearAndKeepFocus}>
              {t('interestList.clear')}
            </Button>
          </div>
        </>
      )}
    </SidePanel>
  );
}
