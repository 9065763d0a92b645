import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../tools/download-file';
import {
  leadRecord,
  memoryLeadStore,
  memoryStore,
  openTab,
  renderDashboard,
  toastTexts,
} from '../test-helpers';

vi.mock('../../tools/download-file', () => ({ downloadFile: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const leads = [
  leadRecord({ id: 'one', name: 'Layla Haddad', email: 'layla@example.ae' }),
  leadRecord({
    id: 'two',
    name: 'Layla H.',
    email: 'Layla@Example.ae',
    created_at: '2026-11-20T07:00:00.000Z',
  }),
  leadRecord({ id: 'three', name: 'Karim Nasser', email: 'karim@example.ae' }),
];

async function openLayla() {
  const leadStore = memoryLeadStore(leads);
  const rendered = renderDashboard(memoryStore(), { openLeads: async () => leadStore });
  await openTab(rendered.user, 'Leads');
  await rendered.user.click(
    await screen.findByRole('button', { name: /^Open the lead from Layla Haddad,/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Lead from Layla Haddad' });
  const section = within(dialog).getByRole('region', { name: 'Their data' });
  return { ...rendered, leadStore, dialog, section };
}

describe("A lead's data, for the person it is about", () => {
  it('downloads everything stored about their address as one JSON file', async () => {
    const { user, section } = await openLayla();
    expect(section).toHaveTextContent(
      'Everything the site stores about layla@example.ae: download it for them',
    );
    await user.click(within(section).getByRole('button', { name: 'Download Their Data' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]!;
    expect(name).toMatch(/^data-\d{4}-\d\d-\d\d\.json$/);
    const saved = JSON.parse(await blob.text()) as { email: string; leads: { name: string }[] };
    expect(saved.email).toBe('layla@example.ae');
    expect(saved.leads.map((lead) => lead.name).sort()).toEqual(['Layla H.', 'Layla Haddad']);
  });

  it('erases only after asking, closes the lead, says so, and the list no longer shows them', async () => {
    const { user, section, leadStore } = await openLayla();
    await user.click(within(section).getByRole('button', { name: 'Erase Their Data…' }));
    const ask = within(section).getByRole('group', { name: 'Erase Their Data…' });
    expect(ask).toHaveTextContent('Erase every lead sent with layla@example.ae');
    expect(within(ask).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep' }));
    expect(leadStore.person.erase).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Erase Their Data…' }));
    await user.click(within(section).getByRole('button', { name: 'Erase for Good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(leadStore.person.erase).toHaveBeenCalledWith('layla@example.ae');
    expect(toastTexts()).toContain(
      'Data ErasedNothing is stored about layla@example.ae any more (leads erased: 2).',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Open the lead from Layla/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /^Open the lead from Karim Nasser,/ })).toBeVisible();
  });

  it('says in the lead when nothing could be erased, and keeps it open', async () => {
    const { user, section, leadStore, dialog } = await openLayla();
    leadStore.person.erase.mockRejectedValueOnce(new Error('the database is away'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(section).getByRole('button', { name: 'Erase Their Data…' }));
    await user.click(within(section).getByRole('button', { name: 'Erase for Good' }));
    expect(
      await within(section).findByText(
        'The data of layla@example.ae could not be erased. Please try again.',
      ),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
    expect(leadStore.rows).toHaveLength(3);
  });
});
