/**
 * The interest list as the modules page uses it: the slugs, whether the side panel is open,
 * and the actions (adding a module opens the panel, SPEC section 4). No toasts: the open panel
 * shows the change and the list count's live region announces it, and on a phone a toast
 * covered half of the panel it was repeating.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocale } from '../../app/locale';
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
  const locale = useLocale();
  const { slugs, store } = useInterestList(locale);
  const [isPanelOpen, setPanelOpen] = useState(false);

  const value: InterestListValue = {
    slugs,
    isPanelOpen,
    setPanelOpen,
    add(slug) {
      if (!store?.add(slug)) return;
      setPanelOpen(true);
    },
    remove: (slug) => store?.remove(slug),
    clear: () => store?.clear(),
  };
  return <InterestListContext.Provider value={value}>{children}</InterestListContext.Provider>;
}

export function useInterestListContext(): InterestListValue {
  const value = useContext(InterestListContext);
  if (!value) throw new Error('useInterestListContext needs an InterestListProvider');
  return value;
}
