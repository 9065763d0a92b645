import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import { arabic, englishAndArabic } from '../../tests/fixtures/locales';
import type { ArticleProps } from './Article';

const post = (body: string, more: Partial<ArticleProps> = {}) =>
  ({
    type: 'article',
    back: { label: 'All Posts', to: '/blog' },
    title: 'Ransomware in the Gulf',
    byline: 'By Aisha Rahman',
    date: '2024-11-18',
    body,
    tagsLabel: 'Tags',
    tags: ['security', 'ransomware'],
    ...more,
  }) as ArticleProps;

describe('Article', () => {
  it('reads as its title, byline and date, the Markdown as headings, lists and links, and its tags', () => {
    renderWithProviders(
      <PageBlock
        block={post(
          'Stolen passwords, not exploits.\n\n# What changed\n\n- **Backups** went first\n- Fridays\n\nAsk our [security team](/services/cybersecurity).',
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ransomware in the Gulf');
    expect(screen.getByText('By Aisha Rahman', { exact: false })).toHaveTextContent(
      'By Aisha Rahman · 18 Nov 2024',
    );
    expect(screen.getByText('18 Nov 2024')).toHaveAttribute('datetime', '2024-11-18');
    // A "#" heading in the text is a section of the post, never a second page title.
    expect(screen.getByRole('heading', { level: 2, name: 'What changed' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const [points, tags] = screen.getAllByRole('list');
    expect(
      within(points!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Backups went first', 'Fridays']);
    expect(screen.getByRole('link', { name: 'security team' })).toHaveAttribute(
      'href',
      '/services/cybersecurity',
    );
    expect(tags).toHaveAccessibleName('Tags');
    expect(
      within(tags!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['security', 'ransomware']);
    expect(screen.getByRole('link', { name: 'All Posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows HTML in the text as text, and links nowhere a script could run', () => {
    const { container } = renderWithProviders(
      <PageBlock
        block={post(
          'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) and [data](data:text/html,x) and ![pic](javascript:alert(2))',
        )}
      />,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByText(/Hello <script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
  });

  it('leaves out a cover without a picture, and shows one with its description', () => {
    const { rerender } = renderWithProviders(
      <PageBlock block={post('Text.', { cover: { src: '', alt: '' } })} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    rerender(
      <PageBlock
        block={post('Text.', { cover: { src: '/images/rack.jpg', alt: 'A rack of servers' } })}
      />,
    );
    expect(screen.getByRole('img', { name: 'A rack of servers' })).toHaveAttribute(
      'src',
      '/images/rack.jpg',
    );
  });

  it('shows a post without tags whole, where a section made of an empty list would be left out', () => {
    renderWithProviders(
      <PageBlock
        block={post('{record.body}', { title: '{record.title}', tags: ['{record.tags}'] })}
        vars={{ 'record.title': 'Untagged', 'record.body': 'Just text.', 'record.tags': [] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Untagged');
    expect(screen.getByText('Just text.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });

  it('writes the date in the page’s language', () => {
    renderWithProviders(<PageBlock block={post('نص.', { byline: 'بقلم عائشة رحمن' })} />, {
      locale: arabic,
      locales: englishAndArabic,
      path: '/ar/blog/x',
    });
    expect(screen.getByText('18 نوفمبر 2024')).toHaveAttribute('datetime', '2024-11-18');
  });
});
