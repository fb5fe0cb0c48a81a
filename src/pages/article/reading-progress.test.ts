import { scrollProgress } from './reading-progress';

describe('reading progress', () => {
  it('is the share of the scrollable height scrolled, 0 at the top and 100 at the bottom', () => {
    expect(scrollProgress(0, 5000, 1000)).toBe(0);
    expect(scrollProgress(2000, 5000, 1000)).toBe(50);
    expect(scrollProgress(4000, 5000, 1000)).toBe(100);
  });

  it('stays within 0–100 when the page overscrolls, and a page that cannot scroll is read in full', () => {
    expect(scrollProgress(-40, 5000, 1000)).toBe(0);
    expect(scrollProgress(4100, 5000, 1000)).toBe(100);
    expect(scrollProgress(0, 800, 1000)).toBe(100);
  });
});
