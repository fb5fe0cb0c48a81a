/**
 * The interest list as the modules page uses it: the slugs, whether the side panel is open,
 * and the actions with their toasts (adding a module opens the panel, SPEC section 4).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocale } from '../../app/locale';
import { showToast } from '../../components/ui/toast-queue';
import { moduleLabel } from '../../content/modules';
import { useT } from '../../i18n/useT';
import { useInterestList } from './useInterestList';

interface InterestListValue {
  slugs: readonly string[];
  isPanelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
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

  const value: InterestListValue = {
    slugs,
    isPanelOpen,
    setPanelOpen,
    add(slug) {
      if (!store?.add(slug)) return;
      const title = moduleLabel(slug, t);
      showToast({ title: t('interestList.toast.added.title'), description: t('interestList.toast.added.description', { title }), tone: 'success' });
      setPanelOpen(true);
    },
    remove: (slug) => store?.remove(slug),
    clear() {
      store?.clear();
      showToast({ title: t('interestList.toast.cleared.title'), description: t('interestList.toast.cleared.description'), tone: 'info' });
    },
  };
  return <InterestListContext.Provider value={value}>{children}</InterestListContext.Provider>;
}

export function useInterestListContext(): InterestListValue {
  const value = useContext(InterestListContext);
  if (!value) throw new Error('useInterestListContext needs an InterestListProvider');
  return value;
}
