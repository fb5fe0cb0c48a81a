import { dayLabel } from './article-lists.server';

describe('dayLabel', () => {
  it('writes a day as a reader in the language does, month in words', () => {
    expect(dayLabel('sv', '2026-11-24')).toBe('24 november 2026');
    expect(dayLabel('en', '2026-11-24')).toBe('24 November 2026');
  });

  it('keeps the day written, whatever the machine’s time zone', () => {
    expect(dayLabel('sv', '2026-01-01')).toBe('1 januari 2026');
    expect(dayLabel('en', '2025-12-31')).toBe('31 December 2025');
  });
});
