import { createIntl } from 'react-intl';
import { catalogs } from '../test/render';
import type { MessageId } from '../i18n/messages';
import { MODULES, moduleForSlug, moduleLabel } from './modules';

function translator(locale: 'sv' | 'en') {
  const intl = createIntl({ locale, messages: catalogs[locale] });
  return (id: MessageId) => intl.formatMessage({ id });
}

describe('modules', () => {
  const sv = translator('sv');
  const en = translator('en');

  it('has seven modules with unique ids and slugs per language', () => {
    expect(MODULES).toHaveLength(7);
    expect(new Set(MODULES.map((m) => m.id)).size).toBe(7);
    expect(new Set(MODULES.map((m) => m.slugs.sv)).size).toBe(7);
    expect(new Set(MODULES.map((m) => m.slugs.en)).size).toBe(7);
  });

  it('resolves a slug from either language to the current language’s title', () => {
    expect(moduleLabel('roller-kompetens', en)).toBe('Roles & Competencies');
    expect(moduleLabel('roles-competencies', sv)).toBe('Roller & kompetens');
    expect(moduleLabel('ai-policy', sv)).toBe('AI-policy – kom igång på ett ansvarsfullt sätt');
    expect(moduleLabel('ai-policy', en)).toBe('AI Policy – Get started responsibly');
  });

  it('takes culture-sensemaking as an alias of culture-alignment', () => {
    expect(moduleForSlug('culture-sensemaking')?.id).toBe('cultureAlignment');
    expect(moduleLabel('culture-sensemaking', sv)).toBe('Kultur & samsyn');
    expect(moduleLabel('kultur-meningsskapande', en)).toBe('Culture & Alignment');
  });

  it('shows an unknown slug as it is', () => {
    expect(moduleLabel('<b>okänd</b>', sv)).toBe('<b>okänd</b>');
  });

  it('finds a module by its Swedish or English slug, and by nothing else', () => {
    for (const module of MODULES) {
      expect(moduleForSlug(module.slugs.sv)).toBe(module);
      expect(moduleForSlug(module.slugs.en)).toBe(module);
    }
    expect(moduleForSlug('workshops-labbar')?.id).toBe('workshopsLabs');
    expect(moduleForSlug('workshops-labs')?.id).toBe('workshopsLabs');
    expect(moduleForSlug('workshops')).toBeUndefined();
    expect(moduleForSlug('')).toBeUndefined();
    expect(moduleForSlug('rolesCompetencies')).toBeUndefined();
  });

  it('reads a slug as a saved link or a hand-typed address may give it: any case, spaces around', () => {
    expect(moduleForSlug('  Roller-Kompetens ')?.id).toBe('rolesCompetencies');
    expect(moduleForSlug('AI-POLICY')?.id).toBe('aiPolicy');
    expect(moduleForSlug('\tCulture-Sensemaking\n')?.id).toBe('cultureAlignment');
    expect(moduleLabel(' LEDARSKAP-BESLUT ', en)).toBe(en('modules.item.leadershipDecisions.title'));
  });

  it('keeps slugs as an address shows them: lower case words joined by hyphens', () => {
    const slugs = MODULES.flatMap((m) => [m.slugs.sv, m.slugs.en, ...(m.aliases ?? [])]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('lists the modules in the modules page’s order, each with its own texts', () => {
    expect(MODULES.map((m) => m.id)).toEqual([
      'aiActGovernance',
      'rolesCompetencies',
      'aiLiteracyTraining',
      'workshopsLabs',
      'leadershipDecisions',
      'cultureAlignment',
      'aiPolicy',
    ]);
    for (const module of MODULES) expect(module.title).toBe(`modules.item.${module.id}.title`);
  });

  it('has a description and three bullets in both languages for every module', () => {
    for (const module of MODULES) {
      for (const t of [sv, en]) {
        expect(t(module.description).length).toBeGreaterThan(40);
        module.bullets.forEach((bullet) => expect(t(bullet)).not.toBe(bullet));
      }
    }
  });
});
