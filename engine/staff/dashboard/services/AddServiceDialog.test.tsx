import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  memoryStore,
  renderDashboard,
  storedService,
  textFieldsOf,
  toastTexts,
} from '../test-helpers';

async function openDialog(
  store = memoryStore([storedService({ slug: 'cloud', name: 'Cloud', parent: 'cloud' })]),
  pageFiles?: Record<string, string>,
) {
  const rendered = renderDashboard(store, pageFiles ? { site: { pageFiles } } : {});
  await rendered.user.click(await screen.findByRole('button', { name: 'Add New Service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Service' });
  const field = textFieldsOf(dialog);
  const fill = async (name: string, text: string) => {
    await rendered.user.click(field(name));
    await rendered.user.paste(text);
  };
  return { ...rendered, store, dialog, field, fill };
}

describe('Add New Service dialog', () => {
  it('offers every field of a service record, the three required ones marked', async () => {
    const { field } = await openDialog();
    for (const name of [
      'Service Name',
      'URL Slug',
      'Page Title (H1)',
      'Category',
      'Hero Text',
      'Introduction',
      'Current Challenges',
      'Our Solutions',
      'Technology Partners',
      'Button Label',
      'Image URL',
      'Image Description',
      'YouTube Video',
      'Meta Title',
      'Meta Description',
    ]) {
      expect(field(name)).toBeVisible();
    }
    expect(field('Service Name')).toBeRequired();
    expect(field('URL Slug')).toBeRequired();
    expect(field('Page Title (H1)')).toBeRequired();
    expect(field('Category')).not.toBeRequired();
  });

  it('says, once the slug is typed, when a page file and not the record will make the page', async () => {
    const { user, field, dialog } = await openDialog(undefined, {
      '/services/cybersecurity': 'pages/services/cybersecurity.yaml',
    });
    await user.type(field('Service Name'), 'Cyber');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field('Service Name'), 'security');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '/services/cybersecurity is written in pages/services/cybersecurity.yaml',
    );
  });

  it('is at most 80% of the viewport tall', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveStyle({ maxHeight: '80vh' });
  });

  it('fills the slug from the name until the slug is edited, and again once it is emptied', async () => {
    const { user, field } = await openDialog();
    await user.type(field('Service Name'), 'Wi-Fi & APs');
    expect(field('URL Slug')).toHaveValue('wi-fi-aps');
    await user.clear(field('URL Slug'));
    expect(field('URL Slug')).toHaveValue('');
    await user.type(field('Service Name'), ' Pro');
    expect(field('URL Slug')).toHaveValue('wi-fi-aps-pro');
    await user.type(field('URL Slug'), '-uae');
    await user.type(field('Service Name'), '2');
    expect(field('URL Slug')).toHaveValue('wi-fi-aps-pro-uae');
  });

  it('says which required fields are missing, on the fields, and focuses the first', async () => {
    const { user, dialog, field, store } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));
    expect(await within(dialog).findByText('Service Name is required')).toBeVisible();
    expect(within(dialog).getByText('URL Slug is required')).toBeVisible();
    expect(within(dialog).getByText('Page Title (H1) is required')).toBeVisible();
    expect(field('Service Name')).toHaveAccessibleDescription('Service Name is required');
    expect(field('Service Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Service Name')).toHaveFocus());
    expect(store.saveDraft).not.toHaveBeenCalled();
  });

  it('refuses an unsafe image address, a bad slug and a video that is not YouTube', async () => {
    const { user, dialog, field, fill, store } = await openDialog();
    await fill('Service Name', 'Firewall');
    await fill('Page Title (H1)', 'Firewalls');
    await user.clear(field('URL Slug'));
    await fill('URL Slug', 'Fire_Wall');
    await fill('Image URL', 'javascript:alert(1)');
    await fill('YouTube Video', 'https://vimeo.com/123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));
    expect(field('URL Slug')).toHaveAccessibleDescription(/lowercase letters and digits/);
    expect(field('Image URL')).toHaveAccessibleDescription(/https:\/\/ address or a path/);
    expect(field('YouTube Video')).toHaveAccessibleDescription(/11-character YouTube video id/);
    expect(store.saveDraft).not.toHaveBeenCalled();
  });

  it('says an answer is longer than a service record keeps, on the field, and focuses it', async () => {
    const { user, dialog, field, fill, store } = await openDialog();
    await fill('Service Name', 'Firewall');
    await fill('Page Title (H1)', 'Firewalls');
    await fill('Introduction', 'a'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));
    expect(field('Introduction')).toHaveAccessibleDescription(
      'Introduction is too long: keep it to 5,000 characters',
    );
    await waitFor(() => expect(field('Introduction')).toHaveFocus());
    expect(store.saveDraft).not.toHaveBeenCalled();
  });

  it('creates the service with the defaults, closes, toasts and shows it in the list', async () => {
    const { user, dialog, fill, store } = await openDialog();
    await fill('Service Name', 'Managed Firewall');
    await fill('Page Title (H1)', 'Managed Firewall Services in Dubai');
    await fill('Hero Text', 'Firewalls watched around the clock.');
    await fill('Current Challenges', 'Old rules, , No alerts ');
    await fill('Technology Partners', 'Fortinet,Sophos');
    await fill('YouTube Video', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.saveDraft).toHaveBeenCalledWith(
      {
        slug: 'managed-firewall',
        parent: 'general',
        name: 'Managed Firewall',
        meta_title: 'Managed Firewall',
        meta_description: 'Firewalls watched around the clock.',
        h1: 'Managed Firewall Services in Dubai',
        hero: 'Firewalls watched around the clock.',
        intro: null,
        pains: ['Old rules', 'No alerts'],
        solutions: [],
        cta_label: 'Get Started',
        video_id: 'dQw4w9WgXcQ',
        image_alt: 'Managed Firewall',
        image_url: null,
        brands: ['Fortinet', 'Sophos'],
      },
      null,
    );
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Draft CreatedNo visitor sees it yet: publish it from its card to put /services/managed-firewall online.',
      ),
    );
    // Listed as a draft, which no visitor sees: nothing is published.
    const card = (await screen.findByRole('heading', { name: 'Managed Firewall' })).closest('li')!;
    expect(within(card as HTMLElement).getByText('Draft')).toBeVisible();
    expect(store.rows.has('managed-firewall')).toBe(false);
    expect(store.entries).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Add New Service' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add New Service' });
    expect(within(reopened).getByRole('textbox', { name: 'Service Name' })).toHaveValue('');
  });

  it('shows a taken slug on the slug field and says so in a toast', async () => {
    const { user, dialog, field, fill } = await openDialog();
    await fill('Service Name', 'Cloud');
    await fill('Page Title (H1)', 'Cloud in Dubai');
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));
    await waitFor(() =>
      expect(field('URL Slug')).toHaveAccessibleDescription(
        'The slug "cloud" is already used by another service. Choose another one.',
      ),
    );
    expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Slug Already TakenA service with the slug "cloud" already exists. Choose another URL slug.',
      ),
    );
    await waitFor(() => expect(field('URL Slug')).toHaveFocus());
  });

  it('keeps the dialog open and says to try again when saving fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    store.saveDraft.mockRejectedValueOnce(new Error('Could not save the draft: offline'));
    const { user, dialog, field, fill } = await openDialog(store);
    await fill('Service Name', 'Backup');
    await fill('Page Title (H1)', 'Backup in Dubai');
    await user.click(within(dialog).getByRole('button', { name: 'Create Draft' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('ErrorFailed to create service. Please try again.'),
    );
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error Failed to create service. Please try again.',
    );
    expect(field('Service Name')).toHaveValue('Backup');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
