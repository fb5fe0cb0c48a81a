/**
 * Which messages a page needs. The shell (header, footer, errors, the not-found page) ships its
 * messages with the layout; each page's messages come with the page, as its route's prerendered
 * loader data, so a visitor downloads the text of the page they read and not of the whole site.
 *
 * A message belongs to the namespace before its first dot (`home.hero.book` → `home`).
 */
import type { ScreenId } from '../app/route-table';

const PACKAGE_TEXT = ['package', 'clarityForYou', 'clarityForTeams', 'strategicClarity'];
const FORMS = ['contact', 'validation', 'api', 'ui', 'interestList', 'modules'];

/** The namespaces each page uses, besides the shell's. */
export const PAGE_NAMESPACES: Record<ScreenId, readonly string[]> = {
  home: ['home', 'blogPost', ...PACKAGE_TEXT],
  services: ['services', ...PACKAGE_TEXT],
  strategicClarity: ['package', 'strategicClarity'],
  clarityForTeams: ['package', 'clarityForTeams'],
  clarityForYou: ['package', 'clarityForYou'],
  modules: ['modules', 'interestList', 'ui'],
  blog: ['blog', 'blogPost'],
  templates: ['templates'],
  about: ['about'],
  contact: FORMS,
  sevenC: ['sevenC'],
  aiLiteracy: ['aiLiteracy'],
  sensemaking: ['sensemaking'],
  clarityScore: ['clarityScore', 'pulse', ...FORMS],
  privacy: ['privacy'],
  terms: ['terms'],
  // The question texts, the scale and the dimension names are the individual survey's (`pulse`).
  teamPulse: ['teamPulse', 'validation', 'api'],
  teamPulseAnswer: ['teamPulseAnswer', 'teamPulse', 'pulse', 'validation', 'api'],
  teamPulseResults: ['teamPulseResults', 'teamPulse', 'pulse', 'modules', 'api'],
};

const PAGE_ONLY = new Set(Object.values(PAGE_NAMESPACES).flat());

/** Text only the server uses (mail to visitors): shipped to no page. */
const SERVER_ONLY = new Set(['mail']);

function namespace(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

/** Whether a message is the shell's, i.e. in no page's namespaces. */
export function isShellMessage(id: string): boolean {
  return !PAGE_ONLY.has(namespace(id)) && !SERVER_ONLY.has(namespace(id));
}

/** Whether a page uses a message. */
export function isPageMessage(screen: ScreenId, id: string): boolean {
  return PAGE_NAMESPACES[screen].includes(namespace(id));
}

/** The entries of a catalog that `keep` accepts. */
export function pickMessages<T>(catalog: Record<string, T>, keep: (id: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => keep(id)));
}
