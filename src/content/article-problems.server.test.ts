/**
 * Every mistake an owner can make in an article file, each with the line the build prints for it
 * (articles.server.ts). The files are written to a temporary folder, one article per case, and
 * the lines are read relative to it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Author } from '../config/site';
import { ArticleFilesError, readArticles } from './articles.server';

const AUTHORS: Record<string, Author> = {
  'clarity-works': { kind: 'organization', name: 'Clarity Works' },
  anna: {
    kind: 'person',
    name: 'Anna Berg',
    role: { sv: 'Rådgivare', en: 'Adviser' },
    photoUrl: '/people/anna.jpg',
    linkedInUrl: 'https://www.linkedin.com/in/anna-berg',
  },
};

const GOOD = {
  title: 'Ett test',
  description: 'En artikel om ett test.',
  date: '2026-01-15',
  author: 'clarity-works',
  cover: 'layers',
};

/** A language file: its front matter (a field set to undefined is left out) and its body. */
function articleFile(fields: Record<string, string | undefined> = {}, body = '## Avsnitt\n\nNågra ord här.\n'): string {
  const lines = Object.entries({ ...GOOD, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'articles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes the files (paths under the articles folder) and reads them as the build does. */
function read(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    // A path ending in a slash is a folder left empty.
    mkdirSync(path.endsWith('/') ? join(root, path) : dirname(join(root, path)), { recursive: true });
    if (!path.endsWith('/')) writeFileSync(join(root, path), text);
  }
  return readArticles(root, AUTHORS);
}

/** The lines the build prints for these files, each starting at the article's folder. */
function problemsOf(files: Record<string, string>): readonly string[] {
  const prefix = `${relative(process.cwd(), root)}/`;
  try {
    read(files);
    return [];
  } catch (error) {
    if (!(error instanceof ArticleFilesError)) throw error;
    return error.problems.map((line) => line.split(prefix).join(''));
  }
}

describe('an article file with a mistake fails the build with a line naming the file and the field', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'no front matter',
      { 'test/sv.md': 'Bara text.\n' },
      ['test/sv.md: front matter: missing: the file must start with a front matter block between two "---" lines'],
    ],
    [
      'a list for a front matter',
      { 'test/sv.md': '---\n- title\n- date\n---\n\nText.\n' },
      ['test/sv.md: front matter: must be a list of "field: value" lines'],
    ],
    [
      'a front matter of one word',
      { 'test/sv.md': '---\nartikel\n---\n\nText.\n' },
      ['test/sv.md: front matter: must be a list of "field: value" lines'],
    ],
    ['a title left empty', { 'test/sv.md': articleFile({ title: '' }) }, ['test/sv.md: title: missing']],
    ['a title of empty quotes', { 'test/sv.md': articleFile({ title: '""' }) }, ['test/sv.md: title: missing']],
    ['no description', { 'test/sv.md': articleFile({ description: undefined }) }, ['test/sv.md: description: missing']],
    [
      'a tag that is a number',
      { 'test/sv.md': articleFile({ tags: '[HR, 7]' }) },
      ['test/sv.md: tags: must be a list of words, e.g. [HR, Ledarskap]'],
    ],
    [
      'a slug that is a number',
      { 'test/sv.md': articleFile({ slug: '7' }) },
      ['test/sv.md: slug: must be lower-case letters, digits and single hyphens, e.g. "ai-i-teamet"'],
    ],
    [
      'an author the site does not know',
      { 'test/sv.md': articleFile({ author: 'okand' }) },
      [
        'test/sv.md: author: unknown author "okand": add it to authors in src/config/site.ts (known: clarity-works, anna)',
      ],
    ],
    [
      'a link to its own other language, which it does not have',
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nRead it [in English](/en/blog/test).\n') },
      ['test/sv.md: body: links to /en/blog/test, its en version, but test/en.md does not exist'],
    ],
    [
      'a link to its own other language by its folder name, its slug another',
      { 'test/sv.md': articleFile({ slug: 'testet' }, '## Avsnitt\n\nRead it [in English](/en/blog/test).\n') },
      ['test/sv.md: body: links to /en/blog/test, its en version, but test/en.md does not exist'],
    ],
    [
      // Another article's missing version: its own file is no answer, so the link is just broken.
      "a link to another article's other language, which is not there either",
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nSe [den](/en/blog/andra).\n') },
      ['test/sv.md: body: broken internal link /en/blog/andra (no page or article has that address)'],
    ],
    [
      'a link to an address no page or article has',
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nSe [sidan](/finns-inte).\n') },
      ['test/sv.md: body: broken internal link /finns-inte (no page or article has that address)'],
    ],
    [
      'a field the format does not know',
      { 'test/sv.md': articleFile({ sammanfattning: 'Kort.' }) },
      [
        'test/sv.md: sammanfattning: unknown field (known: title, description, date, updated, author, tags, cover, slug)',
      ],
    ],
    [
      'a title that is not text',
      { 'test/sv.md': articleFile({ title: '[1, 2]' }) },
      ['test/sv.md: title: must be text'],
    ],
    [
      'a blank description',
      { 'test/sv.md': articleFile({ description: '"   "' }) },
      ['test/sv.md: description: must be text'],
    ],
    [
      'a date that does not exist',
      { 'test/sv.md': articleFile({ date: '2026-02-30' }) },
      ['test/sv.md: date: "2026-02-30" is not a date written YYYY-MM-DD'],
    ],
    [
      'a date written another way',
      { 'test/sv.md': articleFile({ date: '15/01/2026' }) },
      ['test/sv.md: date: "15/01/2026" is not a date written YYYY-MM-DD'],
    ],
    [
      'a date with more after it',
      { 'test/sv.md': articleFile({ date: '2026-01-150' }) },
      ['test/sv.md: date: "2026-01-150" is not a date written YYYY-MM-DD'],
    ],
    [
      'an update that is not a date',
      { 'test/sv.md': articleFile({ updated: 'igår' }) },
      ['test/sv.md: updated: "igår" is not a date written YYYY-MM-DD'],
    ],
    [
      'an update before the publication',
      { 'test/sv.md': articleFile({ updated: '2026-01-14' }) },
      ['test/sv.md: updated: 2026-01-14 is before the date 2026-01-15'],
    ],
    ['no author', { 'test/sv.md': articleFile({ author: undefined }) }, ['test/sv.md: author: missing']],
    [
      'an empty list of authors',
      { 'test/sv.md': articleFile({ author: '[]' }) },
      ['test/sv.md: author: must be an author id or a list of them'],
    ],
    [
      'an author that is not an id',
      { 'test/sv.md': articleFile({ author: '[anna, 7]' }) },
      ['test/sv.md: author: must be an author id or a list of them'],
    ],
    [
      'tags that are not a list',
      { 'test/sv.md': articleFile({ tags: 'HR' }) },
      ['test/sv.md: tags: must be a list of words, e.g. [HR, Ledarskap]'],
    ],
    [
      'a blank tag',
      { 'test/sv.md': articleFile({ tags: '[HR, " "]' }) },
      ['test/sv.md: tags: must be a list of words, e.g. [HR, Ledarskap]'],
    ],
    [
      'a cover the site does not draw',
      { 'test/sv.md': articleFile({ cover: 'sunset' }) },
      ['test/sv.md: cover: must be one of layers, steps, horizon'],
    ],
    [
      'a slug with capitals and spaces',
      { 'test/sv.md': articleFile({ slug: 'Ett Test' }) },
      ['test/sv.md: slug: must be lower-case letters, digits and single hyphens, e.g. "ai-i-teamet"'],
    ],
    [
      'a second h1',
      { 'test/sv.md': articleFile({}, '# Rubrik\n\nText.\n') },
      ['test/sv.md: body: "# Rubrik": the title is the page\'s only h1; start sections with ##'],
    ],
    [
      'an empty heading',
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nText.\n\n##\n\nMer text.\n') },
      ['test/sv.md: body: an empty level 2 heading: give it words or remove it'],
    ],
    [
      'text before the front matter',
      { 'test/sv.md': `Inledning\n${articleFile()}` },
      ['test/sv.md: front matter: missing: the file must start with a front matter block between two "---" lines'],
    ],
    [
      'a skipped heading level',
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nText.\n\n#### Detalj\n\nMer text.\n') },
      ['test/sv.md: body: "Detalj" is a level 4 heading after level 2: skip no level'],
    ],
    [
      'a call-out the format does not know',
      { 'test/sv.md': articleFile({}, ':::varning\nAkta dig.\n:::\n') },
      ['test/sv.md: body: unknown call-out ":::varning" (known: note)'],
    ],
    ['no text', { 'test/sv.md': articleFile({}, '') }, ['test/sv.md: body: empty']],
    [
      'a folder name that is no slug',
      { 'Mitt_Test/sv.md': articleFile({ slug: 'mitt-test' }) },
      ['Mitt_Test: folder name: lower-case letters, digits and single hyphens only'],
    ],
    [
      'a file named for no language',
      { 'test/de.md': articleFile(), 'test/sv.md': articleFile() },
      ['test/de.md: file name: a language file is named sv.md or en.md'],
    ],
    ['a folder without a language file', { 'test/': '' }, ['test: files: no sv.md or en.md']],
    [
      'a link to an anchor the page does not have',
      { 'test/sv.md': articleFile({}, '## Avsnitt\n\nSe [frågorna](/erbjudanden/clarity-for-you#priser).\n') },
      ['test/sv.md: body: broken internal link /erbjudanden/clarity-for-you#priser (that page has no anchor "priser")'],
    ],
    [
      'a link to an anchor another article does not have',
      {
        'test/sv.md': articleFile({}, '## Avsnitt\n\nSe [den andra](/blogg/andra#slutet).\n'),
        'andra/sv.md': articleFile({ title: 'Andra' }),
      },
      ['test/sv.md: body: broken internal link /blogg/andra#slutet (that page has no anchor "slutet")'],
    ],
  ])('%s', (_case, files, expected) => {
    expect(problemsOf(files)).toEqual(expected);
  });

  it('says what is wrong with YAML that does not parse, on one line', () => {
    const [line] = problemsOf({ 'test/sv.md': '---\ntitle: [oavslutad\n---\n\nText.\n' });
    expect(line).toMatch(/^test\/sv\.md: front matter: not valid YAML: \S.{10,}$/);
  });

  it('stops the build with an error that names itself and lists the lines, indented', () => {
    let thrown: unknown;
    try {
      read({ 'a/sv.md': articleFile({ title: undefined }), 'b/en.md': articleFile({ date: undefined }) });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ArticleFilesError);
    const { name, message } = thrown as Error;
    const prefix = `${relative(process.cwd(), root)}/`;
    expect([name, message.split(prefix).join('')]).toEqual([
      'ArticleFilesError',
      'The article files have 2 problem(s):\n  a/sv.md: title: missing\n  b/en.md: date: missing',
    ]);
  });

  it('lists every mistake of every file at once, file by file', () => {
    expect(
      problemsOf({
        'a/sv.md': articleFile({ title: undefined, cover: 'sunset' }),
        'b/en.md': articleFile({ date: undefined }),
      }),
    ).toEqual([
      'a/sv.md: title: missing',
      'a/sv.md: cover: must be one of layers, steps, horizon',
      'b/en.md: date: missing',
    ]);
  });
});

