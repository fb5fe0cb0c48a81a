import { countWords, readingMinutes, selectTeasers, visibleTags } from './teaser';

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(' ');

describe('readingMinutes', () => {
  it('uses minutesRead when the post states it', () => {
    expect(readingMinutes({ minutesRead: 8, wordCount: 200 }, words(10))).toBe(8);
  });

  it('otherwise derives it from wordCount at 200 words a minute, rounded up', () => {
    expect(readingMinutes({ wordCount: 1600 }, words(10))).toBe(8);
    expect(readingMinutes({ wordCount: 1601 }, words(10))).toBe(9);
  });

  it('otherwise estimates it from the excerpt', () => {
    expect(readingMinutes({}, words(1000))).toBe(5);
    expect(readingMinutes({}, `  ${words(601)}\n\n`)).toBe(4);
  });

  it('counts the words of a text, however it is spaced', () => {
    expect(countWords('  en två\ttre\nfyra  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('skips an infinite stated time', () => {
    expect(readingMinutes({ minutesRead: Infinity, wordCount: 1000 }, '')).toBe(5);
  });

  it('is never under 2 minutes', () => {
    expect(readingMinutes({ minutesRead: 1 }, '')).toBe(2);
    expect(readingMinutes({ wordCount: 150 }, '')).toBe(2);
    expect(readingMinutes({}, 'Kort utdrag.')).toBe(2);
    expect(readingMinutes({}, '')).toBe(2);
  });

  it('skips a zero, negative or non-numeric figure and falls through to the next source', () => {
    expect(readingMinutes({ minutesRead: 0, wordCount: 1400 }, '')).toBe(7);
    expect(readingMinutes({ minutesRead: -3, wordCount: Number.NaN }, words(1200))).toBe(6);
    expect(readingMinutes({ minutesRead: Number.POSITIVE_INFINITY }, words(800))).toBe(4);
  });
});

describe('selectTeasers', () => {
  it('features the first post and shows at most two more', () => {
    expect(selectTeasers(['a', 'b', 'c', 'd'])).toEqual({ featured: 'a', further: ['b', 'c'] });
  });

  it('copes with fewer posts', () => {
    expect(selectTeasers(['a'])).toEqual({ featured: 'a', further: [] });
    expect(selectTeasers([])).toEqual({ featured: undefined, further: [] });
  });

  it('shows at most two tags', () => {
    expect(visibleTags(['AI Act', 'HR', 'Ledarskap'])).toEqual(['AI Act', 'HR']);
    expect(visibleTags(['Team'])).toEqual(['Team']);
  });
});
