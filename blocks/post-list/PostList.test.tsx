import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import { arabic, englishAndArabic } from '../../tests/fixtures/locales';
import { ListedPostsProvider, type ListedPost } from '../../engine/ui/listed-posts';
import type { PostListProps } from './PostList';

const block = {
  type: 'post-list',
  heading: 'Latest Posts',
  link: '/blog/{slug}',
  byline: 'By {author}',
  readMore: 'Read the post',
  empty: 'No posts yet.',
} as PostListProps;

const posts: ListedPost[] = [
  {
    slug: 'ransomware-in-the-gulf',
    title: 'Ransomware in the Gulf',
    author: 'Aisha Rahman',
    date: '2024-11-18',
    excerpt: 'Stolen passwords, not exploits.',
    cover_url: '/images/blog/ransomware.svg',
    cover_alt: 'A padlock over a server rack',
    tags: ['security'],
  },
  {
    slug: 'cabling-a-tower',
    title: 'Cabling a Tower',
    author: 'Ravi Menon',
    date: '2024-10-21',
    excerpt: 'Fibre on every floor.',
    cover_url: null,
    cover_alt: null,
    tags: [],
  },
];

describe('PostList', () => {
  it('shows the posts it is handed, in order, each titled by a link to its page', () => {
    renderWithProviders(
      <ListedPostsProvider posts={posts}>
        <PageBlock block={block} />
      </ListedPostsProvider>,
    );
    const list = screen.getByRole('list', { name: 'Latest Posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ransomware in the Gulf',
      'Cabling a Tower',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/blog/ransomware-in-the-gulf',
    );
    expect(within(cards[0]!).getByText('By Aisha Rahman ·', { exact: false })).toHaveTextContent(
      'By Aisha Rahman · 18 Nov 2024',
    );
    expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName('A padlock over a server rack');
    expect(within(cards[1]!).queryByRole('img')).toBeNull();
  });

  it('leads an Arabic page’s cards to the Arabic posts', () => {
    renderWithProviders(
      <ListedPostsProvider posts={posts.slice(0, 1)}>
        <PageBlock block={block} />
      </ListedPostsProvider>,
      { locale: arabic, locales: englishAndArabic, path: '/ar/blog' },
    );
    expect(screen.getByRole('link', { name: 'Ransomware in the Gulf' })).toHaveAttribute(
      'href',
      '/ar/blog/ransomware-in-the-gulf',
    );
  });

  it('says so when nothing is published', () => {
    renderWithProviders(
      <ListedPostsProvider posts={[]}>
        <PageBlock block={block} />
      </ListedPostsProvider>,
    );
    expect(screen.getByText('No posts yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
