/**
 * What a page whose address the route table does not list (an article, read from its file at
 * build time) tells the head tags and the language switch, through its loader data. The
 * screens of the route table need none of it: PageHead reads theirs from the table.
 */
import type { Locale } from './route-table';

export interface PageHeadData {
  title: string;
  description: string;
  path: string;
  /** The page in each language it is written in: its hreflang pairs. */
  languages: Partial<Record<Locale, string>>;
  /** Where the language switch leads: the page in that language, or the nearest that exists. */
  switchTo: Record<Locale, string>;
  article?: {
    publishedISO: string;
    modifiedISO: string;
    authors: readonly string[];
    tags: readonly string[];
  };
}
