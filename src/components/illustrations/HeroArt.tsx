import styles from './HeroArt.module.css';

/**
 * The page heroes' motifs: `clarity` (the brand's mark: home, about, services), one per package
 * (`you`: one person; `team`: overlapping circles; `organisation`: nested, structured circles),
 * `modules` and `pulse` (Clarity Pulse).
 */
export type HeroMotif = 'clarity' | 'you' | 'team' | 'organisation' | 'modules' | 'pulse';

/** A decorative illustration: hidden from assistive technology, never focusable. */
export function HeroArt({ motif, className }: { motif: HeroMotif; className?: string }) {
  return <div aria-hidden="true" className={[styles.art, styles[motif], className].filter(Boolean).join(' ')} />;
}
