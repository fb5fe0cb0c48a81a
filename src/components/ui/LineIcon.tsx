import { StrokeIcon } from './StrokeIcon';

/** The site's line icons (24 × 24, drawn with the text colour). */
// Stryker disable all: drawing data (SVG paths): the look, which jsdom does not draw; the browser tests and screenshots check it
const PATHS = {
  scale: 'M12 3v18M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0zM8 21h8',
  roles: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M16 14.5a5 5 0 0 1 6 5.5',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 15h9',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  people:
    'M7 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM2 19a5 5 0 0 1 10 0M12 19a5 5 0 0 1 10 0',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6zM9 12l2 2 4-4',
  person: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h7a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  chat: 'M4 5h16v11H9l-5 4z',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
} as const;
// Stryker restore all

export type IconName = keyof typeof PATHS;

/** Decorative: the text beside it names what it stands for. */
export function LineIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  return <StrokeIcon d={PATHS[name]} box={24} size={size} strokeWidth={1.6} />;
}
