import type { Locator } from '@playwright/test';

/** A word of an element's text and the tops of the line boxes it is drawn on, first line first. */
export interface PlacedWord {
  word: string;
  /** One top: the word is on one line. Two or more: it is split across lines. */
  tops: number[];
}

export interface PlacedText {
  /** The element's text as shown (for messages). */
  text: string;
  words: PlacedWord[];
}

/**
 * Where each word of each element's visible text is drawn, measured in the browser. Text that is
 * not shown (in a visually hidden or unrendered element) is left out, and a text node inside
 * two of the elements counts for the first only, so nested cards report a word once.
 */
export function placedWords(elements: Locator): Promise<PlacedText[]> {
  return elements.evaluateAll((list) => {
    const seen = new Set<Node>();
    return list.map((element) => {
      const words: PlacedWord[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        const parent = node.parentElement!;
        if (parent.closest('.visually-hidden') || parent.getClientRects().length === 0) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          words.push({ word: match[0], tops: [...new Set(rects.map((rect) => Math.round(rect.top)))] });
        }
      }
      return { text: (element as HTMLElement).innerText, words };
    });
  });
}

/** The element's words line by line (by the top of each word's first line box). */
export function linesOf({ words }: PlacedText): string[][] {
  const placed = words.filter((w) => w.tops.length > 0);
  const tops = [...new Set(placed.map((w) => w.tops[0]))];
  return tops.map((top) => placed.filter((w) => w.tops[0] === top).map((w) => w.word));
}
