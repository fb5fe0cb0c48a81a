/**
 * The seven stand-alone modules (SPEC section 3): a stable id, the slug on each language's
 * site, and message ids for their text. The interest list and the enquiry carry slugs.
 */
import type { MessageId } from '../i18n/messages';
import type { Locale } from '../app/route-table';

export interface Module {
  id: string;
  slugs: Record<Locale, string>;
  /** Older slugs still accepted, e.g. from a saved link. */
  aliases?: readonly string[];
  title: MessageId;
}

export const MODULES: readonly Module[] = [
  { id: 'aiActGovernance', slugs: { sv: 'ai-act-governance', en: 'ai-act-governance' }, title: 'modules.item.aiActGovernance.title' },
  { id: 'rolesCompetencies', slugs: { sv: 'roller-kompetens', en: 'roles-competencies' }, title: 'modules.item.rolesCompetencies.title' },
  { id: 'aiLiteracyTraining', slugs: { sv: 'ai-literacy-utbildning', en: 'ai-literacy-training' }, title: 'modules.item.aiLiteracyTraining.title' },
  { id: 'workshopsLabs', slugs: { sv: 'workshops-labbar', en: 'workshops-labs' }, title: 'modules.item.workshopsLabs.title' },
  { id: 'leadershipDecisions', slugs: { sv: 'ledarskap-beslut', en: 'leadership-decisions' }, title: 'modules.item.leadershipDecisions.title' },
  {
    id: 'cultureAlignment',
    slugs: { sv: 'kultur-meningsskapande', en: 'culture-alignment' },
    aliases: ['culture-sensemaking'],
    title: 'modules.item.cultureAlignment.title',
  },
  { id: 'aiPolicy', slugs: { sv: 'ai-policy', en: 'ai-policy' }, title: 'modules.item.aiPolicy.title' },
];

/** The module a slug names, in either language or by an alias. */
export function moduleForSlug(slug: string): Module | undefined {
  const wanted = slug.trim().toLowerCase();
  return MODULES.find((m) => m.slugs.sv === wanted || m.slugs.en === wanted || m.aliases?.includes(wanted));
}
