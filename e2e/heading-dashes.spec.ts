/**
 * A dash never starts a line in a heading (issue 31): "EU:s AI-förordning / – klarhet …" at
 * 375 px read as a list item. Every visible h1–h4 on every page, in both languages, at 375, 768
 * and 1280 px: each en or em dash that follows a space sits on the same line as the word before it.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated, ROUTES } from './support/pages';

const WIDTHS = [375, 768, 1280] as const;

for (const route of ROUTES) {
  test(`${route.path}: no heading starts a line with a dash`, async ({ page }) => {
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
          for (let i = 1; i < chars.length; i += 1) {
            if (!/[–—]/.test(chars[i].char) || !/\s/.test(chars[i - 1].char)) continue;
            let before = i - 1;
            while (before >= 0 && /\s/.test(chars[before].char)) before -= 1;
            if (before < 0) continue;
            const dash = rectOf(chars[i]);
            const word = rectOf(chars[before]);
            // Glyph boxes of neighbouring lines overlap at a tight line height: a new line is a
            // box that starts more than half a line lower.
            if (dash.top - word.top > word.height / 2)
              found.push((heading as HTMLElement).innerText.replace(/\n/g, ' / '));
          }
        }
        return found;
      });
      expect(broken, `at ${width} px`).toEqual([]);
    }
  });
}
