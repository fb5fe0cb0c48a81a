// @vitest-environment node
import { readFileSync } from 'node:fs';
import { CUTS, cutPoints, fontCutProblem, fontFaceCss, GENERATED_CSS, unicodeRange } from './subset-fonts';

const GENERATED = readFileSync(new URL(`../${GENERATED_CSS}`, import.meta.url), 'utf8');
const STYLESHEET = readFileSync(new URL('../src/styles/fonts.css', import.meta.url), 'utf8');
const [sans] = CUTS;
const display = CUTS.find((cut) => cut.family === 'Source Serif 4');
const has = (points: readonly number[], chars: string) =>
  [...chars].filter((char) => points.includes(char.codePointAt(0) ?? 0));

describe("the site's font cuts", () => {
  it('are what `npm run fonts` makes today, with the installed subsetter', async () => {
    expect(await fontCutProblem()).toBeUndefined();
  });

  it('say a different subsetter is the reason, not stale copy, when harfbuzz or its wrappers changed', async () => {
    const cutWithOlder = fontFaceCss('subset-font 2.9.0, harfbuzzjs 1.5.0, fontverter 2.0.0, wawoff2 2.0.1');
    expect(await fontCutProblem(cutWithOlder)).toMatch(
      /^the fonts were cut with another subsetter version: run `npm run fonts` \(cut with subset-font 2\.9\.0, harfbuzzjs 1\.5\.0, .*; installed: subset-font .*harfbuzzjs /,
    );
    // The same subsetter and a character the copy no longer shows: that is the copy, not harfbuzz.
    const stale = fontFaceCss().replace('U+0020', 'U+0020, U+00D7');
    expect(await fontCutProblem(stale)).toMatch(
      /^the site shows characters the font cuts do not hold.*run `npm run fonts`/,
    );
  });

  it('are declared by the generated stylesheet, which fonts.css imports, with no @font-face for them pasted by hand', () => {
    expect(STYLESHEET).toContain("@import url('./fonts.generated.css');");
    expect(STYLESHEET).not.toMatch(/src:\s*url\(/);
    for (const cut of CUTS) expect(GENERATED).toContain(`unicode-range: ${unicodeRange(cutPoints(cut))};`);
  });

  it("hold what a message, an article or the site's facts show, and nothing only a comment or code writes", () => {
    const points = cutPoints(sans);
    // Shown: curly quotes, dashes, ellipsis, å ä ö, the middle dot between the footer's facts; typed: @ and &.
    expect([...'“”–…åäöÅÄÖé·@&'].filter((char) => !points.includes(char.codePointAt(0) ?? 0))).toEqual([]);
    // Only in comments (× as in "1200×630") or syntax, in the catalogs and the source: never drawn.
    expect(has(points, '×{}<>_[]\\`~^')).toEqual([]);
  });

  it('cut the display face to the titles, the wordmark and the quote only: smaller than the copy’s set', () => {
    expect(display).toBeDefined();
    const points = cutPoints(display!);
    expect(has(points, 'ClarityWorksåäö')).toEqual([...'ClarityWorksåäö']);
    expect(points.length).toBeLessThan(cutPoints(sans).length * 0.7);
  });

  it('write a range as the stylesheet does, with consecutive characters joined', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe('U+0020-0022, U+00A0, U+2013-2014');
  });
});
