// @vitest-environment node
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { compileCatalog, readCatalog } from './catalogs';

/** The arguments and rich-text tags a message uses, e.g. ["arg:count", "tag:link"]. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(`tag:${element.value}`);
      placeholders(element.children, found);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`arg:${element.value}`);
      Object.values(element.options).forEach((option) => placeholders(option.value, found));
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      found.add(`arg:${element.value}`);
    }
  }
  return found;
}

const sv = readCatalog('sv');
const en = readCatalog('en');

describe('ICU catalogs', () => {
  it('have the same message ids in Swedish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it('use the same arguments and rich-text tags in both languages', () => {
    for (const id of Object.keys(sv)) {
      const svPlaceholders = [...placeholders(parse(sv[id]))].sort();
      const enPlaceholders = [...placeholders(parse(en[id] ?? ''))].sort();
      expect({ id, placeholders: enPlaceholders }).toEqual({ id, placeholders: svPlaceholders });
    }
  });

  it('parse, every message', () => {
    expect(() => compileCatalog(sv)).not.toThrow();
    expect(() => compileCatalog(en)).not.toThrow();
  });

  it('leave no message empty', () => {
    for (const catalog of [sv, en]) {
      expect(Object.entries(catalog).filter(([, message]) => message.trim() === '')).toEqual([]);
    }
  });

  it('the parity check itself notices a missing argument and a broken message', () => {
    expect([...placeholders(parse('Hej {name}, <b>välkommen</b>'))].sort()).toEqual(['arg:name', 'tag:b']);
    expect([...placeholders(parse('{count, plural, one {# modul} other {# moduler}}'))]).toEqual(['arg:count']);
    expect(() => compileCatalog({ broken: 'Hello {name' })).toThrow(/broken/);
  });
});
