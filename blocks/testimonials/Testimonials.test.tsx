import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failImageLoads, imagesIn } from '../../tests/image-loads';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { TestimonialsProps } from './Testimonials';

const block = {
  type: 'testimonials',
  id: 'stories',
  heading: 'What Clients Say',
  items: [
    {
      name: 'Rashid Al Mansoori',
      role: 'IT Director, Gulf Freight',
      content: 'Our network has not gone down since the move.',
      rating: 5,
    },
    { name: 'Priya Nair', role: 'Operations Lead', content: 'Clear answers, fast.', rating: 4 },
    { name: 'Omar', content: 'They picked up at 2 AM.' },
  ],
} as TestimonialsProps;

describe('Testimonials', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each quote with who said it, their portrait and a readable rating', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What Clients Say' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'What Clients Say' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByText('Our network has not gone down since the move.').tagName).toBe(
      'BLOCKQUOTE',
    );
    expect(first.getByText('Rashid Al Mansoori')).toBeInTheDocument();
    expect(first.getByText('IT Director, Gulf Freight')).toBeInTheDocument();
    expect(imagesIn(cards[0]!)[0]).toHaveAttribute('src', '/portraits/rashid-al-mansoori.svg');
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();

    expect(within(cards[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('falls back to initials, hidden from screen readers, when a portrait fails', async () => {
    failImageLoads();
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    expect(await screen.findByText('RM')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('O')).toBeInTheDocument();
  });
});
