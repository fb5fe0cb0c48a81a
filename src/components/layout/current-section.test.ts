import { currentSection } from './current-section';

describe('currentSection', () => {
  const line = 150;

  it('is none before the first section reaches the line', () => {
    expect(currentSection([400, 900, 1600], line)).toBe(-1);
  });

  it('is the section whose top is exactly on the line', () => {
    expect(currentSection([150, 900, 1600], line)).toBe(0);
  });

  it('is the last section that has passed the line', () => {
    expect(currentSection([-700, -100, 151], line)).toBe(1);
    expect(currentSection([-1200, -600, 20], line)).toBe(2);
  });

  it('is the last section at the end of the page, even when it never reaches the line', () => {
    expect(currentSection([-1200, -600, 300], line, true)).toBe(2);
  });

  it('is none without sections', () => {
    expect(currentSection([], line, true)).toBe(-1);
  });
});
