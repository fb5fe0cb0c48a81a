// @vitest-environment node
/**
 * The share images: 1200×630 PNG cards of the page's title and the brand, at most 100 kB, that
 * change with the title; the pages behind a private link get the brand's neutral card.
 */
import { isShared, shareImageOf } from './share-image-paths';
import { cardTitle, shareFonts, shareImage } from './share-images.server';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const brand = 'Clarity Works';
const host = 'clarityworks.se';

describe('a share image', () => {
  let fonts: Awaited<ReturnType<typeof shareFonts>>;
  beforeAll(async () => {
    fonts = await shareFonts('Om oss – människan i centrum About us Clarity Worksclarityworks.se');
  });

  it('is a 1200×630 PNG of at most 100 kB', async () => {
    const png = await shareImage({ title: 'Om oss – människan i centrum', brand, host }, fonts);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThanOrEqual(100_000);
  });

  it('sets the title and the brand in the display face, Source Serif 4 semibold, as the pages’ h1 and wordmark', async () => {
    const display = fonts.filter((font) => font.name === 'Source Serif 4');
    expect(display.map((font) => font.weight)).toEqual([600]);
    // Drawn with the display face, and not without it: the card uses it.
    const card = { title: 'Om oss – människan i centrum', brand, host };
    const withDisplay = await shareImage(card, fonts);
    const withoutDisplay = await shareImage(
      card,
      fonts.filter((font) => font.name !== 'Source Serif 4'),
    );
    expect(Buffer.compare(withDisplay, withoutDisplay)).not.toBe(0);
  });

  it('changes when the page’s title changes, and only then', async () => {
    const about = await shareImage({ title: 'Om oss – människan i centrum', brand, host }, fonts);
    const again = await shareImage({ title: 'Om oss – människan i centrum', brand, host }, fonts);
    const renamed = await shareImage({ title: 'About us', brand, host }, fonts);
    expect(Buffer.compare(about, again)).toBe(0);
    expect(Buffer.compare(about, renamed)).not.toBe(0);
  });
});

describe('which card a page gets', () => {
  it('is its own, under /share, for a public page and an article', () => {
    expect(shareImageOf({ path: '/', title: 'Hem', indexed: true, screenId: 'home' })).toEqual({
      path: '/share/index.png',
      title: 'Hem',
    });
    expect(shareImageOf({ path: '/en/blog/eu-ai-act', title: 'EU AI Act', indexed: true }).path).toBe(
      '/share/en/blog/eu-ai-act.png',
    );
  });

  it('is the brand’s neutral card, with no title, for a page behind a private link', () => {
    expect(
      shareImageOf({ path: '/teampuls/svara', title: 'Svara på Teampulsen', indexed: false, screenId: 'x' }),
    ).toEqual({
      path: '/share/clarity-works.png',
    });
  });

  it('is none for the not-found page, which has no Open Graph tags', () => {
    expect(isShared({ path: '/404.html', title: '404', indexed: false })).toBe(false);
  });

  it('shows the title without the brand, which has its own line', () => {
    expect(cardTitle('Om oss – människan i centrum | Clarity Works', brand)).toBe('Om oss – människan i centrum');
  });
});
