// @vitest-environment node
import { readFileSync } from 'node:fs';
import { cut, restOfLatin, siteCodePoints, SUBSETS, unicodeRange } from './subset-fonts';

const STYLESHEET = readFileSync(new URL('../src/styles/fonts.css', import.meta.url), 'utf8');

/** The unicode-range of each @font-face whose file name matches. */
function rangesOfFaces(file: RegExp): string[] {
  return (STYLESHEET.match(/@font-face\s*\{[^}]*\}/g) ?? [])
    .filter((face) => file.test(/url\('([^']+)'\)/.exec(face)?.[1] ?? ''))
    .map((face) => (/unicode-range:([^;]*);/.exec(face)?.[1] ?? '').replace(/\s+/g, ' ').trim());
}

describe("the site's font cuts", () => {
  it('cover every character the copy uses: the stylesheet declares what `npm run fonts` prints', () => {
    expect(rangesOfFaces(/^\.\/fonts\//)).toEqual(SUBSETS.map(() => unicodeRange(siteCodePoints())));
  });

  it('leave the full Latin files only the characters the cuts lack, so the same letter never loads two files', () => {
    expect(rangesOfFaces(/-latin-wght-normal\.woff2$/)).toEqual(
      SUBSETS.map(() => unicodeRange(restOfLatin(siteCodePoints()))),
    );
  });

  it.each(SUBSETS)('$to is what `npm run fonts` makes of $from at $weight today', async ({ from, weight, to }) => {
    const committed = readFileSync(new URL(`../${to}`, import.meta.url));
    expect((await cut(from, weight, siteCodePoints())).equals(committed)).toBe(true);
  });

  it("keep what a message shows and leave out its syntax: arguments, tags and plural's #", () => {
    const cutHas = (char: string) => siteCodePoints().includes(char.codePointAt(0) ?? 0);
    // Shown by the copy: curly quotes, dashes, ellipsis, å ä ö; typed by visitors: @ and &.
    expect([...'“”–…åäö@&'].filter((char) => !cutHas(char))).toEqual([]);
    // Only syntax, in the catalogs and the source: never drawn, so not in the cut.
    expect([...'{}<>_[]\\`~^'].filter(cutHas)).toEqual([]);
  });

  it('write a range as the stylesheet does, with consecutive characters joined', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe('U+0020-0022, U+00A0, U+2013-2014');
  });
});
