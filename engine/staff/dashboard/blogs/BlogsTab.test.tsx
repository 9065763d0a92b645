import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore, openTab, renderDashboard, toastTexts } from '../test-helpers';

const postTitles = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Blog Posts' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Blogs tab', () => {
  it('lists the sample posts with status, author, date, views and excerpt', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Blogs');
    expect(postTitles(panel)).toHaveLength(5);
    const post = within(panel)
      .getByRole('heading', { name: 'Ransomware in the Gulf: What Changed in 2024' })
      .closest('li')!;
    expect(within(post).getByText('Published')).toBeVisible();
    expect(within(post).getByText('By Aisha Rahman · 18 Nov 2024 · 2,480 views')).toBeVisible();
    expect(within(post).getByText(/started with stolen passwords/)).toBeVisible();
    expect(within(panel).getAllByText('Draft')).toHaveLength(2);
  });

  it('filters by title, author or excerpt, and says when nothing matches', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Blogs');
    const search = within(panel).getByRole('searchbox', { name: 'Search posts' });
    await user.type(search, 'omar');
    expect(postTitles(panel)).toEqual([
      'Microsoft 365 Licences You Are Paying For but Not Using',
      'VoIP Call Quality: A Checklist for Office Managers',
    ]);
    await user.clear(search);
    await user.type(search, 'tower');
    expect(postTitles(panel)).toEqual(['Structured Cabling for a 50-Floor Tower']);
    await user.type(search, 'zzz');
    expect(within(panel).getByText('No posts found matching your search.')).toBeVisible();
  });

  it('starts a draft from Create New Post: title and author required', async () => {
    const { user } = renderDashboard(memoryStore());
    const panel = await openTab(user, 'Blogs');
    await user.click(within(panel).getByRole('button', { name: 'Create New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(within(dialog).getByRole('textbox', { name: 'Post Title' })).toHaveAccessibleDescription(
      'Post Title is required',
    );
    expect(within(dialog).getByText('Author is required')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Post Title' }), 'SD-WAN Basics');
    await user.type(within(dialog).getByRole('textbox', { name: 'Author' }), 'Ravi Menon');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(toastTexts()).toContain('Draft Saved!"SD-WAN Basics" is in the list as a draft.'),
    );
    expect(postTitles(panel)[0]).toBe('SD-WAN Basics');
    const draft = within(panel).getByRole('heading', { name: 'SD-WAN Basics' }).closest('li')!;
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).getByText(/^By Ravi Menon · .* · 0 views$/)).toBeVisible();
  });
});
