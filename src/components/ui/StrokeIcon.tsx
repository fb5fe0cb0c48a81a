/**
 * The site's small line drawings (chevrons, ticks, arrows): one path, stroked in the text colour
 * with round ends. Always decorative: the control's name or the text beside it says what it is,
 * so it is hidden from assistive technology.
 */
export interface StrokeIconProps {
  /** The path to stroke. */
  d: string;
  /** The side of the square the path is drawn in (its viewBox). */
  box: number;
  /** The size on screen in px; the drawing's own size by default. */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export function StrokeIcon({ d, box, size = box, strokeWidth = 2, className }: StrokeIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The drawings used in more than one place. */
// Stryker disable all: drawing data (SVG paths): the look, which jsdom does not draw; the browser tests and screenshots check it
export const CHEVRON_DOWN = { d: 'm5 7.5 5 5 5-5', box: 20 } as const;
export const TICK = { d: 'm3 8.5 3 3 7-7', box: 16 } as const;
// Stryker restore all
