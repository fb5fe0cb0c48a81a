import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../ui/Link';
import { currentSection } from './current-section';
import { useScrollFrame } from './useScrollFrame';
import styles from './AnchorBar.module.css';

export interface AnchorBarItem {
  /** The id of the section it moves to. */
  id: string;
  label: string;
}

export interface AnchorBarProps {
  /** The navigation landmark's name, e.g. "På den här sidan". */
  label: string;
  items: readonly AnchorBarItem[];
}

/**
 * A sticky bar of in-page links under the header. The link of the section in view carries
 * `aria-current="location"`. While it is on the page, the global scroll padding grows by its
 * height (see global.css), so neither a focused element nor an anchor target ends up under it
 * (WCAG 2.4.11). On narrow screens it scrolls sideways; a focused link scrolls itself into view.
 */
export function AnchorBar({ label, items }: AnchorBarProps) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  useScrollFrame(
    useCallback(() => {
      const line = stickyOffset() + 1;
      const tops = items.map(
        (item) => document.getElementById(item.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(items[currentSection(tops, line, atBottom)]?.id);
    }, [items]),
  );

  // Keeps the current link visible in a bar that scrolls sideways, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const start = link.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: start - 16, behavior: 'instant' });
    }
  }, [current]);

  return (
    <nav aria-label={label} className={styles.bar} data-anchor-bar="">
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`#${item.id}`}
              appearance="plain"
              className={styles.link}
              aria-current={item.id === current ? 'location' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The height of the sticky header and bar, read from the page's scroll padding. */
function stickyOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}
