import { Button as AriaButton } from 'react-aria-components';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Button } from '../../components/ui/Button';
import { CloseIcon, IconButton } from '../../components/ui/IconButton';
import { SidePanel } from '../../components/ui/SidePanel';
import { moduleLabel } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { useInterestListContext } from './InterestListContext';
import { contactHref } from './handoff';
import styles from './InterestListPanel.module.css';

/** 'Intresselista (N)' and the side panel it opens: the chosen modules, Rensa, and the handoff to contact. */
export function InterestListPanel() {
  const t = useT();
  const locale = useLocale();
  const { slugs, isPanelOpen, setPanelOpen, remove, clear } = useInterestListContext();

  return (
    <>
      <SidePanel
        isOpen={isPanelOpen}
        onOpenChange={setPanelOpen}
        title={t('interestList.title')}
        closeLabel={t('interestList.close')}
        trigger={
          <AriaButton className={styles.trigger}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 3h10v14l-5-3.5L5 17z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            {t('interestList.button', { count: slugs.length })}
          </AriaButton>
        }
        footer={<p className={styles.footnote}>{t('interestList.footnote')}</p>}
      >
        {slugs.length === 0 ? (
          <p className={styles.empty}>{t('interestList.empty')}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {slugs.map((slug) => {
                const title = moduleLabel(slug, t);
                return (
                  <li key={slug} className={styles.item}>
                    <span>{title}</span>
                    <IconButton variant="danger" aria-label={t('interestList.remove', { title })} onPress={() => remove(slug)}>
                      <CloseIcon size={18} />
                    </IconButton>
                  </li>
                );
              })}
            </ul>
            <div className={styles.actions}>
              {/* A plain link: the handoff is a full page load of the contact page (SPEC section 4). */}
              <a href={contactHref(pathFor('contact', locale), slugs)} className={styles.send}>
                {t('interestList.send')}
              </a>
              <Button variant="quiet" onPress={clear}>
                {t('interestList.clear')}
              </Button>
            </div>
          </>
        )}
      </SidePanel>
      {/* The count, announced when it changes. */}
      <span role="status" className="visually-hidden">
        {slugs.length > 0 ? t('interestList.count', { count: slugs.length }) : ''}
      </span>
    </>
  );
}
