import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failImageLoads, imagesIn } from '../../tests/image-loads';
import { renderWithProviders } from '../../tests/render';
import { ContributorList, type ContributorListProps } from './ContributorList';

const board: ContributorListProps = {
  type: 'contributor-list',
  id: 'top-contributors',
  tone: 'muted',
  heading: 'Top Contributors',
  pointsLabel: 'points',
  contributors: [
    { name: 'Ahmed Karim', role: 'Network Architect', points: 1250 },
    { name: 'Meera Pillai', role: 'Security Analyst', points: 1180 },
    { name: 'Yousef Al Nuaimi', role: 'Cloud Engineer', points: 950 },
  ],
};

describe('ContributorList', () => {
  it('ranks people in an ordered list with their role and formatted points', () => {
    renderWithProviders(<ContributorList {...board} />);
    const list = screen.getByRole('list', { name: 'Top Contributors' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('#1')).toBeVisible();
    expect(within(items[0]!).getByRole('heading', { name: 'Ahmed Karim' })).toBeVisible();
    expect(within(items[0]!).getByText('Network Architect')).toBeVisible();
    expect(within(items[0]!).getByText('1,250 points')).toBeVisible();
    expect(within(items[2]!).getByText('#3')).toBeVisible();
    expect(within(items[2]!).getByText('950 points')).toBeVisible();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows a portrait beside the name, hidden from screen readers', () => {
    renderWithProviders(<ContributorList {...board} />);
    const [portrait] = imagesIn(screen.getAllByRole('listitem')[0]!);
    expect(portrait).toHaveAttribute('src', expect.stringMatching(/^\/portraits\/.+\.svg$/));
    expect(portrait!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows initials, hidden from screen readers, when the portrait fails to load', async () => {
    failImageLoads();
    renderWithProviders(<ContributorList {...board} />);
    const initials = await screen.findByText('YN');
    expect(initials.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps an explicit rank and its own points wording', () => {
    renderWithProviders(
      <ContributorList
        {...board}
        pointsLabel="karma"
        contributors={[{ name: 'Sana Qureshi', role: 'DevOps Lead', points: 640, rank: 4 }]}
      />,
    );
    expect(screen.getByText('#4')).toBeVisible();
    expect(screen.getByText('640 karma')).toBeVisible();
  });
});
