import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryPostStore, samplePost } from '../../../../tests/fixtures/memory-post-store';
import {
  memoryPreviews,
  memoryStore,
  openTab,
  PREVIEW_SECRET,
  renderDashboard,
  textFieldsOf,
  toastTexts,
} from '../test-helpers';

const ransomware = samplePost({
  slug: 'ransomware-in-the-gulf',
  title: 'Ransomware in the Gulf',
  author: 'Aisha Rahman',
  date: '2024-11-18',
  excerpt: 'The attacks started with stolen passwords.',
});
const voip = samplePost({
  slug: 'voip-call-quality',
  title: 'VoIP Call Quality',
  author: 'Omar Haddad',
  date: '2024-11-27',
  excerpt: 'Jitter and packet loss, fixed.',
});

const postTitles = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Blog Posts' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function openBlogs(
  posts = memoryPostStore({ published: [ransomware], drafts: [voip] }),
  previews = memoryPreviews(),
) {
  const rendered = renderDashboard(memoryStore(), {
    openPosts: async () => posts,
    openPreviews: async () => previews,
  });
  const panel = await openTab(rendered.user, 'Blogs');
  await within(panel).findByRole('list', { name: 'Blog Posts' });
  return { ...rendered, panel, posts };
}

describe('Blogs tab', () => {
  it('lists the posts as saved, newest first, each with its state, byline and excerpt', async () => {
    const { panel, user } = await openBlogs();
    expect(postTitles(panel)).toEqual(['VoIP Call Quality', 'Ransomware in the Gulf']);
    const published = within(panel).getByRole('heading', { name: 'Ransomware in the Gulf' });
    const card = published.closest('li')!;
    expect(within(card).getByText('Published')).toBeVisible();
    expect(within(card).getByText('By Aisha Rahman · 18 Nov 2024')).toBeVisible();
    expect(within(card).getByText('The attacks started with stolen passwords.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Publish/ })).toBeNull();
    // A published post leads to its page; a draft has none to lead to.
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/blog/ransomware-in-the-gulf');
    const draft = within(panel).getByRole('heading', { name: 'VoIP Call Quality' }).closest('li')!;
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).queryByRole('link')).toBeNull();
    expect(within(draft).queryByRole('button', { name: /^History/ })).toBeNull();
    expect(within(draft).getByRole('button', { name: 'Publish VoIP Call Quality' })).toBeEnabled();

    await user.type(within(panel).getByRole('searchbox', { name: 'Search posts' }), 'aisha');
    expect(postTitles(panel)).toEqual(['Ransomware in the Gulf']);
  });

  it('writes a new post as a draft from fields made from the post schema, in both languages', async () => {
    const { panel, user, posts } = await openBlogs();
    await user.click(within(panel).getByRole('button', { name: 'Create New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    const field = textFieldsOf(dialog);
    const fill = async (label: string, text: string) => {
      await user.clear(field(label));
      await user.click(field(label));
      await user.paste(text);
    };
    // Every field of a post, each by its words in pages/admin.yaml.
    for (const label of ['Slug', 'Title', 'Author', 'Date', 'Excerpt', 'Text', 'Tags'])
      expect(field(label)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(field('Title')).toHaveAccessibleDescription('Title is required.');
    await fill('Slug', 'Fibre Desert');
    await fill('Title', 'Fibre in the Desert');
    await fill('Author', 'Ravi Menon');
    await fill('Date', '30 November');
    await fill('Excerpt', 'Laying fibre to Al Ain.');
    await fill('Text', 'We laid **40 km** of fibre.');
    await fill('Tags', 'cabling, fibre');
    // A translation begun needs its required fields.
    await fill('Title in Arabic', 'ألياف في الصحراء');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(field('Slug')).toHaveAccessibleDescription(
      'Slug must be lowercase letters and digits in words joined by single hyphens.',
    );
    expect(field('Date')).toHaveAccessibleDescription(
      'Date is not written as this field takes it.',
    );
    expect(field('Excerpt in Arabic')).toHaveAccessibleDescription(
      'Excerpt in Arabic is required.',
    );

    await fill('Slug', 'fibre-in-the-desert');
    await fill('Date', '2026-11-30');
    await fill('Excerpt in Arabic', 'مد الألياف إلى العين.');
    await fill('Text in Arabic', 'مددنا الألياف.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toastTexts()).toContain('Draft Saved"Fibre in the Desert" is in the list as a draft.');
    const saved = posts.entriesNow().find((entry) => entry.slug === 'fibre-in-the-desert');
    expect(saved?.draft).toEqual({
      slug: 'fibre-in-the-desert',
      title: 'Fibre in the Desert',
      author: 'Ravi Menon',
      date: '2026-11-30',
      excerpt: 'Laying fibre to Al Ain.',
      body: 'We laid **40 km** of fibre.',
      cover_url: null,
      cover_alt: null,
      tags: ['cabling', 'fibre'],
      translations: {
        ar: { title: 'ألياف في الصحراء', excerpt: 'مد الألياف إلى العين.', body: 'مددنا الألياف.' },
      },
    });
    expect(postTitles(panel)[0]).toBe('Fibre in the Desert');
  });

  it('edits a published post into changes not published, publishes them, and restores the first version', async () => {
    const { panel, user, posts } = await openBlogs();
    await user.click(within(panel).getByRole('button', { name: 'Edit Ransomware in the Gulf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Ransomware in the Gulf"' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    await user.clear(title);
    await user.type(title, 'Ransomware, One Year On');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const card = within(panel)
      .getByRole('heading', { name: 'Ransomware, One Year On' })
      .closest('li')!;
    expect(within(card).getByText('Changes not published')).toBeVisible();
    // The other fields kept exactly as stored.
    expect(posts.entriesNow().find((one) => one.slug === ransomware.slug)?.draft).toEqual({
      ...ransomware,
      title: 'Ransomware, One Year On',
      cover_url: null,
      cover_alt: null,
      // An edit states its translations: none typed is English only.
      translations: {},
    });

    await user.click(within(card).getByRole('button', { name: 'Publish Ransomware, One Year On' }));
    await waitFor(() => expect(within(card).getByText('Published')).toBeVisible());
    expect(toastTexts()).toContain(
      'Published"Ransomware, One Year On" is live at /blog/ransomware-in-the-gulf.',
    );

    await user.click(
      within(card).getByRole('button', { name: 'History of Ransomware, One Year On' }),
    );
    const history = await screen.findByRole('dialog', {
      name: 'History of Ransomware, One Year On',
    });
    expect(await within(history).findByRole('button', { name: 'Restore version 1' })).toBeEnabled();
    // The title changed between the two versions, named as the post dialog names it.
    const row = within(history).getByRole('rowheader', { name: 'Title' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ransomware in the Gulf', 'Ransomware, One Year On']);
    await user.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(history).not.toBeInTheDocument());
    expect(toastTexts()).toContain(
      'Version RestoredVersion 1 of "Ransomware, One Year On" is now the draft: publish it to put it live.',
    );
    const restored = within(panel)
      .getByRole('heading', { name: 'Ransomware in the Gulf' })
      .closest('li')!;
    expect(within(restored).getByText('Changes not published')).toBeVisible();
  });

  it('refuses an edit someone else saved first, naming them, and keeps what was typed', async () => {
    const posts = memoryPostStore({ published: [ransomware] }, 'Omar Haddad');
    const { panel, user } = await openBlogs(posts);
    await user.click(within(panel).getByRole('button', { name: 'Edit Ransomware in the Gulf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Ransomware in the Gulf"' });
    // Omar saves while the dialog is open.
    await posts.saveDraft({ ...ransomware, title: 'Omar was here' }, 1);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Sara was here');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(await within(dialog).findByText(/Omar Haddad.* changed "Sara was here"/)).toBeVisible();
    expect(title).toHaveValue('Sara was here');
  });

  it('takes a published post off the blog at once, asking first, its words kept as a draft', async () => {
    const { panel, user, posts } = await openBlogs();
    await user.click(
      within(panel).getByRole('button', { name: 'Schedule Ransomware in the Gulf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Ransomware in the Gulf' });
    await user.click(within(dialog).getByRole('button', { name: 'Take Off Now' }));
    expect(within(dialog).getByRole('group', { name: 'Take Off Now' })).toHaveTextContent(
      'Take "Ransomware in the Gulf" off the blog now?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Take It Off' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toastTexts()).toContain(
      'Taken Off the Blog"Ransomware in the Gulf" is off the blog. Its words stay as a draft: publish them to bring it back.',
    );
    const card = within(panel)
      .getByRole('heading', { name: 'Ransomware in the Gulf' })
      .closest('li')!;
    expect(within(card).getByText('Draft')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(posts.entriesNow().find((one) => one.slug === ransomware.slug)?.draft).toEqual(
      ransomware,
    );
  });

  it("shares a draft's saved changes by a preview link, then throws the draft away, asking first", async () => {
    const previews = memoryPreviews();
    const { panel, user, posts } = await openBlogs(undefined, previews);
    // Only saved changes have something to preview.
    const published = within(panel)
      .getByRole('heading', { name: 'Ransomware in the Gulf' })
      .closest('li')!;
    expect(within(published).queryByRole('button', { name: /^Preview links/ })).toBeNull();

    await user.click(
      within(panel).getByRole('button', { name: 'Preview links of "VoIP Call Quality"' }),
    );
    const sharing = await screen.findByRole('dialog', {
      name: 'Preview links of "VoIP Call Quality"',
    });
    await user.click(within(sharing).getByRole('button', { name: 'Create Link' }));
    expect(previews.create).toHaveBeenCalledWith('posts', 'voip-call-quality', 7);
    expect(
      await within(sharing).findByRole('textbox', { name: 'Preview link (English)' }),
    ).toHaveValue(`https://www.techcrew.ae/blog/voip-call-quality?preview=${PREVIEW_SECRET}`);
    await user.click(within(sharing).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sharing).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Edit VoIP Call Quality' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "VoIP Call Quality"' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard Saved Changes' }));
    expect(within(dialog).getByRole('group', { name: 'Discard Saved Changes' })).toHaveTextContent(
      '"VoIP Call Quality" was never published: discarding its draft removes it for good.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toastTexts()).toContain(
      'Draft Removed"VoIP Call Quality" was never published, and is gone now; /blog/voip-call-quality is free again.',
    );
    expect(postTitles(panel)).toEqual(['Ransomware in the Gulf']);
    expect(posts.entriesNow().map((entry) => entry.slug)).toEqual([ransomware.slug]);
  });
});
