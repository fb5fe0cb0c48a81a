/**
 * The interest list as the modules page uses it: the slugs, whether the side panel is open,
 * and the actions. Adding a module opens the panel and shows the spec's toast ("Modul tillagd");
 * clearing the list shows "Intresselistan rensad" (SPEC section 4). The toast is what a screen
 * reader hears for those two, so the list's live count speaks only after a removal, which has
 * no toast: each change is announced once.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocale } from '../../routing/locale';
import { showToast } from '../../components/ui/toast-queue';
import { moduleLabel } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { useInterestList } from './useInterestList';

interface InterestListValue {
  slugs: readonly string[];
  isPanelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** Whether the live count should speak: true after a removal, the one change without a toast. */
  announcesCount: boolean;
  add: (slug: string) => void;
  remove: (slug: string) => void;
  clear: () => void;
}

const InterestListContext = createContext<InterestListValue | null>(null);

export function InterestListProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const { slugs, store } = useInterestList(locale);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [announcesCount, setAnnouncesCount] = useState(false);

  const value: InterestListValue = {
    slugs,
    isPanelOpen,
    setPanelOpen,
    announcesCount,
    add(slug) {
      if (!store?.add(slug)) return;
      setAnnouncesCount(false);
      setPanelOpen(true);
      showToast({
        title: t('interestList.toast.added.title'),
        description: t('interestList.toast.added.text', { title: moduleLabel(slug, t) }),
        tone: 'success',
      });
    },
    remove(slug) {
      setAnnouncesCount(true);
      store?.remove(slug);
    },
    clear() {
      setAnnouncesCount(false);
      store?.clear();
      showToast({
        title: t('interestList.toast.cleared.title'),
        description: t('interestList.toast.cleared.text'),
        tone: 'success',
      });
    },
  };
  return <InterestListContext.Provider value={value}>{children}</InterestListContext.Provider>;
}

export function useInterestListContext(): InterestListValue {
  const value = useContext(InterestListContext);
  if (!value) throw new Error('useInterestListContext needs an InterestListProvider');
  return value;
}
