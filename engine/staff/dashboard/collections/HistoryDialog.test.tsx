import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../../../tests/fixtures/service-content';
import { memoryStore, renderDashboard, storedService, toastTexts } from '../test-helpers';

// A record published twice: its history shows both versions, who published them, the
// fields that changed in both languages, and restores the older one as the draft.
function storeWithTwoVersions() {
  const store = memoryStore([storedService({ slug: 'cybersecurity', name: 'Cybersecurity' })]);
  const first = serviceInput({ translations: { ar: { name: 'الأمن', h1: 'أمن قديم' } } });
  const second = serviceInput({
    h1: 'Security That Never Sleeps',
    translations: { ar: { name: 'الأمن', h1: 'أمن لا ينام' } },
  });
  store.history.set('cybersecurity', [
    {
      version: 2,
      record: second,
      published_by: 'Omar Haddad',
      published_at: '2026-11-29T09:00:00Z',
    },
    { version: 1, record: first, published_by: 'Sara Khan', published_at: '2026-11-28T09:00:00Z' },
  ]);
  return store;
}

async function openHistory(store = storeWithTwoVersions()) {
  const rendered = renderDashboard(store);
  await rendered.user.click(
    await screen.findByRole('button', { name: 'History of Cybersecurity' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'History of Cybersecurity' });
  return { ...rendered, store, dialog };
}

describe('History dialog', () => {
  it('lists each version with who published it, and the changes in both languages', async () => {
    const { dialog } = await openHistory();
    const versions = within(dialog).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2Published by \u2068Omar Haddad\u2069 on /),
      expect.stringMatching(/^Version 1Published by \u2068Sara Khan\u2069 on .*Restore$/),
    ]);
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldVersion 1Version 2',
      `Page Title (H1)${serviceInput().h1}Security That Never Sleeps`,
      'Heading in Arabic (H1)أمن قديمأمن لا ينام',
    ]);
  });

  it('restores an older version as the draft, to publish', async () => {
    const { dialog, store, user } = await openHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Version RestoredVersion 1 of Cybersecurity is now the draft: publish it to put it live.',
      ),
    );
    expect(store.restore).toHaveBeenCalledWith('cybersecurity', 1, 0);
    expect(store.drafts.get('cybersecurity')?.translations?.ar?.h1).toBe('أمن قديم');
    const card = screen.getByRole('heading', { name: 'Cybersecurity' }).closest('li')!;
    expect(await within(card).findByText('Changes not published')).toBeVisible();
  });

  it('has no History button for a record never published', async () => {
    renderDashboard(memoryStore([storedService({ slug: 'firewalls', name: 'Firewalls' })]));
    await screen.findByRole('button', { name: 'Edit Firewalls' });
    expect(screen.queryByRole('button', { name: 'History of Firewalls' })).toBeNull();
  });
});
