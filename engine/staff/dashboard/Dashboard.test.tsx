import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteServerCapabilities, supabaseCapabilities } from '../../data/capabilities';
import { memoryStore, renderDashboard } from './test-helpers';

describe('Admin dashboard', () => {
  it('has eight tabs, Services first and chosen, each controlling its panel', async () => {
    renderDashboard(memoryStore());
    const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Services',
      'Leads',
      'Blogs',
      'Email Marketing',
      'Resources',
      'Reports',
      'Data Import',
      'Activity',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'admin-panel-services');
    expect(screen.getByRole('tabpanel', { name: 'Services' })).toHaveAttribute(
      'id',
      'admin-panel-services',
    );
    await screen.findByText(/No services available/);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderDashboard(memoryStore());
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Blogs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Blogs' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Services' })).toBeNull();
  });

  it('keeps a panel as it was when you come back to it', async () => {
    const { user } = renderDashboard(memoryStore());
    await user.click(screen.getByRole('tab', { name: 'Blogs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'tower');
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    await user.click(screen.getByRole('tab', { name: 'Blogs' }));
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('tower');
  });

  it("says edits go live for everyone once published when the data is the site server's", () => {
    renderDashboard(memoryStore(), { capabilities: siteServerCapabilities });
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent("Connected to the site's database");
    expect(banner).toHaveTextContent(
      "saved as drafts on the site's server and go live for every visitor when you publish them",
    );
  });

  it('says edits go live once published when the store is Supabase', () => {
    renderDashboard(memoryStore(), { capabilities: supabaseCapabilities });
    expect(screen.getByRole('note')).toHaveTextContent(
      'saved as drafts in Supabase and go live for every visitor when you publish them',
    );
  });
});
