import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../../activity/activity';
import { memoryStore, openTab, renderDashboard } from '../test-helpers';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-29T13:01:00.000Z',
  person: 'Sara Khan',
  action: 'published',
  collection: 'services',
  subject: 'cybersecurity',
  detail: { version: 2 },
  ...overrides,
});

// Newest first, as the store answers.
const log: ActivityEntry[] = [
  entry({
    person: 'Omar Haddad',
    action: 'lead-status',
    collection: 'leads',
    subject: '3f2a9c1b-0000-4000-8000-000000000001',
    detail: { from: 'new', to: 'contacted' },
  }),
  entry({ action: 'published', detail: { version: 2 } }),
  entry({ action: 'draft-saved', detail: { new: false } }),
  entry({ person: 'import', action: 'imported', subject: 'cloud', detail: { version: 1 } }),
  entry({ action: 'signed-in', collection: null, subject: null, detail: {} }),
  entry({ person: '', action: 'archived', subject: 'cloud', detail: {} }),
  entry({
    person: 'Operator (sitectl)',
    action: 'preview-created',
    collection: 'pages',
    subject: '/about, /ar/about',
    detail: { link: 'a1', expires_at: '2026-12-06T13:01:00.000Z' },
  }),
];

function renderActivity(list = vi.fn(async () => log)) {
  const view = renderDashboard(memoryStore(), { openActivity: async () => ({ list }) });
  return { ...view, list };
}

const lines = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Activity tab', () => {
  it('lists who did what, newest first, in words, with when and on what', async () => {
    const { user, list } = renderActivity();
    const panel = await openTab(user, 'Activity');
    expect(await within(panel).findByText('7 actions, newest first')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ limit: 500 });
    expect(lines(panel)).toEqual([
      '29 Nov, 17:01Omar HaddadMoved a lead from New to ContactedLead 3f2a9c1b',
      '29 Nov, 17:01Sara KhanPublished version 2Service: cybersecurity',
      '29 Nov, 17:01Sara KhanSaved a draftService: cybersecurity',
      '29 Nov, 17:01importImported as version 1Service: cloud',
      '29 Nov, 17:01Sara KhanSigned in',
      '29 Nov, 17:01UnknownDid "archived"Service: cloud',
      '29 Nov, 17:01Operator (sitectl)Made a preview link that works until 6 Dec, 17:01Pages: /about, /ar/about',
    ]);
    expect(within(panel).getByRole('link', { name: 'Open lead 3f2a9c1b' })).toHaveAttribute(
      'href',
      '?lead=3f2a9c1b-0000-4000-8000-000000000001',
    );
  });

  it('narrows to one person and one record, and says when nothing matches', async () => {
    const { user } = renderActivity();
    const panel = await openTab(user, 'Activity');
    await within(panel).findByText('7 actions, newest first');
    await user.selectOptions(within(panel).getByLabelText('Person'), 'Sara Khan');
    expect(lines(panel)).toHaveLength(3);
    await user.selectOptions(within(panel).getByLabelText('Record'), 'Service: cybersecurity');
    expect(lines(panel).map((line) => line?.includes('cybersecurity'))).toEqual([true, true]);
    await user.selectOptions(within(panel).getByLabelText('Record'), 'Service: cloud');
    expect(within(panel).getByText('No actions match these filters.')).toBeInTheDocument();
    // A preview of pages is a record of its own in the filter, named by its addresses.
    await user.selectOptions(within(panel).getByLabelText('Person'), 'Operator (sitectl)');
    await user.selectOptions(within(panel).getByLabelText('Record'), 'Pages: /about, /ar/about');
    expect(lines(panel)).toHaveLength(1);
  });

  it('says when nothing is recorded yet, and why it could not load, with a retry', async () => {
    const list = vi
      .fn<() => Promise<ActivityEntry[]>>()
      .mockRejectedValueOnce(new Error('The server could not be reached.'))
      .mockResolvedValue([]);
    const { user } = renderActivity(list);
    const panel = await openTab(user, 'Activity');
    expect(
      await within(panel).findByText(
        /The activity could not be loaded\. The server could not be reached\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText(/Nothing recorded yet/)).toBeInTheDocument();
  });

  it('loads the newest actions again on Refresh', async () => {
    const list = vi
      .fn<() => Promise<ActivityEntry[]>>()
      .mockResolvedValueOnce([])
      .mockResolvedValue(log);
    const { user } = renderActivity(list);
    const panel = await openTab(user, 'Activity');
    await within(panel).findByText(/Nothing recorded yet/);
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(lines(panel)).toHaveLength(7));
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  });
});
