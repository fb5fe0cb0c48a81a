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
    expect(moduleLabel('roller-kompetens', en)).toBe('Roles and competencies');
    expect(moduleLabel('roles-competencies', sv)).toBe('Roller och kompetens');
    expect(moduleLabel('ai-policy', sv)).toBe('AI-policy – kom igång på ett ansvarsfullt sätt');
    expect(moduleLabel('ai-policy', en)).toBe('AI policy – getting started responsibly');
  });

  it('takes culture-sensemaking as an alias of culture-alignment', () => {
    expect(moduleForSlug('culture-sensemaking')?.id).toBe('cultureAlignment');
    expect(moduleLabel('culture-sensemaking', sv)).toBe('Kultur och samsyn');
    expect(moduleLabel('kultur-meningsskapande', en)).toBe('Culture and alignment');
  });

  it('shows an unknown slug as it is', () => {
    expect(moduleLabel('<b>okänd</b>', sv)).toBe('<b>okänd</b>');
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
