import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accentColours } from '../../engine/theme/accents';
import { PageBlock, renderWithProviders } from '../../tests/render';
import { CardGrid, type CardGridProps } from './CardGrid';

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

const solutions: CardGridProps = {
  type: 'card-grid',
  id: 'core-solutions',
  tone: 'light',
  columns: 2,
  look: 'outlined',
  heading: 'Core IT Solutions',
  items: [
    {
      icon: 'support',
      badge: 'Most Popular',
      title: 'Managed IT',
      description: 'Your IT department, on call.',
      features: ['24/7 help desk', 'Patch management'],
      button: { label: 'Get Free Health Check', to: '/contact?service=managed-it' },
      link: { label: 'Learn More', to: '/services/managed-it' },
    },
    {
      icon: 'cloud',
      title: 'Cloud & Hybrid',
      link: { label: 'Learn More', to: '/services/cloud' },
    },
  ],
};

describe('CardGrid', () => {
  it('shows each card with its heading, highlight, badge, features and link', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
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

  it('gives a card both a call-to-action button and a text link, each naming the card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardGrid {...solutions} />);
    const button = screen.getByRole('link', { name: 'Get Free Health Check: Managed IT' });
    expect(button).toHaveAttribute('href', '/contact?service=managed-it');
    expect(button).toHaveClass('MuiButton-contained');
    const learnMore = screen.getByRole('link', { name: 'Learn More: Managed IT' });
    expect(learnMore).toHaveClass('MuiButton-text');
    await user.click(screen.getByRole('link', { name: 'Learn More: Cloud & Hybrid' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/services/cloud',
    );
  });

  it('paints tinted cards in the soft shade of their colour', () => {
    renderWithProviders(
      <CardGrid
        {...solutions}
        look="tinted"
        items={[{ title: 'Security', color: 'violet' }, { title: 'Cloud' }]}
      />,
    );
    const [security, cloud] = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('.MuiCard-root'));
    expect(security).toHaveStyle({ backgroundColor: hexToRgb(accentColours.violet.soft) });
    expect(cloud).toHaveStyle({ backgroundColor: hexToRgb(accentColours.blue.soft) });
  });

  it('keeps outlined cards white', () => {
    renderWithProviders(
      <CardGrid {...solutions} items={[{ title: 'Security', color: 'violet' }]} />,
    );
    const card = screen.getByRole('heading', { level: 3 }).closest('.MuiCard-root');
    expect(card).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
