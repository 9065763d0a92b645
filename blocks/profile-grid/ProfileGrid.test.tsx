import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failImageLoads, imagesIn } from '../../tests/image-loads';
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

  afterEach(() => vi.unstubAllGlobals());

  it("shows each person's portrait, or the photo the page gives", () => {
    const withPhoto = { ...leadership.people[1]!, photo: '/images/people/priya.webp' };
    renderWithProviders(
      <ProfileGrid {...leadership} people={[leadership.people[0]!, withPhoto]} />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Leadership' })).getAllByRole(
      'listitem',
    );
    const [portrait] = imagesIn(first!);
    expect(portrait).toHaveAttribute('src', '/portraits/khalid-al-mansoori.svg');
    expect(portrait).toHaveAttribute('width', '88');
    expect(portrait).toHaveAttribute('height', '88');
    expect(imagesIn(second!)[0]).toHaveAttribute('src', '/images/people/priya.webp');
    expect(screen.queryByText('KM')).not.toBeInTheDocument();
  });

  it('shows the initials of the first and last names when a picture fails to load', async () => {
    failImageLoads();
    renderWithProviders(<ProfileGrid {...leadership} />);
    expect(await screen.findByText('KM')).toBeVisible();
    expect(screen.getByText('PN')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('is a region named by its heading', () => {
    renderWithProviders(<ProfileGrid {...leadership} />);
    expect(screen.getByRole('region', { name: 'Leadership' })).toBeVisible();
  });
});
