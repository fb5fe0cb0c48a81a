/**
 * An article's Markdown body to HTML, with unified (remark → rehype). Build time only: the
 * pages are prerendered, so no parser reaches the browser.
 *
 * Besides CommonMark and GitHub's tables (remark-gfm) the body may use:
 * - `## Heading {#id}`: a heading's anchor written out, so both languages can share it;
 *   otherwise the anchor is the heading's slug;
 * - `:::note … :::`: a call-out (role="note").
 * The caller gets the HTML, the h2 headings (the table of contents), every link and the word
 * count, so it can check links and heading levels and compute the reading time.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, PhrasingContent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { HEADING_PHRASE } from '../components/text/heading-phrases';

export interface RenderedHeading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: RenderedHeading[];
  links: string[];
  words: number;
  /** Call-out names the renderer does not know (`:::warning`), for the caller to report. */
  unknownDirectives: string[];
}

export const CALLOUTS = ['note'] as const;

const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/**
 * A heading's text with the phrases that must not break (a word and its dash, a hyphenated word)
 * each in a no-wrap span, as the pages' own headings are (keepHeadingPhrasesTogether).
 */
function keepTogether(value: string): PhrasingContent[] {
  return value
    .split(HEADING_PHRASE)
    .map((part, index): PhrasingContent | undefined => {
      if (!part) return undefined;
      if (index % 2 === 0) return { type: 'text', value: part };
      return {
        type: 'emphasis',
        children: [{ type: 'text', value: part }],
        data: { hName: 'span', hProperties: { className: ['nowrap'] } },
      };
    })
    .filter((node) => node !== undefined);
}

/** Gives every heading an id (written out or slugged) and collects headings, links and words. */
function collect(result: Omit<RenderedMarkdown, 'html'>) {
  return () => (tree: Root, file: { value: unknown }) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      let id: string | undefined;
      if (last?.type === 'text') {
        const match = EXPLICIT_ID.exec(last.value);
        if (match) {
          id = match[1];
          last.value = last.value.slice(0, match.index);
        }
      }
      const text = toString(node);
      id = id ?? slugger.slug(text);
      // A section's heading takes focus when the table of contents moves to it (tabIndex -1).
      const focusable = node.depth === 2 ? { tabIndex: -1 } : {};
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id, ...focusable } };
      result.headings.push({ depth: node.depth, id, text });
      node.children = node.children.flatMap((child) => (child.type === 'text' ? keepTogether(child.value) : [child]));
    });
    visit(tree, 'link', (node) => {
      result.links.push(node.url);
    });
    visit(tree, 'containerDirective', (node) => {
      if (!(CALLOUTS as readonly string[]).includes(node.name)) result.unknownDirectives.push(node.name);
      node.data = { ...node.data, hName: 'div', hProperties: { className: ['callout'], role: 'note' } };
    });
    // Text and leaf directives (`:name`, `::name` on a line) are not part of the format: what was
    // written stays text, exactly (a label and attributes too, `:a[b]{c=d}`), a line of its own
    // as a paragraph.
    visit(tree, ['textDirective', 'leafDirective'], (node, index, parent) => {
      if (!parent || index === undefined) return;
      const written = String(file.value).slice(node.position?.start.offset, node.position?.end.offset);
      const text: Text = { type: 'text', value: written };
      parent.children.splice(index, 1, node.type === 'textDirective' ? text : { type: 'paragraph', children: [text] });
    });
    result.words = toString(tree).split(/\s+/).filter(Boolean).length;
  };
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const result: Omit<RenderedMarkdown, 'html'> = { headings: [], links: [], words: 0, unknownDirectives: [] };
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(collect(result))
    .use(remarkRehype)
    .use(rehypeStringify)
    .processSync(markdown);
  return { html: String(html), ...result };
}
