import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore, openTab, renderDashboard } from '../test-helpers';

describe('Email Marketing tab', () => {
  it('shows four statistics and the campaigns with their figures', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Email Marketing');
    const stats = within(panel).getByRole('list', { name: 'Email Marketing' });
    expect(within(stats).getAllByRole('listitem')).toHaveLength(4);
    expect(stats).toHaveTextContent('Total Subscribers12,847');

    const campaigns = within(panel).getByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getAllByRole('listitem')).toHaveLength(4);
    const sent = within(campaigns)
      .getByRole('heading', { name: 'November Security Bulletin' })
      .closest('li')!;
    expect(within(sent).getByText('Sent')).toBeVisible();
    expect(within(sent).getByText('Sent 12 Nov 2024')).toBeVisible();
    expect(within(sent).getByText('Opens').nextSibling).toHaveTextContent('4,980');
    expect(within(sent).getByText('Clicks').nextSibling).toHaveTextContent('812');
    expect(within(sent).getByText('Subscribers').nextSibling).toHaveTextContent('12,535');
    expect(within(campaigns).getByText('Scheduled for 5 Dec 2024')).toBeVisible();
    expect(within(campaigns).getByText('Not scheduled yet')).toBeVisible();
  });

  it('says the other sub-tabs are coming soon', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Email Marketing');
    for (const [tab, text] of [
      ['Subscribers', 'Subscriber lists and segments are coming soon.'],
      ['Templates', 'Reusable email templates are coming soon.'],
      ['Automation', 'Automated welcome and follow-up journeys are coming soon.'],
    ] as const) {
      await user.click(within(panel).getByRole('tab', { name: tab }));
      expect(within(panel).getByRole('tabpanel', { name: tab })).toHaveTextContent(text);
    }
  });
});
