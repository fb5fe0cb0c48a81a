import { countWords, formatPostDate, postDay, readingMinutes, selectTeasers, visibleTags } from './teaser';

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

describe('formatPostDate', () => {
  it('shows an ISO date as YYYY-MM-DD', () => {
    expect(formatPostDate('2025-09-24')).toBe('2025-09-24');
  });

  it('keeps the calendar day of a date-time as written, whatever its offset', () => {
    expect(formatPostDate('2025-09-24T23:30:00+02:00')).toBe('2025-09-24');
    expect(formatPostDate('2025-01-05T00:15:00Z')).toBe('2025-01-05');
  });

  it('shows a bad date as its raw value', () => {
    expect(formatPostDate('24 september 2025')).toBe('24 september 2025');
    expect(formatPostDate('2025-02-30')).toBe('2025-02-30');
    expect(formatPostDate('2025-13-01')).toBe('2025-13-01');
    expect(formatPostDate('')).toBe('');
  });

  it('reads only real dates as dates', () => {
    expect(postDay('2024-02-29')).toBe('2024-02-29');
    expect(postDay('2025-02-29')).toBeUndefined();
    expect(postDay('2026-04-31')).toBeUndefined();
    expect(postDay('not a date')).toBeUndefined();
  });

  it('reads only a date written from its first character, in full', () => {
    expect(postDay(' 2026-01-01')).toBeUndefined();
    expect(postDay('2026-1-01')).toBeUndefined();
    expect(postDay('2026-01-01T23:30:00+01:00')).toBe('2026-01-01');
    // Date.UTC reads the years 0–99 as 1900–1999: such a day would not be the one written.
    expect(postDay('0099-01-01')).toBeUndefined();
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
