import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../engine/render/BlockRenderer';
import { renderWithProviders } from '../../tests/render';
import type { CardGridProps } from './CardGrid';

const block = {
  type: 'card-grid',
  heading: 'Solutions',
  items: [
    {
      title: 'Network Infrastructure',
      highlight: '15-min SLA',
      description: 'Fast fixes.',
      link: { label: 'See How the Crew Solved This', to: '/services/network-infrastructure' },
    },
    {
      title: 'Cybersecurity',
      badge: 'Most Popular',
      features: ['Threat hunting', 'Incident response'],
    },
  ],
} as CardGridProps;

describe('CardGrid', () => {
  it('shows each card with its heading, highlight, badge, features and link', () => {
    renderWithProviders(<BlockRenderer block={block} vars={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Solutions' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Network Infrastructure',
    );
    expect(within(cards[0]!).getByText('15-min SLA')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: /See How the Crew Solved This/ }),
    ).toHaveAttribute('href', '/services/network-infrastructure');
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Incident response')).toBeInTheDocument();
  });
});
