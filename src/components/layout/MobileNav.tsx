import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { IconButton } from '../ui/IconButton';
import { StrokeIcon } from '../ui/StrokeIcon';
import { useOpenedOnce } from '../ui/useOpenedOnce';

const MobileMenu = lazy(() => import('./MobileMenu'));

/**
 * The menu under 768 px: a hamburger button opening a modal drawer with every link. The
 * drawer's code loads on the first press and stays for later ones.
 */
export function MobileNav({ className }: { className?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);

  // Back/forward while open: the page changed under the drawer, so close it (during render,
  // React's way to adjust state when an input changes).
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }

  const wasOpened = useOpenedOnce(isOpen);

  return (
    <div className={className}>
      <IconButton
        variant="outlined"
        aria-label={t('shell.openMenu')}
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <StrokeIcon d="M4 7h16M4 12h16M4 17h16" box={24} />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
