import { badgeAngle, badgePosition } from './positions';

describe('7C badge positions', () => {
  it('spaces seven badges evenly at 360/7 degrees, starting at the top', () => {
    expect(Array.from({ length: 7 }, (_, i) => badgeAngle(i, 7))).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => (i * 360) / 7),
    );
    expect(badgePosition(0, 7, 230)).toEqual({ x: 0, y: -230 });
  });

  it('writes a position that rounds to nothing as 0, never -0, so the style reads the same everywhere', () => {
    // At 90° the cosine is a hair above 0, so y is a tiny negative number before rounding.
    const { x, y } = badgePosition(1, 4, 100);
    expect(x).toBe(100);
    expect(Object.is(y, 0)).toBe(true);
  });

  it('puts each badge on the circle, clockwise', () => {
    for (let i = 0; i < 7; i += 1) {
      const { x, y } = badgePosition(i, 7, 160);
      expect(Math.hypot(x, y)).toBeCloseTo(160, 1);
    }
    // The second badge is right of the top; the last mirrors it on the left.
    const second = badgePosition(1, 7, 230);
    const last = badgePosition(6, 7, 230);
    expect(second.x).toBeCloseTo(230 * Math.sin((2 * Math.PI) / 7), 1);
    expect(second.y).toBeCloseTo(-230 * Math.cos((2 * Math.PI) / 7), 1);
    expect(last.x).toBeCloseTo(-second.x, 1);
    expect(last.y).toBeCloseTo(second.y, 1);
  });
});
