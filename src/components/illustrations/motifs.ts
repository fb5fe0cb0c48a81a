/**
 * The illustrations' motifs (drawn in illustrations.css): `clarity` (the brand's mark: home,
 * about, services), one per package (`you`: one person; `team`: overlapping circles;
 * `organisation`: nested, structured circles), `modules` and `pulse` (Clarity Pulse).
 * An element shows one with `className="illustration" data-motif="…"` and `aria-hidden`.
 */
export type HeroMotif = 'clarity' | 'you' | 'team' | 'organisation' | 'modules' | 'pulse';
