import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import styles from './SiteShell.module.css';

export const MAIN_ID = 'main';

/** The frame of every page: skip link, header, the page's main content, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
