/**
 * The structured content names its text by message id; some ids are built from parts, which
 * the type-checker cannot follow all the way. Every id must exist in both catalogs.
 */
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { CONTRIBUTIONS } from './contributions';
import { HOME_FAQ } from './faq';
import { PACKAGE_ORDER, PACKAGES } from './packages';

/** Every string value in the content whose key names a text field. */
function messageIds(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return /^(title|excerpt|question|answer|summary|details|audience|label|value|description|tooltip|accordionContent|bullets|tags)$/.test(
      key,
    )
      ? [value]
      : [];
  if (Array.isArray(value)) return value.flatMap((item) => messageIds(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => messageIds(v, k));
  return [];
}

describe('structured content', () => {
  const ids = messageIds({ CONTRIBUTIONS, HOME_FAQ, PACKAGES });

  it('names only messages that exist in Swedish and in English', () => {
    expect(ids.length).toBeGreaterThan(150);
    expect(ids.filter((id) => !(id in sv))).toEqual([]);
    expect(ids.filter((id) => !(id in en))).toEqual([]);
  });

  it('gives each package page its anchors in page order, and FAQ, steps and journey of the right size', () => {
    expect(PACKAGE_ORDER.map((id) => PACKAGES[id].anchors)).toEqual([
      ['overview', 'results', 'how', 'timeline', 'faq'],
      ['overview', 'results', 'how', 'timeline', 'faq'],
      ['overview', 'how', 'roadmap', 'faq'],
    ]);
    for (const id of PACKAGE_ORDER) {
      expect(PACKAGES[id].steps).toHaveLength(4);
      expect(PACKAGES[id].journey.map((card) => card.id)).toEqual(['purpose', 'how', 'effects']);
      expect(PACKAGES[id].faq.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('files each package under its own id, its steps drawn as the section its anchors name', () => {
    for (const id of PACKAGE_ORDER) {
      const pkg = PACKAGES[id];
      expect(pkg.id).toBe(id);
      expect(pkg.anchors).toContain(pkg.stepsStyle);
    }
    expect(PACKAGE_ORDER.map((id) => PACKAGES[id].stepsStyle)).toEqual(['timeline', 'timeline', 'roadmap']);
  });

  it('states length, format, outcome and a price for each package, the effort only for you and teams', () => {
    expect(
      PACKAGE_ORDER.map((id) => PACKAGES[id].facts.map((fact) => fact.label.replace('package.fact.', ''))),
    ).toEqual([
      ['length', 'format', 'effort', 'outcome', 'price'],
      ['length', 'format', 'effort', 'outcome', 'price'],
      ['length', 'format', 'outcome', 'price'],
    ]);
    for (const id of PACKAGE_ORDER) {
      expect(PACKAGES[id].facts.at(-1)?.value).toBe(`${id}.fact.price`);
      expect(PACKAGES[id].facts[0].value).toBe(`${id}.fact.length`);
    }
  });

  it('shows the Strategic tooltip with the text the spec gives, and no other', () => {
    const tooltips = PACKAGE_ORDER.flatMap((id) =>
      PACKAGES[id].journey.flatMap((card) => (card.tooltip ? [card.tooltip] : [])),
    );
    expect(tooltips.map((id) => en[id])).toEqual(['Strategic roadmaps that balance ambition with realism']);
  });

  it('has three home FAQ groups, and the "how do we get started" answer links to contact', () => {
    expect(HOME_FAQ.map((group) => sv[group.title])).toEqual(['Praktiskt', 'Innehåll', 'Effekter']);
    expect(HOME_FAQ.map((group) => en[group.title])).toEqual(['Practical', 'Content', 'Results']);
    const linked = HOME_FAQ.flatMap((group) => group.items).filter((item) => item.hasLink);
    expect(linked.map((item) => en[item.question])).toEqual(['How do we get started?']);
    expect(en[linked[0].answer]).toMatch(/<link>.+<\/link>/);
  });
});
