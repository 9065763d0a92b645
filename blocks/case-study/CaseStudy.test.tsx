import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { CaseStudyProps } from './CaseStudy';

const story = {
  type: 'case-study',
  heading: 'Success Story',
  client: 'Commercial tower developer',
  sector: 'Real estate',
  location: 'Dubai',
  title: '5,000 Network Points Across 50 Floors',
  challenge: 'A new tower needed cabling for every tenant floor.',
  solution: 'Fibre backbone with Category 6A to every desk.',
  scope: ['Fibre riser backbone', 'Category 6A horizontal cabling'],
  results: [
    { value: '5,000', label: 'network points' },
    { value: '25-year', label: 'warranty' },
  ],
  quote: { text: 'Handed over on time.', name: 'Rashid Al Mansoori', role: 'Project Director' },
  action: { label: 'Plan Your Project', open: 'plan' },
} as CaseStudyProps;

describe('CaseStudy', () => {
  it('tells the story: client, challenge, solution, scope, results and quote', () => {
    renderWithProviders(<PageBlock block={story} vars={{}} />);
    const article = screen.getByRole('article', {
      name: 'Case study: 5,000 Network Points Across 50 Floors',
    });
    expect(within(article).getByText('Commercial tower developer')).toBeInTheDocument();
    expect(within(article).getByText('Real estate')).toBeInTheDocument();
    expect(
      within(article)
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H3 5,000 Network Points Across 50 Floors',
      'H4 The challenge',
      'H4 Our solution',
      'H4 The results',
    ]);
    expect(
      within(article).getByText('Fibre backbone with Category 6A to every desk.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'What we delivered' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'network points',
      'warranty',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '5,000',
      '25-year',
    ]);
    expect(screen.getByText('Handed over on time.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Rashid Al Mansoori')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan Your Project' })).toBeInTheDocument();
  });

  it('uses second-level headings when the section has no heading of its own', () => {
    renderWithProviders(
      <PageBlock block={{ ...story, heading: undefined, quote: undefined }} vars={{}} />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '5,000 Network Points Across 50 Floors',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
