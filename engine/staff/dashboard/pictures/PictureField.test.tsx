import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { supabaseCapabilities } from '../../../data/capabilities';
import { DataRequestError } from '../../../errors/data-request-error';
import {
  PictureRefusedError,
  type PictureUploader,
  type UploadedPicture,
} from '../../../uploads/picture-uploader';
import {
  memoryStore,
  openTab,
  renderDashboard,
  storedService,
  textFieldsOf,
} from '../test-helpers';

const stored: UploadedPicture = {
  id: '0123456789abcdef',
  width: 1600,
  height: 1067,
  url: '/uploads/0123456789abcdef-1600x1067.jpg',
};

const cloud = storedService({
  slug: 'cloud-it',
  name: 'Cloud IT',
  image_url: null,
  image_alt: null,
});

/** An uploader that keeps each upload waiting until the test lets it answer. */
function heldUploader() {
  let answer: (outcome: UploadedPicture | Error) => void = () => {};
  const upload = vi.fn<PictureUploader['upload']>(
    () =>
      new Promise((resolve, reject) => {
        answer = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return { upload, answer: (outcome: UploadedPicture | Error) => answer(outcome) };
}

const photo = (name = 'office.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

async function editCloud(uploader: PictureUploader | null, store = memoryStore([cloud])) {
  const rendered = renderDashboard(store, { openUploads: async () => uploader });
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Cloud IT' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Cloud IT' });
  return { ...rendered, store, dialog, field: textFieldsOf(dialog) };
}

describe("A record's picture in its dialog", () => {
  it('uploads a chosen photo, shows it and names it; saving asks for its description first', async () => {
    const uploader = heldUploader();
    const { user, dialog, field, store } = await editCloud(uploader);
    // The file chooser takes any file: the server tells a picture by its content.
    await user.upload(within(dialog).getByLabelText('Choose a Photo'), photo());
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Uploading office.jpg…');
    expect(within(dialog).getByRole('button', { name: 'Choose a Photo' })).toBeDisabled();

    uploader.answer(stored);
    await waitFor(() => expect(field('Image URL')).toHaveValue(stored.url));
    expect(status).toHaveTextContent(
      'office.jpg is stored as a 1,600 × 1,067 picture, without its location or camera details.',
    );
    const preview = within(dialog).getByRole('img', {
      name: 'The picture as the page will show it',
    });
    expect(preview).toHaveAttribute('src', '/uploads/0123456789abcdef-1080.jpg');
    expect(preview.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/0123456789abcdef-360.avif 360w'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(field('Image Description')).toHaveAccessibleDescription(
      'Describe the picture for people who cannot see it.',
    );
    expect(field('Image Description')).toHaveFocus();
    expect(store.saveDraft).not.toHaveBeenCalled();

    await user.click(field('Image Description'));
    await user.paste('Our engineers at the Dubai office');
    expect(
      within(dialog).getByRole('img', { name: 'Our engineers at the Dubai office' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(store.saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          image_url: stored.url,
          image_alt: 'Our engineers at the Dubai office',
        }),
        expect.anything(),
      ),
    );
  });

  it("says why a file is refused, naming it, and keeps the record's picture", async () => {
    const uploader = heldUploader();
    const illustrated = { ...cloud, image_url: '/images/services/cloud.webp' };
    const { user, dialog, field } = await editCloud(uploader, memoryStore([illustrated]));
    const chooser = within(dialog).getByLabelText('Choose a Photo');
    await user.upload(chooser, photo('invoice.jpg'));
    uploader.answer(new PictureRefusedError('not-a-picture', 'not a picture'));
    expect(
      await within(dialog).findByText(
        'invoice.jpg is not a JPEG, PNG, WebP or AVIF picture. Save it in one of these formats and try again.',
      ),
    ).toBeVisible();
    await user.upload(chooser, photo('poster.png'));
    uploader.answer(new PictureRefusedError('too-large', 'too large'));
    expect(await within(dialog).findByText(/^poster\.png is larger than 15 MB/)).toBeVisible();
    await user.upload(chooser, photo('team.jpg'));
    uploader.answer(new DataRequestError('network', 'offline'));
    expect(
      await within(dialog).findByText(
        'team.jpg could not be uploaded: the server did not answer. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(field('Image URL')).toHaveValue('/images/services/cloud.webp');
  });

  it('uploads a photo dropped on it, and Remove Picture takes it off the record', async () => {
    const uploader = heldUploader();
    const { user, dialog, field } = await editCloud(uploader);
    const dropZone = within(dialog).getByRole('group', { name: /^Drop a photo here/ });
    const dropped = photo('rack.webp');
    fireEvent.drop(dropZone, { dataTransfer: { files: [dropped] } });
    await waitFor(() => expect(uploader.upload).toHaveBeenCalledWith(dropped));
    uploader.answer(stored);
    await waitFor(() => expect(field('Image URL')).toHaveValue(stored.url));
    expect(within(dialog).getByRole('button', { name: 'Replace Photo' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Picture' }));
    expect(field('Image URL')).toHaveValue('');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose a Photo' })).toBeEnabled();
  });

  it('asks for an address alone where the data lives in Supabase', async () => {
    const rendered = renderDashboard(memoryStore([cloud]), {
      capabilities: supabaseCapabilities,
      openUploads: async () => null,
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit Cloud IT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cloud IT' });
    expect(
      await within(dialog).findByText(/^Photos are uploaded where the site runs its own server/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Choose a Photo' })).toBeNull();
    expect(textFieldsOf(dialog)('Image URL')).toBeEnabled();
  });

  it("is a post's cover picture too, described before the post is saved", async () => {
    const uploader = heldUploader();
    const rendered = renderDashboard(memoryStore(), { openUploads: async () => uploader });
    const panel = await openTab(rendered.user, 'Blogs');
    await rendered.user.click(within(panel).getByRole('button', { name: 'Create New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await rendered.user.upload(within(dialog).getByLabelText('Choose a Photo'), photo());
    uploader.answer(stored);
    const field = textFieldsOf(dialog);
    await waitFor(() => expect(field('Cover Picture')).toHaveValue(stored.url));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(field('Cover Description')).toHaveAccessibleDescription(
      'Describe the picture for people who cannot see it.',
    );
  });
});
