import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, openTab, renderDashboard } from '../test-helpers';

afterEach(() => vi.restoreAllMocks());

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('Reports tab', () => {
  it('shows four statistics and the reports on the overview', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Reports');
    const overview = within(panel).getByRole('tabpanel', { name: 'Overview' });
    expect(
      within(within(overview).getByRole('list', { name: 'Overview' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const reports = within(overview).getByRole('list', { name: 'Recent Reports' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(5);
    expect(reports).toHaveTextContent('Website · November 2024 · Generated 1 Dec 2024');
  });

  it('downloads a Ready report as a CSV file of its data', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Reports');
    const button = within(panel).getByRole('button', { name: 'Download Website Traffic' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(names).toEqual(['website-traffic-november-2024.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      [
        'Week,Visitors,Page Views,Avg. Session,Bounce Rate',
        'Nov 1-7,4105,11820,2:41,41.2%',
        'Nov 8-14,4390,12755,2:55,39.8%',
        'Nov 15-21,4720,13610,3:02,38.5%',
        'Nov 22-30,5025,14940,3:10,37.9%',
        '',
      ].join('\r\n'),
    );
  });

  it('disables the button of a report still Generating, with a progress hint', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Reports');
    const button = within(panel).getByRole('button', {
      name: 'Generating… Email Campaign Performance',
    });
    expect(button).toBeDisabled();
    const row = button.closest('li')!;
    expect(within(row).getByText('Generating')).toBeVisible();
    expect(
      within(row).getByRole('progressbar', { name: 'Generating… Email Campaign Performance' }),
    ).toBeVisible();
    expect(row).toHaveTextContent('Being generated; the download opens when it is ready.');
  });

  it('says the other sub-tabs are coming soon', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Reports');
    await user.click(within(panel).getByRole('tab', { name: 'Marketing' }));
    expect(within(panel).getByRole('tabpanel', { name: 'Marketing' })).toHaveTextContent(
      'Campaign and channel reports are coming soon.',
    );
  });
});
