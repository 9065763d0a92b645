import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { ChecklistProps } from './Checklist';

const block = {
  type: 'checklist',
  id: 'investment',
  heading: 'What It Takes',
  groups: [
    {
      icon: 'money',
      title: 'Your Investment',
      figures: [
        { value: '$50,000', label: 'minimum investment capital' },
        { value: '6 months', label: 'training programme' },
      ],
      items: ['Franchise licence', 'Launch equipment'],
    },
    { title: 'What We Look For', items: ['Full-time commitment'] },
  ],
  actions: [{ label: 'Apply Now', scrollTo: 'apply' }],
} as ChecklistProps;

describe('Checklist', () => {
  it('shows each titled list with its items and figures', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What It Takes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Your Investment',
      'What We Look For',
    ]);

    const investment = screen.getByRole('list', { name: 'Your Investment' });
    expect(
      within(investment)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Franchise licence', 'Launch equipment']);
    expect(
      within(screen.getByRole('list', { name: 'What We Look For' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['minimum investment capital', 'training programme']);
    expect(values).toEqual(['$50,000', '6 months']);

    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
  });

  it('uses h2 titles when the block has no heading of its own', () => {
    renderWithProviders(<PageBlock block={{ ...block, heading: undefined }} vars={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Investment' })).toBeInTheDocument();
  });
});
