import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSite } from '../../../../tests/render';
import { adminBlock } from '../test-helpers';
import { NewPostDialog } from './NewPostDialog';

const blogs = adminBlock.tabs.find((tab) => tab.blogs)?.blogs;
if (!blogs) throw new Error('pages/admin.yaml has a blogs tab');
const newPost = blogs.newPost;

/** The dialog of pages/admin.yaml, open, with its messages and the site's as a test words them. */
function openDialog(
  messages: typeof newPost.messages,
  siteMessages: Partial<typeof testSite.forms.messages> = {},
) {
  const onSaved = vi.fn();
  const site = {
    ...testSite,
    forms: { ...testSite.forms, messages: { ...testSite.forms.messages, ...siteMessages } },
  };
  renderWithProviders(
    <NewPostDialog config={{ ...newPost, messages }} open onClose={() => {}} onSaved={onSaved} />,
    { site },
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New Post' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const save = () => within(dialog).getByRole('button', { name: 'Save Draft' });
  return { dialog, field, save, onSaved };
}

describe('New Post dialog', () => {
  it('words its messages as the page says, and focuses the first field it refuses', async () => {
    const user = userEvent.setup();
    const { field, save, onSaved } = openDialog({ required: 'Add the {lowercaseLabel}' });
    await user.type(field('Author'), 'Ravi Menon');
    await user.click(save());
    expect(field('Post Title')).toHaveAccessibleDescription('Add the post title');
    expect(field('Post Title')).toHaveFocus();
    expect(field('Author')).toHaveAttribute('aria-invalid', 'false');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("uses the site's messages where the page words none", async () => {
    const user = userEvent.setup();
    const { field, save, onSaved } = openDialog(
      {},
      { tooLong: '{label}: at most {max} characters' },
    );
    await user.type(field('Author'), 'Ravi Menon');
    await user.click(field('Post Title'));
    await user.paste('a'.repeat(301));
    await user.click(save());
    expect(field('Post Title')).toHaveAccessibleDescription('Post Title: at most 300 characters');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
