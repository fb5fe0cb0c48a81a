import { axe } from 'jest-axe';
import type { BlogPost } from '../../content/blog-posts';
import { render, screen, within } from '../../test/render';
import { BlogTeaser } from './BlogTeaser';

const post = (id: string, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  title: 'blogPost.aiAct.title',
  excerpt: 'blogPost.aiAct.excerpt',
  image: 'layers',
  href: { screen: 'blog' },
  dateISO: '2025-09-24',
  tags: ['blogPost.tag.aiAct'],
  ...overrides,
});

describe('BlogTeaser', () => {
  it('shows the featured post and at most two more, with date, reading time and at most two tags', async () => {
    const { container } = render(
      <BlogTeaser
        posts={[
          post('a', { minutesRead: 8, tags: ['blogPost.tag.aiAct', 'blogPost.tag.hr', 'blogPost.tag.leadership'] }),
          post('b', { title: 'blogPost.teamStart.title', dateISO: '24/09/2025', wordCount: 900 }),
          post('c', { title: 'blogPost.stressToClarity.title' }),
          post('d', { title: 'blogPost.teamStart.title' }),
        ]}
      />,
      { locale: 'en', path: '/en' },
    );
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'AI Act for Swedish companies',
      '5 steps to get started with AI in a team',
      'From stress to clarity',
    ]);
    expect(screen.getAllByText('Featured')).toHaveLength(1);

    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(within(first).getByText('2025-09-24').tagName).toBe('TIME');
    expect(within(first).getByText('2025-09-24')).toHaveAttribute('datetime', '2025-09-24');
    expect(within(first).getByText('8-minute read')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Topics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AI Act', 'HR']);

    // A date that cannot be read is shown as it is, not in <time>.
    expect(within(second).getByText('24/09/2025').tagName).not.toBe('TIME');
    expect(within(second).getByText('5-minute read')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View all blog posts' })).toHaveAttribute('href', '/en/blog');
    expect(await axe(container)).toHaveNoViolations();
  });
});
