import { axe } from 'jest-axe';
import type { ArticleListItem } from '../../content/article-types';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { ArticleCard, BlogTeaser } from './BlogTeaser';

const post = (slug: string, overrides: Partial<ArticleListItem> = {}): ArticleListItem => ({
  slug,
  locale: 'en',
  path: `/en/blog/${slug}`,
  title: `Title ${slug}`,
  description: 'An article.',
  dateISO: '2025-09-24',
  dateLabel: '24 September 2025',
  updatedISO: '2025-09-24',
  minutesRead: 3,
  tags: ['AI Act'],
  cover: 'layers',
  ...overrides,
});

describe('BlogTeaser', () => {
  it('shows the featured article and at most two more, each linking to its page, with date, reading time and at most two tags', async () => {
    const { container } = render(
      <BlogTeaser
        posts={[
          post('a', { minutesRead: 8, tags: ['AI Act', 'HR', 'Leadership'] }),
          post('b'),
          post('c', { tags: [] }),
          post('d'),
        ]}
      />,
      { locale: 'en', path: '/en' },
    );
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual(['Title a', 'Title b', 'Title c']);
    expect(screen.getByRole('link', { name: 'Title a' })).toHaveAttribute('href', '/en/blog/a');
    expect(screen.getAllByText('Featured')).toHaveLength(1);

    const [first, second, third] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(within(first).getByText('24 September 2025').tagName).toBe('TIME');
    expect(within(first).getByText('24 September 2025')).toHaveAttribute('datetime', '2025-09-24');
    expect(within(first).getByText('8-minute read')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Topics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AI Act', 'HR']);

    expect(within(second).getByText('24 September 2025').tagName).toBe('TIME');
    // An article without tags has no empty list of them.
    expect(within(third).queryByRole('list')).toBeNull();

    expect(screen.getByRole('link', { name: 'View all blog posts' })).toHaveAttribute('href', '/en/blog');
    expect(await axe(container)).toHaveNoViolations();
  });
});

it('is a region named by its heading, so a screen reader lists it among the landmarks', () => {
  render(<BlogTeaser posts={[post('a')]} />, { locale: 'en', path: '/en' });
  expect(screen.getByRole('region', { name: message('en', 'home.blog.title') })).toBeInTheDocument();
});

it('gives an article card an h2 on the blog’s index, right under its h1', () => {
  render(
    <ul>
      <ArticleCard post={post('a')} headingLevel={2} />
    </ul>,
    { locale: 'en', path: '/en/blog' },
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Title a' })).toBeInTheDocument();
});
