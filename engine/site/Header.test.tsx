import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { Header } from './Header';

describe('Header', () => {
  it('shows the logo, every navigation link and the join button', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'TechCrew home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Community', 'Resources', 'About', 'Franchise', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join the Crew' })[0]).toHaveAttribute(
      'href',
      '/#join-form',
    );
  });

  it('marks the active link by path prefix', () => {
    renderWithProviders(<Header />, { path: '/services/cloud' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the services menu with All Services, 8 core and 6 specialty items, and navigates', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Services' }));
    const menu = await screen.findByRole('menu', { name: 'Services menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(15);
    expect(items[0]).toHaveTextContent('All Services');
    expect(within(menu).getByText('Core Services')).toBeInTheDocument();
    expect(within(menu).getByText('Specialty Services')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cloud HCI' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/services/cloud-hci',
    );
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalled());
  });

  it('scrolls to the join form when the page has one', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    renderWithProviders(
      <>
        <Header />
        <div
          id="join-form"
          ref={(element) => {
            if (element) element.scrollIntoView = scrollIntoView;
          }}
        />
      </>,
      { path: '/community' },
    );
    await user.click(screen.getAllByRole('link', { name: 'Join the Crew' })[0]!);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/community$/,
    );
  });

  it('goes to the home page form when the page has none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: '/about' });
    await user.click(screen.getAllByRole('link', { name: 'Join the Crew' })[0]!);
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/#join-form',
    );
  });
});
