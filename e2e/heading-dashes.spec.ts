/**
 * Headings break at spaces only where it reads well (issue 31): a dash never starts a line
 * ("EU:s AI-förordning / – klarhet …" at 375 px read as a list item) and a hyphenated word is
 * never split ("Förteckning över AI- / system"). Every visible h1–h4 on every page, in both
 * languages, at 375, 768 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { ARTICLE_ROUTES, gotoHydrated, ROUTES } from './support/pages';
import { linesOf, placedWords } from './support/word-lines';

const WIDTHS = [375, 768, 1280] as const;

for (const route of ROUTES) {
  test(`${route.path}: no heading starts a line with a dash or splits a hyphenated word`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await gotoHydrated(page, route.path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const broken = await page.locator('h1, h2, h3, h4').evaluateAll((headings) => {
        const found: string[] = [];
        for (const heading of headings) {
          const box = heading.getBoundingClientRect();
          if (box.width < 2 || box.height < 2) continue; // closed panels, visually hidden text
          // The heading's characters with their text nodes, so a dash can be compared with the
          // word before it even when the two are in different elements.
          const chars: { node: Text; offset: number; char: string }[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let offset = 0; offset < node.data.length; offset += 1)
              chars.push({ node, offset, char: node.data[offset] });
          }
          const rectOf = (at: (typeof chars)[number]) => {
            const range = document.createRange();
            range.setStart(at.node, at.offset);
            range.setEnd(at.node, at.offset + 1);
            return range.getBoundingClientRect();
          };
          // A box that starts more than half a line lower is on a new line (glyph boxes of
          // neighbouring lines overlap at a tight line height).
          const lower = (a: DOMRect, b: DOMRect) => b.top - a.top > a.height / 2;
          const text = () => (heading as HTMLElement).innerText.replace(/\n/g, ' / ');
          for (let i = 1; i < chars.length; i += 1) {
            // A spaced dash on a new line, away from the word before it.
            if (/[–—]/.test(chars[i].char) && /\s/.test(chars[i - 1].char)) {
              let before = i - 1;
              while (before >= 0 && /\s/.test(chars[before].char)) before -= 1;
              if (before >= 0 && lower(rectOf(chars[before]), rectOf(chars[i])))
                found.push(`dash starts a line: ${text()}`);
            }
            // A hyphenated word broken after its hyphen ("AI- / system").
            if (chars[i].char === '-' && /\S/.test(chars[i - 1].char) && /\S/.test(chars[i + 1]?.char ?? ' ')) {
              if (lower(rectOf(chars[i]), rectOf(chars[i + 1]))) found.push(`broken at a hyphen: ${text()}`);
            }
          }
        }
        return found;
      });
      expect(broken, `at ${width} px`).toEqual([]);
    }
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 900 } });
  for (const route of ARTICLE_ROUTES) {
    test(`${route.path}: no line of the article's title is one word alone`, async ({ page }) => {
      await gotoHydrated(page, route.path);
      const [title] = await placedWords(page.locator('h1'));
      const lines = linesOf(title);
      if (lines.length > 1)
        for (const line of lines) expect(line.length, lines.map((l) => l.join(' ')).join(' / ')).toBeGreaterThan(1);
    });
  }
});
