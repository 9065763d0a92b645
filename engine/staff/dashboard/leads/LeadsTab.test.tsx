import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInDubai } from '../../../locale/format';
import type { Lead, LeadStore } from '../../../leads/lead';
import {
  leadRecord,
  memoryLeadStore,
  memoryStore,
  openTab,
  renderDashboard,
  toastTexts,
} from '../test-helpers';

afterEach(() => vi.restoreAllMocks());

/** Leads from distinct people, one an hour, the last the newest. */
function hourly(count: number, overrides: (index: number) => Partial<Lead> = () => ({})): Lead[] {
  return Array.from({ length: count }, (_, index) =>
    leadRecord({
      name: `Person ${index + 1}`,
      email: `person${index + 1}@example.ae`,
      created_at: new Date(Date.UTC(2026, 10, 1, 6) + index * 3_600_000).toISOString(),
      ...overrides(index),
    }),
  );
}

const aisha = leadRecord({
  id: 'aisha',
  name: 'Aisha Rahman',
  email: 'aisha@example.ae',
  created_at: '2026-11-26T06:30:00.000Z',
  fields: [
    { name: 'name', label: 'Full Name', value: 'Aisha Rahman' },
    { name: 'email', label: 'Email', value: 'aisha@example.ae' },
    { name: 'company', label: 'Company', value: '' },
    { name: 'message', label: 'Message', value: 'Our Wi-Fi drops\nevery afternoon.' },
    { name: 'newsletter', label: 'Send me the newsletter', value: true },
    { name: 'call', label: 'Call me back', value: false },
  ],
});
const omar = leadRecord({
  id: 'omar',
  form: 'join',
  page: '/community',
  name: 'Omar Haddad',
  email: 'omar@example.ae',
  status: 'contacted',
  created_at: '2026-11-26T09:15:00.000Z',
});
const ravi = leadRecord({
  id: 'ravi',
  form: 'managed-it-health-check',
  page: '/services/managed-it',
  name: null,
  email: 'ravi@example.in',
  status: 'closed',
  created_at: '2026-11-20T18:45:00.000Z',
});
const webinar = leadRecord({
  id: 'webinar',
  form: 'webinar',
  page: '//evil.example/x',
  name: null,
  email: null,
  created_at: '2026-11-19T05:00:00.000Z',
});

async function renderLeads(leads: Lead[] | ReturnType<typeof memoryLeadStore>) {
  const leadStore = Array.isArray(leads) ? memoryLeadStore(leads) : leads;
  const rendered = renderDashboard(memoryStore(), { openLeads: async () => leadStore });
  const panel = await openTab(rendered.user, 'Leads');
  return { ...rendered, leadStore, panel };
}

