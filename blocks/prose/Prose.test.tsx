import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { ProseProps } from './Prose';

const block = {
  type: 'prose',
  id: 'policy',
  heading: 'Privacy Policy',
  updated: 'Last updated 1 December 2026',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['Your answers to a form.', 'Where your visit came from.'],
      points: ['Your name', 'Your email'],
    },
    { heading: 'How long', paragraphs: ['Two years.'] },
  ],
  actions: [{ label: 'Ask About Your Data', to: '/contact' }],
} as ProseProps;

describe('Prose', () => {
  it('reads as titled sections of paragraphs and points, in order, under the block’s heading', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 1 December 2026')).toBeInTheDocument();
    const keep = screen.getByRole('region', { name: 'What we keep' });
    expect(within(keep).getByRole('heading', { level: 3 })).toHaveTextContent('What we keep');
    expect(
      within(keep)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Your answers to a form.', 'Where your visit came from.']);
    expect(
      within(within(keep).getByRole('list', { name: 'What we keep' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your name', 'Your email']);
    expect(within(screen.getByRole('region', { name: 'How long' })).queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask About Your Data' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('titles its sections h2 when the block has no heading of its own', () => {
    renderWithProviders(<PageBlock block={{ ...block, heading: undefined }} vars={{}} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What we keep',
      'How long',
    ]);
  });
});
