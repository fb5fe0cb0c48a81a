/**
 * Rules every content module keeps, whatever it describes (content-coverage.test.ts holds the
 * message ids to the catalogs; these hold the rest of the content to what the pages do with it):
 * - no field is empty: an empty id, kind, slug, icon, screen or date is always a slip;
 * - the items of a list have ids of their own, since the pages key and anchor by them;
 * - a link names a screen of the route table, and a `#hash` only an anchor that page carries;
 * - a date is a real calendar date, written YYYY-MM-DD.
 * The content is read as the values its modules export, so what counts is what the pages receive.
 */
import { LOCALES, screenById, type ScreenId } from '../routing/route-table';
import { siteArticles } from './articles.server';

const contentModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./*.server.ts'], {
  eager: true,
});

interface Field {
  /** Where the field sits, e.g. `legal.PRIVACY_SECTIONS.0.blocks.1.kind`. */
  path: string;
  key: string;
  value: unknown;
  /** The object or array the field belongs to. */
  owner: unknown;
}

/** Every field inside a value, nested all the way, with its path. */
function fieldsIn(value: unknown, path: string, key = '', owner: unknown = undefined): Field[] {
  const here = { path, key, value, owner };
  if (value === null || typeof value !== 'object') return [here];
  return [here, ...Object.entries(value).flatMap(([k, item]) => fieldsIn(item, `${path}.${k}`, k, value))];
}

// The articles as the pages receive them, read from their files (their links are checked as they are read).
const fields = [
  ...Object.entries(contentModules).flatMap(([file, exports]) =>
    fieldsIn(exports, file.replace(/^\.\/(.*)\.ts$/, '$1')),
  ),
  ...fieldsIn(siteArticles(), 'articles'),
];

describe('every content module', () => {
  it('leaves no field empty', () => {
    const strings = fields.filter((field) => typeof field.value === 'string');
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.filter((field) => (field.value as string).trim() === '').map((field) => field.path)).toEqual([]);
  });

  it('gives the items of every list ids of their own', () => {
    const lists = fields.filter(
      (field) =>
        Array.isArray(field.value) &&
        field.value.length > 0 &&
        field.value.every((item: unknown) => typeof item === 'object' && item !== null && 'id' in item),
    );
    expect(lists.length).toBeGreaterThan(20);
    const repeated = lists.filter((list) => {
      const ids = (list.value as { id: unknown }[]).map((item) => item.id);
      return new Set(ids).size !== ids.length;
    });
    expect(repeated.map((list) => list.path)).toEqual([]);
  });

  it('links only to screens of the route table, and to a #hash only where that page carries the anchor', () => {
    const links = fields.filter((field) => field.key === 'screen');
    expect(links.length).toBeGreaterThan(3);
    const broken = links.filter((link) => {
      const screen = screenById(link.value as ScreenId);
      const hash = (link.owner as { hash?: string }).hash;
      return LOCALES.some(
        (locale) =>
          !screen.paths[locale].startsWith('/') || (hash !== undefined && !screen.anchors?.[locale]?.includes(hash)),
      );
    });
    expect(broken.map((link) => link.path)).toEqual([]);
  });

  it('writes every date as a real calendar date, YYYY-MM-DD', () => {
    const dates = fields.filter((field) => /ISO$/.test(field.key));
    expect(dates.length).toBeGreaterThan(5);
    const wrong = dates.filter((date) => {
      const text = String(date.value);
      const day = new Date(`${text}T00:00:00Z`);
      return (
        !/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text
      );
    });
    expect(wrong.map((date) => date.path)).toEqual([]);
  });
});
