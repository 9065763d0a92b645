import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishAndArabic } from '../../../../tests/fixtures/locales';
import { serviceInput } from '../../../../tests/fixtures/service-content';
import { PreviewNotFoundError, type PreviewLink } from '../../../previews/preview-link';
import {
  memoryPreviews,
  memoryStore,
  PREVIEW_SECRET as SECRET,
  renderDashboard,
  storedService,
} from '../test-helpers';

/** Cybersecurity, published, with saved changes in English and Arabic. */
function storeWithDraft() {
  const store = memoryStore([storedService({ slug: 'cybersecurity', name: 'Cybersecurity' })]);
  store.drafts.set('cybersecurity', {
    ...serviceInput({ h1: 'Security That Never Sleeps' }),
    translations: { ar: { ...serviceInput(), name: 'الأمن السيبراني', h1: 'أمن لا ينام' } },
  });
  return store;
}

async function openPreviews(previews = memoryPreviews()) {
  const rendered = renderDashboard(storeWithDraft(), {
    openPreviews: async () => previews,
    site: { locales: englishAndArabic },
  });
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Preview links of Cybersecurity' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Preview links of Cybersecurity' });
  return { ...rendered, previews, dialog };
}

describe('Preview Links dialog', () => {
  it('makes a link for the days chosen and shows it once, in each language the record has', async () => {
    const { dialog, previews, user } = await openPreviews();
    expect(await within(dialog).findByText('No links made yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Works for' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(previews.create).toHaveBeenCalledWith('services', 'cybersecurity', 30);

    expect(
      await within(dialog).findByText('Copy the link now: it is shown only this once.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Preview link (English)' })).toHaveValue(
      `https://www.techcrew.ae/services/cybersecurity?preview=${SECRET}`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Preview link (العربية)' })).toHaveValue(
      `https://www.techcrew.ae/ar/services/cybersecurity?preview=${SECRET}`,
    );
    expect(await within(dialog).findByText(/^Made by .Sara Khan. on /)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Works until /)).toBeInTheDocument();
  });

  it('copies a new link, and says so', async () => {
    const { dialog, user } = await openPreviews();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Copy the preview link (English)' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `https://www.techcrew.ae/services/cybersecurity?preview=${SECRET}`,
    );
    expect(within(dialog).getByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('revokes a working link, which then says who revoked it; an expired one has no button', async () => {
    const expired: PreviewLink = {
      id: 'old',
      collection: 'services',
      subject: 'cybersecurity',
      created_by: 'Omar Haddad',
      created_at: '2026-11-01T08:00:00.000Z',
      expires_at: '2026-11-02T08:00:00.000Z',
      revoked_by: null,
      revoked_at: null,
    };
    const { dialog, previews, user } = await openPreviews(memoryPreviews([expired]));
    expect(await within(dialog).findByText(/^Expired on /)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    const revoke = await within(dialog).findByRole('button', { name: /^Revoke the link made on / });
    await user.click(revoke);
    expect(previews.revoke).toHaveBeenCalledWith('link-2');
    expect(await within(dialog).findByText(/^Revoked by .Omar Haddad. on /)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Preview Link RevokedThe link to the changes to Cybersecurity no longer opens.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says when the changes were published meanwhile, and makes no link', async () => {
    const previews = memoryPreviews();
    previews.create.mockRejectedValueOnce(new PreviewNotFoundError('cybersecurity'));
    const { dialog, user } = await openPreviews(previews);
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No Link MadeCybersecurity has no saved changes to show: they may have been published meanwhile.',
    );
    expect(within(dialog).queryByText(/shown only this once/)).not.toBeInTheDocument();
  });

  it('is offered only for saved changes, and only where the server can open links', async () => {
    const store = memoryStore([
      storedService({ slug: 'cybersecurity', name: 'Cybersecurity' }),
      storedService({ slug: 'firewalls', name: 'Firewalls' }),
    ]);
    store.drafts.set('cybersecurity', serviceInput({ h1: 'Changed' }));
    const served = renderDashboard(store, { openPreviews: async () => memoryPreviews() });
    expect(
      await screen.findByRole('button', { name: 'Preview links of Cybersecurity' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview links of Firewalls' })).toBeNull();
    served.unmount();

    // A static host (Supabase) has no server to open a link.
    renderDashboard(store);
    expect(await screen.findByRole('button', { name: 'Edit Cybersecurity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Preview links of/ })).toBeNull();
  });
});
