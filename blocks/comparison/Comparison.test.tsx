import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '../../engine/theme/theme';
import { Comparison, type ComparisonProps } from './Comparison';

const pitfallsAndPlaybook: ComparisonProps = {
  type: 'comparison',
  tone: 'light',
  heading: 'Where Cloud Budgets Leak',
  columns: [
    {
      title: 'Common Pitfalls',
      tone: 'negative',
      items: [{ title: 'Oversized virtual machines', text: 'Sized for a peak that never comes.' }],
    },
    {
      title: 'Our Playbook',
      tone: 'positive',
      items: [
        { title: 'Right-sizing', figure: '25-40% savings' },
        { title: 'Reserved capacity', figure: '30-60% savings' },
      ],
    },
  ],
  actions: [{ label: 'Talk to a Specialist', to: '/contact?service=cloud' }],
};

function renderComparison(props: ComparisonProps) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Comparison {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('Comparison', () => {
  it('shows each column as a list named by its heading, under the section heading', () => {
    renderComparison(pitfallsAndPlaybook);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Where Cloud Budgets Leak' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Common Pitfalls' })).toBeVisible();
    const playbook = screen.getByRole('list', { name: 'Our Playbook' });
    const items = within(playbook).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Right-sizing');
    expect(items[0]).toHaveTextContent('25-40% savings');
    expect(items[1]).toHaveTextContent('30-60% savings');
  });

  it('shows item text and leaves out figures an item does not have', () => {
    renderComparison(pitfallsAndPlaybook);
    const pitfalls = screen.getByRole('list', { name: 'Common Pitfalls' });
    expect(within(pitfalls).getByText('Sized for a peak that never comes.')).toBeVisible();
    expect(within(pitfalls).queryByText(/savings/)).toBeNull();
  });

  it('makes column headings h2 when the section has no heading of its own', () => {
    renderComparison({ ...pitfallsAndPlaybook, heading: undefined });
    expect(screen.getByRole('heading', { level: 2, name: 'Common Pitfalls' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Playbook' })).toBeVisible();
  });

  it('renders its actions as working links', () => {
    renderComparison(pitfallsAndPlaybook);
    expect(screen.getByRole('link', { name: 'Talk to a Specialist' })).toHaveAttribute(
      'href',
      '/contact?service=cloud',
    );
  });
});
