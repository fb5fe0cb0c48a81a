/**
 * The pure rules of the blog teaser (SPEC section 3 "Blog teaser post" and section 9): reading
 * time and which posts are shown (the date is formatted at build time: article-lists.server.ts).
 */

export const WORDS_PER_MINUTE = 200;
export const MIN_READING_MINUTES = 2;
export const MAX_TAGS = 2;
export const MAX_FURTHER_POSTS = 2;

export interface ReadingTimeSource {
  minutesRead?: number;
  wordCount?: number;
}

// Number.isFinite is false for anything but a finite number (it does not convert, unlike isFinite).
const isPositive = (value: number | undefined): value is number => Number.isFinite(value) && (value as number) > 0;

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * Minutes to read a post: its stated minutesRead, else its wordCount, else its excerpt's words,
 * at 200 words a minute, rounded up, and never under 2. A missing, zero, negative or
 * non-numeric figure falls through to the next source.
 */
export function readingMinutes(post: ReadingTimeSource, excerpt: string): number {
  const minutes = isPositive(post.minutesRead)
    ? Math.ceil(post.minutesRead)
    : Math.ceil((isPositive(post.wordCount) ? post.wordCount : countWords(excerpt)) / WORDS_PER_MINUTE);
  return Math.max(MIN_READING_MINUTES, minutes);
}

/** The first post is featured; at most two more follow. */
export function selectTeasers<T>(posts: readonly T[]): { featured?: T; further: T[] } {
  const [featured, ...rest] = posts;
  return { featured, further: rest.slice(0, MAX_FURTHER_POSTS) };
}

/** The tags shown on a teaser: the first two. */
export function visibleTags<T>(tags: readonly T[]): T[] {
  return tags.slice(0, MAX_TAGS);
}
