import type { ArticleCover } from '../../content/article-types';

/**
 * The illustrations: line scenes (people, a team, an organisation, a decision…) drawn in one
 * style, one per page hero and one per blog cover. Each is an SVG file in ./scenes/, named like
 * the scene, and shown by illustrations.css as a mask over the accent colour.
 * An element shows one with `className="scene" data-scene="…"` and `aria-hidden`.
 */
export type Scene =
  | 'home'
  | 'services'
  | 'clarityForYou'
  | 'clarityForTeams'
  | 'strategicClarity'
  | 'modules'
  | 'sevenC'
  | 'sensemaking'
  | 'aiLiteracy'
  | 'about'
  | 'contact'
  | 'blog'
  | 'templates'
  | 'clarityScore'
  | 'teamPulse'
  | 'teamPulseAnswer'
  | 'teamPulseResults'
  | 'legal'
  | 'notFound'
  | `cover-${ArticleCover}`;
