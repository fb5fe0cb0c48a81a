/**
 * The illustrations' motifs (drawn in illustrations.css): `clarity` (the brand's mark: home,
 * about, services), one per package, named by the package's id (`clarityForYou`: one person;
 * `clarityForTeams`: overlapping circles; `strategicClarity`: nested, structured circles),
 * `modules` and `pulse` (Clarity Pulse).
 * An element shows one with `className="illustration" data-motif="…"` and `aria-hidden`.
 */
export type HeroMotif = 'clarity' | 'clarityForYou' | 'clarityForTeams' | 'strategicClarity' | 'modules' | 'pulse';