describe('problems in several articles', () => {
  it('are listed folder by folder in name order, whatever order the disk gives the folders in', () => {
    expect(
      problemsOf({
        'b-artikel/sv.md': articleFile({ slug: 'b-artikel', author: 'okand' }),
        'a-artikel/sv.md': articleFile({ slug: 'a-artikel', author: 'okand' }),
      }).map((line) => line.split(':')[0]),
    ).toEqual(['a-artikel/sv.md', 'b-artikel/sv.md']);
  });

  it('name no known author when the site has none', () => {
    const prefix = `${relative(process.cwd(), root)}/`;
    mkdirSync(join(root, 'test'));
    writeFileSync(join(root, 'test/sv.md'), articleFile({ author: 'okand' }));
    expect(() => readArticles(root, {})).toThrow(
      expect.objectContaining({
        problems: [
          `${prefix}test/sv.md: author: unknown author "okand": add it to authors in src/config/site.ts (known: none)`,
        ],
      }),
    );
  });
});

describe('an article file without mistakes', () => {
  it('takes links to its own anchors, to a page anchor and to a page or article without one, and a link off the site', () => {
    const body =
      '## Avsnitt\n\nSe [frågorna](/erbjudanden/clarity-for-you#faq), [mallarna](/mallar?ref=a), [andra](/blogg/andra), [dess avsnitt](/blogg/andra#avsnitt), [början](#avsnitt), [om oss](/om-oss#kontakt), [en annan webbplats](//example.com/blogg/saknas) och [EU](https://eur-lex.europa.eu).\n';
    expect(problemsOf({ 'test/sv.md': articleFile({}, body), 'andra/sv.md': articleFile({ title: 'Andra' }) })).toEqual(
      [],
    );
  });

  it('names its authors with their role in its language, portrait and profile, takes a list of authors and trims its tags', () => {
    const [article] = read({
      'test/en.md': articleFile({ author: '[anna, clarity-works]', tags: '[" HR ", Ledarskap]', slug: 'a-test' }),
    });
    expect(article).toMatchObject({
      slug: 'a-test',
      path: '/en/blog/a-test',
      tags: ['HR', 'Ledarskap'],
      authors: [
        {
          id: 'anna',
          kind: 'person',
          name: 'Anna Berg',
          role: 'Adviser',
          photoUrl: '/people/anna.jpg',
          linkedInUrl: 'https://www.linkedin.com/in/anna-berg',
        },
        { id: 'clarity-works', kind: 'organization', name: 'Clarity Works' },
      ],
    });
    expect(article.authors[1]).not.toHaveProperty('role');
  });

  it('reads at 200 words a minute, rounded up, never under 2 minutes', () => {
    const words = (n: number) => `${Array.from({ length: n }, () => 'ord').join(' ')}\n`;
    const minutes = (n: number) => read({ [`n${n}/sv.md`]: articleFile({}, words(n)) })[0].minutesRead;
    expect(minutes(50)).toBe(2);
    expect(minutes(401)).toBe(3);
    expect(minutes(600)).toBe(3);
  });

  it('lists only the h2 sections in its table of contents, under their written or slugged ids', () => {
    const [article] = read({
      'test/sv.md': articleFile(
        {},
        '## Första delen {#forsta}\n\nText.\n\n### Detalj\n\nText.\n\n## Andra delen\n\nText.\n',
      ),
    });
    expect(article.toc).toEqual([
      { id: 'forsta', text: 'Första delen' },
      { id: 'andra-delen', text: 'Andra delen' },
    ]);
  });

  it('takes an update on the day of publication, and trims its texts', () => {
    const [article] = read({
      'test/sv.md': articleFile({ title: '"  Ett test  "', description: '" Om ett test. "', updated: '2026-01-15' }),
    });
    expect(article).toMatchObject({ title: 'Ett test', description: 'Om ett test.', tags: [] });
  });

  it('reads only folders as articles and only .md files as their languages, and pairs each with its own translation', () => {
    const articles = read({
      'README.txt': 'Artiklarna, en mapp per artikel.\n',
      'test/sv.md': articleFile(),
      'test/en.md': articleFile({ slug: 'a-test' }),
      'test/omslag-anteckning.txt': 'Bilden kommer senare.\n',
      'andra/sv.md': articleFile({ title: 'Andra' }),
    });
    expect(articles.map((article) => [article.path, article.paths])).toEqual([
      ['/blogg/andra', { sv: '/blogg/andra' }],
      ['/en/blog/a-test', { sv: '/blogg/test', en: '/en/blog/a-test' }],
      ['/blogg/test', { sv: '/blogg/test', en: '/en/blog/a-test' }],
    ]);
  });

  it('is read from an articles folder that does not exist yet as no articles at all', () => {
    expect(readArticles(join(root, 'saknas'), AUTHORS)).toEqual([]);
  });
});
