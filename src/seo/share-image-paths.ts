/**
 * Where each page's share image is and what it shows, without drawing it (that is
 * share-images.server.ts, with satori and resvg): what the page loaders need for the head tags,
 * kept apart so the module graph of a page's loader reaches no native renderer.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The brand's card, for the pages behind a private link: it names nothing of the page. */
export const NEUTRAL_IMAGE_PATH = '/share/clarity-works.png';

interface SharedPage {
  path: string;
  title: string;
  indexed: boolean;
  screenId?: string;
  article?: unknown;
}

/** Whether a page is shared at all: the not-found pages have no Open Graph tags. */
export function isShared(page: SharedPage): boolean {
  return Boolean(page.screenId ?? page.article);
}

/**
 * A page's card: its own (its title), or the neutral one for a page behind a private link (a
 * team survey's answer and results pages), whose address carries a token in its fragment and
 * whose card must say nothing of the team or the survey.
 */
export function shareImageOf(page: SharedPage): { path: string; title?: string } {
  if (!page.indexed) return { path: NEUTRAL_IMAGE_PATH };
  return { path: `/share${page.path === '/' ? '/index' : page.path}.png`, title: page.title };
}
