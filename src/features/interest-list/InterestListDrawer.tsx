/**
 * The side panel's contents: the chosen modules with their remove buttons, Rensa, the handoff
 * to contact, and the footer note. Loaded when the panel first opens.
 */
import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Button } from '../../components/ui/Button';
import { CloseIcon, IconButton } from '../../components/ui/IconButton';
import { SidePanel } from '../../components/ui/SidePanel';
import { moduleLabel } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { contactHref } from './handoff';
import { useInterestListContext } from './InterestListContext';
import styles from './InterestListPanel.module.css';

export default function InterestListDrawer() {
  const t = useT();
  const locale = useLocale();
  const { slugs, isPanelOpen, setPanelOpen, remove, clear } = useInterestListContext();

  return (
    <SidePanel
      isOpen={isPanelOpen}
      onOpenChange={setPanelOpen}
      title={t('interestList.title')}
      closeLabel={t('interestList.close')}
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
  );
}
