/**
 * The privacy policy and the terms of use as a reader meets them: the sections in page order,
 * each under its own anchor (a link such as /integritetspolicy#rights lands on it), and the
 * blocks each section is made of, since a block's kind decides what is rendered beside its text
 * (the e-mail address, the link to IMY or to the privacy policy, the firm's name and numbers).
 */
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { LOCALE_STORAGE_KEY } from '../routing/locale';
import { IMY_URL, PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalBlock, type LegalSection } from './legal';

const CATALOGS = { sv, en } as Record<'sv' | 'en', Record<string, string>>;

/** Each section's anchor and the kinds of its blocks, in page order. */
const outline = (sections: readonly LegalSection[]) =>
  sections.map((section) => [section.id, section.blocks.map((block) => block.kind).join(' ')]);

/** The message ids a block shows. */
function textsOf(block: LegalBlock): string[] {
  if (block.kind === 'list') return [...block.items];
  if (block.kind === 'entity') return [block.text, block.numberLabel, block.addressLabel];
  return [block.text];
}

describe('the privacy policy', () => {
  it('has its sections in page order, from who is responsible to changes, each block in place', () => {
    expect(outline(PRIVACY_SECTIONS)).toEqual([
      ['controller', 'entity email'],
      ['collect', 'p list p'],
      ['purpose', 'list p'],
      ['retention', 'p p p'],
      ['recipients', 'p list p'],
      ['rights', 'p list email p imy'],
      ['storage', 'p list p'],
      ['changes', 'p'],
    ]);
  });

  it('links the complaint to the Swedish data protection authority, IMY, by its own address', () => {
    const imy = PRIVACY_SECTIONS.flatMap((section) => section.blocks).filter((block) => block.kind === 'imy');
    expect(imy.map((block) => en[block.text])).toEqual(['The Swedish Authority for Privacy Protection, imy.se']);
    expect(IMY_URL).toBe('https://www.imy.se/');
  });

  it('lists every item the browser stores, including the language preference under its key', () => {
    const storage = PRIVACY_SECTIONS.find((section) => section.id === 'storage')!;
    const items = storage.blocks.flatMap((block) => (block.kind === 'list' ? block.items : []));
    expect(items).toHaveLength(4);
    expect(items.map((id) => en[id]).join(' ')).toContain(LOCALE_STORAGE_KEY);
  });
});

describe('the terms of use', () => {
  it('has its sections in page order, from the site to the governing law, each block in place', () => {
    expect(outline(TERMS_SECTIONS)).toEqual([
      ['site', 'entity'],
      ['content', 'p p'],
      ['copyright', 'p list'],
      ['forms', 'p privacy p'],
      ['links', 'p'],
      ['liability', 'p'],
      ['changes', 'p'],
      ['law', 'p email'],
    ]);
  });
});

describe('both legal texts', () => {
  it.each([
    ['privacy policy', PRIVACY_SECTIONS],
    ['terms of use', TERMS_SECTIONS],
  ])('give the %s a title and at least one block per section, each list two items or more', (_text, sections) => {
    for (const section of sections) {
      expect(section.title).toMatch(/\.title$/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
    const lists = sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'list');
    expect(lists.filter((list) => list.items.length < 2)).toEqual([]);
  });

  it.each(['sv', 'en'] as const)(
    'fill in the firm’s name exactly where a text asks for it (%s): in the entity blocks',
    (locale) => {
      const blocks = [...PRIVACY_SECTIONS, ...TERMS_SECTIONS].flatMap((section) => section.blocks);
      const asking = blocks.filter((block) => textsOf(block).some((id) => CATALOGS[locale][id].includes('{name}')));
      expect(asking).toEqual(blocks.filter((block) => block.kind === 'entity'));
      expect(asking).toHaveLength(2);
    },
  );
});
