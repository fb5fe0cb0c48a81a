/**
 * The three packages (SPEC section 2 "Package pages"): the structured content their pages and
 * the overviews are built from. Every text field is a message id.
 */
import type { IconName } from '../components/ui/LineIcon';
import type { MessageId } from '../i18n/messages';
import type { FaqItem } from './faq';

export type PackageId = 'clarityForYou' | 'clarityForTeams' | 'strategicClarity';

/** A challenge (title) and the result the package turns it into (description). */
export interface ChallengeResult {
  title: MessageId;
  description: MessageId;
}

/** A card of the three-card journey ("Strategic card" in the spec). */
export interface JourneyCard {
  id: 'purpose' | 'how' | 'effects';
  bullets: readonly MessageId[];
  /** Text for an ⓘ tooltip beside the card's title. */
  tooltip?: MessageId;
  /** Extra text behind a 'Läs mer' disclosure. */
  accordionContent?: MessageId;
}

export interface RoadmapStep {
  title: MessageId;
  description: MessageId;
}

export interface Fact {
  label: MessageId;
  value: MessageId;
}

export interface Package {
  id: PackageId;
  icon: IconName;
  audience: MessageId;
  summary: MessageId;
  facts: readonly Fact[];
  challenges: readonly ChallengeResult[];
  journey: readonly JourneyCard[];
  /** `timeline`: four dated steps; `roadmap`: the four-column numbered process roadmap. */
  stepsStyle: 'timeline' | 'roadmap';
  steps: readonly RoadmapStep[];
  faq: readonly FaqItem[];
  /** The anchors of its sticky bar, in page order (SPEC section 2). */
  anchors: readonly PackageAnchor[];
}

export type PackageAnchor = 'overview' | 'results' | 'how' | 'timeline' | 'roadmap' | 'faq';

const FOUR = [1, 2, 3, 4] as const;
const THREE = [1, 2, 3] as const;

/** The three journey cards, with the tooltips of those cards that have one. */
function journey(id: PackageId, tooltips: Partial<Record<JourneyCard['id'], MessageId>> = {}): JourneyCard[] {
  return (['purpose', 'how', 'effects'] as const).map((card) => ({
    id: card,
    bullets: THREE.map((n) => `${id}.${card}.bullet${n}` as const),
    accordionContent: `${id}.${card}.more` as const,
    tooltip: tooltips[card],
  }));
}

/** The fact list; the effort row for the packages that have one (all but Strategic Clarity). */
function facts(id: PackageId): Fact[] {
  return [
    { label: 'package.fact.length', value: `${id}.fact.length` },
    { label: 'package.fact.format', value: `${id}.fact.format` },
    ...(id !== 'strategicClarity' ? [{ label: 'package.fact.effort', value: `${id}.fact.effort` } as const] : []),
    { label: 'package.fact.outcome', value: `${id}.fact.outcome` },
    // Each package its own price message: PROOF.priceRanges replaces it at build time when set.
    { label: 'package.fact.price', value: `${id}.fact.price` },
  ];
}

function faq<Id extends string>(id: PackageId, items: readonly [Id, IconName][]): FaqItem[] {
  return items.map(([item, icon]) => ({
    id: item,
    question: `${id}.faq.${item}.q` as MessageId,
    answer: `${id}.faq.${item}.a` as MessageId,
    icon,
  }));
}

const challenges = (id: PackageId) =>
  THREE.map((n) => ({ title: `${id}.challenge${n}.title`, description: `${id}.challenge${n}.description` }) as const);
const steps = (id: PackageId) =>
  FOUR.map((n) => ({ title: `${id}.step${n}.title`, description: `${id}.step${n}.description` }) as const);

export const PACKAGES: Record<PackageId, Package> = {
  clarityForYou: {
    id: 'clarityForYou',
    icon: 'person',
    audience: 'packageCard.clarityForYou.audience',
    summary: 'packageCard.clarityForYou.summary',
    facts: facts('clarityForYou'),
    challenges: challenges('clarityForYou'),
    journey: journey('clarityForYou'),
    stepsStyle: 'timeline',
    steps: steps('clarityForYou'),
    faq: faq('clarityForYou', [
      ['prior', 'book'],
      ['time', 'clock'],
      ['employer', 'scale'],
      ['after', 'route'],
    ]),
    anchors: ['overview', 'results', 'how', 'timeline', 'faq'],
  },
  clarityForTeams: {
    id: 'clarityForTeams',
    icon: 'people',
    audience: 'packageCard.clarityForTeams.audience',
    summary: 'packageCard.clarityForTeams.summary',
    facts: facts('clarityForTeams'),
    challenges: challenges('clarityForTeams'),
    journey: journey('clarityForTeams'),
    stepsStyle: 'timeline',
    steps: steps('clarityForTeams'),
    faq: faq('clarityForTeams', [
      ['size', 'people'],
      ['format', 'chat'],
      ['tools', 'flask'],
      ['time', 'clock'],
    ]),
    anchors: ['overview', 'results', 'how', 'timeline', 'faq'],
  },
  strategicClarity: {
    id: 'strategicClarity',
    icon: 'compass',
    audience: 'packageCard.strategicClarity.audience',
    summary: 'packageCard.strategicClarity.summary',
    facts: facts('strategicClarity'),
    challenges: challenges('strategicClarity'),
    journey: journey('strategicClarity', { how: 'strategicClarity.how.tooltip' }),
    stepsStyle: 'roadmap',
    steps: steps('strategicClarity'),
    faq: faq('strategicClarity', [
      ['who', 'people'],
      ['aiAct', 'shield'],
      ['after', 'route'],
      ['price', 'scale'],
    ]),
    anchors: ['overview', 'how', 'roadmap', 'faq'],
  },
};

/** The packages in the order the site presents them: individual, team, organisation. */
export const PACKAGE_ORDER: readonly PackageId[] = ['clarityForYou', 'clarityForTeams', 'strategicClarity'];
