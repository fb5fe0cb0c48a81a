/** Where the badges of the 7C circle sit (SPEC section 9 "7C circle"). */

/** The circle's radius (px): 150 px badges stay apart on it (see SevenCCircle.module.css). */
export const RADIUS_DESKTOP = 260;

/** The angle of badge `index` in degrees, clockwise from the top: evenly spaced at 360/count. */
export function badgeAngle(index: number, count: number): number {
  return (index * 360) / count;
}

/**
 * The badge's centre relative to the circle's centre, in px (y grows downwards as on screen),
 * rounded to hundredths so the prerendered and hydrated styles are the same string.
 */
export function badgePosition(index: number, count: number, radius: number): { x: number; y: number } {
  const radians = (badgeAngle(index, count) * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 100) / 100 + 0; // + 0 turns -0 into 0
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}
