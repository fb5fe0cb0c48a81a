/**
 * An article's Markdown as the build renders it (article-markdown.server.ts): what the page
 * gets (HTML) and what the build checks (headings, links, words, unknown call-outs).
 */
import { renderMarkdown } from './article-markdown.server';

describe("an article's Markdown", () => {
  it('makes a note call-out a note a screen reader names, and reports a call-out it does not know', () => {
    expect(renderMarkdown(':::note\nTänk på detta.\n:::\n')).toMatchObject({
      html: '<div class="callout" role="note"><p>Tänk på detta.</p></div>',
      unknownDirectives: [],
    });
    expect(renderMarkdown(':::varning\nAkta.\n:::\n').unknownDirectives).toEqual(['varning']);
  });

  it('keeps a colon before a word as it was written, in running text and on a line of its own', () => {
    expect(renderMarkdown('Vi möts :imorgon.\n').html).toBe('<p>Vi möts :imorgon.</p>');
    expect(renderMarkdown('::rad\n').html).toBe('<p>::rad</p>');
    // With what directive syntax would read as its label and attributes, all of it.
    expect(renderMarkdown('Se :a[b]{c=d} här.\n').html).toBe('<p>Se :a[b]{c=d} här.</p>');
    expect(renderMarkdown('::rad[text]{#x .y}\n').html).toBe('<p>::rad[text]{#x .y}</p>');
  });

  it('takes an anchor written after a heading, spaces around it or not, and slugs any other heading', () => {
    expect(renderMarkdown('## Vanliga misstag {#mistakes}  \n').headings).toEqual([
      { depth: 2, id: 'mistakes', text: 'Vanliga misstag' },
    ]);
    expect(renderMarkdown('## Vanliga misstag{#mistakes}\n').headings[0].id).toBe('mistakes');
    // Only at the end: elsewhere it is part of the heading.
    expect(renderMarkdown('## A {#x} b\n').headings).toEqual([{ depth: 2, id: 'a-x-b', text: 'A {#x} b' }]);
    expect(renderMarkdown('## Se `kod`\n').html).toBe('<h2 id="se-kod" tabindex="-1">Se <code>kod</code></h2>');
  });

  it('lets the table of contents move focus to a section heading, not to a heading below it', () => {
    expect(renderMarkdown('## Del\n\n### Detalj\n').html).toBe(
      '<h2 id="del" tabindex="-1">Del</h2>\n<h3 id="detalj">Detalj</h3>',
    );
  });

  it('keeps a word and its dash together in a heading, its emphasis kept', () => {
    expect(renderMarkdown('## AI-system – en *kort* guide\n').html).toBe(
      '<h2 id="ai-system--en-kort-guide" tabindex="-1"><span class="nowrap">AI-system –</span> en <em>kort</em> guide</h2>',
    );
  });

  it('lists every link and counts the words, however they are spaced', () => {
    expect(renderMarkdown('Ett  två\ntre [mallarna](/mallar) och [EU](https://eur-lex.europa.eu)\n')).toMatchObject({
      links: ['/mallar', 'https://eur-lex.europa.eu'],
      words: 6,
    });
    expect(renderMarkdown('').words).toBe(0);
  });
});
