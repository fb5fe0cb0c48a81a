/**
 * Every text the site shows is a catalog message, named either by the structured content
 * (src/content) or by the code that renders it. Two rules keep the two in step:
 * - every message id the content names exists in both catalogs;
 * - every message in the catalogs is named somewhere: by the content, as a literal in the code,
 *   or by a template in the code (`pulse.question.${key}`). A message nobody names is text
 *   that has silently dropped off a page: a section, a list item or a card lost from the
 *   content leaves its messages behind, and this test names them.
 * The content is read as the values its modules export, not as source text, so what counts is
 * what the pages receive.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';

const contentModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Every string inside a value: object values, array items, nested all the way. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsIn(item, seen));
}

/** A string shaped like a message id: dot-separated names, e.g. `privacy.controller.title`. */
const ID_SHAPE = /^[a-zA-Z][\w-]*(?:\.[\w-]+)+$/;

const ROOT = join(__dirname, '../..');

/**
 * The code outside src/content that renders or sends text: the site, the server and the
 * scripts; and the shipped nginx, whose own answers on /functions/ carry the server's messages
 * (each map names its message id in a comment).
 */
function sourceFiles(): string[] {
  return ['src', 'server', 'scripts', 'deploy'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|conf)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
      .map((file) => join(dir, file))
      .filter((file) => !file.startsWith(join('src', 'content'))),
  );
}

/**
 * The ids the code names: quoted literals, and templates as patterns, each interpolation one
 * segment (`a.${x}.b` → /^a\.[^.]+\.b$/). A template with no letters of its own
 * (`${screen}.${locale}`) names no message.
 */
function namedByCode(): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of sourceFiles()) {
    const code = readFileSync(join(ROOT, file), 'utf8');
    for (const [, literal] of code.matchAll(/['"]([\w.-]+)['"]/g)) literals.add(literal);
    for (const [, template] of code.matchAll(/`([\w.-]*\$\{[^`]*)`/g)) {
      const parts = template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
      if (/\.\w|\w\./.test(parts.join(''))) patterns.push(new RegExp(`^${parts.join('[^.]+')}$`));
    }
  }
  return { literals, patterns };
}

const contentStrings = new Set(Object.values(contentModules).flatMap((exports) => stringsIn(exports)));

describe('the catalogs and the content', () => {
  it('name in the content only messages that exist in Swedish and in English', () => {
    const ids = [...contentStrings].filter((value) => ID_SHAPE.test(value));
    expect(ids.length).toBeGreaterThan(400);
    expect(ids.filter((id) => !(id in sv))).toEqual([]);
    expect(ids.filter((id) => !(id in en))).toEqual([]);
  });

  it('leave no message that neither the content nor the code names', () => {
    const { literals, patterns } = namedByCode();
    const unnamed = Object.keys(sv).filter(
      (id) => !contentStrings.has(id) && !literals.has(id) && !patterns.some((pattern) => pattern.test(id)),
    );
    expect(unnamed).toEqual([]);
  });

  it('notice a message dropped from the content (the check itself)', () => {
    const { literals, patterns } = namedByCode();
    const dropped = 'privacy.controller.title';
    expect(contentStrings.has(dropped)).toBe(true);
    expect(literals.has(dropped) || patterns.some((pattern) => pattern.test(dropped))).toBe(false);
  });
});
