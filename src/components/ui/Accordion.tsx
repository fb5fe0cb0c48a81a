/**
 * Expandable items on React Aria's Disclosure: each trigger is a real button inside a heading,
 * with `aria-expanded` and `aria-controls`, and its panel stays in the DOM (hidden until open,
 * so in-page search still finds it). An Accordion groups items; by default one is open at a
 * time and the open one can be collapsed again.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components';
import styles from './Accordion.module.css';
import { CHEVRON_DOWN, StrokeIcon } from './StrokeIcon';

export interface AccordionProps {
  /** Several items may be open at once (the home FAQ); otherwise opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  className?: string;
  children: ReactNode;
}

export function Accordion({ allowsMultipleExpanded = false, className, children }: AccordionProps) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={[styles.accordion, className].filter(Boolean).join(' ')}
    >
      {children}
    </DisclosureGroup>
  );
}

export interface DisclosureItemProps {
  /** The trigger's text, which is also the heading's. */
  title: ReactNode;
  /** The level of the heading that wraps the trigger, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Something shown before the title, e.g. a decorative icon. */
  icon?: ReactNode;
  /** `card` draws the item as a card of its own; `row` as a row of a list (FAQ). */
  appearance?: 'row' | 'card';
  /** A key that identifies the item within its Accordion. */
  id?: string;
  children: ReactNode;
}

export function DisclosureItem({
  title,
  headingLevel = 3,
  icon,
  appearance = 'row',
  id,
  children,
}: DisclosureItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Disclosure id={id} className={`${styles.item} ${styles[appearance]}`}>
      <Heading className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <span className={styles.title}>{title}</span>
          <StrokeIcon {...CHEVRON_DOWN} className={styles.chevron} />
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

export interface MoreTextProps {
  /** The visible label while closed, e.g. "Läs mer". */
  label: string;
  /** The full name while closed, which starts with the label, e.g. "Läs mer om Syfte", so that several on a page differ. */
  'aria-label': string;
  /** The visible label while open, e.g. "Visa mindre". */
  expandedLabel: string;
  /** The full name while open, starting with `expandedLabel`, e.g. "Visa mindre om Syfte". */
  expandedAriaLabel: string;
  children: ReactNode;
}

/**
 * A 'Läs mer' toggle inside a card: a disclosure without a heading of its own. Open, the same
 * button says 'Visa mindre', so it stays focused and only its name and `aria-expanded` change.
 */
export function MoreText({ label, expandedLabel, expandedAriaLabel, children, ...props }: MoreTextProps) {
  return (
    <Disclosure className={styles.more}>
      {({ isExpanded }) => (
        <>
          <AriaButton
            slot="trigger"
            aria-label={isExpanded ? expandedAriaLabel : props['aria-label']}
            className={styles.moreTrigger}
          >
            {isExpanded ? expandedLabel : label}
            <StrokeIcon {...CHEVRON_DOWN} size={18} className={styles.chevron} />
          </AriaButton>
          <DisclosurePanel>
            <div className={styles.moreText}>{children}</div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
