import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { ProfileGrid, type ProfileGridProps } from './ProfileGrid';

const leadership: ProfileGridProps = {
  type: 'profile-grid',
  id: 'leadership',
  tone: 'light',
  heading: 'Leadership',
  people: [
    { name: 'Khalid Al Mansoori', role: 'Chief Executive', bio: 'Founded the company in Dubai.' },
    { name: 'Priya Nair', role: 'Chief Technology Officer', bio: 'Runs engineering.' },
  ],
};

describe('ProfileGrid', () => {
  it('introduces each person with a heading, their role and biography', () => {
    renderWithProviders(<ProfileGrid {...leadership} />);
    const list = screen.getByRole('list', { name: 'Leadership' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Khalid Al Mansoori',
    );
    expect(within(first!).getByText('Chief Executive')).toBeVisible();
    expect(within(first!).getByText('Founded the company in Dubai.')).toBeVisible();
    expect(within(second!).getByText('Chief Technology Officer')).toBeVisible();
  });

  it('shows the initials of the first and last names in each avatar', () => {
    renderWithProviders(<ProfileGrid {...leadership} />);
    expect(screen.getByText('KM')).toBeVisible();
    expect(screen.getByText('PN')).toBeVisible();
  });

  it('is a region named by its heading', () => {
    renderWithProviders(<ProfileGrid {...leadership} />);
    expect(screen.getByRole('region', { name: 'Leadership' })).toBeVisible();
  });
});
