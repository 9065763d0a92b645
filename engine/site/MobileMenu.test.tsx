import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu', () => {
  it('opens with the same links and closes when one is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Community', 'Resources', 'About', 'Franchise', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/about');
  });

  it('lists every service under Services and closes on a service link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(nav).getByRole('button', { name: 'Services' }));
    expect(within(nav).getByRole('link', { name: 'All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await user.click(within(nav).getByRole('link', { name: 'Structured Cabling' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/services/structured-cabling',
    );
  });
});
