/**
 * The posts of the home page's blog teaser (SPEC section 3 "Blog teaser post"). The first is
 * featured. Only the AI Act article exists as a page of its own; the other two introduce what
 * their package pages cover, so they link there rather than to an article that does not exist.
 */
import type { ScreenId } from '../app/route-table';
import type { MessageId } from '../i18n/messages';

/** The cover art of a teaser: a decorative illustration, see BlogCover. */
export type BlogCover = 'layers' | 'steps' | 'horizon';

export interface BlogPost {
  id: string;
  title: MessageId;
  excerpt: MessageId;
  image: BlogCover;
  /** The covers are decorative (the title beside them says what the post is), so no alt text. */
  imageAlt?: MessageId;
  /** Where the teaser leads: a screen, and optionally an anchor on it. */
  href: { screen: ScreenId; hash?: string };
  dateISO: string;
  tags: readonly MessageId[];
  minutesRead?: number;
  wordCount?: number;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'aiAct',
    title: 'blogPost.aiAct.title',
    excerpt: 'blogPost.aiAct.excerpt',
    image: 'layers',
    href: { screen: 'blog' },
    dateISO: '2025-09-24',
    tags: ['blogPost.tag.aiAct', 'blogPost.tag.hr', 'blogPost.tag.leadership'],
    minutesRead: 8,
  },
  {
    id: 'teamStart',
    title: 'blogPost.teamStart.title',
    excerpt: 'blogPost.teamStart.excerpt',
    image: 'steps',
    href: { screen: 'clarityForTeams', hash: 'timeline' },
    dateISO: '2025-08-27',
    tags: ['blogPost.tag.teams', 'blogPost.tag.waysOfWorking'],
    wordCount: 900,
  },
  {
    id: 'stressToClarity',
    title: 'blogPost.stressToClarity.title',
    excerpt: 'blogPost.stressToClarity.excerpt',
    image: 'horizon',
    href: { screen: 'clarityForYou', hash: 'how' },
    dateISO: '2025-06-11',
    tags: ['blogPost.tag.individual', 'blogPost.tag.wellbeing'],
  },
];
