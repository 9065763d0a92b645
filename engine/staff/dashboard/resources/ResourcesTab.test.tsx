import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore, openTab, renderDashboard } from '../test-helpers';

describe('Resources tab', () => {
  it('lists every resource under All, with its reach, size or length, and date', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Resources');
    const all = within(panel).getByRole('list', { name: 'All' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(6);
    const report = within(all)
      .getByRole('heading', { name: '2025 UAE Cyber-Threat Report' })
      .closest('li')!;
    expect(report).toHaveTextContent('Document');
    expect(report).toHaveTextContent('Security');
    expect(report).toHaveTextContent('1,842 downloads · 4.8 MB · 20 Nov 2024');
    const video = within(all)
      .getByRole('heading', { name: 'Cloud Migration in 30 Minutes' })
      .closest('li')!;
    expect(video).toHaveTextContent('3,215 views · 31:40 · 2 Nov 2024');
  });

  it('filters by kind in the other sub-tabs', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Resources');
    for (const [tab, titles] of [
      ['Documents', ['2025 UAE Cyber-Threat Report', 'Network Security Best Practices']],
      ['Videos', ['Cloud Migration in 30 Minutes', 'Setting Up a Secure Guest Wi-Fi']],
      ['Templates', ['Incident Response Playbook', 'Cloud Migration Checklist']],
    ] as const) {
      await user.click(within(panel).getByRole('tab', { name: tab }));
      const list = within(panel).getByRole('list', { name: tab });
      expect(
        within(list)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual(titles);
    }
  });
});
