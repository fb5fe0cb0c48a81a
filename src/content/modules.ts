/**
 * The seven stand-alone modules (SPEC section 3): a stable id, the slug on each language's
 * site, and message ids for their text. The interest list and the enquiry carry slugs.
 */
import type { MessageId } from '../i18n/messages';
import type { Locale } from '../routing/route-table';
import type { IconName } from '../components/ui/LineIcon';

export interface Module {
  id: ModuleId;
  slugs: Record<Locale, string>;
  /** Older slugs still accepted, e.g. from a saved link. */
  aliases?: readonly string[];
  title: MessageId;
  description: MessageId;
  bullets: readonly [MessageId, MessageId, MessageId];
  icon: IconName;
}

export type ModuleId =
  | 'aiActGovernance'
  | 'rolesCompetencies'
  | 'aiLiteracyTraining'
  | 'workshopsLabs'
  | 'leadershipDecisions'
  | 'cultureAlignment'
  | 'aiPolicy';

function text(id: ModuleId) {
  return {
    title: `modules.item.${id}.title`,
    description: `modules.item.${id}.description`,
    bullets: [`modules.item.${id}.bullet1`, `modules.item.${id}.bullet2`, `modules.item.${id}.bullet3`],
  } as const satisfies Pick<Module, 'title' | 'description' | 'bullets'>;
}

export const MODULES: readonly Module[] = [
  {
    id: 'aiActGovernance',
    slugs: { sv: 'ai-act-governance', en: 'ai-act-governance' },
    ...text('aiActGovernance'),
    icon: 'scale',
  },
  {
    id: 'rolesCompetencies',
    slugs: { sv: 'roller-kompetens', en: 'roles-competencies' },
    ...text('rolesCompetencies'),
    icon: 'roles',
  },
  {
    id: 'aiLiteracyTraining',
    slugs: { sv: 'ai-literacy-utbildning', en: 'ai-literacy-training' },
    ...text('aiLiteracyTraining'),
    icon: 'book',
  },
  {
    id: 'workshopsLabs',
    slugs: { sv: 'workshops-labbar', en: 'workshops-labs' },
    ...text('workshopsLabs'),
    icon: 'flask',
  },
  {
    id: 'leadershipDecisions',
    slugs: { sv: 'ledarskap-beslut', en: 'leadership-decisions' },
    ...text('leadershipDecisions'),
    icon: 'compass',
  },
  {
    id: 'cultureAlignment',
    slugs: { sv: 'kultur-meningsskapande', en: 'culture-alignment' },
    aliases: ['culture-sensemaking'],
    ...text('cultureAlignment'),
    icon: 'people',
  },
  { id: 'aiPolicy', slugs: { sv: 'ai-policy', en: 'ai-policy' }, ...text('aiPolicy'), icon: 'shield' },
];

/** The module a slug names, in either language or by an alias. */
export function moduleForSlug(slug: string): Module | undefined {
  const wanted = slug.trim().toLowerCase();
  return MODULES.find((m) => m.slugs.sv === wanted || m.slugs.en === wanted || m.aliases?.includes(wanted));
}

/**
 * What to show for a slug: the module's title in the current language, or, for a slug no
 * module has, the slug itself (as text: React escapes it, it is never markup).
 */
export function moduleLabel(slug: string, translate: (id: MessageId) => string): string {
  const module = moduleForSlug(slug);
  return module ? translate(module.title) : slug;
}