const table = () => screen.findByRole('table', { name: 'Leads' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const rowNames = async () =>
  (await bodyRows()).map((row) => within(row).getAllByRole('cell')[3]!.textContent);
const formFilter = () => screen.getByRole('combobox', { name: 'Form' });
const statusFilter = () => screen.getByRole('combobox', { name: 'Status' });
const openButton = (who: string) =>
  screen.findByRole('button', { name: new RegExp(`^Open the lead from ${who}, received`) });
const rowStatus = (who: string) =>
  screen.getByRole('combobox', { name: `Status of the lead from ${who}` });
const lastQuery = (store: LeadStore) => vi.mocked(store.list).mock.lastCall?.[0];

describe('Leads tab', () => {
  it('comes right after Services', async () => {
    renderDashboard(memoryStore());
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(
      tabs
        .getAllByRole('tab')
        .map((tab) => tab.textContent)
        .slice(0, 3),
    ).toEqual(['Services', 'Leads', 'Blogs']);
    await screen.findByText(/No services available/);
  });

  it('says it is loading until the store has opened and listed the leads', async () => {
    let open!: (store: LeadStore) => void;
    const opening = new Promise<LeadStore>((resolve) => (open = resolve));
    const { user } = renderDashboard(memoryStore(), { openLeads: () => opening });
    const panel = await openTab(user, 'Leads');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading leads...');
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    open(memoryLeadStore([aisha]));
    expect(await table()).toBeVisible();
    expect(screen.queryByText('Loading leads...')).toBeNull();
  });

  it('shows the leads newest first, each with its time in Dubai, form, page, name, email and status', async () => {
    const { leadStore } = await renderLeads([ravi, aisha, webinar, omar]);
    const headers = within(await table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Received (Dubai)',
      'Form',
      'Page',
      'Name',
      'Email',
      'Owner',
      'Status',
    ]);
    expect(await rowNames()).toEqual(['Omar Haddad', 'Aisha Rahman', 'ravi@example.in', 'Visitor']);
    const [first, second, third, fourth] = await bodyRows();
    const cells = within(first!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 13:15',
      'Join the Crew',
      '/community (opens in a new tab)',
      'Omar Haddad',
      'omar@example.ae',
    ]);
    expect(within(cells[6]!).getByRole('combobox')).toBe(rowStatus('Omar Haddad'));
    expect(within(first!).getByRole('link', { name: /\/community/ })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(within(first!).getByRole('link', { name: 'omar@example.ae' })).toHaveAttribute(
      'href',
      'mailto:omar@example.ae',
    );
    expect(rowStatus('Omar Haddad')).toHaveDisplayValue('Contacted');
    expect(within(second!).getByRole('cell', { name: '26 Nov 2026, 10:30' })).toBeVisible();
    expect(within(third!).getByRole('cell', { name: 'Managed IT health check' })).toBeVisible();
    expect(rowStatus('ravi@example.in')).toHaveDisplayValue('Closed');
    // A form the YAML has no label for shows its name; a page that is not a path stays text.
    expect(within(fourth!).getByRole('cell', { name: 'webinar' })).toBeVisible();
    expect(within(fourth!).getByText('//evil.example/x')).toBeVisible();
    expect(within(fourth!).queryByRole('link')).toBeNull();
    expect(screen.getByText('Showing 1–4 of 4 leads')).toBeVisible();
    expect(leadStore.list).toHaveBeenCalledWith({
      form: undefined,
      status: undefined,
      limit: 25,
      offset: 0,
    });
  });

  it('offers every form with its count, and filters by form and status from the first page', async () => {
    const leads = [
      ...hourly(30, () => ({ form: 'contact' })),
      ...hourly(3, (index) => ({ form: 'join', name: `Joiner ${index + 1}` })),
      omar,
    ];
    const { user, leadStore } = await renderLeads(leads);
    await table();
    expect(
      within(formFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All forms (34)', 'Contact page (30)', 'Join the Crew (4)']);
    expect(
      within(statusFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'New', 'Contacted', 'Qualified', 'Won', 'Lost', 'Closed', 'Spam']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Showing 26–34 of 34 leads')).toBeVisible());

    await user.selectOptions(formFilter(), 'Join the Crew (4)');
    await waitFor(() => expect(screen.getByText('Showing 1–4 of 4 leads')).toBeVisible());
    expect(lastQuery(leadStore)).toEqual({ form: 'join', status: undefined, limit: 25, offset: 0 });
    expect(await rowNames()).toEqual(['Omar Haddad', 'Joiner 3', 'Joiner 2', 'Joiner 1']);

    await user.selectOptions(statusFilter(), 'Contacted');
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 leads')).toBeVisible());
    expect(lastQuery(leadStore)).toEqual({
      form: 'join',
      status: 'contacted',
      limit: 25,
      offset: 0,
    });
    expect(await rowNames()).toEqual(['Omar Haddad']);
  });

  it('pages through the leads 25 at a time, asking the store for each page', async () => {
    const { user, leadStore } = await renderLeads(hourly(60));
    await table();
    expect(screen.getByText('Showing 1–25 of 60 leads')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect((await rowNames())[0]).toBe('Person 60');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Showing 26–50 of 60 leads')).toBeVisible());
    expect(lastQuery(leadStore)).toMatchObject({ limit: 25, offset: 25 });
    expect(await rowNames()).toHaveLength(25);
    expect((await rowNames())[0]).toBe('Person 35');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getByText('Showing 51–60 of 60 leads')).toBeVisible());
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(lastQuery(leadStore)).toMatchObject({ offset: 50 });
    expect(await rowNames()).toEqual(hourly(10).map((_, index) => `Person ${10 - index}`));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens a lead in a dialog with every answer under its label, and gives the focus back', async () => {
    const { user } = await renderLeads([aisha, omar]);
    const button = await openButton('Aisha Rahman');
    expect(button).toHaveAccessibleName(
      'Open the lead from Aisha Rahman, received 26 Nov 2026, 10:30',
    );
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(dialog)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual([
      'Received (Dubai)',
      'Form',
      'Page',
      'Language',
      'Email',
      'Full Name',
      'Email',
      'Company',
      'Message',
      'Send me the newsletter',
      'Call me back',
    ]);
    expect(definitions).toEqual([
      '26 Nov 2026, 10:30',
      'Contact page',
      '/contact (opens in a new tab)',
      'en',
      'aisha@example.ae',
      'Aisha Rahman',
      'aisha@example.ae',
      'Not answered',
      'Our Wi-Fi drops\nevery afternoon.',
      'Yes',
      'No',
    ]);
    expect(within(dialog).getByRole('link', { name: /\/contact/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('New');
    expect(within(dialog).getByRole('textbox', { name: 'Staff note' })).toHaveAttribute(
      'maxlength',
      '5000',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await openButton('Aisha Rahman')).toHaveFocus();
  });

  it("shows a visitor's bidirectional override as its code, isolated, never as it is", async () => {
    const invoice = leadRecord({
      id: 'invoice',
      name: 'Invoice \u202efdp.exe',
      email: 'billing\u202e@example.ae',
      created_at: '2026-11-27T06:30:00.000Z',
      fields: [
        { name: 'name', label: 'Full Name', value: 'Invoice \u202efdp.exe' },
        { name: 'message', label: 'Message', value: 'See \u2066the\u2069 attachment' },
      ],
      source: { utm_campaign: '\u202bحملة' },
    });
    const { user } = await renderLeads([invoice, aisha]);
    const OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;
    const [row] = await bodyRows();
    const button = within(row!).getByRole('button', {
      name: 'Open the lead from Invoice ⟨U+202E⟩fdp.exe, received 27 Nov 2026, 10:30',
    });
    // The name is isolated in a <bdi>; the override is shown as its code, named on hover.
    const isolated = button.querySelector('bdi')!;
    expect(isolated).toHaveTextContent('Invoice ⟨U+202E⟩fdp.exe');
    expect(within(button).getByTitle('RIGHT-TO-LEFT OVERRIDE')).toHaveTextContent('⟨U+202E⟩');
    expect(within(row!).getByText(/^billing/)).toHaveTextContent('billing⟨U+202E⟩@example.ae');
    // An address with an override is no address to write to: it stays text.
    expect(within(row!).queryByRole('link', { name: /billing/ })).toBeNull();
    expect(rowStatus('Invoice ⟨U+202E⟩fdp.exe')).toHaveDisplayValue('New');
    expect(row!.textContent).not.toMatch(OVERRIDES);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Lead from Invoice ⟨U+202E⟩fdp.exe',
    });
    const definitions = within(dialog)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(definitions).toEqual(
      expect.arrayContaining([
        'Invoice ⟨U+202E⟩fdp.exe',
        'See ⟨U+2066⟩the⟨U+2069⟩ attachment',
        '⟨U+202B⟩حملة',
      ]),
    );
    expect(dialog.textContent).not.toMatch(OVERRIDES);
    expect(document.body.textContent).not.toMatch(OVERRIDES);
  });

  it('saves a note and a status, refreshes the list and says so', async () => {
    const { user, leadStore } = await renderLeads([aisha, omar]);
    await user.click(await openButton('Aisha Rahman'));
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Contacted');
    const note = within(dialog).getByRole('textbox', { name: 'Staff note' });
    await user.type(note, 'Called, site visit on Monday.');
    expect(note).toHaveAccessibleDescription('Only staff see this note. 29 of 5000 characters.');
    const listed = leadStore.list.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(leadStore.update).toHaveBeenCalledWith('aisha', {
      status: 'contacted',
      note: 'Called, site visit on Monday.',
    });
    await waitFor(() =>
      expect(toastTexts()).toContain('Lead SavedThe lead from Aisha Rahman is up to date.'),
    );
    await waitFor(() => expect(leadStore.list.mock.calls.length).toBeGreaterThan(listed));
    expect(rowStatus('Aisha Rahman')).toHaveDisplayValue('Contacted');

    await user.click(await openButton('Aisha Rahman'));
    const reopened = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    expect(within(reopened).getByRole('textbox', { name: 'Staff note' })).toHaveValue(
      'Called, site visit on Monday.',
    );
  });

  it('gives a lead to a colleague, keeps who did what and when in its timeline, and filters by owner', async () => {
    const { user, leadStore } = await renderLeads([aisha, omar]);
    await table();
    const ownerFilter = screen.getByRole('combobox', { name: 'Owner' });
    expect(
      within(ownerFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Nobody yet', 'Omar Haddad', 'Sara Khan']);

    await user.click(await openButton('Aisha Rahman'));
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    const timeline = within(within(dialog).getByRole('region', { name: 'Timeline' })).getAllByRole(
      'listitem',
    );
    expect(timeline.map((entry) => entry.textContent)).toEqual([
      '26 Nov 2026, 10:30Came in from /contact',
    ]);
    const owner = within(dialog).getByRole('combobox', { name: 'Owner' });
    // The names offered are the staff the site knows, as the browser's own list.
    const choices = document.getElementById(owner.getAttribute('list')!)!;
    expect([...choices.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'Omar Haddad',
      'Sara Khan',
    ]);
    await user.type(owner, 'Sara Khan');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Qualified');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Staff note' }),
      'Wants 40 laptops.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(leadStore.update).toHaveBeenCalledWith('aisha', {
      status: 'qualified',
      note: 'Wants 40 laptops.',
      owner: 'Sara Khan',
    });
    expect(within(await table()).getByRole('cell', { name: 'Sara Khan' })).toBeVisible();

    await user.click(await openButton('Aisha Rahman'));
    const reopened = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    const region = within(reopened).getByRole('region', { name: 'Timeline' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      '26 Nov 2026, 10:30Came in from /contact',
      '28 Nov 2026, 13:00Omar Haddad moved it from New to Qualified',
      '28 Nov 2026, 13:00Omar Haddad gave it to Sara Khan',
      '28 Nov 2026, 13:00Omar Haddad wrote the note:Wants 40 laptops.',
    ]);
    await user.click(within(reopened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reopened).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Sara Khan');
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 leads')).toBeVisible());
    expect(lastQuery(leadStore)).toMatchObject({ owner: 'Sara Khan' });
    expect(await rowNames()).toEqual(['Aisha Rahman']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Nobody yet');
    await waitFor(() => expect(lastQuery(leadStore)).toMatchObject({ owner: '' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Omar Haddad']));
  });

  it('says so when the lead was erased meanwhile, closes it and drops it from the list', async () => {
    const leadStore = memoryLeadStore([aisha, omar]);
    const { user } = await renderLeads(leadStore);
    await user.click(await openButton('Aisha Rahman'));
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Staff note' }), 'Call back.');
    // A colleague erases her data while the dialog is open.
    leadStore.rows.splice(
      leadStore.rows.indexOf(leadStore.rows.find((l) => l.id === aisha.id)!),
      1,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Lead No Longer HereThe lead from Aisha Rahman was erased or deleted meanwhile, so there was nothing to save. The list shows the leads that are left.',
      ),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['Omar Haddad']));
  });

  it('sends only what changed, and nothing when nothing did', async () => {
    const { user, leadStore } = await renderLeads([aisha]);
    await user.click(await openButton('Aisha Rahman'));
    let dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(leadStore.update).not.toHaveBeenCalled();

    await user.click(await openButton('Aisha Rahman'));
    dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Staff note' }), 'Quote sent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(leadStore.update).toHaveBeenCalledWith('aisha', { note: 'Quote sent' });
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const leadStore = memoryLeadStore([aisha]);
    leadStore.update.mockRejectedValueOnce(new Error('Could not update the lead: offline'));
    const { user } = await renderLeads(leadStore);
    await user.click(await openButton('Aisha Rahman'));
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    const note = within(dialog).getByRole('textbox', { name: 'Staff note' });
    await user.type(note, 'Wants a quote by Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Not SavedThe lead could not be saved. Your changes are still here; please try again.',
      ),
    );
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Not Saved The lead could not be saved.',
    );
    expect(note).toHaveValue('Wants a quote by Friday');
    expect(error).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(leadStore.rows[0]!.note).toBe('Wants a quote by Friday');
  });

  it('changes a status from the list, and drops the lead from a status filter it leaves', async () => {
    const { user, leadStore } = await renderLeads([aisha, omar]);
    await user.selectOptions(statusFilter(), 'New');
    await waitFor(async () => expect(await rowNames()).toEqual(['Aisha Rahman']));

    await user.selectOptions(rowStatus('Aisha Rahman'), 'Closed');
    expect(leadStore.update).toHaveBeenCalledWith('aisha', { status: 'closed' });
    await waitFor(() =>
      expect(toastTexts()).toContain('Status ChangedThe lead from Aisha Rahman is now Closed.'),
    );
    expect(await screen.findByText('No leads match these filters.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Omar Haddad', 'Aisha Rahman']));
    expect(rowStatus('Aisha Rahman')).toHaveDisplayValue('Closed');
    expect(statusFilter()).toHaveDisplayValue('All');
  });

  it('puts a status back and says so when changing it in the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const leadStore = memoryLeadStore([aisha]);
    leadStore.update.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderLeads(leadStore);
    await table();
    await user.selectOptions(rowStatus('Aisha Rahman'), 'Contacted');
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Status Not ChangedThe status could not be saved. Please try again.',
      ),
    );
    expect(rowStatus('Aisha Rahman')).toHaveDisplayValue('New');
  });

  it('says there are no leads yet, and offers nothing to download', async () => {
    const { panel } = await renderLeads([]);
    expect(
      await within(panel).findByText('No leads yet: every form visitors send appears here.'),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows why the list failed, and tries again on request', async () => {
    const leadStore = memoryLeadStore([aisha]);
    leadStore.list.mockRejectedValueOnce(new Error('Could not load the leads: offline'));
    const { panel, user } = await renderLeads(leadStore);
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The leads could not be loaded.');
    expect(alert).toHaveTextContent('Could not load the leads: offline');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeVisible();
  });

  it('downloads every lead that matches the filters as CSV, 500 at a time', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:leads';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const leads = [
      ...hourly(620, () => ({ form: 'join' })),
      leadRecord({ form: 'contact', name: 'Not Wanted' }),
    ];
    const { user, leadStore, panel } = await renderLeads(leads);
    await table();
    await user.selectOptions(formFilter(), 'Join the Crew (620)');
    await waitFor(() => expect(screen.getByText('Showing 1–25 of 620 leads')).toBeVisible());
    leadStore.list.mockClear();

    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toEqual([`leads-${todayInDubai()}.csv`]));
    expect(leadStore.list.mock.calls.map(([query]) => query)).toEqual([
      { form: 'join', status: undefined, limit: 500, offset: 0 },
      { form: 'join', status: undefined, limit: 500, offset: 500 },
    ]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    // Blob.text() drops the byte-order mark; lead-csv.test.ts checks it.
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Received (Dubai),Form,Page,Language,Status,Owner,Name,Email,Note,Came from,First page of the visit,Campaign source,Campaign medium,Campaign,Campaign term,Campaign content,Full Name,Email,Message',
    );
    expect(lines).toHaveLength(622);
    expect(lines[1]).toMatch(/^2026-11-27 05:00,Join the Crew,\/contact,en,New,,Person 620,/);
    expect(lines.some((line) => line.includes('Not Wanted'))).toBe(false);
  });

  it('says so when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const leadStore = memoryLeadStore([aisha]);
    const { user, panel } = await renderLeads(leadStore);
    await table();
    leadStore.list.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Download FailedThe leads could not be downloaded. Please try again.',
      ),
    );
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('shows the leads as a list of cards on a phone', async () => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    try {
      const { user } = await renderLeads([aisha, omar]);
      const list = await screen.findByRole('list', { name: 'Leads' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Omar Haddad');
      expect(cards[0]).toHaveTextContent('26 Nov 2026, 13:15');
      expect(cards[0]).toHaveTextContent('Join the Crew · /community');
      expect(within(cards[1]!).getByRole('combobox', { name: /Aisha Rahman/ })).toHaveDisplayValue(
        'New',
      );
      await user.click(within(cards[1]!).getByRole('button', { name: /Aisha Rahman/ }));
      expect(await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' })).toBeVisible();
    } finally {
      // @ts-expect-error jsdom has no matchMedia; put it back as it was.
      delete window.matchMedia;
    }
  });
});
