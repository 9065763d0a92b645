import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { Header } from './Header';
import { PageAnchorsProvider } from './page-anchors';

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

  it('shows a services menu of All Services, 8 core and 6 specialty links, which navigate', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Services' });
    // The browser shows the panel (a popover); the tests run without popovers.
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '')!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('aria-label', 'Services menu');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(15);
    expect(links[0]).toHaveTextContent('All Services');
    const core = within(menu).getByRole('list', { name: 'Core Services', hidden: true });
    expect(within(core).getAllByRole('link', { hidden: true })).toHaveLength(8);
    await user.click(within(menu).getByRole('link', { name: 'Cloud HCI', hidden: true }));
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

  it("links to the page's own join form in its HTML, so it lands there before any script", () => {
    const holds = (pathname: string, id: string) => pathname === '/community' && id === 'join-form';
    renderWithProviders(
      <PageAnchorsProvider value={holds}>
        <Header />
      </PageAnchorsProvider>,
      { path: '/community' },
    );
    expect(screen.getAllByRole('link', { name: 'Join the Crew' })[0]).toHaveAttribute(
      'href',
      '#join-form',
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
