/**
 * The share images (og:image, 1200×630 PNG) of the pages, drawn at build time from the brand:
 * the site icon's circles, the page's title and the brand's name in the site's display face
 * (Source Serif 4 semibold at its display optical size, as the h1 and the wordmark), the host in
 * Source Sans 3 (regular), each fixed from its variable master. satori lays the card out as SVG,
 * resvg draws it (its binary comes inside its npm package). The pages behind a team survey's
 * private links get one neutral card, the brand's, that names nothing of the page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import subsetFont from 'subset-font';

import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image-paths';

const VARIABLE_SANS = 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
/** Weight and optical size axes: the display cut is fixed from it as scripts/subset-fonts.ts fixes the pages'. */
const VARIABLE_SERIF = 'node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-opsz-normal.woff2';
const SANS = 'Source Sans 3';
const DISPLAY = 'Source Serif 4';

const INK = '#16202b';
const TEAL = '#7fd3cf';
const MUTED = '#b7c2cc';

/** The site icon's circles, large, as the card's motif. */
const MOTIF_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="none" stroke="#7fd3cf" stroke-width="1.2" opacity=".3"/><circle cx="16" cy="16" r="9.5" fill="none" stroke="#7fd3cf" stroke-width="1.2" opacity=".5"/><circle cx="16" cy="16" r="5" fill="none" stroke="#7fd3cf" stroke-width="1.2" opacity=".75"/><circle cx="16" cy="16" r="1.8" fill="#7fd3cf"/></svg>';
const MOTIF_URL = `data:image/svg+xml;base64,${Buffer.from(MOTIF_SVG).toString('base64')}`;

export interface ShareFont {
  name: string;
  data: Buffer;
  weight: 400 | 600;
  style: 'normal';
}

/**
 * The two faces as TrueType (satori reads no woff2), cut to the characters the cards write:
 * harfbuzz (subset-font) fixes each variable master at its axes, as `npm run fonts` does. The
 * display face at the pages' own axes (weight 600, optical size 60), so the card's title looks
 * like the page's h1.
 */
export async function shareFonts(text: string): Promise<ShareFont[]> {
  const characters = `${text}0123456789`;
  const cut = async (file: string, name: string, weight: 400 | 600, axes: Record<string, number>) => ({
    name,
    data: await subsetFont(readFileSync(resolve(process.cwd(), file)), characters, {
      targetFormat: 'truetype',
      variationAxes: axes,
    }),
    weight,
    style: 'normal' as const,
  });
  return Promise.all([
    cut(VARIABLE_SANS, SANS, 400, { wght: 400 }),
    cut(VARIABLE_SERIF, DISPLAY, 600, { wght: 600, opsz: 60 }),
  ]);
}

interface Element {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: (Element | string)[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const el = (type: string, style: Record<string, unknown>, children?: Element['props']['children']): Element => ({
  type,
  props: { style, children },
});

export interface ShareCard {
  /** The page's title, or undefined for the neutral card. */
  title?: string;
  brand: string;
  /** The site's host, e.g. clarityworks.se. */
  host: string;
}

function card({ title, brand, host }: ShareCard): Element {
  const motif: Element = {
    type: 'img',
    props: {
      src: MOTIF_URL,
      width: 620,
      height: 620,
      // Offsets from the content box (inside the padding): the circles run off the right edge.
      style: { position: 'absolute', right: -230, top: -67 },
    },
  };
  // The brand as the wordmark is set: in the display face.
  const brandLine = el(
    'div',
    { display: 'flex', color: TEAL, fontFamily: DISPLAY, fontSize: title ? 36 : 88, fontWeight: 600 },
    brand,
  );
  const hostLine = el('div', { display: 'flex', color: MUTED, fontSize: 30, fontWeight: 400 }, host);
  // A title card: the brand above, the title in the middle, the host below. The neutral card:
  // the brand large, the host under it, nothing else.
  const lines = title
    ? [
        brandLine,
        el('div', { display: 'flex', flexGrow: 1, alignItems: 'center', maxWidth: 720 }, [
          el(
            'div',
            {
              display: 'flex',
              color: '#ffffff',
              fontFamily: DISPLAY,
              fontSize: title.length > 48 ? 58 : 68,
              fontWeight: 600,
              lineHeight: 1.1,
            },
            title,
          ),
        ]),
        hostLine,
      ]
    : [brandLine, el('div', { display: 'flex', marginTop: 24 }, [hostLine])];
  return el(
    'div',
    {
      // satori sizes the content box: the padding is inside these.
      width: SHARE_IMAGE_WIDTH - 2 * 80,
      height: SHARE_IMAGE_HEIGHT - 2 * 72,
      boxSizing: 'content-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: title ? 'flex-start' : 'center',
      padding: '72px 80px',
      backgroundColor: INK,
      fontFamily: SANS,
      position: 'relative',
    },
    [...lines, motif],
  );
}

/** A card as PNG. */
export async function shareImage(content: ShareCard, fonts: ShareFont[]): Promise<Buffer> {
  const svg = await satori(card(content) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}

/** "Om oss – människan i centrum | Clarity Works" → "Om oss – människan i centrum": the brand has its own line. */
export function cardTitle(title: string, brand: string): string {
  return title.replace(new RegExp(`\\s*\\|\\s*${brand}$`), '');
}
