import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { MobileMenu } from './MobileMenu';

/** The drawer the menu button shows (the browser does; the tests run without popovers). */
function drawerOf(button: HTMLElement) {
  const drawer = document.getElementById(button.getAttribute('popovertarget') ?? '');
  expect(drawer).toHaveAttribute('popover', 'auto');
  return within(drawer!).getByRole('navigation', { name: 'Mobile', hidden: true });
}

describe('MobileMenu', () => {
  it('is a button showing a drawer of the same links, which navigate in the app', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const nav = drawerOf(screen.getByRole('button', { name: 'Open menu' }));
    for (const label of ['Home', 'Community', 'Resources', 'About', 'Franchise', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label, hidden: true })).toBeInTheDocument();
    }
    const close = within(nav).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    await user.click(within(nav).getByRole('link', { name: 'About', hidden: true }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/about');
  });

  it('lists every service under a Services disclosure, by category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { path: '/services/cloud-hci' });
    const nav = drawerOf(screen.getByRole('button', { name: 'Open menu' }));
    const services = nav.querySelector('details');
    expect(services?.querySelector('summary')).toHaveTextContent('Services');
    expect(within(nav).getByRole('link', { name: 'All Services', hidden: true })).toHaveAttribute(
      'href',
      '/services',
    );
    const specialty = within(nav).getByRole('list', { name: 'Specialty Services', hidden: true });
    expect(within(specialty).getAllByRole('link', { hidden: true })).toHaveLength(6);
    expect(
      within(specialty).getByRole('link', { name: 'Cloud HCI', hidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(within(nav).getByRole('link', { name: 'Structured Cabling', hidden: true }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/services/structured-cabling',
    );
    // The new service page starts at its top, once the menu has let go of the page.
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    scrolled.mockRestore();
  });
});
